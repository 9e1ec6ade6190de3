import { describe, expect, it } from 'vitest';
import { refusedNotifyLinesPerMinute } from '../src/modules/payments/paymentService.ts';
import { captureLogs, serverPerSuite } from './helpers.ts';
import { openOrder, orderState, payingMember, sandboxOf } from './paymentHelpers.ts';

const notifyUrl = '/api/v1/payment/notify/';
const refused = 'payment notify refused';
const summary = 'payment notify refused: more lines suppressed';

describe('the warnings of refused payment notifies', () => {
  const logs = captureLogs('warn');
  const suite = serverPerSuite('sqlite', { logger: logs.logger });

  const notify = (params: Record<string, string>) =>
    suite.server.inject({
      method: 'GET',
      url: `${notifyUrl}?${new URLSearchParams(params).toString()}`,
    });

  const lines = (msg: string) => logs.lines().filter((l) => l.msg === msg);

  it('writes at most 20 a minute for a flood of forged ones, then one line with the count left out', async () => {
    expect(refusedNotifyLinesPerMinute).toBe(20);
    const member = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(member.browser)).result as { out_trade_no: string };
    const good = sandboxOf(suite.server).notifyParams({
      outTradeNo: out_trade_no,
      type: 'wxpay',
      name: 'VIP会员',
      money: '0.01',
      succeeded: true,
    });
    const forged = { ...good, sign: '0'.repeat(32) };
    logs.clear();

    const flood = await Promise.all(Array.from({ length: 50 }, () => notify(forged)));
    expect(flood.map((r) => r.payload)).toEqual(Array(50).fill('fail'));
    expect(lines(refused)).toHaveLength(20);
    expect(lines(refused)[0]).toMatchObject({ reason: 'bad_sign', out_trade_no });
    expect(lines(summary)).toHaveLength(0);

    // Still within the minute: nothing more is written.
    suite.clock.advance(59_000);
    expect((await notify({ ...forged, sign: '' })).payload).toBe('fail');
    expect(lines(refused)).toHaveLength(20);

    // The next minute opens with the count of the 31 left out, then logs again.
    suite.clock.advance(1_000);
    expect((await notify(forged)).payload).toBe('fail');
    expect(lines(summary)).toEqual([expect.objectContaining({ level: 40, suppressed: 31 })]);
    expect(lines(refused)).toHaveLength(21);
    const texts = logs.lines().map((l) => l.msg);
    expect(texts.indexOf(summary)).toBeLessThan(texts.lastIndexOf(refused));

    // Every refusal was still refused, and the signed notify still pays.
    expect((await orderState(suite.server, out_trade_no)).status).toBe('pending_payment');
    expect((await notify(good)).payload).toBe('success');
  });

  it('writes no summary for a minute that stayed under the limit', async () => {
    suite.clock.advance(120_000);
    logs.clear();
    const forged = { out_trade_no: 'CS20000101000000ABCDEF', sign: 'x' };
    for (let i = 0; i < 3; i += 1) await notify(forged);
    suite.clock.advance(60_000);
    await notify(forged);
    expect(lines(refused).map((l) => l.reason)).toEqual(Array(4).fill('incomplete'));
    expect(lines(summary)).toHaveLength(0);
  });
});
