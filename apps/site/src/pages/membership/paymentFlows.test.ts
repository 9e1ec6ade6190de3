import { joinVip, payment, vipPlans } from '@coinsight/domain/api';
import { qrPagePath } from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import { refuse } from '@coinsight/mocks';
import { server } from '@coinsight/mocks/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { createSiteStore } from '../../store/store.ts';
import { memoryStorage } from '../../testing/memoryStorage.ts';
import { loggedApiError, watchWarnings } from '../../testing/watchWarnings.ts';
import {
  checkPayment,
  daysFromQuery,
  finishPayment,
  isPaid,
  loadPlans,
  purchase,
} from './paymentFlows.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { call } = createApiClient({ baseUrl: 'http://site.test/', readCookies: () => 'crumb=t' });
const member = { username: '13800000000', is_vip: false };
const quarterly = { days: 90, price: '0.02', label: '季度会员' } as const;
const api = (path: string) => `*/api/v1/loginpart/${path}`;

const newStore = () => createSiteStore({ local: memoryStorage(), session: memoryStorage() });

describe('the plans on sale', () => {
  it('come from the server with its prices', async () => {
    server.use(
      http.get(api('plans/'), () =>
        HttpResponse.json({ plans: [{ days: 30, price: '9.90', label: '月度会员' }] }),
      ),
    );
    expect(await loadPlans(call)).toEqual([{ days: 30, price: '9.90', label: '月度会员' }]);
  });

  it('fall back to the default prices when the server cannot say', async () => {
    const warn = watchWarnings();
    server.use(http.get(api('plans/'), () => new HttpResponse(null, { status: 500 })));
    expect(await loadPlans(call)).toEqual(vipPlans);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'plans could not be read; showing the default prices',
      loggedApiError(500, '请求失败（500）'),
    );
  });
});

describe('立即支付', () => {
  it('sends a visitor to the login dialog with 请先登录再购买', async () => {
    expect(await purchase(call, { username: null, is_vip: false }, quarterly, 'wxpay')).toEqual({
      kind: 'refused',
      message: '请先登录再购买',
      openLogin: true,
    });
  });

  it('refuses a VIP before asking the server', async () => {
    server.use(
      http.post(api('payment/'), () => {
        throw new Error('must not be called');
      }),
    );
    expect(await purchase(call, { ...member, is_vip: true }, quarterly, 'wxpay')).toEqual({
      kind: 'refused',
      message: '您已是会员，请勿重复购买',
      openLogin: false,
    });
  });

  it('asks for a membership length and a payment way', async () => {
    expect(await purchase(call, member, null, 'wxpay')).toMatchObject({
      message: '请选择会员时长!',
    });
    expect(await purchase(call, member, quarterly, null)).toMatchObject({
      message: '请选择支付方式!',
    });
  });

  it('opens the QR page for wxpay with the code, the trade number and the plan', async () => {
    const outcome = await purchase(call, member, quarterly, 'wxpay');
    expect(outcome.kind).toBe('qr');
    const path = outcome.kind === 'qr' ? outcome.path : '';
    const [, code, rest] = /^\/qr\/([^/]+)\/(.+)$/.exec(path) ?? [];
    // The sandbox's code is its pay page's absolute address, as the server answers it.
    expect(decodeURIComponent(code ?? '')).toMatch(/^https?:\/\/[^/]+\/sandbox\/pay\/CS\d+$/);
    const [type, query] = (rest ?? '').split('?');
    expect(type).toBe('wxpay');
    const params = new URLSearchParams(query);
    expect(params.get('days')).toBe('90');
    expect(await isPaid(call, params.get('out_trade_no') ?? '')).toBe(true);
  });

  it('sends the plan’s price for VIP会员 and follows alipay’s pay URL', async () => {
    let sent: unknown;
    server.use(
      http.post(api('payment/'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          type: 'alipay',
          out_trade_no: 'CS20261122999999',
          payurl: 'https://pay.test/go',
        });
      }),
    );
    const yearly = { days: 365, price: '0.03', label: '年度会员' } as const;
    expect(await purchase(call, member, yearly, 'alipay')).toEqual({
      kind: 'redirect',
      url: 'https://pay.test/go',
    });
    expect(sent).toEqual({ money: '0.03', name: 'VIP会员', type: 'alipay', vip_duration: 365 });
  });

  it('reports an unknown payment method when neither a pay URL nor a code comes back', async () => {
    server.use(
      http.post(api('payment/'), () =>
        HttpResponse.json({ type: 'wxpay', out_trade_no: 'CS20261122999998' }),
      ),
    );
    expect(await purchase(call, member, quarterly, 'wxpay')).toEqual({
      kind: 'unknown',
      message: '未知的支付方式',
    });
  });

  it('says 支付请求失败 when the request fails', async () => {
    const warn = watchWarnings();
    server.use(http.post(api('payment/'), () => HttpResponse.error()));
    expect(await purchase(call, member, quarterly, 'wxpay')).toEqual({
      kind: 'failed',
      message: '支付请求失败',
    });
    server.use(http.post(api('payment/'), () => new HttpResponse(null, { status: 502 })));
    expect(await purchase(call, member, quarterly, 'wxpay')).toMatchObject({
      message: '支付请求失败',
    });
    expect(warn.mock.calls).toEqual([
      ['payment request failed', loggedApiError(0, '网络连接失败，请检查网络后重试')],
      ['payment request failed', loggedApiError(502, '请求失败（502）')],
    ]);
  });

  it('shows the server’s reason for a refusal it explains', async () => {
    const warn = watchWarnings();
    server.use(
      http.post(api('payment/'), () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: '您已是会员，请勿重复购买',
            code: 'already_vip',
          },
          { status: 409 },
        ),
      ),
    );
    expect(await purchase(call, member, quarterly, 'wxpay')).toEqual({
      kind: 'failed',
      message: '您已是会员，请勿重复购买',
    });
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'payment request failed',
      loggedApiError(409, '您已是会员，请勿重复购买'),
    );
  });

  it('a wrong price from a stale page is refused with the server’s text', async () => {
    const warn = watchWarnings();
    const stale = { days: 90, price: '0.05', label: '季度会员' } as const;
    server.use(refuse(payment, 400, messages.membership.amountMismatch, 'amount_mismatch'));
    expect(await purchase(call, member, stale, 'wxpay')).toEqual({
      kind: 'failed',
      message: '支付金额与所选套餐不符',
    });
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'payment request failed',
      loggedApiError(400, '支付金额与所选套餐不符'),
    );
  });
});

describe('完成支付 on /toPay', () => {
  it('records the membership and alerts 支付完成,跳转首页！ once the plan is paid', async () => {
    const store = newStore();
    const outcome = await finishPayment(call, store.actions, '13800000000', 90);
    expect(outcome).toEqual({ kind: 'done', alert: '支付完成,跳转首页！' });
    expect(store.state).toMatchObject({
      is_vip: true,
      leftdays: 87,
      expiry: '2027-02-17T08:00:00.000Z',
    });
  });

  it('closes with the VIP flag set when the state is not success (the spec’s kept behaviour)', async () => {
    server.use(
      http.post(api('joinvip/'), () =>
        HttpResponse.json({ state: 'pending', expiry: null, leftdays: 0 }),
      ),
    );
    const store = newStore();
    expect(await finishPayment(call, store.actions, '13800000000', 30)).toEqual({ kind: 'closed' });
    expect(store.state.is_vip).toBe(true);
  });

  it('alerts 支付失败！！！！ when the call fails', async () => {
    const warn = watchWarnings();
    const store = newStore();
    server.use(refuse(joinVip, 403, messages.membership.notOwnAccount, 'not_own_account'));
    expect(await finishPayment(call, store.actions, '13911112222', 90)).toEqual({
      kind: 'failed',
      alert: '支付失败！！！！',
    });
    expect(store.state.is_vip).toBe(false);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'joinvip failed',
      loggedApiError(403, '只能为当前登录账号开通会员'),
    );
  });
});

describe('the payment result', () => {
  it('reads success and updates the store’s membership', async () => {
    const store = newStore();
    const check = await checkPayment(call, store.actions, 'CS20261121000001');
    expect(check.view).toEqual({ state: 'success', title: '支付成功，会员已开通' });
    expect(check.membership).toEqual({ leftdays: 87, expiry: '2027-02-17T08:00:00.000Z' });
    expect(store.state).toMatchObject({ is_vip: true, leftdays: 87 });
  });

  it.each(['CS20261121000002', 'CS20261121000003'])(
    'reads a pending or failed payment (%s) as failure or incomplete, leaving the store',
    async (trade) => {
      const store = newStore();
      expect((await checkPayment(call, store.actions, trade)).view.state).toBe('incomplete');
      expect(store.state.is_vip).toBe(false);
      expect(await isPaid(call, trade)).toBe(false);
    },
  );

  it('reads an unknown trade or a failed query as query failed', async () => {
    const warn = watchWarnings();
    const store = newStore();
    expect((await checkPayment(call, store.actions, 'CS20261121000404')).view).toEqual({
      state: 'queryFailed',
      title: '查询支付结果失败',
    });
    expect(await isPaid(call, 'CS20261121000404')).toBe(false);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'payment status query failed',
      loggedApiError(404, '未找到该支付订单'),
    );
  });
});

describe('page addresses', () => {
  it('puts the code into one path segment of the qrcode route', () => {
    expect(qrPagePath('http://pay.test/sandbox/pay/CS1?a=1', 'wxpay', 'CS20261122000001', 30)).toBe(
      '/qr/http%3A%2F%2Fpay.test%2Fsandbox%2Fpay%2FCS1%3Fa%3D1/wxpay?out_trade_no=CS20261122000001&days=30',
    );
  });

  it.each([
    ['90', 90],
    ['365', 365],
    ['7', null],
    ['abc', null],
    [null, null],
  ] as const)('reads days=%s as %s', (value, days) => {
    expect(daysFromQuery(value)).toBe(days);
  });
});
