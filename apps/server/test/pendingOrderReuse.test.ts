import { describe, expect, it } from 'vitest';
import { paymentStatus } from '../src/contract.ts';
import { qrValiditySeconds } from '@coinsight/domain/membership';
import { databaseKinds, serverPerSuite } from './helpers.ts';
import { openOrder, payingMember } from './paymentHelpers.ts';

type Opened = { out_trade_no: string; qrcode?: string; payurl?: string };

// Issue 37 item 4: each load of /toPay?days=30 opened another unpaid order (2 → 5 after three loads).
describe.each(databaseKinds)('one pending order per member and plan on %s', (kind) => {
  const suite = serverPerSuite(kind);

  const pendingOf = async (userId: number) =>
    (await suite.server
      .db('orders')
      .where({ user_id: userId, status: 'pending_payment' })
      .whereNull('failed_at')
      .select('out_trade_no', 'vip_duration')) as { out_trade_no: string; vip_duration: number }[];

  it('answers reloads of the pay page with the same order and code', async () => {
    const member = await payingMember(suite.server);
    const first = (await openOrder(member.browser)).result as Opened;
    for (let load = 0; load < 3; load++) {
      const again = await openOrder(member.browser);
      expect(again.statusCode).toBe(200);
      expect(again.result).toEqual(first);
    }
    expect(await pendingOf(member.id)).toEqual([
      { out_trade_no: first.out_trade_no, vip_duration: 30 },
    ]);
  });

  it('opens one order for two loads at the same moment', async () => {
    const member = await payingMember(suite.server);
    const [a, b] = await Promise.all([openOrder(member.browser), openOrder(member.browser)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect((a.result as Opened).out_trade_no).toBe((b.result as Opened).out_trade_no);
    expect(await suite.server.db('orders').where({ user_id: member.id }).count({ n: '*' })).toEqual(
      [{ n: 1 }],
    );
  });

  it('keeps one pending order per plan: another plan is its own, another way replaces it', async () => {
    const member = await payingMember(suite.server);
    const monthly = (await openOrder(member.browser)).result as Opened;
    const yearly = (await openOrder(member.browser, { vip_duration: 365 })).result as Opened;
    expect(yearly.out_trade_no).not.toBe(monthly.out_trade_no);
    const alipay = (await openOrder(member.browser, { type: 'alipay' })).result as Opened;
    expect(alipay.out_trade_no).not.toBe(monthly.out_trade_no);
    expect(alipay.payurl).toMatch(/\/sandbox\/pay\//);
    expect((await pendingOf(member.id)).map((o) => o.out_trade_no).sort()).toEqual(
      [alipay.out_trade_no, yearly.out_trade_no].sort(),
    );
  });

  it('does not reuse an expired order: a new one is opened and the old one has ended', async () => {
    const member = await payingMember(suite.server);
    const old = (await openOrder(member.browser)).result as Opened;
    // Past the code's 60 s (the QR page's 重新获取), well inside the order's pay window.
    suite.clock.advance(qrValiditySeconds * 1000);
    const fresh = (await openOrder(member.browser)).result as Opened;
    expect(fresh.out_trade_no).not.toBe(old.out_trade_no);
    expect((await pendingOf(member.id)).map((o) => o.out_trade_no)).toEqual([fresh.out_trade_no]);
    const status = await member.browser.get(
      `${paymentStatus.path}?out_trade_no=${old.out_trade_no}`,
    );
    expect(status.result).toMatchObject({ status: 'failed' });
  });
});
