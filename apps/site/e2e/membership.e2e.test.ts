import { orderStatusLabels } from '@coinsight/domain/api';
import { paymentResultTitles } from '@coinsight/domain/membership';
import { formatBeijing } from '@coinsight/domain/time';
import { messages } from '@coinsight/domain/messages';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInstant } from '../../server/src/db/knex.ts';
import { startProduct, type Product } from './harness.ts';
import { fixtureHash } from '../../server/test/helpers.ts';

const m = messages.membership;
const dayMs = 86_400_000;
/** Long enough for a push or a 2-second poll over a busy machine, short enough to fail plainly. */
const settle = { timeout: 15_000 };

const inviterPhone = '13900004444';
const buyerPhone = '13700005555';
const buyerPassword = 'Buyer#Pass2026';
const unluckyPhone = '13700006666';

let product: Product;
let inviterId: number;
let buyerId: number;
/** The buyer's browser: one context, so the sandbox tab shares the site's session like a real one. */
let buyer: BrowserContext;
let page: Page;
let paidTradeNo = '';

interface OrderRecord {
  out_trade_no: string;
  status: string;
  vip_duration: number;
  paid_at: unknown;
}

async function ordersOf(userId: number): Promise<OrderRecord[]> {
  return (await product.server.services
    .db('orders')
    .select('out_trade_no', 'status', 'vip_duration', 'paid_at')
    .where({ user_id: userId })
    .orderBy('id', 'asc')) as OrderRecord[];
}

async function expiryOf(userId: number): Promise<Date | null> {
  const user = await product.server.services.account.repo.findUserById(userId);
  return user?.vipExpiry ?? null;
}

/** Whether an order picture really loaded (a missing file would get the site's index.html). */
async function imageLoaded(image: Locator): Promise<boolean> {
  await image.waitFor();
  return image.evaluate((img: HTMLImageElement) =>
    img.complete
      ? img.naturalWidth > 0
      : new Promise<boolean>((resolve) => {
          img.addEventListener('load', () => resolve(img.naturalWidth > 0));
          img.addEventListener('error', () => resolve(false));
        }),
  );
}

/**
 * 立即支付 for a plan and a way on /toVip (the caller checks where it leads). Toasts last 1000 ms
 * (spec 1 §9): the waits for them start before the press.
 */
async function choosePlanAndPay(on: Page, plan: string, way: string): Promise<void> {
  await on.getByText(plan, { exact: true }).click();
  await on.getByRole('radio', { name: way }).check();
  await on.getByRole('button', { name: '立即支付' }).click();
}

/** Reads the QR page's code (its route segment) and opens it in a new tab of the same browser. */
async function openSandboxFromQr(from: Page): Promise<{ sandbox: Page; tradeNo: string }> {
  await from.waitForURL((url) => url.pathname.startsWith('/qr/'), settle);
  await from.getByRole('heading', { name: '请使用微信支付扫码支付' }).waitFor();
  await from.getByRole('img', { name: '微信支付付款二维码' }).waitFor();
  const url = new URL(from.url());
  const code = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  const tradeNo = url.searchParams.get('out_trade_no') ?? '';
  // The sandbox's code is the absolute address of its pay page under PUBLIC_URL.
  expect(code).toBe(`${product.origin}/sandbox/pay/${tradeNo}`);
  const sandbox = await from.context().newPage();
  await sandbox.goto(code);
  await sandbox.getByRole('heading', { name: '币见支付沙箱' }).waitFor();
  return { sandbox, tradeNo };
}

beforeAll(async () => {
  product = await startProduct({ database: 'mariadb' });
  const { repo } = product.server.services.account;
  inviterId = await repo.insertUser({
    phone: inviterPhone,
    passwordHash: await fixtureHash('Inviter#2026'),
    inviteCode: 'INVITE444444',
    // A membership running already: the top-up reward is added after it, not from today.
    vipExpiry: new Date(Date.now() + 10 * dayMs),
    createdAt: new Date(),
  });
  // Invited long ago: the 7 days of the invite have run out, so the buyer is not a VIP.
  buyerId = await repo.insertUser({
    phone: buyerPhone,
    passwordHash: await fixtureHash(buyerPassword),
    inviteCode: 'BUYER5555555',
    vipExpiry: new Date(Date.now() - 30 * dayMs),
    createdAt: new Date(Date.now() - 60 * dayMs),
    invitedBy: inviterId,
  });
  await repo.upsertAdmin('refund-admin', await fixtureHash('Admin#Refund2026!'));
  buyer = await product.newContext({ viewport: { width: 1280, height: 800 } });
  page = await buyer.newPage();
});

afterAll(async () => {
  await product?.stop();
});

describe('membership, payment, orders and refunds in Chromium against the real server on MariaDB', () => {
  it('gives a visitor pressing 立即支付 the login dialog and 请先登录再购买', async () => {
    await page.goto('/toVip');
    await page.getByRole('heading', { name: '开通会员' }).waitFor();
    const loginBeforeBuying = page.getByText(m.loginBeforeBuying).first().waitFor();
    await choosePlanAndPay(page, '季度会员', '微信支付');
    await loginBeforeBuying;
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '登录&注册' }).waitFor();
    expect(await ordersOf(buyerId)).toEqual([]);

    // The invited member logs in from that dialog and stays on /toVip.
    await dialog.getByLabel('手机号').fill(buyerPhone);
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('heading', { name: '登录', exact: true }).waitFor();
    await dialog.getByLabel('密码', { exact: true }).fill(buyerPassword);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/toVip');
    expect(await page.getByRole('heading', { name: /您已是尊贵会员/ }).count()).toBe(0);
  });

  it('buys the quarterly plan with wxpay: paid in the sandbox tab, the first tab reaches /result by itself', async () => {
    const inviterBefore = await expiryOf(inviterId);
    await choosePlanAndPay(page, '季度会员', '微信支付');
    const { sandbox, tradeNo } = await openSandboxFromQr(page);
    paidTradeNo = tradeNo;
    expect(await sandbox.getByText('¥0.02').isVisible()).toBe(true);
    await sandbox.getByRole('button', { name: '模拟支付成功' }).click();
    await sandbox.getByRole('heading', { name: '支付成功' }).waitFor();

    // Nobody touches the first tab: the to_client push (or its polling) brings it to the result.
    await page.waitForURL(
      (url) => url.pathname === '/result' && url.searchParams.get('out_trade_no') === tradeNo,
      settle,
    );
    await page.getByRole('heading', { name: paymentResultTitles.success }).waitFor(settle);
    await page.getByText('会员剩余 90 天').waitFor();
    await sandbox.close();

    const orders = await ordersOf(buyerId);
    expect(orders.map((o) => [o.out_trade_no, o.status, o.vip_duration])).toEqual([
      [tradeNo, 'paid', 90],
    ]);
    const expiry = await expiryOf(buyerId);
    const paidAt = readInstant(orders[0]?.paid_at)?.getTime() ?? 0;
    expect(Math.round(((expiry?.getTime() ?? 0) - paidAt) / dayMs)).toBe(90);
    const inviterAfter = await expiryOf(inviterId);
    expect(
      Math.round(((inviterAfter?.getTime() ?? 0) - (inviterBefore?.getTime() ?? 0)) / dayMs),
    ).toBe(7);
  });

  it('shows the VIP 90 days and the expiry on /toVip, refuses a second purchase, and lists the paid order', async () => {
    await page.goto('/toVip');
    const status = page.getByRole('region', { name: /您已是尊贵会员/ });
    await status.waitFor(settle);
    const expiry = await expiryOf(buyerId);
    expect(await status.getByText('90 天').isVisible()).toBe(true);
    const shown = formatBeijing(expiry, 'minute');
    expect(await status.getByText(`${shown}（北京时间）`).isVisible()).toBe(true);

    const alreadyVip = page.getByText(m.alreadyVip).first().waitFor();
    await choosePlanAndPay(page, '月度会员', '微信支付');
    await alreadyVip;
    expect(new URL(page.url()).pathname).toBe('/toVip');
    expect(await ordersOf(buyerId)).toHaveLength(1);

    await page.getByRole('link', { name: '我的订单' }).click();
    await page.waitForURL((url) => url.pathname === '/order');
    const row = page.getByRole('row').filter({ hasText: paidTradeNo });
    await row.waitFor(settle);
    expect(await row.getByText(orderStatusLabels.paid).isVisible()).toBe(true);
    expect(await row.getByText('¥0.02').isVisible()).toBe(true);
    // The order's picture is the site's VIP card, and it loads.
    expect(await imageLoaded(row.locator('img'))).toBe(true);
  });

  it('refunds in full: the member asks from the detail, the admin approves on /dashboard, the days go', async () => {
    await page.getByRole('button', { name: `详情 ${paidTradeNo}` }).click();
    await page.waitForURL((url) => url.pathname === '/detailorder');
    await page.getByRole('heading', { name: '订单详情' }).waitFor();
    await page.getByText(orderStatusLabels.paid, { exact: true }).waitFor(settle);
    expect(await imageLoaded(page.getByRole('region', { name: '订单详情' }).locator('img'))).toBe(
      true,
    );
    await page.getByRole('button', { name: '全额退款' }).click();
    const form = page.getByRole('form', { name: '全额退款' });
    await form.getByLabel('联系方式').fill('wechat: buyer5555');
    await form.getByLabel('退款原因').fill('买错了套餐，申请全额退款');
    await form.getByRole('button', { name: '提交申请' }).click();
    await page.getByText(messages.orders.refundSubmitted).first().waitFor(settle);
    const requests = (
      (await product.server.services
        .db('refund_requests')
        .select('id', 'status', 'refundall', 'amount_cents', 'created_at')
        .where({ user_id: buyerId })) as {
        id: number;
        status: string;
        refundall: unknown;
        amount_cents: number;
        created_at: unknown;
      }[]
    ).map((r) => ({ ...r, refundall: Boolean(r.refundall) }));
    expect(requests).toMatchObject([{ status: 'pending', refundall: true, amount_cents: 2 }]);
    const id = requests[0]?.id;

    const admin = await product.newContext({ viewport: { width: 1280, height: 800 } });
    const desk = await admin.newPage();
    await desk.goto('/admin');
    await desk.getByLabel('账号').fill('refund-admin');
    await desk.getByLabel('密码', { exact: true }).fill('Admin#Refund2026!');
    await desk.getByRole('button', { name: /登录/ }).click();
    await desk.waitForURL((url) => url.pathname === '/dashboard', settle);
    // The dashboard opens on 首页; the refund desk is its own section.
    await desk.getByRole('tab', { name: '退款管理' }).click(settle);
    // The desk opens on today's Beijing date, the day the request was made (read, not assumed).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
      readInstant(requests[0]?.created_at) ?? new Date(),
    );
    const table = desk.getByRole('table', { name: `${today} 的退款申请` });
    const request = table.getByRole('row').filter({ hasText: paidTradeNo });
    await request.waitFor(settle);
    expect(await request.getByText(buyerPhone).isVisible()).toBe(true);
    expect(await request.getByText('买错了套餐，申请全额退款').isVisible()).toBe(true);
    await request.getByRole('button', { name: `同意退款申请 ${id}` }).click();
    await desk.getByRole('alertdialog').getByRole('button', { name: '确认退款' }).click();
    await desk.getByText(messages.orders.refundApproved).waitFor(settle);
    await request.waitFor({ state: 'detached', ...settle });
    await admin.close();

    await page.goto('/order');
    const row = page.getByRole('row').filter({ hasText: paidTradeNo });
    await row.waitFor(settle);
    expect(await row.getByText(orderStatusLabels.refund_succeeded).isVisible()).toBe(true);

    await page.goto('/toVip');
    // The invite code comes with the start-up check's membership: once it shows, so would a VIP's status.
    await page.getByText('BUYER5555555').waitFor(settle);
    expect(await page.getByRole('region', { name: /您已是尊贵会员/ }).count()).toBe(0);

    expect((await ordersOf(buyerId)).map((o) => o.status)).toEqual(['refund_succeeded']);
    const expiry = await expiryOf(buyerId);
    // All 90 days came back: the membership ends now (at the latest a few seconds from now).
    expect(expiry?.getTime() ?? 0).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('leaves the order pending after 模拟支付失败, and /result says 支付失败或未完成', async () => {
    const unlucky = await product.addLoggedInMember(unluckyPhone);
    const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
    const origin = new URL(product.origin);
    await context.addCookies([{ ...unlucky.cookie, domain: origin.hostname, path: '/' }]);
    const first = await context.newPage();
    await first.goto('/toVip');
    await first.getByRole('button', { name: '退出登录' }).waitFor(settle);
    await choosePlanAndPay(first, '月度会员', '微信支付');
    const { sandbox, tradeNo } = await openSandboxFromQr(first);
    await sandbox.getByRole('button', { name: '模拟支付失败' }).click();
    await sandbox.getByRole('heading', { name: '支付失败' }).waitFor();

    await sandbox.getByRole('link', { name: '返回币见查看支付结果' }).click();
    await sandbox.waitForURL((url) => url.pathname === '/result');
    await sandbox.getByRole('heading', { name: paymentResultTitles.incomplete }).waitFor(settle);
    expect(await first.getByRole('heading', { name: '请使用微信支付扫码支付' }).isVisible()).toBe(
      true,
    );

    const user = await product.server.services.account.repo.findUserByPhone(unluckyPhone);
    const orders = await ordersOf(user?.id ?? 0);
    expect(orders.map((o) => [o.out_trade_no, o.status, o.paid_at])).toEqual([
      [tradeNo, 'pending_payment', null],
    ]);
    expect(user?.vipExpiry ?? null).toBeNull();
  });
});
