import type {
  MemberLogin,
  MemberOrder,
  MemberSummary,
  MembershipEvent,
  OrderStatus,
  VipDuration,
} from '@coinsight/domain/api';
import { isVip, planTitle, refundedDays } from '@coinsight/domain/membership';
import { fenToYuan } from '@coinsight/domain/money';
import type { Db } from '../../db/knex.ts';
import { isSqlite, readInstant } from '../../db/knex.ts';

const iso = (value: unknown): string | null => readInstant(value)?.toISOString() ?? null;
const isoOr0 = (value: unknown): string => iso(value) ?? new Date(0).toISOString();

/** A member row as the console reads it. */
export interface ConsoleMember {
  id: number;
  phone: string;
  inviteCode: string;
  createdAt: Date;
  vipExpiry: Date | null;
  frozenAt: Date | null;
  lastLogin: Date | null;
  email: string | null;
  invitedBy: number | null;
}

interface RawMember {
  id: number;
  phone: string;
  invite_code: string;
  created_at: unknown;
  vip_expiry: unknown;
  frozen_at: unknown;
  last_login: unknown;
  email: string | null;
  invited_by: number | null;
}

const columns = [
  'id',
  'phone',
  'invite_code',
  'created_at',
  'vip_expiry',
  'frozen_at',
  'last_login',
  'email',
  'invited_by',
];

function toMember(r: RawMember): ConsoleMember {
  return {
    id: Number(r.id),
    phone: r.phone,
    inviteCode: r.invite_code,
    createdAt: readInstant(r.created_at) ?? new Date(0),
    vipExpiry: readInstant(r.vip_expiry),
    frozenAt: readInstant(r.frozen_at),
    lastLogin: readInstant(r.last_login),
    email: r.email ?? null,
    invitedBy: r.invited_by === null || r.invited_by === undefined ? null : Number(r.invited_by),
  };
}

export function summaryOf(m: ConsoleMember, now: Date): MemberSummary {
  return {
    id: m.id,
    phone: m.phone,
    invite_code: m.inviteCode,
    registered_at: m.createdAt.toISOString(),
    vip_expiry: m.vipExpiry?.toISOString() ?? null,
    is_vip: isVip(m.vipExpiry, now),
    frozen_at: m.frozenAt?.toISOString() ?? null,
    last_login: m.lastLogin?.toISOString() ?? null,
  };
}

/** The console's queries on members, their orders, sessions and membership changes. */
export class MemberRepo {
  constructor(private readonly db: Db) {}

  /** Phones starting with digits, or the invite code itself (any case); newest first, 20 at most. */
  async search(q: string): Promise<ConsoleMember[]> {
    const rows = (await this.db('users')
      .select(columns)
      .where((w) => {
        // The contract lets letters and digits through only: no LIKE wildcard can be in q.
        if (/^\d+$/.test(q)) w.orWhere('phone', 'like', `${q}%`);
        w.orWhere('invite_code', q.toUpperCase());
      })
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(20)) as RawMember[];
    return rows.map(toMember);
  }

  /** `lock` takes a row lock on MariaDB, so two admins' changes to one member queue up. */
  async byId(id: number, trx: Db = this.db, lock = false): Promise<ConsoleMember | null> {
    const query = trx('users').select(columns).where({ id }).first();
    if (lock && !isSqlite(trx)) query.forUpdate();
    const row = (await query) as RawMember | undefined;
    return row ? toMember(row) : null;
  }

  async invitees(id: number): Promise<ConsoleMember[]> {
    const rows = (await this.db('users')
      .select(columns)
      .where({ invited_by: id })
      .orderBy('created_at', 'desc')
      .limit(200)) as RawMember[];
    return rows.map(toMember);
  }

  async orders(userId: number): Promise<MemberOrder[]> {
    const rows = (await this.db('orders')
      .select(
        'out_trade_no',
        'vip_duration',
        'amount_cents',
        'refunded_cents',
        'status',
        'created_at',
        'paid_at',
      )
      .where({ user_id: userId })
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')) as Array<{
      out_trade_no: string;
      vip_duration: number;
      amount_cents: number;
      refunded_cents: number;
      status: OrderStatus;
      created_at: unknown;
      paid_at: unknown;
    }>;
    return rows.map((r) => ({
      out_trade_no: r.out_trade_no,
      title: planTitle(Number(r.vip_duration) as VipDuration),
      days: Number(r.vip_duration),
      total: fenToYuan(Number(r.amount_cents)),
      refunded: fenToYuan(Number(r.refunded_cents)),
      status: r.status,
      created_at: isoOr0(r.created_at),
      paid_at: iso(r.paid_at),
    }));
  }

  /** Purchases, approved refunds and admin adjustments, newest first. */
  async membershipHistory(userId: number): Promise<MembershipEvent[]> {
    const purchases = (await this.db('orders')
      .select('out_trade_no', 'vip_duration', 'paid_at')
      .where({ user_id: userId })
      .whereNotNull('paid_at')) as Array<{
      out_trade_no: string;
      vip_duration: number;
      paid_at: unknown;
    }>;
    const refunds = (await this.db('refund_requests as r')
      .join('orders as o', 'o.id', 'r.order_id')
      .select(
        'o.out_trade_no',
        'o.vip_duration',
        'o.amount_cents as paid_cents',
        'r.amount_cents',
        'r.reason',
        'r.processed_at',
      )
      .where('r.user_id', userId)
      .andWhere('r.status', 'approved')) as Array<{
      out_trade_no: string;
      vip_duration: number;
      paid_cents: number;
      amount_cents: number;
      reason: string;
      processed_at: unknown;
    }>;
    const adjustments = (await this.db('membership_adjustments')
      .select()
      .where({ user_id: userId })) as Array<{
      days: number;
      reason: string;
      admin_username: string;
      expiry_before: unknown;
      expiry_after: unknown;
      created_at: unknown;
    }>;
    const events: MembershipEvent[] = [
      ...purchases.map((p) => ({
        at: isoOr0(p.paid_at),
        kind: 'purchase' as const,
        days: Number(p.vip_duration),
        out_trade_no: p.out_trade_no,
        expiry_before: null,
        expiry_after: null,
        reason: null,
        admin: null,
      })),
      ...refunds.map((r) => ({
        at: isoOr0(r.processed_at),
        kind: 'refund' as const,
        days: -refundedDays(Number(r.vip_duration), Number(r.paid_cents), Number(r.amount_cents)),
        out_trade_no: r.out_trade_no,
        expiry_before: null,
        expiry_after: null,
        reason: r.reason,
        admin: null,
      })),
      ...adjustments.map((a) => ({
        at: isoOr0(a.created_at),
        kind: 'adjustment' as const,
        days: Number(a.days),
        out_trade_no: null,
        expiry_before: iso(a.expiry_before),
        expiry_after: iso(a.expiry_after),
        reason: a.reason,
        admin: a.admin_username,
      })),
    ];
    return events.sort((a, b) => b.at.localeCompare(a.at));
  }

  async logins(userId: number): Promise<{ logins: MemberLogin[]; open: number }> {
    const rows = (await this.db('sessions')
      .select('created_at', 'last_seen_at', 'ended_at')
      .where({ user_id: userId })
      .orderBy('created_at', 'desc')
      .limit(10)) as Array<{ created_at: unknown; last_seen_at: unknown; ended_at: unknown }>;
    const [open] = (await this.db('sessions')
      .where({ user_id: userId })
      .whereNull('ended_at')
      .count({ n: '*' })) as Array<{ n: number | string }>;
    return {
      logins: rows.map((r) => ({
        at: isoOr0(r.created_at),
        last_seen_at: isoOr0(r.last_seen_at),
        ended_at: iso(r.ended_at),
      })),
      open: Number(open?.n ?? 0),
    };
  }
}
