// What the benches that start the server as a child process share: a free port, the process, the
// wait until it answers, and its peak memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineSources } from '../../apps/server/src/sources/offline.ts';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? done(address.port)
          : fail(new Error('no free port')),
      );
    });
  });
}

export { offlineSources };

/** Started with `node --import tsx` rather than the tsx CLI, so the pid is the server itself (for its RSS). */
export function startNode(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...offlineSources, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface WaitOptions {
  /** How long to wait. @default 30 */
  seconds?: number;
  /** Whether only a 2xx answer counts; otherwise any answer shows the port is open. @default true */
  ok?: boolean;
}

export async function waitFor(
  url: string,
  child: ChildProcess,
  { seconds = 30, ok = true }: WaitOptions = {},
): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (!ok || res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** The CPU time a process has used so far (user and system, all its threads), in microseconds. */
export function cpuMicros(pid: number): number {
  // /proc/<pid>/stat: utime and stime are fields 14 and 15, in clock ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The process's peak resident memory (VmHWM), in MiB. */
export function peakRssMiB(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * The environment of a server started as production, with the demo data seeded into `database`
 * (a SQLite file) and serving the site built in `siteDir`, on 127.0.0.1 at `port`.
 */
export function demoProductionEnv(port: number, database: string, siteDir: string) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    // The page's origin: the server admits websocket upgrades from it alone.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    PRODUCTION_ALLOW: 'sandbox-payments,demo-seed',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: `sqlite:${database}`,
    SEED_DEMO: 'true',
    SITE_DIR: siteDir,
  };
}

/**
 * The server as production starts it (the `start` script of apps/server/package.json, whose flags
 * these repeat): the bundle `npm run build --workspace @coinsight/server` writes, on plain node (no
 * tsx), its log lines appended to `logFile`.
 */
export function startBuilt(env: Record<string, string>, logFile: string): ChildProcess {
  const flags = ['--max-semi-space-size=4'];
  return spawn(process.execPath, [...flags, 'apps/server/dist/index.js'], {
    cwd: root,
    env: { ...process.env, MALLOC_ARENA_MAX: '2', ...offlineSources, ...env },
    stdio: ['ignore', openSync(logFile, 'a'), 'inherit'],
  });
}
