import { isSqlite, readInstant, type Db } from '../../db/knex.ts';
import type { AccountRepo } from '../account/repo.ts';

/** The account area's writes of a member's expiry, which payments and refunds make. */
export type MembershipWrites = Pick<AccountRepo, 'setVipExpiry' | 'setVipExpiryIfStill'>;

/** The fields of a member that payments and refunds change, read under a row lock. */
export interface LockedMember {
  id: number;
  phone: string;
  vipExpiry: Date | null;
  invitedBy: number | null;
}

/**
 * The membership columns of `users` this area reads (vip_expiry, with the phone a push goes to and
 * the inviter a payment rewards). The table is the account area's: the new expiry is written
 * through its repo (`MembershipWrites`), in the payment's transaction.
 */
export class MemberRepo {
  constructor(private readonly db: Db) {}

  /** Reads one member with a row lock on MariaDB, so concurrent extensions add up instead of overwriting. */
  async lock(id: number, trx: Db): Promise<LockedMember | null> {
    const query = trx('users')
      .select('id', 'phone', 'vip_expiry', 'invited_by')
      .where({ id })
      .first();
    if (!isSqlite(trx)) query.forUpdate();
    const row = (await query) as
      { id: number; phone: string; vip_expiry: unknown; invited_by: number | null } | undefined;
    if (!row) return null;
    return {
      id: Number(row.id),
      phone: row.phone,
      vipExpiry: readInstant(row.vip_expiry),
      invitedBy:
        row.invited_by === null || row.invited_by === undefined ? null : Number(row.invited_by),
    };
  }

  /** The membership end as stored now (a session's copy may predate a payment). */
  async expiryOf(id: number, trx: Db = this.db): Promise<Date | null> {
    const row = (await trx('users').select('vip_expiry').where({ id }).first()) as
      { vip_expiry: unknown } | undefined;
    return row ? readInstant(row.vip_expiry) : null;
  }

  /** The phones (the product's user names) of some members, by id. */
  async phonesOf(ids: readonly number[], trx: Db = this.db): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await trx('users')
      .select('id', 'phone')
      .whereIn('id', [...new Set(ids)])) as { id: number; phone: string }[];
    return new Map(rows.map((row) => [Number(row.id), row.phone]));
  }
}
