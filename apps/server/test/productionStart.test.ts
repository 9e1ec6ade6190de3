import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../src/config.ts';
import { getUsername } from '../src/contract.ts';
import { demoAdmin, demoMember } from '../src/db/seeds/demo.ts';
import { silentLogger } from '../src/logger.ts';
import { createApp } from '../src/startup.ts';
import { offlineSources, runScript } from './helpers.ts';

const production = {
  ...offlineSources,
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-that-is-long-enough-0123',
  DATABASE_URL: 'sqlite::memory:',
  PORT: '0',
};
const epay = {
  PAYMENT_GATEWAY: 'epay',
  EPAY_URL: 'https://pay.example',
  EPAY_PID: '1001',
  EPAY_KEY: 'merchant-key',
};

/** Starts the server as `npm start` does, with only the given environment; it must exit by itself. */
const start = (env: Record<string, string>) =>
  runScript('apps/server/src/index.ts', [], env, 60_000);

describe('starting in production', () => {
  it('refuses the sandbox gateway, with the reason', async () => {
    const { code, out } = await start(production);
    expect(code).toBe(1);
    expect(out).toContain('PAYMENT_GATEWAY=sandbox');
    expect(out).toContain('PRODUCTION_ALLOW=sandbox-payments');
    expect(out).not.toContain('币见已启动');
  });

  it('refuses the demo seed, with the reason', async () => {
    const { code, out } = await start({ ...production, ...epay, SEED_DEMO: 'true' });
    expect(code).toBe(1);
    expect(out).toContain('PRODUCTION_ALLOW=demo-seed');
  });

  it('seeds the demo data it was allowed to, but never the demo admin', async () => {
    const config = loadConfig({
      ...production,
      SEED_DEMO: 'true',
      PRODUCTION_ALLOW: 'sandbox-payments,demo-seed',
      LOG_LEVEL: 'silent',
    });
    const server = await createApp(config, { logger: silentLogger() });
    try {
      expect(await server.db('admins').where({ username: demoAdmin.username }).first()).toBe(
        undefined,
      );
      expect(await server.db('admins').count({ n: '*' }).first()).toMatchObject({ n: 0 });
      expect(await server.db('users').where({ phone: demoMember.phone }).first()).toBeDefined();
    } finally {
      await server.stop();
    }
  });
});

describe('the production bundle', () => {
  // `npm start` runs the esbuild bundle on plain node, where a package's module format matters
  // (a named import from a CommonJS package passes under tsx and fails there).
  beforeAll(async () => {
    await promisify(execFile)(
      'npm',
      ['run', 'build', '--silent', '--workspace', '@coinsight/server'],
      { cwd: repoRoot },
    );
  }, 120_000);

  it('on an older Node says which Node it needs and what to run, before any module can crash', async () => {
    const olderNode =
      'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})';
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', olderNode, 'apps/server/dist/index.js'],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', DATABASE_URL: 'sqlite::memory:' } },
    ).then(
      () => ({ code: 0, stderr: '', stdout: '' }),
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('needs Node.js 22 or newer; this is Node.js 20.20.2');
    expect(run.stderr).toContain(`cd ${repoRoot} && npm start`);
    expect(run.stderr).toContain(`${repoRoot}/node_modules/.bin/node apps/server/dist/index.js`);
    // Nothing of the server ran: it would have warned about the missing SESSION_SECRET first.
    expect(run.stdout + run.stderr).not.toContain('SESSION_SECRET');
  });

  it('starts, answers, logs every request and writes its last line on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--max-semi-space-size=4', 'apps/server/dist/index.js'],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          ...production,
          PORT: '0',
          PRODUCTION_ALLOW: 'sandbox-payments',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    try {
      let origin = '';
      for (let i = 0; i < 300 && !origin && child.exitCode === null; i++) {
        origin = /http:\/\/[\d.:[\]a-z]+:\d+/.exec(out)?.[0] ?? '';
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(origin, out).not.toBe('');
      const first = await fetch(`${origin}${getUsername.path}`);
      expect(first.status).toBe(200);
      const crumb = /crumb=[^;]+/.exec(first.headers.getSetCookie().join(''))?.[0] ?? '';
      for (let i = 0; i < 2; i++) {
        const again = await fetch(`${origin}${getUsername.path}`, { headers: { cookie: crumb } });
        expect(await again.json()).toEqual({ username: '', code: '' });
      }
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, out).toBe(0);
    const lines = out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; route?: string });
    expect(lines.filter((l) => l.msg === 'request' && l.route === getUsername.id)).toHaveLength(3);
    expect(lines.at(-1)?.msg).toBe('stopped');
  }, 120_000);
});
