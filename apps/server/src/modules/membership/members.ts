import { isSqlite, readInstant, type Db } from '../../db/knex.ts';

/** The fields of a member that payments and refunds change, read under a row lock. */
export interface LockedMember {
  id: number;
  phone: string;
  vipExpiry: Date | null;
  invitedBy: number | null;
}

/** Reads one member with a row lock on MariaDB, so concurrent extensions add up instead of overwriting. */
export async function lockMember(trx: Db, id: number): Promise<LockedMember | null> {
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

export async function setExpiry(trx: Db, id: number, expiry: Date): Promise<void> {
  await trx('users').where({ id }).update({ vip_expiry: expiry });
}
