import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLatest, openDb, type Db } from '../src/db/knex.ts';
import { demoMember, seedDemo } from '../src/db/seeds/demo.ts';
import { loadConfig } from '../src/config.ts';
import { migrationSource } from '../src/db/migrations/index.ts';
import { verifyPassword } from '../src/security/password.ts';
import { databaseKinds, freshDatabase } from './helpers.ts';

describe.each(databaseKinds)('migrations and demo data on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    db = openDb(loadConfig({ DATABASE_URL: fresh.url }).database);
    await migrateLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('creates the tables and runs again without change', async () => {
    const tables = [
      'users',
      'sessions',
      'admins',
      'app_meta',
      'password_resets',
      'captcha_challenges',
      'captcha_passes',
      'outbox',
    ];
    for (const table of tables) expect(await db.schema.hasTable(table)).toBe(true);
    for (const column of ['email', 'invited_by'])
      expect(await db.schema.hasColumn('users', column)).toBe(true);
    await migrateLatest(db);
    const [done] = await db.migrate.list({ migrationSource });
    // Every listed migration ran (the list grows with each issue).
    expect(done).toHaveLength((await migrationSource.getMigrations([])).length);
  });

  it('adds the accounts migration to a database in use without losing its sessions', async () => {
    const fresh = await freshDatabase(kind);
    const old = openDb(loadConfig({ DATABASE_URL: fresh.url }).database);
    try {
      await old.migrate.up({ migrationSource });
      const [id] = await old('users').insert({
        phone: '13900000009',
        password_hash: 'x',
        invite_code: 'KEEP00001',
        created_at: new Date(),
      });
      await old('sessions').insert({
        id: 'kept-session',
        user_id: id,
        created_at: new Date(),
        last_seen_at: new Date(),
      });
      await migrateLatest(old);
      expect(await old('sessions').where({ id: 'kept-session' })).toHaveLength(1);
      const [inviter] = await old('users').insert({
        phone: '13900000010',
        password_hash: 'x',
        invite_code: 'KEEP00002',
        created_at: new Date(),
      });
      await old('users').where({ id }).update({ invited_by: inviter });
      await old('users').where({ id: inviter }).delete();
      expect((await old('users').where({ id }).first())?.invited_by).toBeNull();
    } finally {
      await old.destroy();
      await fresh.drop();
    }
  });

  it('seeds the demo member once, with a scrypt hash and a membership', async () => {
    expect(await seedDemo(db)).toBe(true);
    expect(await seedDemo(db)).toBe(false);
    const users = await db('users').where({ phone: demoMember.phone });
    expect(users).toHaveLength(1);
    const hash = String(users[0]?.password_hash);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(demoMember.password);
    expect(await verifyPassword(demoMember.password, hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(users[0]?.email).toBe(demoMember.email);
  });

  it('does not seed again after the demo member was deleted', async () => {
    await db('users').where({ phone: demoMember.phone }).delete();
    expect(await seedDemo(db)).toBe(false);
    expect(await db('users').where({ phone: demoMember.phone })).toHaveLength(0);
  });

  it('keeps phone and invite code unique', async () => {
    const row = {
      phone: '13900000001',
      password_hash: 'x',
      invite_code: 'UNIQ0001',
      created_at: new Date(),
    };
    await db('users').insert(row);
    await expect(db('users').insert({ ...row, invite_code: 'UNIQ0002' })).rejects.toThrow();
    await expect(db('users').insert({ ...row, phone: '13900000002' })).rejects.toThrow();
  });
});
