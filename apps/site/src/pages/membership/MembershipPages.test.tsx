import { worker } from '@coinsight/mocks/browser';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { SessionUser } from '../../store/store.ts';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';
import { loggedApiError, watchWarnings } from '../../testing/watchWarnings.ts';

const site = mountSitePerTest();

const nonMember: SessionUser = {
  username: '13800000000',
  code: 'COINSGT12345',
  is_vip: false,
  leftdays: 0,
  expiry: null,
  last_login: null,
};

/** react-aria keeps the radio input visually hidden; a buyer clicks the plan's card (its label). */
const planOption = (label: string) => page.getByText(label, { exact: true });

const renderAt = (path: string, user: SessionUser | null = nonMember) =>
  site.renderAt(path, { user });

describe('/toVip', () => {
  it('sends a visitor to the login dialog with 请先登录再购买', async () => {
    const { store } = renderAt('/toVip', null);
    await userEvent.click(planOption('季度会员'));
    await userEvent.click(page.getByRole('button', { name: '立即支付' }));
    await expect.element(page.getByText('请先登录再购买')).toBeVisible();
    expect(store.state.showLogin).toBe(true);
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  it('shows a VIP the days left, the expiry and the group link, and refuses a second purchase', async () => {
    renderAt('/toVip', {
      ...nonMember,
      is_vip: true,
      leftdays: 87,
      expiry: '2027-02-17T08:00:00.000Z',
    });
    await expect.element(page.getByText('87 天')).toBeVisible();
    await expect.element(page.getByText('2027-02-17 16:00（北京时间）')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '加入会员群' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: '我的订单' }))
      .toHaveAttribute('href', '/order');
    await userEvent.click(planOption('年度会员'));
    await userEvent.click(page.getByRole('button', { name: '立即支付' }));
    await expect.element(page.getByText('您已是会员，请勿重复购买')).toBeVisible();
  });

  it('asks for a length, then pays by wxpay through the QR page to the result, updating the store', async () => {
    const { store, currentPath } = renderAt('/toVip');
    await expect.element(page.getByText('COINSGT12345')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '微信支付' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: '立即支付' }));
    await expect.element(page.getByText('请选择会员时长!')).toBeVisible();

    await userEvent.click(planOption('季度会员'));
    await expect.element(page.getByRole('status', { name: '应付金额' })).toHaveTextContent('¥0.02');
    await userEvent.click(page.getByRole('button', { name: '立即支付' }));

    await vi.waitFor(
      () =>
        expect(currentPath()).toMatch(
          /^\/qr\/https?%3A%2F%2F[^/]+%2Fsandbox%2Fpay%2FCS\d+\/wxpay\?/,
        ),
      { timeout: 5000 },
    );
    await expect
      .element(page.getByRole('heading', { name: '请使用微信支付扫码支付' }))
      .toBeVisible();
    await expect.element(page.getByRole('timer')).toBeVisible();
    expect(page.getByRole('timer').element().textContent).toMatch(/^二维码 (60|59|58) 秒后失效$/);
    // The mock's sandbox pays at once, so the next poll (every 2 s) finds it paid.
    await vi.waitFor(() => expect(currentPath()).toMatch(/^\/result\?out_trade_no=CS/), {
      timeout: 5000,
    });
    await expect.element(page.getByRole('heading', { name: '支付成功，会员已开通' })).toBeVisible();
    expect(store.state).toMatchObject({ is_vip: true, leftdays: 87 });
    await userEvent.click(page.getByRole('button', { name: '返回首页' }));
    expect(currentPath()).toBe('/');
  });

  it('reports 支付请求失败 and 未知的支付方式', async () => {
    const warn = watchWarnings();
    renderAt('/toVip');
    await userEvent.click(planOption('月度会员'));
    worker.use(http.post('*/api/v1/loginpart/payment/', () => HttpResponse.error()));
    await userEvent.click(page.getByRole('button', { name: '立即支付' }));
    await expect.element(page.getByText('支付请求失败')).toBeVisible();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'payment request failed',
      loggedApiError(0, '网络连接失败，请检查网络后重试'),
    );
    worker.use(
      http.post('*/api/v1/loginpart/payment/', () =>
        HttpResponse.json({ type: 'wxpay', out_trade_no: 'CS20261122999998' }),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: '立即支付' }));
    await expect.element(page.getByText('未知的支付方式')).toBeVisible();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('is the same page bare on /vipst', async () => {
    renderAt('/vipst');
    await expect.element(page.getByRole('heading', { name: '开通会员', level: 1 })).toBeVisible();
    expect(site.container.querySelector('nav')).toBeNull();
    expect(site.container.querySelector('footer')).toBeNull();
  });

  it('fits a 375 px phone, with the mobile list prices', async () => {
    await page.viewport(375, 740);
    renderAt('/toVip');
    await expect.element(page.getByRole('button', { name: '立即支付' })).toBeVisible();
    await vi.waitFor(() => expect(page.getByText('¥199').elements()).toHaveLength(3), {
      timeout: 5000,
    });
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});

describe('/toPay', () => {
  it('shows the QR and, after 完成支付, alerts 支付完成,跳转首页！ and goes home', async () => {
    const { store, currentPath } = renderAt('/toPay?days=90');
    // The plans, the payment and the drawing come one after another: allow for a busy machine.
    await vi.waitFor(
      () => expect(page.getByRole('img', { name: '扫码支付二维码' }).element().tagName).toBe('IMG'),
      { timeout: 10_000 },
    );
    await userEvent.click(page.getByRole('button', { name: '完成支付' }));
    const alert = page.getByRole('alertdialog');
    await expect.element(alert.getByText('支付完成,跳转首页！')).toBeVisible();
    expect(store.state.is_vip).toBe(true);
    await userEvent.click(alert.getByRole('button', { name: '确定' }));
    expect(currentPath()).toBe('/');
  });

  it('alerts 支付失败！！！！ when joinvip fails, and the close icon returns to /toVip', async () => {
    const warn = watchWarnings();
    const { currentPath } = renderAt('/toPay?days=30');
    worker.use(
      http.post('*/api/v1/loginpart/joinvip/', () => new HttpResponse(null, { status: 500 })),
    );
    await userEvent.click(page.getByRole('button', { name: '完成支付' }));
    const alert = page.getByRole('alertdialog');
    await expect.element(alert.getByText('支付失败！！！！')).toBeVisible();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'joinvip failed',
      loggedApiError(500, '请求失败（500）'),
    );
    await userEvent.click(alert.getByRole('button', { name: '确定' }));
    expect(currentPath()).toBe('/toPay?days=30');
    await userEvent.click(page.getByRole('button', { name: '关闭' }));
    expect(currentPath()).toBe('/toVip');
  });
});

describe('/toPay for a visitor', () => {
  it('asks to log in first and opens the login dialog', async () => {
    const { store } = renderAt('/toPay?days=90', null);
    await expect.element(page.getByRole('alert').getByText('请先登录再购买')).toBeVisible();
    expect(store.state.showLogin).toBe(true);
  });
});

describe('/payment', () => {
  it('pays the monthly plan by default with the pay-now button, on to the QR page', async () => {
    const { currentPath } = renderAt('/payment');
    await expect.element(page.getByRole('heading', { name: '支付订单' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '月度会员' })).toBeChecked();
    await expect.element(page.getByRole('status', { name: '应付金额' })).toHaveTextContent('¥0.01');
    await userEvent.click(page.getByRole('button', { name: '立即支付' }));
    await vi.waitFor(() => expect(currentPath()).toMatch(/^\/qr\/[^/]+\/wxpay\?.*days=30/), {
      timeout: 5000,
    });
    await expect.element(page.getByRole('timer')).toBeVisible();
  });
});

describe('/result', () => {
  it('shows CS20261121000002 as 支付失败或未完成, with a retry', async () => {
    renderAt('/result?out_trade_no=CS20261121000002');
    await expect.element(page.getByRole('heading', { name: '支付失败或未完成' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '重新查询' })).toBeVisible();
  });

  it('shows CS20261121000404 as 查询支付结果失败, with a retry, and logs the failed query', async () => {
    const warn = watchWarnings();
    renderAt('/result?out_trade_no=CS20261121000404');
    await expect.element(page.getByRole('heading', { name: '查询支付结果失败' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '重新查询' })).toBeVisible();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'payment status query failed',
      loggedApiError(404, '未找到该支付订单'),
    );
  });
});

describe('/qr', () => {
  // The demo member's pending order and the code the (mock) server issued for it.
  const pendingTrade = 'CS20261120101500A1';
  const issuedCode = 'weixin://wxpay/bizpayurl?pr=CoinsightDemoA1';
  const qrPath = (code: string, query: string) =>
    `/qr/${encodeURIComponent(code)}/wxpay${query ? `?${query}` : ''}`;
  const qrImage = () => page.getByRole('img', { name: '微信支付付款二维码' });
  const invalidNotice = '该支付二维码无效或已过期，请返回会员页重新发起支付';

  it('draws the code the server issued for the member’s own pending order', async () => {
    renderAt(qrPath(issuedCode, `out_trade_no=${pendingTrade}&days=30`));
    await expect
      .element(page.getByRole('heading', { name: '请使用微信支付扫码支付' }))
      .toBeVisible();
    await vi.waitFor(() => expect(qrImage().element().tagName).toBe('IMG'), { timeout: 5000 });
    expect(page.getByText(invalidNotice).elements()).toHaveLength(0);
  });

  it.each([
    [
      'a code the order was not issued',
      qrPath('https://pay.example.com/collect?to=attacker', `out_trade_no=${pendingTrade}&days=30`),
    ],
    ['no out_trade_no', qrPath(issuedCode, 'days=30')],
    [
      'another member’s or an unknown order',
      qrPath(issuedCode, 'out_trade_no=CS20991231000000Z9&days=30'),
    ],
    ['a paid order', qrPath(issuedCode, 'out_trade_no=CS20261119160000B2&days=365')],
  ])('refuses %s with the notice and no QR image, back to /toVip', async (_case, path) => {
    const { currentPath } = renderAt(path);
    const notice = page.getByRole('alert');
    await expect.element(notice.getByText(invalidNotice)).toBeVisible();
    expect(qrImage().elements()).toHaveLength(0);
    expect(page.getByRole('timer').elements()).toHaveLength(0);
    await userEvent.click(notice.getByRole('button', { name: '返回会员页' }));
    expect(currentPath()).toBe('/toVip');
  });

  it('does not draw a code the order detail still shows once the order is no longer pending', async () => {
    worker.use(
      http.get('*/api/v1/loginpart/order/:trade/', () =>
        HttpResponse.json({
          order: {
            id: 1006,
            create: '2026-11-20T02:15:00.000Z',
            date: '2026-11-20T02:16:00.000Z',
            orderNumber: pendingTrade,
            title: 'VIP会员·月度',
            image: '/images/vip-card.svg',
            quantity: 1,
            total: '0.01',
            status: 'paid',
            shopName: '币见官方',
            paymentMethod: 'wxpay',
            reason: null,
          },
          vip_duration: 30,
          refunded: '0.00',
          refunds: [],
          pay_code: issuedCode,
        }),
      ),
    );
    renderAt(qrPath(issuedCode, `out_trade_no=${pendingTrade}&days=30`));
    await expect.element(page.getByText(invalidNotice)).toBeVisible();
    expect(qrImage().elements()).toHaveLength(0);
  });

  it('asks a visitor to log in and draws nothing', async () => {
    const { store } = renderAt(qrPath(issuedCode, `out_trade_no=${pendingTrade}&days=30`), null);
    await expect.element(page.getByText('请先登录，再扫码支付您的订单')).toBeVisible();
    expect(store.state.showLogin).toBe(true);
    expect(qrImage().elements()).toHaveLength(0);
  });
});
