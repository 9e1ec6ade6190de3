import { describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import {
  orderDetail,
  paymentReason,
  refundList,
  refundProcess,
  refundRequest,
} from '../src/contract.ts';
import { buildPath } from '@coinsight/domain/api';
import { databaseKinds, serverPerSuite, TestBrowser } from './helpers.ts';
import {
  adminBrowser,
  beijingDay,
  expiryOf,
  openOrder,
  orderState,
  payingMember,
  sandboxOf,
} from './paymentHelpers.ts';

const day = 86_400_000;
const m = messages.orders;
const notifyUrl = '/api/v1/payment/notify/';

interface ListItem {
  id: number;
  user: string;
  amount: string;
  refundall: boolean;
  out_trade_no: string;
  status: string;
  time: string;
}

describe.each(databaseKinds)('refunds on the sandbox gateway on %s', (kind) => {
  // 01:30 in Beijing is still the previous day in UTC: the list must follow Beijing's calendar.
  const suite = serverPerSuite(kind);

  /** A member with a paid order of `days`, bought through the API and paid by a sandbox notify. */
  async function paidOrder(days: 30 | 90 | 365 = 30) {
    const member = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(member.browser, { vip_duration: days })).result as {
      out_trade_no: string;
    };
    const prices = { 30: '0.01', 90: '0.02', 365: '0.03' } as const;
    const params = sandboxOf(suite.server).notifyParams({
      outTradeNo: out_trade_no,
      type: 'wxpay',
      name: 'VIP会员',
      money: prices[days],
      succeeded: true,
    });
    const answer = await suite.server.inject({
      method: 'GET',
      url: `${notifyUrl}?${new URLSearchParams(params).toString()}`,
    });
    expect(answer.payload).toBe('success');
    return { member, out_trade_no };
  }

  const ask = (out_trade_no: string, extra: Record<string, unknown> = {}) => ({
    out_trade_no,
    refundall: true,
    reason: '误购',
    contact_info: '13800000000',
    ...extra,
  });

  const pending = async (admin: TestBrowser, date = beijingDay(suite.clock.now())) =>
    ((await admin.get(`${refundList.path}?date=${date}`)).result as { requests: ListItem[] })
      .requests;

  it('lists a full request on its Beijing day, approves it and takes all the plan’s days back', async () => {
    suite.clock.advance(Date.parse('2026-11-20T17:30:00.000Z') - suite.clock.now().getTime());
    const { member, out_trade_no } = await paidOrder(30);
    const admin = await adminBrowser(suite.server);
    const asked = await member.browser.post(refundRequest.path, ask(out_trade_no));
    expect(asked.statusCode).toBe(200);
    expect(asked.result).toMatchObject({
      success: true,
      message: m.refundSubmitted,
      out_trade_no,
      amount: '0.01',
      refundall: true,
    });
    const id = (asked.result as { refund_request_id: number }).refund_request_id;
    expect((await orderState(suite.server, out_trade_no)).status).toBe('pending_review');

    const listed = await pending(admin, '2026-11-21');
    expect(listed).toEqual([
      {
        id,
        user: member.phone,
        time: '2026-11-20T17:30:00.000Z',
        reason: '误购',
        contact_info: '13800000000',
        amount: '0.01',
        refundall: true,
        out_trade_no,
        status: 'pending',
      },
    ]);
    expect(await pending(admin, '2026-11-20')).toEqual([]);

    const approved = await admin.post(refundProcess.path, {
      action: 'approve',
      refund_request_id: id,
    });
    expect(approved.result).toEqual({
      success: true,
      message: m.refundApproved,
      refund_request_id: id,
      status: 'approved',
    });
    expect(await pending(admin, '2026-11-21')).toEqual([]);
    const done = (await admin.get(`${refundList.path}?date=2026-11-21&status=approved`)).result as {
      requests: ListItem[];
    };
    expect(done.requests.map((r) => r.id)).toEqual([id]);
    expect((await orderState(suite.server, out_trade_no)).status).toBe('refund_succeeded');
    expect(await expiryOf(suite.server, member.id)).toBe(suite.clock.now().getTime());

    const again = await admin.post(refundProcess.path, { action: 'reject', refund_request_id: id });
    expect(again.statusCode).toBe(409);
    expect((again.result as { message: string }).message).toBe(m.refundAlreadyProcessed);
    const missing = await admin.post(refundProcess.path, {
      action: 'reject',
      refund_request_id: 999999,
    });
    expect(missing.statusCode).toBe(404);
    expect((missing.result as { message: string }).message).toBe(m.refundNotFound);
  });

  it('rejects with the default reason, shows it on the order, and lets the member ask again', async () => {
    const { member, out_trade_no } = await paidOrder(90);
    const admin = await adminBrowser(suite.server);
    const before = await expiryOf(suite.server, member.id);
    const first = await member.browser.post(refundRequest.path, ask(out_trade_no));
    const id = (first.result as { refund_request_id: number }).refund_request_id;
    const rejected = await admin.post(refundProcess.path, {
      action: 'reject',
      refund_request_id: id,
      reason: '  ',
    });
    expect(rejected.result).toMatchObject({ status: 'rejected', message: m.refundRejected });
    expect(await expiryOf(suite.server, member.id)).toBe(before);
    const detail = (await member.browser.get(buildPath(orderDetail.path, { out_trade_no })))
      .result as {
      order: { status: string; reason: string };
      refunds: { id: number; status: string; reject_reason: string; processed: string }[];
      refunded: string;
    };
    expect(detail.order).toMatchObject({ status: 'refund_failed', reason: m.defaultRejectReason });
    expect(detail.refunds).toMatchObject([
      { id, status: 'rejected', reject_reason: m.defaultRejectReason },
    ]);
    expect(detail.refunded).toBe('0.00');
    expect(
      (await admin.post(refundProcess.path, { action: 'approve', refund_request_id: id }))
        .statusCode,
    ).toBe(409);

    const second = await member.browser.post(
      refundRequest.path,
      ask(out_trade_no, { reason: '补充说明' }),
    );
    expect(second.statusCode).toBe(200);
    const secondId = (second.result as { refund_request_id: number }).refund_request_id;
    const custom = await admin.post(refundProcess.path, {
      action: 'reject',
      refund_request_id: secondId,
      reason: '已超过退款期限',
    });
    expect(custom.statusCode).toBe(200);
    expect((await orderState(suite.server, out_trade_no)) as unknown).toMatchObject({
      status: 'refund_failed',
    });
    const again = (await member.browser.get(buildPath(orderDetail.path, { out_trade_no })))
      .result as { order: { reason: string } };
    expect(again.order.reason).toBe('已超过退款期限');
  });

  it('keeps one open request per order, even when five arrive at once', async () => {
    const { member, out_trade_no } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => member.browser.post(refundRequest.path, ask(out_trade_no))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect((refused?.result as { message: string }).message).toBe(m.refundPending);
    const rows = await suite.server
      .db('refund_requests as r')
      .join('orders as o', 'o.id', 'r.order_id')
      .where({ 'r.status': 'pending', 'o.out_trade_no': out_trade_no });
    expect(rows).toHaveLength(1);
  });

  it('refuses amounts above what was paid, unpaid orders and other members’ orders', async () => {
    const { member, out_trade_no } = await paidOrder();
    const tooMuch = await member.browser.post(
      refundRequest.path,
      ask(out_trade_no, { refundall: false, amount: '0.02' }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect((tooMuch.result as { message: string }).message).toBe(m.refundAmountTooLarge);

    const unpaid = (await openOrder((await payingMember(suite.server)).browser)).result as {
      out_trade_no: string;
    };
    const stranger = await payingMember(suite.server);
    const foreign = await stranger.browser.post(refundRequest.path, ask(out_trade_no));
    expect(foreign.statusCode).toBe(404);
    expect((foreign.result as { message: string }).message).toBe(m.orderNotFound);
    const notPaid = await stranger.browser.post(refundRequest.path, ask(unpaid.out_trade_no));
    expect(notPaid.statusCode).toBe(404);

    const own = await payingMember(suite.server);
    const openOne = (await openOrder(own.browser)).result as { out_trade_no: string };
    const refusedUnpaid = await own.browser.post(refundRequest.path, ask(openOne.out_trade_no));
    expect(refusedUnpaid.statusCode).toBe(409);
    expect((refusedUnpaid.result as { message: string }).message).toBe(m.refundNotAllowed);
    expect((await orderState(suite.server, out_trade_no)).status).toBe('paid');
  });

  it.each([
    [{ refundall: false }, m.fillAllFields],
    [{ contact_info: '   ' }, m.fillAllFields],
    [{ reason: '' }, m.fillAllFields],
    [{ refundall: false, amount: '0' }, m.refundAmountInvalid],
    [{ refundall: false, amount: '0.001' }, messages.membership.amountInvalid],
  ])('refuses the request %j with 400 and a Chinese reason', async (change, reason) => {
    const { member, out_trade_no } = await paidOrder();
    const res = await member.browser.post(refundRequest.path, ask(out_trade_no, change));
    expect(res.statusCode).toBe(400);
    expect((res.result as { message: string }).message).toContain(reason);
  });

  it('answers the application form with success true, or success false and the reason', async () => {
    const { member, out_trade_no } = await paidOrder();
    const form = { reason: '误购', contact: '微信 test', out_trade_no };
    expect((await member.browser.post(paymentReason.path, form)).result).toEqual({
      success: true,
      message: m.refundSubmitted,
    });
    expect((await member.browser.post(paymentReason.path, form)).result).toEqual({
      success: false,
      message: m.refundPending,
    });
    const blank = await member.browser.post(paymentReason.path, { ...form, contact: ' ' });
    expect(blank.statusCode).toBe(400);
    expect((blank.result as { message: string }).message).toContain(m.fillReasonAndContact);
    const other = await member.browser.post(paymentReason.path, {
      ...form,
      out_trade_no: 'CS20991231000000ABCDEF',
    });
    expect(other.result).toEqual({ success: false, message: m.orderNotFound });
  });

  it('keeps the admin routes to the admin: 401 for a visitor, 403 for a member, 400 for a bad date', async () => {
    const visitor = await TestBrowser.open(suite.server);
    expect((await visitor.get(`${refundList.path}?date=2026-11-21`)).statusCode).toBe(401);
    expect(
      (await visitor.post(refundProcess.path, { action: 'approve', refund_request_id: 1 }))
        .statusCode,
    ).toBe(401);
    const member = await payingMember(suite.server);
    expect((await member.browser.get(`${refundList.path}?date=2026-11-21`)).statusCode).toBe(403);
    expect(
      (await member.browser.post(refundProcess.path, { action: 'approve', refund_request_id: 1 }))
        .statusCode,
    ).toBe(403);
    const admin = await adminBrowser(suite.server);
    const bad = await admin.get(`${refundList.path}?date=2026-13-45`);
    expect(bad.statusCode).toBe(400);
    expect((bad.result as { message: string }).message).toContain(messages.admin.dateInvalid);
    const badAction = await admin.post(refundProcess.path, {
      action: 'maybe',
      refund_request_id: 1,
    });
    expect(badAction.statusCode).toBe(400);
    expect((badAction.result as { message: string }).message).toContain(m.refundActionInvalid);
    expect((await visitor.post(refundRequest.path, ask('CS20261123000000AAAAAA'))).statusCode).toBe(
      401,
    );
    expect(
      (
        await visitor.post(paymentReason.path, {
          reason: 'x',
          contact: 'y',
          out_trade_no: 'CS20261123000000AAAAAA',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refunds once when five approvals of one request arrive at once', async () => {
    const { member, out_trade_no } = await paidOrder();
    const admin = await adminBrowser(suite.server);
    const asked = await member.browser.post(refundRequest.path, ask(out_trade_no));
    const id = (asked.result as { refund_request_id: number }).refund_request_id;
    const gateway = sandboxOf(suite.server);
    const refund = gateway.refund.bind(gateway);
    let refunds = 0;
    gateway.refund = async () => {
      refunds += 1;
      await refund();
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          admin.post(refundProcess.path, { action: 'approve', refund_request_id: id }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    } finally {
      gateway.refund = refund;
    }
    expect(refunds).toBe(1);
    const order = await orderState(suite.server, out_trade_no);
    expect(order.status).toBe('refund_succeeded');
    const refunded = (await suite.server.db('orders').where({ out_trade_no }).first()) as {
      refunded_cents: number;
    };
    expect(Number(refunded.refunded_cents)).toBe(1);
  });

  it('refunds part of a yearly plan on approval and removes that share of days', async () => {
    const { member, out_trade_no } = await paidOrder(365);
    const admin = await adminBrowser(suite.server);
    const before = (await expiryOf(suite.server, member.id)) ?? 0;
    const asked = await member.browser.post(
      refundRequest.path,
      ask(out_trade_no, { refundall: false, amount: '0.01' }),
    );
    const id = (asked.result as { refund_request_id: number }).refund_request_id;
    expect(
      (await admin.post(refundProcess.path, { action: 'approve', refund_request_id: id }))
        .statusCode,
    ).toBe(200);
    // 0.01 of 0.03 yuan: a third of 365 days, rounded, is 122 days.
    expect(before - ((await expiryOf(suite.server, member.id)) ?? 0)).toBe(122 * day);
    const detail = (await member.browser.get(buildPath(orderDetail.path, { out_trade_no })))
      .result as { refunded: string; order: { status: string } };
    expect(detail).toMatchObject({ refunded: '0.01', order: { status: 'refund_succeeded' } });
  });
});
