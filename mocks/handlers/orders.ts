import {
  orderDetail,
  orders,
  paymentReason,
  refundList,
  refundProcess,
  refundRequest,
  type Order,
  type OrderRefund,
  type RefundRequestItem,
  type VipDuration,
} from '@coinsight/domain/api';
import { planOfTitle, planTitle } from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import { fenToYuan, yuanToFen } from '@coinsight/domain/money';
import { beijingDate } from '@coinsight/domain/time';
import { demoMember } from '../fixtures/members.ts';
import { demoOrders, demoPayCodes, refundRequests } from '../fixtures/orders.ts';
import { mock, MockFailure, notFound, type EndpointMock } from './define.ts';

const m = messages.orders;

/** Orders and refund requests change as a member asks for a refund and the admin answers it. */
let memberOrders: Order[] = demoOrders.map((o) => ({ ...o }));
let requests: RefundRequestItem[] = refundRequests.map((r) => ({ ...r }));
/** The pay code each order's payment was answered with, by trade number. */
const payCodes = new Map<string, string>(Object.entries(demoPayCodes));

export function resetOrdersMockState(): void {
  memberOrders = demoOrders.map((o) => ({ ...o }));
  requests = refundRequests.map((r) => ({ ...r }));
  answers.clear();
  payCodes.clear();
  for (const [trade, code] of Object.entries(demoPayCodes)) payCodes.set(trade, code);
}

/** A payment the membership mock opened: a new pending order of the demo member with its pay code. */
export function openMockOrder(opened: {
  outTradeNo: string;
  payType: Order['paymentMethod'];
  vipDuration: VipDuration;
  total: string;
  payCode: string;
}): void {
  memberOrders.unshift({
    id: Math.max(0, ...memberOrders.map((o) => o.id)) + 1,
    create: new Date().toISOString(),
    date: null,
    orderNumber: opened.outTradeNo,
    title: planTitle(opened.vipDuration),
    image: '/images/vip-card.svg',
    quantity: 1,
    total: opened.total,
    status: 'pending_payment',
    shopName: '币见官方',
    paymentMethod: opened.payType,
    reason: null,
  });
  payCodes.set(opened.outTradeNo, opened.payCode);
}

/** The membership mock reported the payment paid: its order is paid, its code no longer shown. */
export function settleMockOrder(outTradeNo: string): void {
  const order = memberOrders.find((o) => o.orderNumber === outTradeNo);
  if (!order || order.status !== 'pending_payment') return;
  order.status = 'paid';
  order.date = new Date().toISOString();
}

export function pendingRefundCount(): number {
  return requests.filter((r) => r.status === 'pending').length;
}

/** The plan's days an order bought, read from its title (the fixtures name the plan there). */
const planDays = (order: Order): VipDuration => planOfTitle(order.title) ?? 30;

/** When and why the admin answered each processed request (the list item does not carry it). */
const answers = new Map<number, { processed: string; reject_reason: string | null }>();

interface RefundAsk {
  out_trade_no: string;
  reason: string;
  contact_info: string;
  refundall: boolean;
  amount?: string | undefined;
}

/**
 * Records a refund request for one of the demo member's orders. Whether the server would take it
 * (nothing pending, a refundable status, at most what was paid) is the server's rule: a test or
 * story that needs its refusal adds it with `refuse`.
 */
function askRefund(ask: RefundAsk): RefundRequestItem | MockFailure {
  const order = memberOrders.find((o) => o.orderNumber === ask.out_trade_no);
  if (!order) return notFound(m.orderNotFound, 'order_not_found');
  const request: RefundRequestItem = {
    id: Math.max(0, ...requests.map((r) => r.id)) + 1,
    user: demoMember.username,
    time: new Date().toISOString(),
    reason: ask.reason,
    contact_info: ask.contact_info,
    amount: ask.refundall || ask.amount === undefined ? order.total : ask.amount,
    refundall: ask.refundall,
    out_trade_no: order.orderNumber,
    status: 'pending',
  };
  requests.push(request);
  order.status = 'pending_review';
  order.reason = ask.reason;
  return request;
}

export const mocks: EndpointMock[] = [
  mock(orders, {}, () => ({ orders: memberOrders })),
  mock(
    paymentReason,
    {
      body: {
        reason: '上次退款被拒，补充说明后重新申请',
        contact: '13800000000',
        out_trade_no: 'CS20260601090000E5',
      },
    },
    ({ body }) => {
      const result = askRefund({
        out_trade_no: body.out_trade_no,
        reason: body.reason,
        contact_info: body.contact,
        refundall: true,
      });
      if (result instanceof MockFailure) return { success: false, message: result.message };
      return { success: true, message: m.refundSubmitted };
    },
  ),
  mock(
    refundRequest,
    {
      body: {
        amount: '100.00',
        contact_info: '微信 coinsight_demo',
        reason: '年度会员只需要部分时长',
        out_trade_no: 'CS20261119160000B2',
        refundall: false,
      },
    },
    ({ body }) => {
      const result = askRefund(body);
      if (result instanceof MockFailure) return result;
      return {
        success: true as const,
        message: m.refundSubmitted,
        refund_request_id: result.id,
        out_trade_no: result.out_trade_no,
        amount: result.amount,
        refundall: result.refundall,
      };
    },
  ),
  mock(refundProcess, { body: { action: 'approve', refund_request_id: 302 } }, ({ body }) => {
    const request = requests.find((r) => r.id === body.refund_request_id);
    if (!request) return notFound(m.refundNotFound, 'refund_not_found');
    const approved = body.action === 'approve';
    const status = approved ? ('approved' as const) : ('rejected' as const);
    request.status = status;
    answers.set(request.id, {
      processed: new Date().toISOString(),
      reject_reason: approved ? null : body.reason,
    });
    const order = memberOrders.find((o) => o.orderNumber === request.out_trade_no);
    if (order) {
      order.status = approved ? 'refund_succeeded' : 'refund_failed';
      if (!approved) order.reason = body.reason;
    }
    return {
      success: true as const,
      message: approved ? m.refundApproved : m.refundRejected,
      refund_request_id: request.id,
      status,
    };
  }),
  mock(refundList, { query: { date: '2026-11-20' } }, ({ query }) => ({
    requests: requests
      .filter((r) => beijingDate(r.time) === query.date && r.status === query.status)
      .sort((a, b) => a.time.localeCompare(b.time)),
  })),
  mock(orderDetail, { params: { out_trade_no: 'CS20261002113000C3' } }, ({ params }) => {
    const order = memberOrders.find((o) => o.orderNumber === params.out_trade_no);
    if (!order) return notFound(m.orderNotFound, 'order_not_found');
    const own = requests
      .filter((r) => r.out_trade_no === order.orderNumber && r.user === demoMember.username)
      .sort((a, b) => a.time.localeCompare(b.time));
    const refunds: OrderRefund[] = own.map((r) => ({
      id: r.id,
      time: r.time,
      amount: r.amount,
      refundall: r.refundall,
      reason: r.reason,
      contact_info: r.contact_info,
      status: r.status,
      processed: answers.get(r.id)?.processed ?? null,
      reject_reason: answers.get(r.id)?.reject_reason ?? null,
    }));
    const refundedFen = own
      .filter((r) => r.status === 'approved')
      .reduce((sum, r) => sum + yuanToFen(r.amount), 0);
    return {
      order,
      vip_duration: planDays(order),
      refunded: fenToYuan(refundedFen),
      refunds,
      // Like the server: the code is shown only while the order waits for its payment.
      pay_code:
        order.status === 'pending_payment' ? (payCodes.get(order.orderNumber) ?? null) : null,
    };
  }),
];
