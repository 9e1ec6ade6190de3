import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBackup } from '../src/cli/backup.ts';
import { runRestore } from '../src/cli/restore.ts';
import { openDb } from '../src/db/knex.ts';
import {
  databaseKinds,
  freshDatabase,
  testConfig,
  testServer,
  type DatabaseKind,
} from './helpers.ts';
import { digestOf } from './security/actors.ts';

function io(env: Record<string, string>) {
  let out = '';
  return {
    io: {
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: (t: string) => (out += t) },
      env: { SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789', ...env },
    },
    out: () => out,
  };
}

describe.each(databaseKinds)('npm run backup and restore on %s', (kind: DatabaseKind) => {
  const dir = mkdtempSync(join(tmpdir(), 'coinsight-backup-'));
  let drop = async () => {};
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every table exactly as it was backed up, over later changes', async () => {
    const fresh =
      kind === 'sqlite'
        ? { url: `sqlite:${join(dir, 'live.sqlite')}`, drop: async () => {} }
        : await freshDatabase(kind);
    drop = fresh.drop;
    const env = { DATABASE_URL: fresh.url };
    // The demo data fills accounts, orders, refunds, chat, AI quota, indicators and history.
    const server = await testServer(fresh.url, { env: { SEED_DEMO: 'true' } });
    const db = server.db;
    const backedUp = await digestOf(db);
    expect(Object.keys(backedUp).length).toBeGreaterThanOrEqual(20);
    const filled = Object.entries(backedUp).filter(([, d]) => !d.startsWith('0:'));
    expect(filled.length).toBeGreaterThanOrEqual(8);

    const file = join(dir, kind === 'sqlite' ? 'copy.sqlite' : 'copy.sql');
    const backup = io(env);
    expect(await runBackup([file], backup.io), backup.out()).toBe(0);
    expect(backup.out()).toContain('备份完成');

    // After the backup: rows changed, added and deleted, as a day of use would.
    await db('users').update({ email: 'changed@coinsight.test' });
    await db('refund_requests').del();
    await db('orders').del();
    await db('outbox').insert({
      to: 'x@coinsight.test',
      subject: '之后',
      text: '之后写入',
      created_at: new Date(),
    });
    expect(await digestOf(db)).not.toEqual(backedUp);
    await server.stop();

    const restore = io(env);
    expect(await runRestore([file], restore.io), restore.out()).toBe(0);
    expect(restore.out()).toContain('恢复完成');
    const reopened = openDb(testConfig(fresh.url).database);
    try {
      expect(await digestOf(reopened)).toEqual(backedUp);
    } finally {
      await reopened.destroy();
    }
  }, 180_000);

  it('refuses a missing backup file with a reason and exit code 1, and a wrong call with the usage', async () => {
    const env = { DATABASE_URL: `sqlite:${join(dir, 'other.sqlite')}` };
    const missing = io(env);
    expect(await runRestore([join(dir, 'nope.sqlite')], missing.io)).toBe(1);
    expect(missing.out()).toContain('恢复失败');
    const usage = io(env);
    expect(await runRestore([], usage.io)).toBe(2);
    expect(usage.out()).toContain('usage: npm run restore');
  });
});
