import Nes from '@hapi/nes';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { joinVip, joinVipStatus, paymentStatus, plans } from '../src/contract.ts';
import { nesAuthPath } from '../src/plugins/realtime.ts';
import {
  captureLogs,
  databaseKinds,
  nextMessage,
  serverPerSuite,
  setCookies,
  TestBrowser,
  within,
  socketClient,
} from './helpers.ts';
import { expiryOf, openOrder, orderState, payingMember, sandboxOf } from './paymentHelpers.ts';

const day = 86_400_000;
const m = messages.membership;
const notifyUrl = '/api/v1/payment/notify/';

describe.each(databaseKinds)('membership payments (sandbox gateway) on %s', (kind) => {
  const logs = captureLogs('info');
  const suite = serverPerSuite(kind, { logger: logs.logger, listen: true, realClock: true });
  const sockets: Nes.Client[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((c) => c.disconnect()));
  });

  const notify = (params: Record<string, string>) =>
    suite.server.inject({
      method: 'GET',
      url: `${notifyUrl}?${new URLSearchParams(params).toString()}`,
    });

  const signedNotify = (outTradeNo: string, money: string, succeeded = true) =>
    sandboxOf(suite.server).notifyParams({
      outTradeNo,
      type: 'wxpay',
      name: 'VIP会员',
      money,
      succeeded,
    });

  it('lists the three plans with the configured default prices, to anyone', async () => {
    const res = await suite.server.inject({ method: 'GET', url: plans.path });
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual({
      plans: [
        { days: 30, price: '0.01', label: '月度会员' },
        { days: 90, price: '0.02', label: '季度会员' },
        { days: 365, price: '0.03', label: '年度会员' },
      ],
    });
  });

  it('opens a pending order: wxpay answers the sandbox page as a QR, alipay as a pay URL', async () => {
    const member = await payingMember(suite.server);
    const wx = await openOrder(member.browser, { vip_duration: 90 });
    expect(wx.statusCode).toBe(200);
    const wxBody = wx.result as { out_trade_no: string; qrcode?: string; payurl?: string };
    expect(wxBody.qrcode).toBe(`http://localhost:8001/sandbox/pay/${wxBody.out_trade_no}`);
    expect(wxBody.payurl).toBeUndefined();
    expect((await orderState(suite.server, wxBody.out_trade_no)).status).toBe('pending_payment');

    const ali = await openOrder(member.browser, { type: 'alipay' });
    const aliBody = ali.result as { out_trade_no: string; qrcode?: string; payurl?: string };
    expect(aliBody.payurl).toMatch(/\/sandbox\/pay\/CS\d{14}[0-9A-F]{6}$/);
    expect(aliBody.qrcode).toBeUndefined();

    const status = await member.browser.get(
      `${paymentStatus.path}?out_trade_no=${wxBody.out_trade_no}`,
    );
    expect(status.result).toMatchObject({ status: 'pending', is_vip: false });
  });

  it('refuses an amount other than the plan’s price, and a member who is already VIP', async () => {
    const member = await payingMember(suite.server);
    const cheap = await openOrder(member.browser, { vip_duration: 365, money: '0.01' });
    expect(cheap.statusCode).toBe(400);
    expect((cheap.result as { message: string }).message).toBe(m.amountMismatch);
    const vip = await payingMember(suite.server, { vipExpiry: new Date(Date.now() + 5 * day) });
    const again = await openOrder(vip.browser);
    expect(again.statusCode).toBe(409);
    expect((again.result as { message: string }).message).toBe(m.alreadyVip);
    expect(await suite.server.db('orders').where({ user_id: vip.id }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
  });

  it('applies one valid notify delivered 20 times at once exactly once, inviter included', async () => {
    const inviter = await payingMember(suite.server);
    const member = await payingMember(suite.server, { invitedBy: inviter.id });
    const res = await openOrder(member.browser, { vip_duration: 30 });
    const { out_trade_no } = res.result as { out_trade_no: string };
    const params = signedNotify(out_trade_no, '0.01');
    const before = Date.now();

    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(params)));
    expect(answers.map((a) => a.payload)).toEqual(Array(20).fill('success'));

    const order = await orderState(suite.server, out_trade_no);
    expect(order.status).toBe('paid');
    expect(order.trade_no).toBe(params.trade_no);
    const expiry = (await expiryOf(suite.server, member.id)) ?? 0;
    // One extension of 30 days from now, not 20 (nor 2).
    expect(expiry - before).toBeGreaterThanOrEqual(30 * day);
    expect(expiry - before).toBeLessThan(30 * day + 60_000);
    const reward = (await expiryOf(suite.server, inviter.id)) ?? 0;
    expect(reward - before).toBeGreaterThanOrEqual(7 * day);
    expect(reward - before).toBeLessThan(7 * day + 60_000);
    const applied = logs
      .lines()
      .filter((l) => l.msg === 'payment notify applied' && l.out_trade_no === out_trade_no);
    expect(applied).toHaveLength(1);
    const repeats = logs
      .lines()
      .filter((l) => l.msg === 'payment notify already applied' && l.out_trade_no === out_trade_no);
    expect(repeats).toHaveLength(19);

    // A replay later (after the member's status was read) changes nothing either.
    expect((await notify(params)).payload).toBe('success');
    expect(await expiryOf(suite.server, member.id)).toBe(expiry);
    const status = await member.browser.get(`${paymentStatus.path}?out_trade_no=${out_trade_no}`);
    expect(status.result).toMatchObject({ status: 'success', is_vip: true, leftdays: 30 });
  });

  it('refuses forged, altered, unknown and foreign notifies and changes nothing', async () => {
    const member = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(member.browser)).result as { out_trade_no: string };
    const good = signedNotify(out_trade_no, '0.01');
    logs.clear();

    const forged = await notify({
      ...good,
      sign: good.sign!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    const altered = await notify({ ...good, money: '0.00' });
    const cheaper = await notify(signedNotify(out_trade_no, '0.00'));
    const unknown = await notify(signedNotify('CS20000101000000ABCDEF', '0.01'));
    const wrongPid = await notify({ ...good, pid: '1001' });
    const unsigned = await notify({ ...good, sign: '' });
    expect([forged, altered, cheaper, unknown, wrongPid, unsigned].map((r) => r.payload)).toEqual(
      Array(6).fill('fail'),
    );
    expect((await orderState(suite.server, out_trade_no)).status).toBe('pending_payment');
    expect(await expiryOf(suite.server, member.id)).toBeNull();
    const reasons = logs
      .lines()
      .filter((l) => l.msg === 'payment notify refused')
      .map((l) => l.reason ?? l.outcome);
    expect(reasons).toEqual([
      'bad_sign',
      'bad_sign',
      'amount_mismatch',
      'unknown_order',
      'bad_sign',
      'incomplete',
    ]);
    // The key never reaches the log.
    expect(logs.text()).not.toContain(good.sign);
  });

  it('takes notifies posted as a form too, and records a failed payment without paying', async () => {
    const member = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(member.browser)).result as { out_trade_no: string };
    const failed = await suite.server.inject({
      method: 'POST',
      url: notifyUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(signedNotify(out_trade_no, '0.01', false)).toString(),
    });
    expect(failed.payload).toBe('success');
    expect(failed.headers['content-type']).toMatch(/^text\/plain/);
    const status = await member.browser.get(`${paymentStatus.path}?out_trade_no=${out_trade_no}`);
    expect(status.result).toMatchObject({ status: 'failed', is_vip: false });
  });

  it('pushes to_client with the trade number to the buyer’s open socket', async () => {
    const member = await payingMember(suite.server);
    const auth = await fetch(`http://127.0.0.1:${suite.server.info.port}${nesAuthPath}`, {
      headers: { cookie: member.browser.cookieHeader },
    });
    const nes =
      (setCookies({ 'set-cookie': auth.headers.getSetCookie() }).get('nes') ?? '').split(';')[0] ??
      '';
    const client = socketClient(suite.server, { cookie: nes });
    sockets.push(client);
    await client.connect({ reconnect: false });
    const pushed = nextMessage();
    await client.subscribe(`/notifications/${member.phone}`, pushed.handler);

    const { out_trade_no } = (await openOrder(member.browser)).result as { out_trade_no: string };
    await notify(signedNotify(out_trade_no, '0.01'));
    expect(await within(pushed.promise, 3000)).toEqual({ type: 'to_client', out_trade_no });
  });

  it('answers joinvip pending before the notify and success after, for the member’s own account only', async () => {
    const member = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(member.browser, { vip_duration: 90 })).result as {
      out_trade_no: string;
    };
    const ask = { username: member.phone, vip_duration: '90' };
    const before = await member.browser.post(joinVip.path, ask);
    expect(before.result).toEqual({ state: 'pending', expiry: null, leftdays: 0 });
    expect((await member.browser.get(joinVipStatus.path)).result).toEqual({
      state: 'success',
      is_vip: false,
    });

    await notify(signedNotify(out_trade_no, '0.02'));
    const after = await member.browser.post(joinVip.path, ask);
    expect(after.result).toMatchObject({ state: 'success', leftdays: 90 });
    expect((await member.browser.get(joinVipStatus.path)).result).toEqual({
      state: 'success',
      is_vip: true,
    });
    const other = await member.browser.post(joinVip.path, { ...ask, username: '13900000000' });
    expect(other.statusCode).toBe(403);
    expect((other.result as { message: string }).message).toBe(m.notOwnAccount);
  });

  it('reports another member’s trade number as not found', async () => {
    const owner = await payingMember(suite.server);
    const { out_trade_no } = (await openOrder(owner.browser)).result as { out_trade_no: string };
    const stranger = await payingMember(suite.server);
    const res = await stranger.browser.get(`${paymentStatus.path}?out_trade_no=${out_trade_no}`);
    expect(res.statusCode).toBe(404);
    expect((res.result as { message: string }).message).toBe(m.orderNotFound);
  });
});

describe('payment routes: who may call them and what they refuse', () => {
  const suite = serverPerSuite('sqlite', { realClock: true });

  it.each([
    ['POST', '/api/v1/loginpart/payment/', { money: '0.01', name: 'VIP会员', vip_duration: 30 }],
    ['GET', `${paymentStatus.path}?out_trade_no=CS20261123000000AAAAAA`, undefined],
    ['POST', joinVip.path, { username: '13800000000', vip_duration: 30 }],
    ['GET', joinVipStatus.path, undefined],
  ] as const)('%s %s needs a logged-in member (401)', async (method, url, payload) => {
    const browser = await TestBrowser.open(suite.server);
    const res = method === 'GET' ? await browser.get(url) : await browser.post(url, payload);
    expect(res.statusCode).toBe(401);
    expect((res.result as { message: string }).message).toBe(messages.account.loginRequired);
  });

  it.each([
    [{ money: '0.01', name: 'VIP会员', vip_duration: 60 }, m.chooseDuration],
    [{ money: '0.01', name: 'VIP会员', type: 'paypal', vip_duration: 30 }, m.choosePayMethod],
    [{ money: 'abc', name: 'VIP会员', vip_duration: 30 }, m.amountInvalid],
    [{ money: '0.01', name: '别的', vip_duration: 30 }, m.productNameInvalid],
  ])('refuses a bad payment body %j with 400 and its Chinese reason', async (body, reason) => {
    const member = await payingMember(suite.server);
    const res = await member.browser.post('/api/v1/loginpart/payment/', body);
    expect(res.statusCode).toBe(400);
    expect((res.result as { message: string }).message).toContain(reason);
  });

  it('refuses a state change without the CSRF header', async () => {
    const member = await payingMember(suite.server);
    const res = await member.browser.post(
      '/api/v1/loginpart/payment/',
      { money: '0.01', name: 'VIP会员', vip_duration: 30 },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('configured prices', () => {
  const suite = serverPerSuite('sqlite', { env: { VIP_PRICES: '19.9,49,199' }, realClock: true });

  it('sells the plans at VIP_PRICES and refuses the defaults', async () => {
    const listed = await suite.server.inject({ method: 'GET', url: plans.path });
    expect((listed.result as { plans: { price: string }[] }).plans.map((p) => p.price)).toEqual([
      '19.90',
      '49.00',
      '199.00',
    ]);
    const member = await payingMember(suite.server);
    expect((await openOrder(member.browser, { money: '0.01' })).statusCode).toBe(400);
    expect((await openOrder(member.browser, { money: '19.90' })).statusCode).toBe(200);
    expect((await openOrder(member.browser, { money: '19.9' })).statusCode).toBe(200);
  });
});
