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
import { routeFor } from '../../http/contractRoute.ts';
import type { MemberCredentials } from '../../http/credentials.ts';
import { DomainError, notLoggedIn } from '../../http/errors.ts';
import { clientAddress } from '../../http/limits.ts';

/** The role check already refused visitors; this narrows the type for the handlers. */
function required(member: MemberCredentials | null): MemberCredentials {
  if (!member) throw notLoggedIn();
  return member;
}

/** Refusals the application form shows as success false (its contract), not as an HTTP error. */
const formRefusals = new Set(['order_not_found', 'refund_not_allowed', 'refund_pending']);

/** Buying a plan: the plans on sale, POST payment, its status and the joinvip checks. */
export const membershipRoutes = [
  routeFor(plans, ({ services }) => ({ plans: services.payments.plans() })),

  routeFor(payment, ({ body, member, services, request }) =>
    services.payments.create(required(member), {
      money: body.money,
      type: body.type,
      vipDuration: body.vip_duration,
      clientIp: clientAddress(request),
    }),
  ),

  routeFor(paymentStatus, ({ query, member, services }) =>
    services.payments.status(required(member), query.out_trade_no),
  ),

  routeFor(joinVip, ({ body, member, services }) =>
    services.payments.joinVip(required(member), body.username, body.vip_duration),
  ),

  routeFor(joinVipStatus, ({ member, services }) => ({
    state: 'success' as const,
    is_vip: services.account.isVip(member),
  })),
];

/** The member's orders and refund requests, and the admin's refund desk. */
export const orderRoutes = [
  routeFor(orders, ({ member, services }) => services.orders.list(required(member))),

  routeFor(orderDetail, ({ params, member, services }) =>
    services.orders.detail(required(member), params.out_trade_no),
  ),

  routeFor(refundRequest, ({ body, member, services }) =>
    services.refunds.request(required(member), body),
  ),

  routeFor(paymentReason, async ({ body, member, services }) => {
    try {
      await services.refunds.request(required(member), {
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

  routeFor(refundList, ({ query, services }) => services.refunds.list(query.date, query.status)),

  routeFor(refundProcess, ({ body, services }) =>
    services.refunds.process({
      action: body.action,
      refundRequestId: body.refund_request_id,
      reason: body.reason,
    }),
  ),
];
