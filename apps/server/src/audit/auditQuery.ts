import { auditActionLabel, rangeBounds } from '@coinsight/domain/admin';
import type { AuditEntryView } from '@coinsight/domain/api';
import type { Db } from '../db/knex.ts';
import { readInstant } from '../db/knex.ts';

/** The audit log's filters as the dashboard sends them (admin.auditLog's query). */
export interface AuditFilter {
  admin?: string | undefined;
  /** Exact, or an area prefix ending in a dot (`member.`). */
  action?: string | undefined;
  /** Beijing days, both included. */
  start?: string | undefined;
  end?: string | undefined;
  offset: number;
  limit: number;
}

interface Row {
  id: number;
  admin_id: number | null;
  admin_username: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  created_at: unknown;
}

function parsed(json: string | null): unknown {
  return json === null ? null : (JSON.parse(json) as unknown);
}

/** Reads the audit log written through core.audit: newest first, filtered, paged. */
export async function readAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ results: AuditEntryView[]; total: number }> {
  const where = db('admin_audit').where((q) => {
    if (filter.admin) q.where('admin_username', filter.admin);
    // An area prefix is compared by substring, not LIKE: area names hold `_`
    // (document_image.), which LIKE would read as a wildcard.
    if (filter.action?.endsWith('.'))
      q.whereRaw('substr(action, 1, ?) = ?', [filter.action.length, filter.action]);
    else if (filter.action) q.where('action', filter.action);
    if (filter.start) q.where('created_at', '>=', rangeBounds(filter.start, filter.start).from);
    if (filter.end) q.where('created_at', '<', rangeBounds(filter.end, filter.end).to);
  });
  const [count] = (await where.clone().count({ n: '*' })) as Array<{ n: number | string }>;
  const rows = (await where
    .clone()
    .select()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)) as Row[];
  return {
    total: Number(count?.n ?? 0),
    results: rows.map((r) => ({
      id: Number(r.id),
      admin_id: r.admin_id === null ? null : Number(r.admin_id),
      admin_username: r.admin_username,
      action: r.action,
      action_label: auditActionLabel(r.action),
      target: r.target,
      before: parsed(r.before_json),
      after: parsed(r.after_json),
      created_at: (readInstant(r.created_at) ?? new Date(0)).toISOString(),
    })),
  };
}
