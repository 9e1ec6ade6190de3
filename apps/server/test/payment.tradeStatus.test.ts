import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, orderDetail, paymentStatus } from '../src/contract.ts';
import { payWindowMs, tradeOutcome } from '../src/modules/payments/tradeStatus.ts';
import { databaseKinds, serverPerSuite, type TestBrowser } from './helpers.ts';
import { FakeEpay } from './fakeEpay.ts';
import { openOrder, orderState, payingMember } from './paymentHelpers.ts';

const key = 'test-merchant-key-trade-status-01';

describe('tradeOutcome', () => {
  it('pays on TRADE_SUCCESS and TRADE_FINISHED, ends on TRADE_CLOSED and waits on anything else', () => {
    expect(tradeOutcome('TRADE_SUCCESS')).toBe('paid');
    expect(tradeOutcome('TRADE_FINISHED')).toBe('paid');
    expect(tradeOutcome('TRADE_CLOSED')).toBe('closed');
    expect(tradeOutcome('WAIT_BUYER_PAY')).toBe('pending');
    expect(tradeOutcome('TRADE_FAILED')).toBe('pending');
    expect(tradeOutcome('')).toBe('pending');
  });
});

describe.each(databaseKinds)('trade_status of signed 易支付 notifies on %s', (kind) => {
  const fake = new FakeEpay('2002', key);
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  const suite = serverPerSuite(kind, {
    listen: true,
    env: () => ({
      PAYMENT_GATEWAY: 'epay',
      EPAY_URL: fake.url,
      EPAY_PID: '2002',
      EPAY_KEY: key,
    }),
  });
  beforeAll(() => {
    fake.productBase = `http://127.0.0.1:${suite.server.info.port}`;
  });

  const status = async (browser: TestBrowser, out_trade_no: string) =>
    (await browser.get(`${paymentStatus.path}?out_trade_no=${out_trade_no}`)).result as {
      status: string;
      is_vip: boolean;
    };
  const payCode = async (browser: TestBrowser, out_trade_no: string) =>
    (
      (await browser.get(buildPath(orderDetail.path, { out_trade_no }))).result as {
        pay_code: string | null;
      }
    ).pay_code;
  const queries = (out_trade_no: string) =>
    fake.calls.filter((c) => c.act === 'order' && c.params.out_trade_no === out_trade_no).length;
  const opened = async () => {
    const member = await payingMember(suite.server);
    const res = await openOrder(member.browser);
    const { out_trade_no } = res.result as { out_trade_no: string };
    return { member, out_trade_no };
  };

  it('keeps a WAIT_BUYER_PAY order pending with its pay code, and picks up the payment whose notify was lost', async () => {
    const { member, out_trade_no } = await opened();
    const code = await payCode(member.browser, out_trade_no);
    expect(code).toBeTruthy();
    const waiting = fake.notifyFor(out_trade_no, { trade_status: 'WAIT_BUYER_PAY' });
    expect(await fake.sendNotify(out_trade_no, waiting)).toBe('success');
    expect(await status(member.browser, out_trade_no)).toMatchObject({ status: 'pending' });
    expect(await payCode(member.browser, out_trade_no)).toBe(code);

    // The payer pays; the success notify is lost on the way.
    await fake.pay(out_trade_no, false);
    const before = queries(out_trade_no);
    expect(await status(member.browser, out_trade_no)).toMatchObject({
      status: 'success',
      is_vip: true,
    });
    expect(queries(out_trade_no)).toBe(before + 1);
    expect((await orderState(suite.server, out_trade_no)).status).toBe('paid');
  });

  it('waits on a trade_status it does not know, and ends the order on TRADE_CLOSED without asking the gateway again', async () => {
    const { member, out_trade_no } = await opened();
    const odd = fake.notifyFor(out_trade_no, { trade_status: 'TRADE_SOMETHING_NEW' });
    expect(await fake.sendNotify(out_trade_no, odd)).toBe('success');
    expect(await status(member.browser, out_trade_no)).toMatchObject({ status: 'pending' });

    const closed = fake.notifyFor(out_trade_no, { trade_status: 'TRADE_CLOSED' });
    expect(await fake.sendNotify(out_trade_no, closed)).toBe('success');
    const asked = queries(out_trade_no);
    expect(await status(member.browser, out_trade_no)).toMatchObject({ status: 'failed' });
    expect(await payCode(member.browser, out_trade_no)).toBeNull();
    expect(queries(out_trade_no)).toBe(asked);
    // A resent closed notify is a duplicate; money that still arrives is applied.
    expect(await fake.sendNotify(out_trade_no, closed)).toBe('success');
    expect(await fake.pay(out_trade_no)).toBe('success');
    expect(await status(member.browser, out_trade_no)).toMatchObject({
      status: 'success',
      is_vip: true,
    });
  });

  it('asks about an unpaid order until its pay window is over, then ends it as expired', async () => {
    const { member, out_trade_no } = await opened();
    const start = queries(out_trade_no);
    expect(await status(member.browser, out_trade_no)).toMatchObject({ status: 'pending' });
    suite.clock.advance(payWindowMs - 1000);
    expect(await status(member.browser, out_trade_no)).toMatchObject({ status: 'pending' });
    expect(queries(out_trade_no)).toBe(start + 2);
    expect(await payCode(member.browser, out_trade_no)).toBeTruthy();

    suite.clock.advance(1000);
    expect(await status(member.browser, out_trade_no)).toMatchObject({ status: 'failed' });
    expect(queries(out_trade_no)).toBe(start + 3);
    expect(await payCode(member.browser, out_trade_no)).toBeNull();
    expect(await status(member.browser, out_trade_no)).toMatchObject({ status: 'failed' });
    expect(queries(out_trade_no)).toBe(start + 3);
  });

  it('pays an order at the end of its window when the gateway has seen the money', async () => {
    const { member, out_trade_no } = await opened();
    await fake.pay(out_trade_no, false);
    suite.clock.advance(payWindowMs + 5000);
    expect(await status(member.browser, out_trade_no)).toMatchObject({
      status: 'success',
      is_vip: true,
    });
  });

  it('refuses a success notify carrying a trade number another order was paid with, and leaves the order pending', async () => {
    const first = await opened();
    expect(await fake.pay(first.out_trade_no)).toBe('success');
    const taken = fake.trades.get(first.out_trade_no)?.tradeNo ?? '';
    const second = await opened();
    const reused = fake.notifyFor(second.out_trade_no, { trade_no: taken });
    expect(await fake.sendNotify(second.out_trade_no, reused)).toBe('fail');
    expect((await orderState(suite.server, second.out_trade_no)).status).toBe('pending_payment');
    expect(await status(second.member.browser, second.out_trade_no)).toMatchObject({
      status: 'pending',
      is_vip: false,
    });
  });
});
