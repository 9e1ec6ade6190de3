import type { Db } from '../../db/knex.ts';

export interface AdminTotpRow {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: Date | null;
  lastStep: number | null;
}

interface RawTotp {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: Date | string | null;
  totp_last_step: number | string | null;
}

/** knex queries for the admins' TOTP columns and recovery codes (migration 0010). */
export class TotpRepo {
  constructor(readonly db: Db) {}

  async find(adminId: number, trx: Db = this.db): Promise<AdminTotpRow | null> {
    const row: RawTotp | undefined = await trx('admins')
      .select('totp_secret', 'totp_pending_secret', 'totp_enabled_at', 'totp_last_step')
      .where({ id: adminId })
      .first();
    if (!row) return null;
    return {
      secret: row.totp_secret,
      pendingSecret: row.totp_pending_secret,
      enabledAt: row.totp_enabled_at === null ? null : new Date(row.totp_enabled_at),
      lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    };
  }

  async setPending(adminId: number, sealed: string, trx: Db = this.db): Promise<void> {
    await trx('admins').where({ id: adminId }).update({ totp_pending_secret: sealed });
  }

  /** Makes `sealed` the admin's second factor and replaces the recovery codes with these hashes. */
  async enable(
    adminId: number,
    sealed: string,
    at: Date,
    lastStep: number | null,
    recoveryHashes: string[],
    trx: Db = this.db,
  ): Promise<void> {
    await trx('admins').where({ id: adminId }).update({
      totp_secret: sealed,
      totp_pending_secret: null,
      totp_enabled_at: at,
      totp_last_step: lastStep,
    });
    await trx('admin_recovery_codes').where({ admin_id: adminId }).delete();
    await trx('admin_recovery_codes').insert(
      recoveryHashes.map((code_hash) => ({ admin_id: adminId, code_hash, used_at: null })),
    );
  }

  /**
   * Records `step` as the last code used, only if it is later than the one before: true when this
   * call won, so two requests racing with one code cannot both pass.
   */
  async advanceStep(adminId: number, step: number, trx: Db = this.db): Promise<boolean> {
    const updated = await trx('admins')
      .where({ id: adminId })
      .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
      .update({ totp_last_step: step });
    return updated === 1;
  }

  /** Marks the unused recovery code with this hash used: true when it existed and was unused. */
  async useRecoveryCode(adminId: number, hash: string, at: Date, trx: Db = this.db) {
    const updated = await trx('admin_recovery_codes')
      .where({ admin_id: adminId, code_hash: hash })
      .whereNull('used_at')
      .update({ used_at: at });
    return updated === 1;
  }

  async unusedRecoveryCodes(adminId: number, trx: Db = this.db): Promise<number> {
    const row = await trx('admin_recovery_codes')
      .where({ admin_id: adminId })
      .whereNull('used_at')
      .count({ n: '*' })
      .first();
    return Number(row?.n ?? 0);
  }
}
