import { messages } from '@coinsight/domain/messages';
import {
  paymentReason,
  refundProcess,
  refundRequest,
  type Order,
  type RefundRequestItem,
} from '@coinsight/domain/api';
import { beijingDate } from '@coinsight/domain/time';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { override, refuse } from './define.ts';
import { mocks, openMockOrder, resetOrdersMockState, settleMockOrder } from './orders.ts';

const server = setupServer(...mocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetOrdersMockState();
});
afterAll(() => server.close());

const base = 'http://mock.test/api/v1/loginpart';
const post = (path: string, body: object): Promise<Response> =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const orderList = async (): Promise<Order[]> =>
  ((await (await fetch(`${base}/order/get_all/`)).json()) as { orders: Order[] }).orders;
const refunds = async (query: string): Promise<RefundRequestItem[]> =>
  (
    (await (await fetch(`${base}/refund/get_all/?${query}`)).json()) as {
      requests: RefundRequestItem[];
    }
  ).requests;
const beijingToday = beijingDate(Date.now());

const paidOrder = 'CS20261119160000B2';

describe('orders mocks', () => {
  it('lists the member’s orders newest first', async () => {
    const list = await orderList();
    const created = list.map((o) => o.create);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('moves a refunded order to pending review and shows the request to the admin', async () => {
    const response = await post('/refund/send_request/', {
      amount: '100.00',
      contact_info: '13800000000',
      reason: '部分时长不需要',
      out_trade_no: paidOrder,
      refundall: false,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { refund_request_id: number; amount: string };
    expect(answer.amount).toBe('100.00');
    expect((await orderList()).find((o) => o.orderNumber === paidOrder)!.status).toBe(
      'pending_review',
    );
    expect((await refunds(`date=${beijingToday}`)).map((r) => r.id)).toContain(
      answer.refund_request_id,
    );
  });

  it('refuses, once a test adds them, an amount above the total and a second request while one is pending', async () => {
    const ask = { contact_info: '13800000000', reason: '误购', out_trade_no: paidOrder };
    server.use(
      refuse(refundRequest, 400, messages.orders.refundAmountTooLarge, 'refund_amount_too_large'),
    );
    const tooMuch = await post('/refund/send_request/', {
      ...ask,
      refundall: false,
      amount: '300.01',
    });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { message: string }).message).toBe(
      messages.orders.refundAmountTooLarge,
    );
    server.resetHandlers();
    expect((await post('/refund/send_request/', { ...ask, refundall: true })).status).toBe(200);
    server.use(refuse(refundRequest, 409, messages.orders.refundPending, 'refund_pending'));
    const again = await post('/refund/send_request/', { ...ask, refundall: true });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      messages.orders.refundPending,
    );
  });

  it('answers the application form’s refusal, once a test adds it, as success false with the reason', async () => {
    server.use(
      override(paymentReason, () => ({
        success: false,
        message: messages.orders.refundNotAllowed,
      })),
    );
    const answer = await (
      await post('/payment/reason', {
        reason: '误购',
        contact: '13800000000',
        out_trade_no: 'CS20261120101500A1',
      })
    ).json();
    expect(answer).toEqual({ success: false, message: messages.orders.refundNotAllowed });
  });

  it('removes a processed request from the pending list and records the default rejection reason', async () => {
    const before = await refunds('date=2026-11-20');
    expect(before.map((r) => r.id)).toEqual([302, 303]);
    expect(
      (await post('/refund/process/', { action: 'approve', refund_request_id: 302 })).status,
    ).toBe(200);
    expect((await refunds('date=2026-11-20')).map((r) => r.id)).toEqual([303]);
    expect((await refunds('date=2026-11-20&status=approved')).map((r) => r.id)).toEqual([302, 304]);
    server.use(
      refuse(
        refundProcess,
        409,
        messages.orders.refundAlreadyProcessed,
        'refund_already_processed',
      ),
    );
    const again = await post('/refund/process/', { action: 'reject', refund_request_id: 302 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      messages.orders.refundAlreadyProcessed,
    );
    server.resetHandlers();
    expect(
      (await post('/refund/process/', { action: 'reject', refund_request_id: 999 })).status,
    ).toBe(404);

    expect(
      (await post('/refund/process/', { action: 'reject', refund_request_id: 301 })).status,
    ).toBe(200);
    const rejected = (await orderList()).find((o) => o.orderNumber === 'CS20261002113000C3')!;
    expect([rejected.status, rejected.reason]).toEqual([
      'refund_failed',
      messages.orders.defaultRejectReason,
    ]);
  });

  it('shows one of the member’s orders with its plan and refund history, and 404 for any other', async () => {
    await post('/refund/process/', {
      action: 'reject',
      refund_request_id: 301,
      reason: '已超过退款期限',
    });
    const detail = (await (await fetch(`${base}/order/CS20261002113000C3/`)).json()) as {
      order: Order;
      vip_duration: number;
      refunded: string;
      refunds: { id: number; status: string; reject_reason: string | null }[];
    };
    expect(detail.order.orderNumber).toBe('CS20261002113000C3');
    expect(detail.vip_duration).toBe(90);
    expect(detail.refunded).toBe('0.00');
    expect(detail.refunds.map((r) => [r.id, r.status, r.reject_reason])).toEqual([
      [301, 'rejected', '已超过退款期限'],
    ]);
    const missing = await fetch(`${base}/order/CS20991231000000Z9/`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(
      messages.orders.orderNotFound,
    );
  });

  it('shows a pending order’s pay code and none once it is paid or for a settled order', async () => {
    const payCode = async (trade: string): Promise<string | null> =>
      ((await (await fetch(`${base}/order/${trade}/`)).json()) as { pay_code: string | null })
        .pay_code;
    expect(await payCode('CS20261120101500A1')).toBe('weixin://wxpay/bizpayurl?pr=CoinsightDemoA1');
    expect(await payCode(paidOrder)).toBeNull();
    openMockOrder({
      outTradeNo: 'CS20261122000042',
      payType: 'wxpay',
      vipDuration: 90,
      total: '0.02',
      payCode: 'http://mock.test/sandbox/pay/CS20261122000042',
    });
    expect((await orderList())[0]).toMatchObject({
      orderNumber: 'CS20261122000042',
      status: 'pending_payment',
      title: 'VIP会员·季度',
    });
    expect(await payCode('CS20261122000042')).toBe('http://mock.test/sandbox/pay/CS20261122000042');
    settleMockOrder('CS20261122000042');
    expect(await payCode('CS20261122000042')).toBeNull();
  });
});
