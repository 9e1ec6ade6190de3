import { paymentReason, refundRequest } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { override, refuse } from '@coinsight/mocks';
import { server } from '@coinsight/mocks/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { applyForRefund, loadOrderDetail, loadOrders, submitRefund } from './orderFlows.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { call } = createApiClient({ baseUrl: 'http://site.test/', readCookies: () => 'crumb=t' });
const paidYearly = 'CS20261119160000B2';
const refundFailedBefore = 'CS20260601090000E5';
const unpaid = 'CS20261120101500A1';
const request = { contact_info: '13800000000', reason: '只需要部分时长' };

describe('order list and detail', () => {
  it('loads the member’s orders newest first', async () => {
    const orders = await loadOrders(call);
    expect(orders.map((o) => o.orderNumber).slice(0, 2)).toEqual([unpaid, paidYearly]);
    expect(orders).toHaveLength(6);
  });

  it('loads one order with what was refunded', async () => {
    const detail = await loadOrderDetail(call, paidYearly);
    expect(detail.order).toMatchObject({ status: 'paid', total: '300.00' });
    expect(detail.refunded).toBe('0.00');
  });
});

describe('refund submission (refund/send_request)', () => {
  it('shows the server’s reason for an amount above what was paid', async () => {
    server.use(
      refuse(refundRequest, 400, messages.orders.refundAmountTooLarge, 'refund_amount_too_large'),
    );
    await expect(
      submitRefund(call, {
        ...request,
        out_trade_no: paidYearly,
        amount: '300.01',
        refundall: false,
      }),
    ).rejects.toThrow('退款金额不能超过订单金额');
  });

  it('answers 申请已提交 with the summary, then refuses a second request while one is pending', async () => {
    await expect(
      submitRefund(call, { ...request, out_trade_no: paidYearly, amount: '100', refundall: false }),
    ).resolves.toMatchObject({
      message: '申请已提交',
      out_trade_no: paidYearly,
      amount: '100',
      refundall: false,
    });
    expect((await loadOrderDetail(call, paidYearly)).order.status).toBe('pending_review');
    server.use(refuse(refundRequest, 409, messages.orders.refundPending, 'refund_pending'));
    await expect(
      submitRefund(call, { ...request, out_trade_no: paidYearly, refundall: true }),
    ).rejects.toThrow('该订单已有待审核的退款申请');
  });

  it.each([
    ['no answer', () => HttpResponse.error()],
    ['a server error', () => HttpResponse.json({ message: '内部错误' }, { status: 500 })],
  ])('says 提交失败，请稍后重试 on %s', async (_name, answer) => {
    server.use(http.post('*/api/v1/loginpart/refund/send_request/', answer));
    await expect(
      submitRefund(call, { ...request, out_trade_no: paidYearly, refundall: true }),
    ).rejects.toThrow(/^提交失败，请稍后重试$/);
  });
});

describe('refund application (payment/reason)', () => {
  const application = { reason: '补充说明后重新申请', contact: '13800000000' };

  it('answers 申请已提交 for an order whose refund failed before', async () => {
    await expect(
      applyForRefund(call, { ...application, out_trade_no: refundFailedBefore }),
    ).resolves.toBe('申请已提交');
  });

  it('shows the server’s message when it answers success false', async () => {
    server.use(
      override(paymentReason, () => ({
        success: false,
        message: messages.orders.refundNotAllowed,
      })),
    );
    await expect(applyForRefund(call, { ...application, out_trade_no: unpaid })).rejects.toThrow(
      '该订单当前不可退款',
    );
  });

  it('says 提交失败，请重试 for success false without a message', async () => {
    server.use(
      http.post('*/api/v1/loginpart/payment/reason', () =>
        HttpResponse.json({ success: false, message: '' }),
      ),
    );
    await expect(applyForRefund(call, { ...application, out_trade_no: unpaid })).rejects.toThrow(
      /^提交失败，请重试$/,
    );
  });

  it('says 网络错误，请稍后重试 when no answer comes', async () => {
    server.use(http.post('*/api/v1/loginpart/payment/reason', () => HttpResponse.error()));
    await expect(applyForRefund(call, { ...application, out_trade_no: unpaid })).rejects.toThrow(
      /^网络错误，请稍后重试$/,
    );
  });
});
