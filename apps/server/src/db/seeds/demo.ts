import type { Db } from '../knex.ts';
import { hasMeta } from '../appMeta.ts';
import { hashPassword } from '../../security/password.ts';

const marker = 'demo_seed';

/** The demo accounts the README lists; their passwords are never written to the logs. */
export const demoMember = {
  phone: '13800000000',
  password: 'coinsight-demo',
  inviteCode: 'COINSGT12345',
  vipDays: 30,
  /** A recovery address, so the README's demo can try password recovery (the mail lands in the outbox). */
  email: 'demo@coinsight.test',
} as const;
export const demoAdmin = { username: 'admin', password: 'coinsight-admin' } as const;

/** How a seed hashes the passwords it stores: the real KDF unless a test counts the calls. */
export interface SeedHashing {
  hash?: (password: string) => Promise<string>;
}

/**
 * Fills an empty database with the demo accounts once; the marker in app_meta keeps it from
 * running again (even after the demo rows were edited or deleted). Without `withAdmin` (production)
 * no admin is created: a published password must never guard the dashboard.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  { withAdmin = true, hash = hashPassword }: { withAdmin?: boolean } & SeedHashing = {},
): Promise<boolean> {
  // Every start with SEED_DEMO comes here: the hashes (scrypt, 16 MiB of memory each) are only
  // made while the marker is missing, and checked for again in the transaction.
  if (await hasMeta(db, marker)) return false;
  const [memberHash, adminHash] = await Promise.all([
    hash(demoMember.password),
    withAdmin ? hash(demoAdmin.password) : '',
  ]);
  return db.transaction(async (trx) => {
    const done = await trx('app_meta').where({ key: marker }).first();
    if (done) return false;
    await trx('users').insert({
      phone: demoMember.phone,
      password_hash: memberHash,
      invite_code: demoMember.inviteCode,
      vip_expiry: new Date(now.getTime() + demoMember.vipDays * 86_400_000),
      created_at: now,
      last_login: null,
      email: demoMember.email,
    });
    if (withAdmin)
      await trx('admins').insert({ username: demoAdmin.username, password_hash: adminHash });
    await trx('app_meta').insert({ key: marker, value: now.toISOString() });
    return true;
  });
}
