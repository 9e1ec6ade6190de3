import {
  joinVip,
  joinVipStatus,
  payment,
  paymentStatus,
  planPrice,
  plans,
  vipPlans,
  type PaymentStatus,
  type VipDuration,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { fixedPayments, sandboxPayPage } from '../fixtures/membership.ts';
import { demoMember } from '../fixtures/members.ts';
import { mock, notFound, type EndpointMock } from './define.ts';
import { openMockOrder, settleMockOrder } from './orders.ts';

const m = messages.membership;

/**
 * Payments by trade number. A payment the mock creates is paid at once (the sandbox gateway's
 * behaviour), so the QR and result pages reach their success state.
 */
const payments = new Map<string, { status: PaymentStatus; vip_duration: VipDuration }>();
let nextTrade = 1;

export function resetMembershipMockState(): void {
  payments.clear();
  for (const p of fixedPayments)
    payments.set(p.out_trade_no, { status: p.status, vip_duration: p.vip_duration });
  nextTrade = 1;
}
resetMembershipMockState();

const membership = {
  is_vip: demoMember.is_vip,
  leftdays: demoMember.leftdays,
  expiry: demoMember.expiry,
};

export const mocks: EndpointMock[] = [
  mock(plans, {}, () => ({ plans: vipPlans.map((p) => ({ ...p })) })),
  mock(joinVip, { body: { username: demoMember.username, vip_duration: 90 } }, ({ body }) => {
    const paid = [...payments.values()].some(
      (p) => p.status === 'success' && p.vip_duration === body.vip_duration,
    );
    return {
      state: paid ? ('success' as const) : ('pending' as const),
      expiry: membership.expiry,
      leftdays: membership.leftdays,
    };
  }),
  mock(joinVipStatus, {}, () => ({ state: 'success' as const, is_vip: membership.is_vip })),
  // The demo member is a VIP; the real server answers 409 to a VIP, but the mock lets the demo
  // member buy so every screen of the purchase flow can be seen.
  mock(
    payment,
    { body: { money: '0.02', name: 'VIP会员', type: 'wxpay', vip_duration: 90 } },
    ({ body, request }) => {
      const outTradeNo = `CS20261122${String(nextTrade).padStart(6, '0')}`;
      nextTrade += 1;
      payments.set(outTradeNo, { status: 'success', vip_duration: body.vip_duration });
      const page = sandboxPayPage(new URL(request.url).origin, outTradeNo);
      // The order the QR page checks the code against: pending until its status is first read.
      openMockOrder({
        outTradeNo,
        payType: body.type,
        vipDuration: body.vip_duration,
        // As on the server, the plan decides the money, not what the client sent.
        total: planPrice(body.vip_duration),
        payCode: page,
      });
      return body.type === 'alipay'
        ? { type: body.type, out_trade_no: outTradeNo, payurl: page }
        : { type: body.type, out_trade_no: outTradeNo, qrcode: page };
    },
  ),
  mock(paymentStatus, { query: { out_trade_no: 'CS20261121000001' } }, ({ query }) => {
    const found = payments.get(query.out_trade_no);
    if (!found) return notFound(m.orderNotFound, 'order_not_found');
    if (found.status === 'success') settleMockOrder(query.out_trade_no);
    return { out_trade_no: query.out_trade_no, status: found.status, ...membership };
  }),
];
