import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { migrateLatest, openDb } from '../src/db/knex.ts';
import { seedDemo } from '../src/db/seeds/demo.ts';
import { seedDemoChat } from '../src/db/seeds/demoChat.ts';
import { seedDemoOrders } from '../src/db/seeds/demoOrders.ts';
import { hashPassword } from '../src/security/password.ts';

vi.mock('../src/security/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/security/password.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

// Every start with SEED_DEMO runs the seeds; each password hash is a scrypt with 16 MiB of memory
// (the start's peak RSS rose ~50 MiB while they ran), so a seed already done hashes nothing.
describe('the demo seeds on a database they already filled', () => {
  it('hash no password', async () => {
    const config = loadConfig({ DATABASE_URL: 'sqlite::memory:' });
    const db = openDb(config.database);
    try {
      await migrateLatest(db);
      const now = new Date('2026-11-23T02:00:00.000Z');
      expect(await seedDemo(db, now)).toBe(true);
      expect(await seedDemoOrders(db, config, now)).toBe(true);
      expect(await seedDemoChat(db, now)).toBe(true);
      expect(vi.mocked(hashPassword).mock.calls.length).toBeGreaterThan(3);

      vi.mocked(hashPassword).mockClear();
      expect(await seedDemo(db, now)).toBe(false);
      expect(await seedDemoOrders(db, config, now)).toBe(false);
      expect(await seedDemoChat(db, now)).toBe(false);
      expect(vi.mocked(hashPassword)).not.toHaveBeenCalled();
    } finally {
      await db.destroy();
    }
  });

  it('hash no admin password where no admin is made (production)', async () => {
    const db = openDb(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).database);
    try {
      await migrateLatest(db);
      vi.mocked(hashPassword).mockClear();
      expect(await seedDemo(db, new Date(), { withAdmin: false })).toBe(true);
      expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(1);
      expect(await db('admins')).toHaveLength(0);
    } finally {
      await db.destroy();
    }
  });
});
