import { describe, expect, it } from 'vitest';
import { buildPath } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { orderDetail, orders } from '../src/contract.ts';
import { databaseKinds, serverPerSuite, TestBrowser } from './helpers.ts';
import { openOrder, payingMember, sandboxOf } from './paymentHelpers.ts';

interface ListedOrder {
  orderNumber: string;
  status: string;
  title: string;
  total: string;
  paymentMethod: string;
  create: string;
  date: string | null;
}

describe.each(databaseKinds)('the member’s orders on %s', (kind) => {
  const suite = serverPerSuite(kind);

  it('lists only the member’s own orders, newest first, paid ones with their payment time', async () => {
    const member = await payingMember(suite.server);
    const first = (await openOrder(member.browser, { vip_duration: 90, type: 'alipay' }))
      .result as {
      out_trade_no: string;
    };
    suite.clock.advance(60_000);
    const second = (await openOrder(member.browser, { vip_duration: 30 })).result as {
      out_trade_no: string;
    };
    const params = sandboxOf(suite.server).notifyParams({
      outTradeNo: second.out_trade_no,
      type: 'wxpay',
      name: 'VIP会员',
      money: '0.01',
      succeeded: true,
    });
    await suite.server.inject({
      method: 'GET',
      url: `/api/v1/payment/notify/?${new URLSearchParams(params).toString()}`,
    });
    const other = await payingMember(suite.server);
    await openOrder(other.browser);

    const list = ((await member.browser.get(orders.path)).result as { orders: ListedOrder[] })
      .orders;
    expect(list.map((o) => [o.orderNumber, o.status, o.title, o.total, o.paymentMethod])).toEqual([
      [second.out_trade_no, 'paid', 'VIP会员·月度', '0.01', 'wxpay'],
      [first.out_trade_no, 'pending_payment', 'VIP会员·季度', '0.02', 'alipay'],
    ]);
    expect(list[0]?.date).toBe(suite.clock.now().toISOString());
    expect(list[1]?.date).toBeNull();
  });

  it('shows one order in detail to its member and 404 to anyone else', async () => {
    const member = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(member.browser, { vip_duration: 365 })).result as {
      out_trade_no: string;
    };
    const url = buildPath(orderDetail.path, { out_trade_no });
    const detail = await member.browser.get(url);
    expect(detail.statusCode).toBe(200);
    expect(detail.result).toMatchObject({
      order: { orderNumber: out_trade_no, status: 'pending_payment', total: '0.03', quantity: 1 },
      vip_duration: 365,
      refunded: '0.00',
      refunds: [],
    });
    const stranger = await payingMember(suite.server);
    const refused = await stranger.browser.get(url);
    expect(refused.statusCode).toBe(404);
    expect((refused.result as { message: string }).message).toBe(messages.orders.orderNotFound);
    const bad = await member.browser.get(buildPath(orderDetail.path, { out_trade_no: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect((bad.result as { message: string }).message).toContain(
      messages.membership.tradeNoInvalid,
    );
  });

  it('answers the pay code POST payment issued while the order is pending, null once paid or failed', async () => {
    const member = await payingMember(suite.server);
    const wx = (await openOrder(member.browser, { vip_duration: 90 })).result as {
      out_trade_no: string;
      qrcode: string;
    };
    const ali = (await openOrder(member.browser, { type: 'alipay' })).result as {
      out_trade_no: string;
      payurl: string;
    };
    const payCode = async (browser: TestBrowser, out_trade_no: string) => {
      const answer = await browser.get(buildPath(orderDetail.path, { out_trade_no }));
      return {
        status: answer.statusCode,
        code: (answer.result as { pay_code?: unknown }).pay_code,
      };
    };
    expect(wx.qrcode).toContain(wx.out_trade_no);
    expect(await payCode(member.browser, wx.out_trade_no)).toEqual({
      status: 200,
      code: wx.qrcode,
    });
    expect(await payCode(member.browser, ali.out_trade_no)).toEqual({
      status: 200,
      code: ali.payurl,
    });

    const stranger = await payingMember(suite.server);
    const refused = await payCode(stranger.browser, wx.out_trade_no);
    expect(refused.status).toBe(404);
    expect(refused.code).toBeUndefined();

    const notify = (outTradeNo: string, money: string, succeeded: boolean) =>
      suite.server.inject({
        method: 'GET',
        url: `/api/v1/payment/notify/?${new URLSearchParams(
          sandboxOf(suite.server).notifyParams({
            outTradeNo,
            type: 'wxpay',
            name: 'VIP会员',
            money,
            succeeded,
          }),
        ).toString()}`,
      });
    expect((await notify(wx.out_trade_no, '0.02', true)).payload).toBe('success');
    expect(await payCode(member.browser, wx.out_trade_no)).toEqual({ status: 200, code: null });
    expect((await notify(ali.out_trade_no, '0.01', false)).payload).toBe('success');
    expect(await payCode(member.browser, ali.out_trade_no)).toEqual({ status: 200, code: null });
  });

  it('keeps orders from visitors (401)', async () => {
    const visitor = await TestBrowser.open(suite.server);
    expect((await visitor.get(orders.path)).statusCode).toBe(401);
    const detail = await visitor.get(
      buildPath(orderDetail.path, { out_trade_no: 'CS20261123000000AAAAAA' }),
    );
    expect(detail.statusCode).toBe(401);
  });
});
