import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { migrateLatest, openDb } from '../src/db/knex.ts';
import { seedDemo } from '../src/db/seeds/demo.ts';
import { seedDemoChat } from '../src/db/seeds/demoChat.ts';
import { seedDemoOrders } from '../src/db/seeds/demoOrders.ts';
import { hashPassword } from '../src/security/password.ts';

/** The real hash, counted. (vi.mock cannot reach modules the project's shared worker already loaded.) */
function countedHash() {
  const counted = {
    calls: 0,
    hash: (password: string) => {
      counted.calls += 1;
      return hashPassword(password);
    },
  };
  return counted;
}

// Every start with SEED_DEMO runs the seeds; each password hash is a scrypt with 16 MiB of memory
// (the start's peak RSS rose ~50 MiB while they ran), so a seed already done hashes nothing.
describe('the demo seeds on a database they already filled', () => {
  it('hash no password', async () => {
    const config = loadConfig({ DATABASE_URL: 'sqlite::memory:' });
    const db = openDb(config.database);
    try {
      await migrateLatest(db);
      const now = new Date('2026-11-23T02:00:00.000Z');
      const first = countedHash();
      expect(await seedDemo(db, now, first)).toBe(true);
      expect(await seedDemoOrders(db, config, now, first)).toBe(true);
      expect(await seedDemoChat(db, now, first)).toBe(true);
      expect(first.calls).toBeGreaterThan(3);

      const again = countedHash();
      expect(await seedDemo(db, now, again)).toBe(false);
      expect(await seedDemoOrders(db, config, now, again)).toBe(false);
      expect(await seedDemoChat(db, now, again)).toBe(false);
      expect(again.calls).toBe(0);
    } finally {
      await db.destroy();
    }
  });

  it('hash no admin password where no admin is made (production)', async () => {
    const db = openDb(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).database);
    try {
      await migrateLatest(db);
      const counted = countedHash();
      expect(await seedDemo(db, new Date(), { withAdmin: false, ...counted })).toBe(true);
      expect(counted.calls).toBe(1);
      expect(await db('admins')).toHaveLength(0);
    } finally {
      await db.destroy();
    }
  });
});
