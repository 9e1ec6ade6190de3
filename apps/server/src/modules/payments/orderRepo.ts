import type { OrderStatus, PayType, VipDuration } from '@coinsight/domain/api';
import { isSqlite, readInstant, type Db } from '../../db/knex.ts';

/** One row of `orders`, read. */
export interface OrderRow {
  id: number;
  outTradeNo: string;
  userId: number;
  vipDuration: VipDuration;
  amountCents: number;
  payType: PayType;
  status: OrderStatus;
  tradeNo: string | null;
  refundedCents: number;
  reason: string | null;
  createdAt: Date;
  paidAt: Date | null;
  failedAt: Date | null;
  /** The gateway's qrcode or payurl for this order, as POST payment answered it. */
  payCode: string | null;
}

interface RawOrder {
  id: number;
  out_trade_no: string;
  user_id: number;
  vip_duration: number;
  amount_cents: number;
  pay_type: string;
  status: string;
  trade_no: string | null;
  refunded_cents: number;
  reason: string | null;
  created_at: unknown;
  paid_at: unknown;
  failed_at: unknown;
  pay_code: string | null;
}

/** The member of an order as read beside it, before any lock. */
export interface PayerSnapshot {
  phone: string;
  vipExpiry: Date | null;
  invitedBy: number | null;
}

function toOrder(row: RawOrder): OrderRow {
  return {
    id: Number(row.id),
    outTradeNo: row.out_trade_no,
    userId: Number(row.user_id),
    vipDuration: Number(row.vip_duration) as VipDuration,
    amountCents: Number(row.amount_cents),
    payType: row.pay_type as PayType,
    status: row.status as OrderStatus,
    tradeNo: row.trade_no,
    refundedCents: Number(row.refunded_cents),
    reason: row.reason,
    createdAt: readInstant(row.created_at) ?? new Date(0),
    paidAt: readInstant(row.paid_at),
    failedAt: readInstant(row.failed_at),
    payCode: row.pay_code ?? null,
  };
}

/** knex queries for orders; `lock` takes the row lock on MariaDB (SQLite has one writer anyway). */
export class OrderRepo {
  constructor(private readonly db: Db) {}

  async insert(
    order: {
      outTradeNo: string;
      userId: number;
      vipDuration: VipDuration;
      amountCents: number;
      payType: PayType;
      createdAt: Date;
    },
    trx: Db = this.db,
  ): Promise<number> {
    const [id] = await trx('orders').insert({
      out_trade_no: order.outTradeNo,
      user_id: order.userId,
      vip_duration: order.vipDuration,
      amount_cents: order.amountCents,
      pay_type: order.payType,
      status: 'pending_payment',
      refunded_cents: 0,
      created_at: order.createdAt,
    });
    return Number(id);
  }

  async byTradeNo(outTradeNo: string, trx: Db = this.db, lock = false): Promise<OrderRow | null> {
    const query = trx<RawOrder>('orders').where({ out_trade_no: outTradeNo }).first();
    if (lock && !isSqlite(trx)) query.forUpdate();
    const row = await query;
    return row ? toOrder(row) : null;
  }

  /**
   * The order with its member's membership columns as they stand (no lock): what a notify needs
   * to pay it, read in one round trip. The expiry is only a guess until the write confirms it.
   */
  async withPayer(outTradeNo: string): Promise<{ order: OrderRow; payer: PayerSnapshot } | null> {
    const row = (await this.db('orders as o')
      .join('users as u', 'u.id', 'o.user_id')
      .select(
        'o.*',
        'u.phone as payer_phone',
        'u.vip_expiry as payer_vip_expiry',
        'u.invited_by as payer_invited_by',
      )
      .where('o.out_trade_no', outTradeNo)
      .first()) as
      | (RawOrder & { payer_phone: string; payer_vip_expiry: unknown; payer_invited_by: unknown })
      | undefined;
    if (!row) return null;
    return {
      order: toOrder(row),
      payer: {
        phone: row.payer_phone,
        vipExpiry: readInstant(row.payer_vip_expiry),
        invitedBy:
          row.payer_invited_by === null || row.payer_invited_by === undefined
            ? null
            : Number(row.payer_invited_by),
      },
    };
  }

  /**
   * MariaDB: pays a pending order and sets its member's expiry in one UPDATE over both rows, on
   * condition that the order is still pending and the expiry still `seenExpiry`. One statement
   * commits both rows or neither and locks them as it goes; false when either condition failed.
   */
  async payWithExpiry(payment: {
    orderId: number;
    tradeNo: string | null;
    paidAt: Date;
    seenExpiry: Date | null;
    expiry: Date;
  }): Promise<boolean> {
    const query = this.db('orders as o')
      .join('users as u', 'u.id', 'o.user_id')
      .where('o.id', payment.orderId)
      .andWhere('o.status', 'pending_payment');
    if (payment.seenExpiry === null) query.whereNull('u.vip_expiry');
    else query.andWhere('u.vip_expiry', payment.seenExpiry);
    const changed = await query.update({
      'o.status': 'paid',
      'o.trade_no': payment.tradeNo,
      'o.paid_at': payment.paidAt,
      'o.failed_at': null,
      'u.vip_expiry': payment.expiry,
    });
    // The order's row and the member's.
    return changed === 2;
  }

  async byId(id: number, trx: Db = this.db, lock = false): Promise<OrderRow | null> {
    const query = trx<RawOrder>('orders').where({ id }).first();
    if (lock && !isSqlite(trx)) query.forUpdate();
    const row = await query;
    return row ? toOrder(row) : null;
  }

  async ofUser(userId: number, trx: Db = this.db): Promise<OrderRow[]> {
    const rows = await trx<RawOrder>('orders')
      .where({ user_id: userId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return rows.map(toOrder);
  }

  /** The member's newest order of a plan. */
  async latestOfPlan(
    userId: number,
    vipDuration: VipDuration,
    trx: Db = this.db,
  ): Promise<OrderRow | null> {
    const row = await trx<RawOrder>('orders')
      .where({ user_id: userId, vip_duration: vipDuration })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first();
    return row ? toOrder(row) : null;
  }

  /**
   * The member's orders of a plan still waiting for their payment (not paid, not ended), newest
   * first.
   */
  async pendingOfPlan(
    userId: number,
    vipDuration: VipDuration,
    trx: Db = this.db,
  ): Promise<OrderRow[]> {
    const rows = await trx<RawOrder>('orders')
      .where({ user_id: userId, vip_duration: vipDuration, status: 'pending_payment' })
      .whereNull('failed_at')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return rows.map(toOrder);
  }

  async update(
    id: number,
    fields: Partial<{
      status: OrderStatus;
      trade_no: string | null;
      paid_at: Date;
      failed_at: Date | null;
      refunded_cents: number;
      reason: string | null;
      pay_code: string;
    }>,
    trx: Db = this.db,
    onlyWhileStatus?: OrderStatus,
  ): Promise<number> {
    const query = trx('orders').where({ id });
    if (onlyWhileStatus) query.andWhere({ status: onlyWhileStatus });
    return query.update(fields);
  }
}
