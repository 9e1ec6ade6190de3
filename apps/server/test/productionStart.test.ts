import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { demoAdmin, demoMember } from '../src/db/seeds/demo.ts';
import { silentLogger } from '../src/logger.ts';
import { createApp } from '../src/startup.ts';
import { runScript } from './helpers.ts';

const production = {
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
