import { messages } from '@coinsight/domain/messages';
import {
  orderDetail,
  orders,
  paymentReason,
  refundList,
  refundProcess,
  refundRequest,
} from '../../contract.ts';
import { routeFor } from '../../http/contractRoute.ts';
import { DomainError, notLoggedIn } from '../../http/errors.ts';
import type { MemberCredentials } from '../../http/credentials.ts';

/** The role check already refused visitors; this narrows the type for the handlers. */
function required(member: MemberCredentials | null): MemberCredentials {
  if (!member) throw notLoggedIn();
  return member;
}

/** Refusals the application form shows as success false (its contract), not as an HTTP error. */
const formRefusals = new Set(['order_not_found', 'refund_not_allowed', 'refund_pending']);

export const orderRoutes = [
  routeFor(orders, ({ member, services }) => services.orders.list(required(member))),

  routeFor(orderDetail, ({ params, member, services }) =>
    services.orders.detail(required(member), params.out_trade_no),
  ),

  routeFor(refundRequest, ({ body, member, services }) =>
    services.orders.requestRefund(required(member), body),
  ),

  routeFor(paymentReason, async ({ body, member, services }) => {
    try {
      await services.orders.requestRefund(required(member), {
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

  routeFor(refundList, ({ query, services }) =>
    services.orders.listRequests(query.date, query.status),
  ),

  routeFor(refundProcess, ({ body, services }) =>
    services.orders.process({
      action: body.action,
      refundRequestId: body.refund_request_id,
      reason: body.reason,
    }),
  ),
];
