import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { paymentStatus, refundList, refundProcess, refundRequest } from '../src/contract.ts';
import { captureLogs, databaseKinds, serverPerSuite } from './helpers.ts';
import { FakeEpay } from './fakeEpay.ts';
import {
  adminBrowser,
  beijingDay,
  expiryOf,
  openOrder,
  orderState,
  payingMember,
} from './paymentHelpers.ts';

const day = 86_400_000;
const key = 'test-merchant-key-9f8e7d6c5b4a';

describe.each(databaseKinds)('the 易支付 gateway against a local fake gateway on %s', (kind) => {
  const fake = new FakeEpay('1001', key);
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  const logs = captureLogs('info');
  const suite = serverPerSuite(kind, {
    listen: true,
    realClock: true,
    logger: logs.logger,
    env: () => ({
      PAYMENT_GATEWAY: 'epay',
      EPAY_URL: fake.url,
      EPAY_PID: '1001',
      EPAY_KEY: key,
      PUBLIC_URL: 'https://coinsight.example',
    }),
  });
  beforeAll(() => {
    fake.productBase = `http://127.0.0.1:${suite.server.info.port}`;
  });

  it('opens trades through a signed mapi request: wxpay answers the gateway’s QR, alipay its page', async () => {
    const member = await payingMember(suite.server);
    const wx = (await openOrder(member.browser, { vip_duration: 365 })).result as {
      out_trade_no: string;
      qrcode?: string;
    };
    const trade = fake.trades.get(wx.out_trade_no);
    expect(wx.qrcode).toBe(`weixin://wxpay/bizpayurl?pr=${trade?.tradeNo}`);
    const call = fake.calls.find((c) => c.params.out_trade_no === wx.out_trade_no);
    expect(call?.path).toBe('/mapi.php');
    expect(call?.params).toMatchObject({
      pid: '1001',
      type: 'wxpay',
      name: 'VIP会员',
      money: '0.03',
      notify_url: 'https://coinsight.example/api/v1/payment/notify/',
      return_url: `https://coinsight.example/result?out_trade_no=${wx.out_trade_no}`,
      sign_type: 'MD5',
    });
    // The key travels only inside the sign on mapi, never as a parameter.
    expect(call?.params.key).toBeUndefined();

    const ali = (await openOrder(member.browser, { type: 'alipay' })).result as {
      payurl?: string;
    };
    expect(ali.payurl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\//);
  });

  it('pays an order on the gateway’s signed notify, answering plain success', async () => {
    const member = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(member.browser)).result as { out_trade_no: string };
    expect(await fake.pay(out_trade_no)).toBe('success');
    expect((await orderState(suite.server, out_trade_no)).status).toBe('paid');
    const expiry = (await expiryOf(suite.server, member.id)) ?? 0;
    expect(expiry - Date.now()).toBeGreaterThan(29 * day);
    // The gateway resending it changes nothing.
    expect(await fake.sendNotify(out_trade_no, fake.notifyFor(out_trade_no))).toBe('success');
    expect(await expiryOf(suite.server, member.id)).toBe(expiry);
  });

  it('refuses notifies signed with another key, from another merchant, for another amount or for an unknown order', async () => {
    const member = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(member.browser)).result as { out_trade_no: string };
    const answers = [
      await fake.sendNotify(out_trade_no, fake.notifyFor(out_trade_no, {}, 'someone-elses-key')),
      await fake.sendNotify(out_trade_no, fake.notifyFor(out_trade_no, { pid: '1002' })),
      await fake.sendNotify(out_trade_no, fake.notifyFor(out_trade_no, { money: '0.02' })),
      await fake.sendNotify(
        out_trade_no,
        fake.notifyFor(out_trade_no, { out_trade_no: 'CS20991231000000ABCDEF' }),
      ),
    ];
    expect(answers).toEqual(['fail', 'fail', 'fail', 'fail']);
    expect((await orderState(suite.server, out_trade_no)).status).toBe('pending_payment');
    expect(await expiryOf(suite.server, member.id)).toBeNull();
  });

  it('applies the gateway’s notify sent 20 times at once over HTTP exactly once, inviter included', async () => {
    const inviter = await payingMember(suite.server);
    const member = await payingMember(suite.server, { invitedBy: inviter.id });
    const { out_trade_no } = (await openOrder(member.browser, { vip_duration: 365 })).result as {
      out_trade_no: string;
    };
    const trade = fake.trades.get(out_trade_no);
    if (trade) trade.paid = true;
    const notify = fake.notifyFor(out_trade_no);
    const before = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fake.sendNotify(out_trade_no, notify)),
    );
    expect(answers).toEqual(Array(20).fill('success'));
    const expiry = (await expiryOf(suite.server, member.id)) ?? 0;
    expect(expiry - before).toBeGreaterThanOrEqual(365 * day);
    expect(expiry - before).toBeLessThan(365 * day + 60_000);
    const reward = (await expiryOf(suite.server, inviter.id)) ?? 0;
    expect(reward - before).toBeGreaterThanOrEqual(7 * day);
    expect(reward - before).toBeLessThan(7 * day + 60_000);
    expect((await orderState(suite.server, out_trade_no)).trade_no).toBe(trade?.tradeNo);
  });

  it('catches up through act=order when the gateway was paid but its notify has not arrived', async () => {
    const member = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(member.browser)).result as { out_trade_no: string };
    const pending = await member.browser.get(`${paymentStatus.path}?out_trade_no=${out_trade_no}`);
    expect(pending.result).toMatchObject({ status: 'pending' });
    await fake.pay(out_trade_no, false);
    const paid = await member.browser.get(`${paymentStatus.path}?out_trade_no=${out_trade_no}`);
    expect(paid.result).toMatchObject({ status: 'success', is_vip: true, leftdays: 30 });
    const query = fake.calls.filter(
      (c) => c.act === 'order' && c.params.out_trade_no === out_trade_no,
    );
    expect(query.length).toBeGreaterThanOrEqual(2);
    expect(query[0]?.params).toMatchObject({ pid: '1001', key });
    // The late notify is then a duplicate.
    expect(await fake.sendNotify(out_trade_no, fake.notifyFor(out_trade_no))).toBe('success');
    expect(((await expiryOf(suite.server, member.id)) ?? 0) - Date.now()).toBeLessThan(31 * day);
  });

  it('refunds an approved partial request through act=refund and shortens the membership by its share', async () => {
    const member = await payingMember(suite.server);
    const admin = await adminBrowser(suite.server);
    const { out_trade_no } = (await openOrder(member.browser, { vip_duration: 90 })).result as {
      out_trade_no: string;
    };
    await fake.pay(out_trade_no);
    const paidExpiry = (await expiryOf(suite.server, member.id)) ?? 0;
    const asked = await member.browser.post(refundRequest.path, {
      out_trade_no,
      refundall: false,
      amount: '0.01',
      reason: '只需要一个半月',
      contact_info: '微信 test',
    });
    expect(asked.statusCode).toBe(200);
    const id = (asked.result as { refund_request_id: number }).refund_request_id;

    fake.refuseRefunds = true;
    const refused = await admin.post(refundProcess.path, {
      action: 'approve',
      refund_request_id: id,
    });
    expect(refused.statusCode).toBe(502);
    expect((refused.result as { message: string }).message).toBe(
      messages.orders.refundGatewayFailed,
    );
    const stillPending = await admin.get(`${refundList.path}?date=${beijingDay()}`);
    expect(
      (stillPending.result as { requests: { id: number }[] }).requests.map((r) => r.id),
    ).toContain(id);
    expect(await expiryOf(suite.server, member.id)).toBe(paidExpiry);

    fake.refuseRefunds = false;
    const approved = await admin.post(refundProcess.path, {
      action: 'approve',
      refund_request_id: id,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.result).toMatchObject({ status: 'approved' });
    const refund = fake.calls.filter(
      (c) => c.act === 'refund' && c.params.out_trade_no === out_trade_no,
    );
    expect(refund.at(-1)?.params).toMatchObject({ pid: '1001', key, money: '0.01' });
    expect(fake.trades.get(out_trade_no)?.refundedCents).toBe(1);
    // Half of 0.02 yuan: 45 of the plan's 90 days are taken back.
    expect(paidExpiry - ((await expiryOf(suite.server, member.id)) ?? 0)).toBe(45 * day);
    expect((await orderState(suite.server, out_trade_no)).status).toBe('refund_succeeded');
    const again = await admin.post(refundProcess.path, {
      action: 'approve',
      refund_request_id: id,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a 易支付 gateway that cannot be reached', () => {
  const logs = captureLogs('warn');
  const suite = serverPerSuite('sqlite', {
    realClock: true,
    logger: logs.logger,
    // Port 9 on loopback (discard) is closed here: the connection is refused at once.
    env: {
      PAYMENT_GATEWAY: 'epay',
      EPAY_URL: 'http://127.0.0.1:9/',
      EPAY_PID: '1001',
      EPAY_KEY: key,
    },
  });

  it('answers 502 支付请求失败 and leaves the order pending', async () => {
    const member = await payingMember(suite.server);
    const res = await openOrder(member.browser);
    expect(res.statusCode).toBe(502);
    expect((res.result as { message: string }).message).toBe(
      messages.membership.paymentRequestFailed,
    );
    const rows = (await suite.server.db('orders').where({ user_id: member.id })) as {
      status: string;
    }[];
    expect(rows.map((r) => r.status)).toEqual(['pending_payment']);
    expect(logs.text()).toContain('payment gateway failed');
    expect(logs.text()).not.toContain(key);
  });
});
