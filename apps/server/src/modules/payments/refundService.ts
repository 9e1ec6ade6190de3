import type { Knex } from 'knex';
import type { Logger } from 'pino';
import {
  refundableStatuses,
  type RefundRequestItem,
  type RefundRequestStatus,
  type RefundSubmission,
} from '@coinsight/domain/api';
import { expiryAfterRefund, refundedDays } from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import { fenToYuan } from '@coinsight/domain/money';
import { beijingDayBounds } from '@coinsight/domain/time';
import type { AuditLog } from '../../audit/auditLog.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/knex.ts';
import { retryTransaction } from '../../db/retryTransaction.ts';
import type { AdminCredentials, MemberCredentials } from '../../sessions/credentials.ts';
import { DomainError } from '../../domainError.ts';
import { GatewayError, type PaymentGateway } from '../../providers/payment/index.ts';
import { MemberRepo, type MembershipWrites } from './memberRepo.ts';
import { OrderRepo } from './orderRepo.ts';
import { fenOf } from './orderView.ts';
import { RefundRepo, type RefundRow } from './refundRepo.ts';

const m = messages.orders;

/** The members' refund requests and the admin's answers to them. */
export class RefundService {
  private readonly orders: OrderRepo;
  private readonly refunds: RefundRepo;
  private readonly members: MemberRepo;

  constructor(
    private readonly db: Db,
    private readonly memberships: MembershipWrites,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly audit: AuditLog,
  ) {
    this.orders = new OrderRepo(db);
    this.refunds = new RefundRepo(db);
    this.members = new MemberRepo(db);
  }

  /**
   * Records a refund request for one of the member's orders (full or partial), moving the order to
   * pending_review; refusals are DomainErrors in the contract's order of checks.
   */
  async request(
    member: MemberCredentials,
    ask: Pick<RefundSubmission, 'out_trade_no' | 'reason' | 'contact_info' | 'refundall'> & {
      amount?: string | undefined;
    },
  ) {
    const now = this.clock.now();
    try {
      return await this.transaction(async (trx) => {
        const order = await this.orders.byTradeNo(ask.out_trade_no, trx, true);
        if (!order || order.userId !== member.id)
          throw new DomainError('not_found', m.orderNotFound, 'order_not_found');
        if (await this.refunds.hasOpen(order.id, trx))
          throw new DomainError('conflict', m.refundPending, 'refund_pending');
        if (!refundableStatuses.includes(order.status))
          throw new DomainError('conflict', m.refundNotAllowed, 'refund_not_allowed');
        const refundable = order.amountCents - order.refundedCents;
        const amountCents =
          ask.refundall || ask.amount === undefined ? refundable : fenOf(ask.amount);
        if (!(amountCents > 0))
          throw new DomainError('invalid', m.refundAmountInvalid, 'invalid_input');
        if (amountCents > refundable)
          throw new DomainError('invalid', m.refundAmountTooLarge, 'refund_amount_too_large');
        const id = await this.refunds.insert(
          {
            orderId: order.id,
            userId: member.id,
            amountCents,
            refundall: ask.refundall,
            reason: ask.reason,
            contactInfo: ask.contact_info,
            createdAt: now,
          },
          trx,
        );
        await this.orders.update(order.id, { status: 'pending_review', reason: ask.reason }, trx);
        return {
          success: true as const,
          message: m.refundSubmitted,
          refund_request_id: id,
          out_trade_no: order.outTradeNo,
          amount: fenToYuan(amountCents),
          refundall: ask.refundall,
        };
      });
    } catch (error) {
      // Two requests racing past the check meet the unique open_order_id: the loser is a duplicate.
      if (!(error instanceof DomainError) && /unique|duplicate/i.test(String(error)))
        throw new DomainError('conflict', m.refundPending, 'refund_pending');
      throw error;
    }
  }

  /** The admin's list: requests submitted on one Beijing calendar day, oldest first. */
  async list(
    date: string,
    status: RefundRequestStatus,
  ): Promise<{ requests: RefundRequestItem[] }> {
    const { start, end } = beijingDayBounds(date);
    const rows = await this.refunds.submittedBetween(status, start, end);
    const phones = await this.members.phonesOf(rows.map((r) => r.userId));
    return {
      requests: rows.flatMap((r) => {
        const user = phones.get(r.userId);
        if (user === undefined) return [];
        return [
          {
            id: r.id,
            user,
            time: r.createdAt.toISOString(),
            reason: r.reason,
            contact_info: r.contactInfo,
            amount: fenToYuan(r.amountCents),
            refundall: r.refundall,
            out_trade_no: r.outTradeNo,
            status,
          },
        ];
      }),
    };
  }

  /**
   * Each of these transactions reads under its locks what it decides on (the request's and the
   * order's status, the member's expiry), so one the database rolled back for lock contention is
   * run again as it stands.
   */
  private transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return retryTransaction(() => this.db.transaction(work), {
      onRetry: (error, failedRuns) =>
        this.logger.warn(
          { err: error, failed_runs: failedRuns },
          'refund transaction met lock contention; running it again',
        ),
    });
  }

  /** Locks a request and checks it is still pending: 404 unknown, 409 already answered. */
  private async pendingRequest(trx: Db, id: number): Promise<RefundRow> {
    const request = await this.refunds.lock(id, trx);
    if (!request) throw new DomainError('not_found', m.refundNotFound, 'refund_not_found');
    if (request.status !== 'pending')
      throw new DomainError('conflict', m.refundAlreadyProcessed, 'refund_already_processed');
    return request;
  }

  async process(input: {
    action: 'approve' | 'reject';
    refundRequestId: number;
    reason: string;
    admin: Pick<AdminCredentials, 'id' | 'username'>;
  }) {
    if (input.action === 'reject') {
      await this.reject(input.refundRequestId, input.reason, input.admin);
      return {
        success: true as const,
        message: m.refundRejected,
        refund_request_id: input.refundRequestId,
        status: 'rejected' as const,
      };
    }
    await this.approve(input.refundRequestId, input.admin);
    return {
      success: true as const,
      message: m.refundApproved,
      refund_request_id: input.refundRequestId,
      status: 'approved' as const,
    };
  }

  private async reject(
    id: number,
    reason: string,
    admin: Pick<AdminCredentials, 'id' | 'username'>,
  ): Promise<void> {
    const now = this.clock.now();
    await this.transaction(async (trx) => {
      const request = await this.pendingRequest(trx, id);
      const order = await this.orders.byId(request.orderId, trx);
      await this.refunds.move(id, 'pending', 'rejected', trx, { at: now, rejectReason: reason });
      await this.orders.update(request.orderId, { status: 'refund_failed', reason }, trx);
      await this.audit.record(
        {
          admin,
          action: 'refund.reject',
          target: `refund:${id}`,
          before: { status: 'pending', order_status: order?.status ?? null },
          after: {
            status: 'rejected',
            order_status: 'refund_failed',
            out_trade_no: order?.outTradeNo ?? null,
            reason,
          },
        },
        trx,
      );
    });
  }

  /**
   * Approval claims the request (pending → processing) so a second answer is refused while the
   * gateway refunds, outside any transaction (no lock is held over the network); a gateway
   * failure puts it back to pending. Then request, order and membership change together.
   */
  private async approve(
    id: number,
    admin: Pick<AdminCredentials, 'id' | 'username'>,
  ): Promise<void> {
    const claimed = await this.transaction(async (trx) => {
      const request = await this.pendingRequest(trx, id);
      await this.refunds.move(id, 'pending', 'processing', trx);
      const order = await this.orders.byId(request.orderId, trx);
      if (!order) throw new Error(`refund request ${id} has no order`);
      return { request, order };
    });
    const { request, order } = claimed;
    try {
      await this.gateway.refund({
        outTradeNo: order.outTradeNo,
        tradeNo: order.tradeNo,
        money: fenToYuan(request.amountCents),
      });
    } catch (error) {
      await this.refunds.move(id, 'processing', 'pending');
      if (!(error instanceof GatewayError)) throw error;
      this.logger.warn(
        { err: error, refund_request_id: id, out_trade_no: order.outTradeNo },
        'gateway refund failed; the request stays pending',
      );
      throw new DomainError('upstream_failed', m.refundGatewayFailed, 'refund_gateway_failed');
    }
    const now = this.clock.now();
    await this.transaction(async (trx) => {
      await this.refunds.move(id, 'processing', 'approved', trx, { at: now });
      const locked = await this.orders.byId(order.id, trx, true);
      if (!locked) return;
      await this.orders.update(
        locked.id,
        { status: 'refund_succeeded', refunded_cents: locked.refundedCents + request.amountCents },
        trx,
      );
      const member = await this.members.lock(locked.userId, trx);
      const days = refundedDays(locked.vipDuration, locked.amountCents, request.amountCents);
      const shortened = member ? expiryAfterRefund(member.vipExpiry, now, days) : null;
      if (member && shortened) await this.memberships.setVipExpiry(member.id, shortened, trx);
      await this.audit.record(
        {
          admin,
          action: 'refund.approve',
          target: `refund:${id}`,
          before: {
            status: 'pending',
            order_status: locked.status,
            refunded: fenToYuan(locked.refundedCents),
            vip_expiry: member?.vipExpiry?.toISOString() ?? null,
          },
          after: {
            status: 'approved',
            order_status: 'refund_succeeded',
            out_trade_no: locked.outTradeNo,
            amount: fenToYuan(request.amountCents),
            refunded: fenToYuan(locked.refundedCents + request.amountCents),
            vip_expiry: (shortened ?? member?.vipExpiry)?.toISOString() ?? null,
          },
        },
        trx,
      );
    });
    this.logger.info(
      { refund_request_id: id, out_trade_no: order.outTradeNo, amount_cents: request.amountCents },
      'refund approved',
    );
  }
}
