import { isVip } from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import {
  joinVip,
  joinVipStatus,
  orderDetail,
  orders,
  payment,
  paymentReason,
  paymentStatus,
  plans,
  refundList,
  refundProcess,
  refundRequest,
} from '../../contract.ts';
import type { Clock } from '../../clock.ts';
import { routesFor } from '../../http/contractRoute.ts';
import type { OrderService } from './orderService.ts';
import type { PaymentService } from './paymentService.ts';
import type { RefundService } from './refundService.ts';
import { DomainError } from '../../domainError.ts';
import { clientAddress } from '../../http/limits.ts';

/** What the payments area's handlers reach. */
export interface PaymentsDeps {
  payments: PaymentService;
  orders: OrderService;
  refunds: RefundService;
  clock: Clock;
}

const route = routesFor<PaymentsDeps>();

/** Refusals the application form shows as success false (its contract), not as an HTTP error. */
const formRefusals = new Set(['order_not_found', 'refund_not_allowed', 'refund_pending']);

/** Buying a plan: the plans on sale, POST payment, its status and the joinvip checks. */
export const membershipRoutes = [
  route(plans, ({ deps }) => ({ plans: deps.payments.plans() })),

  route(payment, ({ body, member, deps, request }) =>
    deps.payments.create(member, {
      money: body.money,
      type: body.type,
      vipDuration: body.vip_duration,
      clientIp: clientAddress(request),
    }),
  ),

  route(paymentStatus, ({ query, member, deps }) =>
    deps.payments.status(member, query.out_trade_no),
  ),

  route(joinVip, ({ body, member, deps }) =>
    deps.payments.joinVip(member, body.username, body.vip_duration),
  ),

  route(joinVipStatus, ({ member, deps }) => ({
    state: 'success' as const,
    is_vip: isVip(member?.vipExpiry ?? null, deps.clock.now()),
  })),
];

/** The member's orders and refund requests, and the admin's refund desk. */
export const orderRoutes = [
  route(orders, ({ member, deps }) => deps.orders.list(member)),

  route(orderDetail, ({ params, member, deps }) => deps.orders.detail(member, params.out_trade_no)),

  route(refundRequest, ({ body, member, deps }) => deps.refunds.request(member, body)),

  route(paymentReason, async ({ body, member, deps }) => {
    try {
      await deps.refunds.request(member, {
        out_trade_no: body.out_trade_no,
        reason: body.reason,
        contact_info: body.contact,
        refundall: true,
      });
      return { success: true, message: messages.orders.refundSubmitted };
    } catch (error) {
      if (error instanceof DomainError && error.code && formRefusals.has(error.code))
        return { success: false, message: error.message };
      throw error;
    }
  }),

  route(refundList, ({ query, deps }) => deps.refunds.list(query.date, query.status)),

  route(refundProcess, ({ body, admin, deps }) =>
    deps.refunds.process({
      action: body.action,
      refundRequestId: body.refund_request_id,
      reason: body.reason,
      admin,
    }),
  ),
];
