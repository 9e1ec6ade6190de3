import type { Knex } from 'knex';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/knex.ts';
import type { AdminCredentials } from '../sessions/credentials.ts';

/** One admin action as the audit log keeps it. */
export interface AuditEntry {
  /** Who acted. */
  admin: Pick<AdminCredentials, 'id' | 'username'>;
  /** A dotted name: area, then verb (`refund.approve`, `member.freeze`, `news.publish`). */
  action: string;
  /** What was acted on, as `kind:id` (`order:CS2026…`, `user:42`, `news:7`). */
  target: string;
  /** The record before the action; omitted for a creation. */
  before?: unknown;
  /** The record after the action; omitted for a deletion. */
  after?: unknown;
}

/**
 * Where every admin action is written (issue 17: nothing an admin does is unrecorded). Pass the
 * transaction that makes the change, so the change and its entry are stored together or not at all.
 */
export interface AuditLog {
  record(entry: AuditEntry, trx?: Knex.Transaction): Promise<void>;
}

export function dbAuditLog(db: Db, clock: Clock): AuditLog {
  return {
    async record({ admin, action, target, before, after }, trx) {
      await (trx ?? db)('admin_audit').insert({
        admin_id: admin.id,
        admin_username: admin.username,
        action,
        target,
        before_json: before === undefined ? null : JSON.stringify(before),
        after_json: after === undefined ? null : JSON.stringify(after),
        created_at: clock.now(),
      });
    },
  };
}

/**
 * An audit log that keeps nothing, for history no admin made: the demo seed replays a refund
 * decision to build its sample orders, and the log must not show an admin who never acted.
 */
export const unrecorded: AuditLog = { record: () => Promise.resolve() };

/** Who acts in such a replay (never stored, since `unrecorded` keeps nothing). */
export const replayActor = { id: 0, username: 'demo-seed' } as const;
