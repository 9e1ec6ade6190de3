import { worker } from '@coinsight/mocks/browser';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';
import { vipMember } from '../../testing/members.ts';

const site = mountSitePerTest();
const member = { ...vipMember, username: '13900000000', is_vip: false };
const trade = 'CS20261120101500A1';
const sandboxCode = `http://localhost:8001/sandbox/pay/${trade}`;
const qrPath = (code: string) =>
  `/qr/${encodeURIComponent(code)}/wxpay?out_trade_no=${trade}&days=30`;

/** The member's pending order as order/{out_trade_no} answers it, with the code it was issued. */
const pendingOrder = (payCode: string) =>
  http.get('*/api/v1/loginpart/order/:trade/', () =>
    HttpResponse.json({
      order: {
        id: 1006,
        create: '2026-11-20T02:15:00.000Z',
        date: null,
        orderNumber: trade,
        title: 'VIP会员·月度',
        image: '/images/vip-card.svg',
        quantity: 1,
        total: '30.00',
        status: 'pending_payment',
        shopName: '币见官方',
        paymentMethod: 'wxpay',
        reason: null,
      },
      vip_duration: 30,
      refunded: '0.00',
      refunds: [],
      pay_code: payCode,
    }),
  );

// Issue 37 item 4: the QR page showed no amount and no way back, and nothing led to the sandbox page.
describe('the QR page', () => {
  it('shows the order’s amount and 返回 to /toVip', async () => {
    worker.use(pendingOrder('weixin://wxpay/bizpayurl?pr=CoinsightDemoA1'));
    const { currentPath } = site.renderAt(qrPath('weixin://wxpay/bizpayurl?pr=CoinsightDemoA1'), {
      user: member,
    });
    await expect.element(page.getByText('¥30.00')).toBeVisible();
    expect(page.getByRole('link', { name: /沙箱支付页/ }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: '返回' }));
    expect(currentPath()).toBe('/toVip');
  });

  it('links the sandbox’s pay page when the code is one', async () => {
    worker.use(pendingOrder(sandboxCode));
    site.renderAt(qrPath(sandboxCode), { user: member });
    await expect
      .element(page.getByRole('link', { name: /沙箱支付页/ }))
      .toHaveAttribute('href', sandboxCode);
  });
});

describe('/toPay', () => {
  it('links the sandbox’s pay page when the payment answers one', async () => {
    worker.use(
      http.post('*/api/v1/loginpart/payment/', () =>
        HttpResponse.json({ type: 'wxpay', out_trade_no: trade, qrcode: sandboxCode }),
      ),
    );
    site.renderAt('/toPay?days=30', { user: member });
    await expect
      .element(page.getByRole('link', { name: /沙箱支付页/ }))
      .toHaveAttribute('href', sandboxCode);
  });
});
