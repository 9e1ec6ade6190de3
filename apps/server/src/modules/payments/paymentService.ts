import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import {
  vipDurations,
  type PayType,
  type VipDuration,
  type VipPlanItem,
} from '@coinsight/domain/api';
import {
  extendMembership,
  inviterTopUpRewardDays,
  isVip,
  leftDays,
  planLabel,
  qrValiditySeconds,
  vipProductName,
} from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import { beijingDateTime } from '@coinsight/domain/time';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { isSqlite, isUniqueViolation, type Db } from '../../db/knex.ts';
import { retryTransaction } from '../../db/retryTransaction.ts';
import type { MemberCredentials } from '../../sessions/credentials.ts';
import { DomainError } from '../../domainError.ts';
import {
  GatewayError,
  type PaymentAnswer,
  type PaymentGateway,
  type TradeState,
} from '../../providers/payment/index.ts';
import type { Bus } from '../../realtime/bus.ts';
import { MemberRepo, type MembershipWrites } from './memberRepo.ts';
import { OrderRepo, type OrderRow, type PayerSnapshot } from './orderRepo.ts';
import { fenOf, paymentStatusOf } from './orderView.ts';
import { SettledOrders } from './settledOrders.ts';
import { ThrottledWarning } from './throttledWarning.ts';
import { payWindowOver, tradeOutcome } from './tradeStatus.ts';

const m = messages.membership;

/** Where the gateway sends notifies, below PUBLIC_URL. */
export const notifyPath = '/api/v1/payment/notify/';

/** What one notify did: anything but `paid` changed nothing. */
export type NotifyOutcome =
  | 'paid'
  | 'failed_recorded'
  | 'pending_noted'
  | 'duplicate'
  | 'bad_sign'
  | 'wrong_pid'
  | 'incomplete'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'trade_reused';

/** The orders.pay_code column's width. */
const payCodeMaxLength = 1024;

/** Outcomes the gateway is told `success` for, so it stops resending. */
const acknowledged = new Set<NotifyOutcome>([
  'paid',
  'failed_recorded',
  'pending_noted',
  'duplicate',
]);

/** A stored pay code as the gateway answered it: both gateways give wxpay a QR text, alipay a page. */
function answerOf(type: PayType, payCode: string): PaymentAnswer {
  return type === 'wxpay' ? { qrcode: payCode } : { payurl: payCode };
}

/** A Beijing-time stamp for trade numbers: CS + yyyyMMddHHmmss + 6 random hex digits. */
function newTradeNo(now: Date): string {
  const stamp = beijingDateTime(now).replace(/\D/g, '');
  return `CS${stamp}${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** The member's membership as payment/status and joinvip answer it. */
export interface Membership {
  is_vip: boolean;
  leftdays: number;
  expiry: string | null;
}

/** Refused notifies logged per minute: an unsigned sender cannot flood the log beyond this. */
export const refusedNotifyLinesPerMinute = 20;

/**
 * Membership payments: orders are opened pending by POST payment and paid only by a verified
 * notify (or the gateway's own answer to act=order), once, in one transaction with row locks.
 */
export class PaymentService {
  readonly orders: OrderRepo;
  private readonly members: MemberRepo;
  private readonly refusedNotify: ThrottledWarning;
  private readonly settled = new SettledOrders();
  /** The payments this process is applying now, by trade number. */
  private readonly applying = new Map<string, Promise<NotifyOutcome>>();

  /** The orders this process is opening now, by member, plan and pay way. */
  private readonly opening = new Map<
    string,
    Promise<{ type: PayType; out_trade_no: string } & PaymentAnswer>
  >();

  /** Run after a payment is applied; the chat area adds the payer to the members' group. */
  private readonly paidListeners: ((member: { id: number; phone: string }) => Promise<void>)[] = [];

  constructor(
    private readonly db: Db,
    private readonly memberships: MembershipWrites,
    readonly gateway: PaymentGateway,
    private readonly bus: Bus,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly config: Config,
  ) {
    this.orders = new OrderRepo(db);
    this.members = new MemberRepo(db);
    this.refusedNotify = new ThrottledWarning(
      logger,
      clock,
      'payment notify refused',
      refusedNotifyLinesPerMinute,
    );
  }

  onPaid(listener: (member: { id: number; phone: string }) => Promise<void>): void {
    this.paidListeners.push(listener);
  }

  plans(): VipPlanItem[] {
    return vipDurations.map((days) => ({
      days,
      price: this.config.vipPrices[days],
      label: planLabel(days),
    }));
  }

  /**
   * The member's pending order for the plan and pay way, or a new one with the gateway's pay page or
   * QR text. A reload of the pay page gets the order it opened while that order's code is valid
   * (issue 37: each load opened another unpaid order); a new one ends the plan's other pending
   * orders, so a member has one per plan. Loads at the same moment share one opening here, and the
   * member's row lock queues them across instances.
   */
  async create(
    member: MemberCredentials,
    input: { money: string; type: PayType; vipDuration: VipDuration; clientIp: string },
  ): Promise<{ type: PayType; out_trade_no: string } & PaymentAnswer> {
    const price = this.config.vipPrices[input.vipDuration];
    if (fenOf(input.money) !== fenOf(price))
      throw new DomainError('invalid', m.amountMismatch, 'amount_mismatch');
    const now = this.clock.now();
    if (isVip(member.vipExpiry, now))
      throw new DomainError('conflict', m.alreadyVip, 'already_vip');
    const key = `${member.id}:${input.vipDuration}:${input.type}`;
    const running = this.opening.get(key);
    if (running) return running;
    const opening = this.open(member.id, input, price, now);
    this.opening.set(key, opening);
    try {
      return await opening;
    } finally {
      if (this.opening.get(key) === opening) this.opening.delete(key);
    }
  }

  private async open(
    userId: number,
    input: { type: PayType; vipDuration: VipDuration; clientIp: string },
    price: string,
    now: Date,
  ): Promise<{ type: PayType; out_trade_no: string } & PaymentAnswer> {
    const outTradeNo = newTradeNo(now);
    const found = await retryTransaction(
      () =>
        this.db.transaction(async (trx) => {
          await this.members.lock(userId, trx);
          const pending = await this.orders.pendingOfPlan(userId, input.vipDuration, trx);
          const reusable = pending.find(
            (order) =>
              order.payType === input.type &&
              order.payCode !== null &&
              order.amountCents === fenOf(price) &&
              // Only while its code is still valid: 重新获取 after the QR page's 60 s gets a new one.
              now.getTime() - order.createdAt.getTime() < qrValiditySeconds * 1000,
          );
          if (reusable) return { reused: reusable, orderId: reusable.id };
          // Ended, not deleted: money that still arrives for one of them is applied (markPaid).
          for (const order of pending)
            await this.orders.update(order.id, { failed_at: now }, trx, 'pending_payment');
          const orderId = await this.orders.insert(
            {
              outTradeNo,
              userId,
              vipDuration: input.vipDuration,
              amountCents: fenOf(price),
              payType: input.type,
              createdAt: now,
            },
            trx,
          );
          return { reused: null, orderId };
        }),
      { onRetry: this.contention(outTradeNo) },
    );
    if (found.reused?.payCode)
      return {
        type: input.type,
        out_trade_no: found.reused.outTradeNo,
        ...answerOf(input.type, found.reused.payCode),
      };
    const { orderId } = found;
    try {
      const answer = await this.gateway.create({
        outTradeNo,
        type: input.type,
        name: vipProductName,
        money: price,
        notifyUrl: `${this.config.publicUrl}${notifyPath}`,
        returnUrl: `${this.config.publicUrl}/result?out_trade_no=${outTradeNo}`,
        clientIp: input.clientIp,
      });
      // Kept so the QR page can tell a code we issued for this order from one a stranger links to.
      const payCode = 'qrcode' in answer ? answer.qrcode : answer.payurl;
      // A code longer than the column is not stored: its QR page then refuses it, the payment still works.
      if (payCode.length <= payCodeMaxLength)
        await this.orders.update(orderId, { pay_code: payCode }, this.db, 'pending_payment');
      else this.logger.warn({ out_trade_no: outTradeNo }, 'pay code too long to keep');
      return { type: input.type, out_trade_no: outTradeNo, ...answer };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.logger.warn(
        { err: error, out_trade_no: outTradeNo, gateway: this.gateway.name },
        'payment gateway failed; the order stays pending',
      );
      throw new DomainError('upstream_failed', m.paymentRequestFailed, 'payment_request_failed');
    }
  }

  /**
   * The one path every notify takes (the gateway's, and the sandbox page's buttons): sign and
   * merchant checked by the gateway, then order, amount and state checked under a row lock.
   * Returns the plain-text answer for the gateway: `success` or `fail`.
   */
  async handleNotify(params: Readonly<Record<string, string>>): Promise<'success' | 'fail'> {
    const outcome = await this.applyNotify(params);
    return acknowledged.has(outcome) ? 'success' : 'fail';
  }

  async applyNotify(params: Readonly<Record<string, string>>): Promise<NotifyOutcome> {
    const check = this.gateway.verifyNotify(params);
    const outTradeNo = params.out_trade_no ?? null;
    if (!check.ok) {
      // Anyone can send these unsigned: a flood of them is sampled, not written line by line.
      this.refusedNotify.warn({
        out_trade_no: outTradeNo,
        reason: check.reason,
        gateway: this.gateway.name,
      });
      return check.reason;
    }
    const { notify } = check;
    const trade = tradeOutcome(notify.tradeStatus);
    const outcome =
      trade === 'paid'
        ? await this.markPaid(notify.outTradeNo, notify.tradeNo, fenOf(notify.money))
        : trade === 'closed'
          ? await this.markFailed(notify.outTradeNo, fenOf(notify.money))
          : await this.notePending(notify.outTradeNo, fenOf(notify.money));
    const log = {
      out_trade_no: notify.outTradeNo,
      trade_no: notify.tradeNo,
      trade_status: notify.tradeStatus,
      outcome,
    };
    if (outcome === 'paid' || outcome === 'failed_recorded' || outcome === 'pending_noted')
      this.logger.info(log, 'payment notify applied');
    else if (outcome === 'duplicate') this.logger.info(log, 'payment notify already applied');
    else this.logger.warn(log, 'payment notify refused');
    return outcome;
  }

  /** pending → paid, membership and inviter reward, all in one transaction; then the push. */
  async markPaid(
    outTradeNo: string,
    tradeNo: string | null,
    amountCents: number,
  ): Promise<NotifyOutcome> {
    // A replay of an applied notify (the common duplicate) is answered without taking any lock,
    // and without a query once this process has seen the order settled.
    if (this.settled.has(outTradeNo)) return 'duplicate';
    // A copy arriving while this process applies another one waits for it instead of queueing on
    // its row lock, then finds the order settled (or, if that one changed nothing, goes on itself).
    const running = this.applying.get(outTradeNo);
    if (running) {
      await running.catch(() => undefined);
      return this.markPaid(outTradeNo, tradeNo, amountCents);
    }
    const applying = this.applyPayment(outTradeNo, tradeNo, amountCents);
    this.applying.set(outTradeNo, applying);
    try {
      return await applying;
    } finally {
      if (this.applying.get(outTradeNo) === applying) this.applying.delete(outTradeNo);
    }
  }

  private async applyPayment(
    outTradeNo: string,
    tradeNo: string | null,
    amountCents: number,
  ): Promise<NotifyOutcome> {
    const found = await this.orders.withPayer(outTradeNo);
    if (!found) return 'unknown_order';
    const { order, payer } = found;
    if (order.status !== 'pending_payment') {
      this.settled.add(outTradeNo);
      return 'duplicate';
    }
    // Amount, member and plan never change once an order is opened: the row just read tells them.
    if (order.amountCents !== amountCents) return 'amount_mismatch';
    const now = this.clock.now();
    // Both ways decide on what they read under their locks, so a run the database rolled back
    // (a deadlock's victim) is simply run again; the snapshot read above only picks the way.
    const outcome = await retryTransaction(
      async () =>
        (await this.payInOneStatement(order, payer, tradeNo, now)) ??
        (await this.payInTransaction(order, payer, tradeNo, now)),
      { onRetry: this.contention(outTradeNo) },
    );
    if (outcome === 'paid' || outcome === 'duplicate') this.settled.add(outTradeNo);
    if (outcome === 'paid') {
      // Before the push: the page it opens may lead straight to the members' group.
      const member = { id: order.userId, phone: payer.phone };
      for (const listener of this.paidListeners)
        await listener(member).catch((error: unknown) =>
          this.logger.warn({ err: error, out_trade_no: outTradeNo }, 'after-payment step failed'),
        );
      try {
        await this.bus.notify(payer.phone, { type: 'to_client', out_trade_no: outTradeNo });
      } catch (error) {
        // The payment is applied; a push that cannot leave only means the page learns it by polling.
        this.logger.warn({ err: error, out_trade_no: outTradeNo }, 'to_client push failed');
      }
    }
    return outcome;
  }

  /**
   * On MariaDB, the usual first copy (no inviter to reward, nobody else writing the member's
   * expiry) is paid by one UPDATE of the order and its member, two round trips in all instead of
   * a transaction's five. Null when that does not apply or its conditions failed: the transaction
   * then decides (a duplicate, an expiry changed meanwhile).
   */
  private async payInOneStatement(
    order: OrderRow,
    payer: PayerSnapshot,
    tradeNo: string | null,
    now: Date,
  ): Promise<NotifyOutcome | null> {
    if (payer.invitedBy !== null || isSqlite(this.db)) return null;
    try {
      const paid = await this.orders.payWithExpiry({
        orderId: order.id,
        tradeNo,
        paidAt: now,
        seenExpiry: payer.vipExpiry,
        expiry: extendMembership(payer.vipExpiry, now, order.vipDuration),
      });
      return paid ? 'paid' : null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'trade_reused';
      throw error;
    }
  }

  /**
   * pending → paid with the member's extension and the inviter's reward in one transaction: the
   * way on SQLite, for an order with an inviter, and whenever the one statement did not apply.
   */
  private payInTransaction(
    order: OrderRow,
    payer: PayerSnapshot,
    tradeNo: string | null,
    now: Date,
  ): Promise<NotifyOutcome> {
    return this.db.transaction(async (trx): Promise<NotifyOutcome> => {
      // The conditional UPDATE takes the row lock and settles a race between two first copies
      // (here or on another instance): one finds the order still pending, the other updates
      // nothing. The unique index on trade_no refuses a gateway trade number another order carries.
      let updated: number;
      try {
        updated = await this.orders.update(
          order.id,
          { status: 'paid', trade_no: tradeNo, paid_at: now, failed_at: null },
          trx,
          'pending_payment',
        );
      } catch (error) {
        if (isUniqueViolation(error)) return 'trade_reused';
        throw error;
      }
      if (updated !== 1) return 'duplicate';
      // The expiry read beside the order holds unless a write came between (another of the
      // member's orders, an admin's adjustment, an invitee's reward): the compare-and-set tells,
      // and only then is the row read again under its lock.
      const extended = await this.memberships.setVipExpiryIfStill(
        order.userId,
        payer.vipExpiry,
        extendMembership(payer.vipExpiry, now, order.vipDuration),
        trx,
      );
      if (!extended) {
        const member = await this.members.lock(order.userId, trx);
        if (!member) throw new Error(`order ${order.outTradeNo} has no member`);
        await this.memberships.setVipExpiry(
          member.id,
          extendMembership(member.vipExpiry, now, order.vipDuration),
          trx,
        );
      }
      if (payer.invitedBy !== null) {
        const inviter = await this.members.lock(payer.invitedBy, trx);
        if (inviter)
          await this.memberships.setVipExpiry(
            inviter.id,
            extendMembership(inviter.vipExpiry, now, inviterTopUpRewardDays),
            trx,
          );
      }
      return 'paid';
    });
  }

  /**
   * A trade the gateway reports still waiting (WAIT_BUYER_PAY): acknowledged and nothing changed,
   * so the order keeps its pay code and keeps being asked about until its pay window is over.
   */
  private async notePending(outTradeNo: string, amountCents: number): Promise<NotifyOutcome> {
    const order = await this.orders.byTradeNo(outTradeNo);
    if (!order) return 'unknown_order';
    if (order.amountCents !== amountCents) return 'amount_mismatch';
    return order.status === 'pending_payment' && !order.failedAt ? 'pending_noted' : 'duplicate';
  }

  /** A closed or expired trade ends its order (a later verified payment still pays it). */
  private async markFailed(outTradeNo: string, amountCents: number): Promise<NotifyOutcome> {
    const now = this.clock.now();
    return retryTransaction(
      () =>
        this.db.transaction(async (trx): Promise<NotifyOutcome> => {
          const order = await this.orders.byTradeNo(outTradeNo, trx, true);
          if (!order) return 'unknown_order';
          if (order.amountCents !== amountCents) return 'amount_mismatch';
          if (order.status !== 'pending_payment' || order.failedAt) return 'duplicate';
          await this.orders.update(order.id, { failed_at: now }, trx, 'pending_payment');
          return 'failed_recorded';
        }),
      { onRetry: this.contention(outTradeNo) },
    );
  }

  private contention(outTradeNo: string) {
    return (error: unknown, failedRuns: number) =>
      this.logger.warn(
        { err: error, out_trade_no: outTradeNo, failed_runs: failedRuns },
        'payment transaction met lock contention; running it again',
      );
  }

  /**
   * Asks the gateway about a pending order whose notify has not arrived, and applies a payment
   * it confirms through the same locked path. A trade the gateway reports closed, or one still
   * unpaid once its pay window is over, ends the order; gateway trouble only leaves it pending,
   * to be asked again.
   */
  async catchUp(order: OrderRow): Promise<void> {
    if (order.status !== 'pending_payment' || order.failedAt) return;
    let state: TradeState | null;
    try {
      state = await this.gateway.query(order.outTradeNo);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.logger.warn({ err: error, out_trade_no: order.outTradeNo }, 'order query failed');
      return;
    }
    if (state?.paid && state.money !== null) {
      await this.markPaid(order.outTradeNo, state.tradeNo, fenOf(state.money));
      return;
    }
    const closed = state?.closed ?? false;
    if (closed || payWindowOver(order.createdAt, this.clock.now())) {
      const outcome = await this.markFailed(order.outTradeNo, order.amountCents);
      this.logger.info(
        { out_trade_no: order.outTradeNo, outcome, reason: closed ? 'closed' : 'expired' },
        'pending order ended',
      );
    }
  }

  /** The member's membership as stored now (the session's copy may predate a payment). */
  async membership(userId: number): Promise<Membership> {
    const expiry = await this.members.expiryOf(userId);
    const left = leftDays(expiry, this.clock.now());
    return { is_vip: left > 0, leftdays: left, expiry: expiry ? expiry.toISOString() : null };
  }

  async status(member: MemberCredentials, outTradeNo: string) {
    let order = await this.orders.byTradeNo(outTradeNo);
    if (!order || order.userId !== member.id)
      throw new DomainError('not_found', m.orderNotFound, 'order_not_found');
    if (paymentStatusOf(order) === 'pending') {
      await this.catchUp(order);
      order = (await this.orders.byId(order.id)) ?? order;
    }
    return {
      out_trade_no: order.outTradeNo,
      status: paymentStatusOf(order),
      ...(await this.membership(member.id)),
    };
  }

  async joinVip(member: MemberCredentials, username: string, vipDuration: VipDuration) {
    if (username !== member.username)
      throw new DomainError('forbidden', m.notOwnAccount, 'not_own_account');
    let order = await this.orders.latestOfPlan(member.id, vipDuration);
    if (order && paymentStatusOf(order) === 'pending') {
      await this.catchUp(order);
      order = await this.orders.byId(order.id);
    }
    const { expiry, leftdays } = await this.membership(member.id);
    const paid = order !== null && paymentStatusOf(order) === 'success';
    return { state: paid ? ('success' as const) : ('pending' as const), expiry, leftdays };
  }
}
