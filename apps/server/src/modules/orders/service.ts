import type { Logger } from 'pino';
import {
  refundableStatuses,
  type OrderRefund,
  type RefundRequestItem,
  type RefundRequestStatus,
  type RefundSubmission,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { beijingDayBounds } from '@coinsight/domain/time';
import type { Clock } from '../../clock.ts';
import { isSqlite, readInstant, type Db } from '../../db/knex.ts';
import type { MemberCredentials } from '../../http/credentials.ts';
import { DomainError } from '../../http/errors.ts';
import { GatewayError, type PaymentGateway } from '../../providers/payment/index.ts';
import { lockMember, setExpiry } from '../membership/members.ts';
import { centsOf, OrderRepo, orderView, shownPayCode, yuanOf, type OrderRow } from './repo.ts';

const m = messages.orders;
const dayMs = 86_400_000;

interface RawRequest {
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

interface RequestRow {
  id: number;
  orderId: number;
  userId: number;
  amountCents: number;
  refundall: boolean;
  reason: string;
  contactInfo: string;
  status: RefundRequestStatus | 'processing';
  rejectReason: string | null;
  createdAt: Date;
  processedAt: Date | null;
}

function toRequest(row: RawRequest): RequestRow {
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    userId: Number(row.user_id),
    amountCents: Number(row.amount_cents),
    refundall: Boolean(row.refundall),
    reason: row.reason,
    contactInfo: row.contact_info,
    status: row.status as RequestRow['status'],
    rejectReason: row.reject_reason,
    createdAt: readInstant(row.created_at) ?? new Date(0),
    processedAt: readInstant(row.processed_at),
  };
}

/** The membership days a refund takes back: the refunded share of the plan's days, rounded. */
export function refundedDays(order: OrderRow, refundCents: number): number {
  if (order.amountCents <= 0) return 0;
  return Math.round(
    (order.vipDuration * Math.min(refundCents, order.amountCents)) / order.amountCents,
  );
}

/** The member's orders and refund requests, and the admin's answers to them. */
export class OrderService {
  readonly repo: OrderRepo;

  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    this.repo = new OrderRepo(db);
  }

  async list(member: MemberCredentials) {
    return { orders: (await this.repo.ofUser(member.id)).map(orderView) };
  }

  async detail(member: MemberCredentials, outTradeNo: string) {
    const order = await this.repo.byTradeNo(outTradeNo);
    if (!order || order.userId !== member.id)
      throw new DomainError(404, m.orderNotFound, 'order_not_found');
    const rows = (
      (await this.db<RawRequest>('refund_requests')
        .where({ order_id: order.id })
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')) as RawRequest[]
    ).map(toRequest);
    const refunds: OrderRefund[] = rows.map((r) => ({
      id: r.id,
      time: r.createdAt.toISOString(),
      amount: yuanOf(r.amountCents),
      refundall: r.refundall,
      reason: r.reason,
      contact_info: r.contactInfo,
      // A request whose refund the gateway is carrying out is still pending for the member.
      status: r.status === 'processing' ? 'pending' : r.status,
      processed: r.processedAt ? r.processedAt.toISOString() : null,
      reject_reason: r.rejectReason,
    }));
    return {
      order: orderView(order),
      vip_duration: order.vipDuration,
      refunded: yuanOf(order.refundedCents),
      refunds,
      pay_code: shownPayCode(order),
    };
  }

  /**
   * Records a refund request for one of the member's orders (full or partial), moving the order to
   * pending_review; refusals are DomainErrors in the contract's order of checks.
   */
  async requestRefund(
    member: MemberCredentials,
    ask: Pick<RefundSubmission, 'out_trade_no' | 'reason' | 'contact_info' | 'refundall'> & {
      amount?: string | undefined;
    },
  ) {
    const now = this.clock.now();
    try {
      return await this.db.transaction(async (trx) => {
        const order = await this.repo.byTradeNo(ask.out_trade_no, trx, true);
        if (!order || order.userId !== member.id)
          throw new DomainError(404, m.orderNotFound, 'order_not_found');
        const open = await trx('refund_requests')
          .select('id')
          .where({ open_order_id: order.id })
          .first();
        if (open) throw new DomainError(409, m.refundPending, 'refund_pending');
        if (!refundableStatuses.includes(order.status))
          throw new DomainError(409, m.refundNotAllowed, 'refund_not_allowed');
        const refundable = order.amountCents - order.refundedCents;
        const amountCents =
          ask.refundall || ask.amount === undefined ? refundable : centsOf(ask.amount);
        if (!(amountCents > 0)) throw new DomainError(400, m.refundAmountInvalid, 'invalid_input');
        if (amountCents > refundable)
          throw new DomainError(400, m.refundAmountTooLarge, 'refund_amount_too_large');
        const [id] = await trx('refund_requests').insert({
          order_id: order.id,
          user_id: member.id,
          amount_cents: amountCents,
          refundall: ask.refundall,
          reason: ask.reason,
          contact_info: ask.contact_info,
          status: 'pending',
          open_order_id: order.id,
          created_at: now,
        });
        await this.repo.update(order.id, { status: 'pending_review', reason: ask.reason }, trx);
        return {
          success: true as const,
          message: m.refundSubmitted,
          refund_request_id: Number(id),
          out_trade_no: order.outTradeNo,
          amount: yuanOf(amountCents),
          refundall: ask.refundall,
        };
      });
    } catch (error) {
      // Two requests racing past the check meet the unique open_order_id: the loser is a duplicate.
      if (!(error instanceof DomainError) && /unique|duplicate/i.test(String(error)))
        throw new DomainError(409, m.refundPending, 'refund_pending');
      throw error;
    }
  }

  /** The admin's list: requests submitted on one Beijing calendar day, oldest first. */
  async listRequests(
    date: string,
    status: RefundRequestStatus,
  ): Promise<{ requests: RefundRequestItem[] }> {
    const { start, end } = beijingDayBounds(date);
    const rows = (await this.db('refund_requests as r')
      .join('orders as o', 'o.id', 'r.order_id')
      .join('users as u', 'u.id', 'r.user_id')
      .select('r.*', 'o.out_trade_no', 'u.phone')
      .where('r.status', status)
      .andWhere('r.created_at', '>=', start)
      .andWhere('r.created_at', '<', end)
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc')) as Array<RawRequest & { out_trade_no: string; phone: string }>;
    return {
      requests: rows.map((raw) => {
        const r = toRequest(raw);
        return {
          id: r.id,
          user: raw.phone,
          time: r.createdAt.toISOString(),
          reason: r.reason,
          contact_info: r.contactInfo,
          amount: yuanOf(r.amountCents),
          refundall: r.refundall,
          out_trade_no: raw.out_trade_no,
          status,
        };
      }),
    };
  }

  /** Locks a request and checks it is still pending: 404 unknown, 409 already answered. */
  private async pendingRequest(trx: Db, id: number): Promise<RequestRow> {
    const query = trx<RawRequest>('refund_requests').where({ id }).first();
    if (!isSqlite(trx)) query.forUpdate();
    const raw = await query;
    if (!raw) throw new DomainError(404, m.refundNotFound, 'refund_not_found');
    const request = toRequest(raw);
    if (request.status !== 'pending')
      throw new DomainError(409, m.refundAlreadyProcessed, 'refund_already_processed');
    return request;
  }

  async process(input: { action: 'approve' | 'reject'; refundRequestId: number; reason: string }) {
    if (input.action === 'reject') {
      await this.reject(input.refundRequestId, input.reason);
      return {
        success: true as const,
        message: m.refundRejected,
        refund_request_id: input.refundRequestId,
        status: 'rejected' as const,
      };
    }
    await this.approve(input.refundRequestId);
    return {
      success: true as const,
      message: m.refundApproved,
      refund_request_id: input.refundRequestId,
      status: 'approved' as const,
    };
  }

  private async reject(id: number, reason: string): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (trx) => {
      const request = await this.pendingRequest(trx, id);
      await trx('refund_requests').where({ id }).update({
        status: 'rejected',
        reject_reason: reason,
        processed_at: now,
        open_order_id: null,
      });
      await this.repo.update(request.orderId, { status: 'refund_failed', reason }, trx);
    });
  }

  /**
   * Approval claims the request (pending → processing) so a second answer is refused while the
   * gateway refunds, outside any transaction (no lock is held over the network); a gateway
   * failure puts it back to pending. Then request, order and membership change together.
   */
  private async approve(id: number): Promise<void> {
    const claimed = await this.db.transaction(async (trx) => {
      const request = await this.pendingRequest(trx, id);
      await trx('refund_requests')
        .where({ id, status: 'pending' })
        .update({ status: 'processing' });
      const order = await this.repo.byId(request.orderId, trx);
      if (!order) throw new Error(`refund request ${id} has no order`);
      return { request, order };
    });
    const { request, order } = claimed;
    try {
      await this.gateway.refund({
        outTradeNo: order.outTradeNo,
        tradeNo: order.tradeNo,
        money: yuanOf(request.amountCents),
      });
    } catch (error) {
      await this.db('refund_requests')
        .where({ id, status: 'processing' })
        .update({ status: 'pending' });
      if (!(error instanceof GatewayError)) throw error;
      this.logger.warn(
        { err: error, refund_request_id: id, out_trade_no: order.outTradeNo },
        'gateway refund failed; the request stays pending',
      );
      throw new DomainError(502, m.refundGatewayFailed, 'refund_gateway_failed');
    }
    const now = this.clock.now();
    await this.db.transaction(async (trx) => {
      await trx('refund_requests')
        .where({ id, status: 'processing' })
        .update({ status: 'approved', processed_at: now, open_order_id: null });
      const locked = await this.repo.byId(order.id, trx, true);
      if (!locked) return;
      await this.repo.update(
        locked.id,
        { status: 'refund_succeeded', refunded_cents: locked.refundedCents + request.amountCents },
        trx,
      );
      const member = await lockMember(trx, locked.userId);
      const days = refundedDays(locked, request.amountCents);
      if (member?.vipExpiry && member.vipExpiry.getTime() > now.getTime() && days > 0) {
        const shortened = new Date(member.vipExpiry.getTime() - days * dayMs);
        await setExpiry(trx, member.id, shortened.getTime() > now.getTime() ? shortened : now);
      }
    });
    this.logger.info(
      { refund_request_id: id, out_trade_no: order.outTradeNo, amount_cents: request.amountCents },
      'refund approved',
    );
  }
}
