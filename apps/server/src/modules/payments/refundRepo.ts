import type { RefundRequestStatus } from '@coinsight/domain/api';
import { isSqlite, readInstant, type Db } from '../../db/knex.ts';

/** pending, processing (the gateway is being asked), approved or rejected. */
export type RefundStatus = RefundRequestStatus | 'processing';

/** One row of `refund_requests`, read. */
export interface RefundRow {
  id: number;
  orderId: number;
  userId: number;
  amountCents: number;
  refundall: boolean;
  reason: string;
  contactInfo: string;
  status: RefundStatus;
  rejectReason: string | null;
  createdAt: Date;
  processedAt: Date | null;
}

interface RawRefund {
  id: number;
  order_id: number;
  user_id: number;
  amount_cents: number;
  refundall: number | boolean;
  reason: string;
  contact_info: string;
  status: string;
  reject_reason: string | null;
  created_at: unknown;
  processed_at: unknown;
}

function toRefund(row: RawRefund): RefundRow {
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    userId: Number(row.user_id),
    amountCents: Number(row.amount_cents),
    refundall: Boolean(row.refundall),
    reason: row.reason,
    contactInfo: row.contact_info,
    status: row.status as RefundStatus,
    rejectReason: row.reject_reason,
    createdAt: readInstant(row.created_at) ?? new Date(0),
    processedAt: readInstant(row.processed_at),
  };
}

/**
 * knex queries for refund requests. A request is open (pending or processing) while its
 * open_order_id holds the order's id; that column is unique, so an order has one open request.
 */
export class RefundRepo {
  constructor(private readonly db: Db) {}

  /** The requests of one order, oldest first. */
  async ofOrder(orderId: number, trx: Db = this.db): Promise<RefundRow[]> {
    const rows = (await trx<RawRefund>('refund_requests')
      .where({ order_id: orderId })
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')) as RawRefund[];
    return rows.map(toRefund);
  }

  async hasOpen(orderId: number, trx: Db = this.db): Promise<boolean> {
    const open = await trx('refund_requests')
      .select('id')
      .where({ open_order_id: orderId })
      .first();
    return open !== undefined;
  }

  /** Opens a pending request; a second open request for the order breaks the unique key. */
  async insert(
    request: {
      orderId: number;
      userId: number;
      amountCents: number;
      refundall: boolean;
      reason: string;
      contactInfo: string;
      createdAt: Date;
    },
    trx: Db = this.db,
  ): Promise<number> {
    const [id] = await trx('refund_requests').insert({
      order_id: request.orderId,
      user_id: request.userId,
      amount_cents: request.amountCents,
      refundall: request.refundall,
      reason: request.reason,
      contact_info: request.contactInfo,
      status: 'pending',
      open_order_id: request.orderId,
      created_at: request.createdAt,
    });
    return Number(id);
  }

  /** Reads one request with a row lock on MariaDB. */
  async lock(id: number, trx: Db): Promise<RefundRow | null> {
    const query = trx<RawRefund>('refund_requests').where({ id }).first();
    if (!isSqlite(trx)) query.forUpdate();
    const row = await query;
    return row ? toRefund(row) : null;
  }

  /** Requests of one status submitted in [start, end), oldest first, with their order's trade number. */
  async submittedBetween(
    status: RefundStatus,
    start: Date,
    end: Date,
    trx: Db = this.db,
  ): Promise<(RefundRow & { outTradeNo: string })[]> {
    const rows = (await trx('refund_requests as r')
      .join('orders as o', 'o.id', 'r.order_id')
      .select('r.*', 'o.out_trade_no')
      .where('r.status', status)
      .andWhere('r.created_at', '>=', start)
      .andWhere('r.created_at', '<', end)
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc')) as (RawRefund & { out_trade_no: string })[];
    return rows.map((row) => ({ ...toRefund(row), outTradeNo: row.out_trade_no }));
  }

  /** Moves a request from one status to another; returns how many rows changed (0 or 1). */
  async move(
    id: number,
    from: RefundStatus,
    to: RefundStatus,
    trx: Db = this.db,
    answered?: { at: Date; rejectReason?: string },
  ): Promise<number> {
    return trx('refund_requests')
      .where({ id, status: from })
      .update({
        status: to,
        // An answered request is closed: the order may be asked about again.
        ...(answered
          ? {
              processed_at: answered.at,
              open_order_id: null,
              ...(answered.rejectReason !== undefined
                ? { reject_reason: answered.rejectReason }
                : {}),
            }
          : {}),
      });
  }
}
