import { joinVip, joinVipStatus, payment, paymentStatus, plans } from '../../contract.ts';
import { routeFor } from '../../http/contractRoute.ts';
import { notLoggedIn } from '../../http/errors.ts';
import { clientAddress } from '../../http/limits.ts';
import type { MemberCredentials } from '../../http/credentials.ts';

/** The role check already refused visitors; this narrows the type for the handlers. */
function required(member: MemberCredentials | null): MemberCredentials {
  if (!member) throw notLoggedIn();
  return member;
}

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
