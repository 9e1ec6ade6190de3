import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import { endpointsByArea } from './index.ts';
import {
  order,
  orderDetail,
  orderStatusLabels,
  orderStatuses,
  orderTabs,
  orders,
  paymentReason,
  refundList,
  refundProcess,
  refundRequest,
} from './orders.ts';

const m = messages.orders;

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('order and refund endpoints match the spec’s call tables', () => {
  const table = [
    [orders, 'GET', '/api/v1/loginpart/order/get_all/', 'user'],
    [paymentReason, 'POST', '/api/v1/loginpart/payment/reason', 'user'],
    [refundRequest, 'POST', '/api/v1/loginpart/refund/send_request/', 'user'],
    [refundProcess, 'POST', '/api/v1/loginpart/refund/process/', 'admin'],
    [refundList, 'GET', '/api/v1/loginpart/refund/get_all/', 'admin'],
    [orderDetail, 'GET', '/api/v1/loginpart/order/{out_trade_no}/', 'user'],
  ] as const;

  it.each(table)('%# %s', (endpoint, method, path, role) => {
    expect(endpoint.method).toBe(method);
    expect(endpoint.path).toBe(path);
    expect(endpoint.role).toBe(role);
    expect(endpoint.csrf).toBe(method !== 'GET');
  });

  it('registers exactly these endpoints in the orders area', () => {
    expect(endpointsByArea.orders.map((e) => e.id).sort()).toEqual(table.map(([e]) => e.id).sort());
  });
});

describe('order statuses', () => {
  it('has the eight statuses of spec 2 §4, each with a Chinese label', () => {
    expect(orderStatuses).toHaveLength(8);
    for (const status of orderStatuses)
      expect(orderStatusLabels[status]).toMatch(/[\u4e00-\u9fff]/);
    expect(new Set(Object.values(orderStatusLabels)).size).toBe(8);
  });

  it('puts every status a tab names among the known ones', () => {
    for (const tab of Object.values(orderTabs)) {
      for (const status of tab.statuses) expect(orderStatuses).toContain(status);
    }
  });

  it('reads an annual membership order at 300 yuan and refuses a numeric total', () => {
    const row = {
      id: 1005,
      create: '2026-11-19T08:00:00.000Z',
      date: '2026-11-19T08:01:12.000Z',
      orderNumber: 'CS20261119160000B2',
      title: 'VIP会员·年度',
      image: '/images/vip-card.png',
      quantity: 1,
      total: '300.00',
      status: 'paid',
      shopName: '币见官方',
      paymentMethod: 'alipay',
      reason: null,
    };
    expect(order.safeParse(row).success).toBe(true);
    expect(order.safeParse({ ...row, total: 300 }).success).toBe(false);
    expect(order.safeParse({ ...row, status: '已支付' }).success).toBe(false);
  });
});

describe('refund application form (payment/reason)', () => {
  const good = { reason: '误购', contact: '13800000000', out_trade_no: 'CS20261119160000B2' };

  it('takes reason, contact and the order number, trimmed', () => {
    expect(paymentReason.body.parse({ ...good, reason: ' 误购 ' })).toEqual(good);
  });

  it.each([
    [{ ...good, reason: '  ' }, m.fillReasonAndContact],
    [{ ...good, contact: '' }, m.fillReasonAndContact],
    [{ contact: '13800000000', out_trade_no: 'CS20261119160000B2' }, m.fillReasonAndContact],
    [{ ...good, reason: '长'.repeat(501) }, m.textTooLong],
    [{ ...good, out_trade_no: 'x' }, messages.membership.tradeNoInvalid],
  ])('refuses %# with its message', (body, message) => {
    expect(firstMessage(paymentReason.body, body)).toBe(message);
  });
});

describe('refund submission (refund/send_request)', () => {
  const full = {
    contact_info: '微信 coinsight_demo',
    reason: '误购',
    out_trade_no: 'CS20261119160000B2',
    refundall: true,
  };

  it('takes a full refund without an amount', () => {
    expect(refundRequest.body.safeParse(full).success).toBe(true);
  });

  it('takes a partial refund with an amount', () => {
    expect(refundRequest.body.parse({ ...full, refundall: false, amount: '100.50' }).amount).toBe(
      '100.50',
    );
  });

  it.each([
    [{ ...full, refundall: false }, m.fillAllFields],
    [{ ...full, contact_info: ' ' }, m.fillAllFields],
    [{ ...full, reason: '' }, m.fillAllFields],
    [{ contact_info: 'x', reason: 'y', out_trade_no: 'CS20261119160000B2' }, m.fillAllFields],
    [{ ...full, refundall: false, amount: '0' }, m.refundAmountInvalid],
    [{ ...full, refundall: false, amount: '1.999' }, messages.membership.amountInvalid],
  ])('refuses %# with its message', (body, message) => {
    expect(firstMessage(refundRequest.body, body)).toBe(message);
  });
});

describe('admin refund processing and list', () => {
  it('rejects with the default reason when none or a blank one is given', () => {
    expect(refundProcess.body.parse({ action: 'reject', refund_request_id: 302 }).reason).toBe(
      m.defaultRejectReason,
    );
    expect(
      refundProcess.body.parse({ action: 'reject', refund_request_id: '302', reason: '  ' }),
    ).toEqual({
      action: 'reject',
      refund_request_id: 302,
      reason: m.defaultRejectReason,
    });
    expect(
      refundProcess.body.parse({
        action: 'reject',
        refund_request_id: 302,
        reason: '会员权益已使用',
      }).reason,
    ).toBe('会员权益已使用');
  });

  it.each([
    [{ action: 'cancel', refund_request_id: 1 }, m.refundActionInvalid],
    [{ action: 'approve', refund_request_id: 0 }, m.refundIdInvalid],
    [{ action: 'approve', refund_request_id: 'abc' }, m.refundIdInvalid],
    [{ action: 'approve' }, m.refundIdInvalid],
  ])('refuses %# with its message', (body, message) => {
    expect(firstMessage(refundProcess.body, body)).toBe(message);
  });

  it('lists pending requests of a day unless told otherwise', () => {
    expect(refundList.query.parse({ date: '2026-11-20' })).toEqual({
      date: '2026-11-20',
      status: 'pending',
    });
    expect(refundList.query.parse({ date: '2026-11-20', status: 'approved' }).status).toBe(
      'approved',
    );
    expect(firstMessage(refundList.query, { date: '20261120' })).toBe(messages.admin.dateInvalid);
    expect(firstMessage(refundList.query, {})).toBe(messages.admin.dateInvalid);
  });
});

describe('order detail', () => {
  it('names its order by a trade number and refuses anything else', () => {
    expect(orderDetail.params.safeParse({ out_trade_no: 'CS20261119160000B2' }).success).toBe(true);
    expect(firstMessage(orderDetail.params, { out_trade_no: '../x' })).toBe(
      messages.membership.tradeNoInvalid,
    );
  });

  it('answers the pay code the QR page checks: a string while pending, null otherwise, never absent', () => {
    const answer = {
      order: {
        id: 1,
        create: '2026-11-20T02:15:00.000Z',
        date: null,
        orderNumber: 'CS20261120101500A1',
        title: 'VIP会员·月度',
        image: '/images/vip-card.svg',
        quantity: 1,
        total: '0.01',
        status: 'pending_payment',
        shopName: '币见官方',
        paymentMethod: 'wxpay',
        reason: null,
      },
      vip_duration: 30,
      refunded: '0.00',
      refunds: [],
    };
    const code = 'weixin://wxpay/bizpayurl?pr=abc';
    expect(orderDetail.response.parse({ ...answer, pay_code: code }).pay_code).toBe(code);
    expect(orderDetail.response.parse({ ...answer, pay_code: null }).pay_code).toBeNull();
    expect(orderDetail.response.safeParse(answer).success).toBe(false);
    expect(orderDetail.description).toMatch(/pay_code.*pending_payment/s);
  });
});
