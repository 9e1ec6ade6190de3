import { describe, expect, it } from 'vitest';
import { paymentStatus } from '../src/contract.ts';
import { serverPerSuite, TestBrowser } from './helpers.ts';
import { expiryOf, openOrder, orderState, payingMember, sandboxOf } from './paymentHelpers.ts';

const pagePath = (outTradeNo: string) => `/sandbox/pay/${outTradeNo}`;

function tokenOf(html: string): string {
  return /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
}

/** The pay page's form as the browser posts it, with any extra headers. */
function postForm(
  browser: TestBrowser,
  outTradeNo: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return browser.request({
    method: 'POST',
    url: pagePath(outTradeNo),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: Buffer.from(body),
  });
}

describe('the sandbox pay page', () => {
  const suite = serverPerSuite('sqlite', { realClock: true });

  async function pendingOrder(type: 'wxpay' | 'alipay' = 'wxpay') {
    const member = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(member.browser, { type, vip_duration: 90 }))
      .result as { out_trade_no: string };
    return { member, out_trade_no };
  }

  it('shows the order in Chinese with both buttons, locked down against scripts and frames', async () => {
    const { member, out_trade_no } = await pendingOrder('alipay');
    const page = await member.browser.get(pagePath(out_trade_no));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // With no-referrer Chromium posts the form with Origin: null, which the page refuses as foreign.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    for (const text of [
      'VIP会员·季度',
      '¥0.02',
      '支付宝',
      out_trade_no,
      '模拟支付成功',
      '模拟支付失败',
    ])
      expect(page.payload).toContain(text);
    expect(page.payload).not.toContain('<script');
  });

  it('pays the order through the signed notify path when 模拟支付成功 is pressed', async () => {
    const { member, out_trade_no } = await pendingOrder();
    const page = await member.browser.get(pagePath(out_trade_no));
    const paid = await postForm(
      member.browser,
      out_trade_no,
      `token=${encodeURIComponent(tokenOf(page.payload))}&action=success`,
      { origin: 'http://localhost:8001', host: 'localhost:8001' },
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.payload).toContain('支付成功');
    expect(paid.payload).toContain(`/result?out_trade_no=${out_trade_no}`);
    expect((await orderState(suite.server, out_trade_no)).status).toBe('paid');
    const status = await member.browser.get(`${paymentStatus.path}?out_trade_no=${out_trade_no}`);
    expect(status.result).toMatchObject({ status: 'success', leftdays: 90 });
    // The page no longer offers to pay.
    const after = await member.browser.get(pagePath(out_trade_no));
    expect(after.payload).not.toContain('模拟支付成功');
    expect(after.payload).toContain('已支付');
  });

  it('records a failed payment when 模拟支付失败 is pressed', async () => {
    const { member, out_trade_no } = await pendingOrder();
    const page = await member.browser.get(pagePath(out_trade_no));
    const failed = await postForm(
      member.browser,
      out_trade_no,
      `token=${encodeURIComponent(tokenOf(page.payload))}&action=fail`,
    );
    expect(failed.payload).toContain('支付失败');
    const status = await member.browser.get(`${paymentStatus.path}?out_trade_no=${out_trade_no}`);
    expect(status.result).toMatchObject({ status: 'failed', is_vip: false });
    expect(await expiryOf(suite.server, member.id)).toBeNull();
  });

  it('refuses a post from another site, or without the page’s token, and changes nothing', async () => {
    const { member, out_trade_no } = await pendingOrder();
    const page = await member.browser.get(pagePath(out_trade_no));
    const token = encodeURIComponent(tokenOf(page.payload));
    const crossSite = await postForm(
      member.browser,
      out_trade_no,
      `token=${token}&action=success`,
      {
        origin: 'https://evil.example',
        host: 'localhost:8001',
      },
    );
    const fetchSite = await postForm(
      member.browser,
      out_trade_no,
      `token=${token}&action=success`,
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    const other = await pendingOrder();
    const otherToken = tokenOf(
      (await other.member.browser.get(pagePath(other.out_trade_no))).payload,
    );
    const wrongToken = await postForm(
      member.browser,
      out_trade_no,
      `token=${encodeURIComponent(otherToken)}&action=success`,
    );
    expect([crossSite.statusCode, fetchSite.statusCode, wrongToken.statusCode]).toEqual([
      403, 403, 403,
    ]);
    expect((await orderState(suite.server, out_trade_no)).status).toBe('pending_payment');
    expect(await expiryOf(suite.server, member.id)).toBeNull();
  });

  it('asks a visitor to log in and shows no order, no token and no buttons, and refuses the visitor’s post', async () => {
    const { member, out_trade_no } = await pendingOrder();
    const token = tokenOf((await member.browser.get(pagePath(out_trade_no))).payload);
    expect(token).not.toBe('');
    const visitor = await TestBrowser.open(suite.server);
    for (const browser of [visitor, null]) {
      const page = browser
        ? await browser.get(pagePath(out_trade_no))
        : await suite.server.inject({ method: 'GET', url: pagePath(out_trade_no) });
      expect(page.statusCode).toBe(401);
      expect(page.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.payload).toContain('请先登录');
      for (const hidden of [out_trade_no, token, 'name="token"', '模拟支付成功', '¥0.02'])
        expect(page.payload).not.toContain(hidden);
    }
    const posted = await postForm(
      visitor,
      out_trade_no,
      `token=${encodeURIComponent(token)}&action=success`,
    );
    expect(posted.statusCode).toBe(401);
    expect(posted.payload).toContain('请先登录');
    expect((await orderState(suite.server, out_trade_no)).status).toBe('pending_payment');
    expect(await expiryOf(suite.server, member.id)).toBeNull();
  });

  it('shows another member nothing of the order and refuses that member’s post', async () => {
    const { member, out_trade_no } = await pendingOrder();
    const token = tokenOf((await member.browser.get(pagePath(out_trade_no))).payload);
    const stranger = await payingMember(suite.server);
    const page = await stranger.browser.get(pagePath(out_trade_no));
    expect(page.statusCode).toBe(404);
    expect(page.payload).toContain('订单不存在');
    for (const hidden of [out_trade_no, token, 'name="token"', '模拟支付成功', '¥0.02'])
      expect(page.payload).not.toContain(hidden);
    for (const action of ['success', 'fail']) {
      const posted = await postForm(
        stranger.browser,
        out_trade_no,
        `token=${encodeURIComponent(token)}&action=${action}`,
      );
      expect(posted.statusCode).toBe(404);
      expect(posted.payload).not.toContain('支付成功');
    }
    const order = (await suite.server.db('orders').where({ out_trade_no }).first()) as {
      status: string;
      failed_at: unknown;
    };
    expect(order.status).toBe('pending_payment');
    expect(order.failed_at).toBeNull();
    expect(await expiryOf(suite.server, member.id)).toBeNull();
    expect(await expiryOf(suite.server, stranger.id)).toBeNull();
    // The buyer still pays on the same page.
    const paid = await postForm(
      member.browser,
      out_trade_no,
      `token=${encodeURIComponent(token)}&action=success`,
    );
    expect(paid.payload).toContain('支付成功');
    expect((await orderState(suite.server, out_trade_no)).status).toBe('paid');
  });

  it('escapes what it shows and answers 404 for an unknown order', async () => {
    const { member, out_trade_no } = await pendingOrder();
    // A trade number cannot carry markup (the contract refuses it), so poison the stored pay type.
    await suite.server
      .db('orders')
      .where({ out_trade_no })
      .update({ pay_type: '<img src=x onerror=alert(1)>' });
    const page = await member.browser.get(pagePath(out_trade_no));
    expect(page.payload).not.toContain('<img');
    expect(page.payload).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const missing = await member.browser.get(pagePath('CS20991231000000ABCDEF'));
    expect(missing.statusCode).toBe(404);
    expect(missing.payload).toContain('订单不存在');
    expect(sandboxOf(suite.server).name).toBe('sandbox');
  });
});

describe('the sandbox pay page under the 易支付 gateway', () => {
  const suite = serverPerSuite('sqlite', {
    realClock: true,
    env: {
      PAYMENT_GATEWAY: 'epay',
      EPAY_URL: 'http://127.0.0.1:9/',
      EPAY_PID: '1001',
      EPAY_KEY: 'k'.repeat(16),
    },
  });

  it('does not exist, even for a real pending order', async () => {
    const member = await payingMember(suite.server);
    expect((await openOrder(member.browser)).statusCode).toBe(502);
    const order = (await suite.server.db('orders').where({ user_id: member.id }).first()) as {
      out_trade_no: string;
    };
    const page = await suite.server.inject({ method: 'GET', url: pagePath(order.out_trade_no) });
    expect(page.statusCode).toBe(404);
  });
});
