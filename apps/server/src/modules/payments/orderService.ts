import type { OrderRefund } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { fenToYuan } from '@coinsight/domain/money';
import type { Db } from '../../db/knex.ts';
import type { MemberCredentials } from '../../sessions/credentials.ts';
import { DomainError } from '../../domainError.ts';
import { OrderRepo } from './orderRepo.ts';
import { orderView, shownPayCode } from './orderView.ts';
import { RefundRepo } from './refundRepo.ts';

const m = messages.orders;

/** The member's own orders, each with its refund requests. */
export class OrderService {
  readonly repo: OrderRepo;
  private readonly refunds: RefundRepo;

  constructor(db: Db) {
    this.repo = new OrderRepo(db);
    this.refunds = new RefundRepo(db);
  }

  async list(member: MemberCredentials) {
    return { orders: (await this.repo.ofUser(member.id)).map(orderView) };
  }

  async detail(member: MemberCredentials, outTradeNo: string) {
    const order = await this.repo.byTradeNo(outTradeNo);
    if (!order || order.userId !== member.id)
      throw new DomainError('not_found', m.orderNotFound, 'order_not_found');
    const refunds: OrderRefund[] = (await this.refunds.ofOrder(order.id)).map((r) => ({
      id: r.id,
      time: r.createdAt.toISOString(),
      amount: fenToYuan(r.amountCents),
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
      refunded: fenToYuan(order.refundedCents),
      refunds,
      pay_code: shownPayCode(order),
    };
  }
}
