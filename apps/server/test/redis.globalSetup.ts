import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** redis://127.0.0.1:port of a throw-away Redis shared by the suites (each uses its own key prefix). */
    redisUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const server = ['redis-server', '/usr/bin/redis-server'].find(
  (c) => spawnSync('sh', ['-c', `command -v ${c}`], { stdio: 'ignore' }).status === 0,
);

/**
 * Starts Debian's redis-server on 127.0.0.1 in a temporary folder, without persistence, for the
 * several-instance tests; gives them its URL through `provide`, and stops it by its pid afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!server)
    throw new Error(
      'The server tests need Redis for the several-instance tests. Install it with: apt-get install -y redis-server',
    );
  const dir = mkdtempSync(join(tmpdir(), 'coinsight-redis-'));
  const port = await freePort();
  const daemon: ChildProcess = spawn(
    server,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    { stdio: 'ignore' },
  );
  let exited = false;
  daemon.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      daemon.kill('SIGTERM');
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) daemon.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (exited) throw new Error('redis-server exited during start-up');
      const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
      if (ping.stdout.trim() === 'PONG') break;
      if (i > 100) throw new Error('redis-server did not answer within 10 s');
      await sleep(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('redisUrl', `redis://127.0.0.1:${port}`);
  return stop;
}
