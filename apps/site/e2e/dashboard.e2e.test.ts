import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from './harness.ts';

const settle = { timeout: 20_000 };
const day = 86_400_000;
const superadmin = { username: 'console-super', password: 'Console#Super2026' };
const operator = { username: 'console-operator', password: 'Console#Oper2026' };
const phone = '13900006666';

let product: Product;
let memberId: number;
let memberCookie: { name: string; value: string };

beforeAll(async () => {
  product = await startProduct({ database: 'mariadb' });
  const { admin, account } = product.server.services;
  await admin.createOrUpdate(superadmin.username, superadmin.password, 'superadmin');
  await admin.createOrUpdate(operator.username, operator.password, 'operator');
  memberCookie = (await product.addLoggedInMember(phone)).cookie;
  const user = await account.repo.findUserByPhone(phone);
  memberId = user!.id;
  await account.repo.setVipExpiry(memberId, new Date(Date.now() + 10 * day));
}, 180_000);

afterAll(async () => {
  await product?.stop();
});

async function dashboardAs(who: { username: string; password: string }): Promise<Page> {
  const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('账号').fill(who.username);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard', settle);
  return page;
}

async function openMember(page: Page): Promise<void> {
  await page.getByRole('tab', { name: '用户管理' }).click(settle);
  await page.getByRole('textbox', { name: '手机号或邀请码' }).fill(phone);
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('button', { name: `查看会员 ${phone}` }).click(settle);
  await page.getByRole('heading', { name: `会员 ${phone}` }).waitFor(settle);
}

const vipExpiry = async () =>
  (await product.server.services.account.repo.findUserByPhone(phone))!.vipExpiry!.getTime();

describe('the admin console in Chromium, on MariaDB', () => {
  it('a 超级管理员 adds days with a reason and finds it in 操作日志', async () => {
    const before = await vipExpiry();
    const page = await dashboardAs(superadmin);
    await openMember(page);
    await page.getByRole('button', { name: '调整会员天数' }).click();
    const dialog = page.getByRole('dialog', { name: `调整会员天数：${phone}` });
    await dialog.getByLabel('调整天数').fill('30');
    await dialog.getByLabel('操作原因').fill('端到端补偿三十天');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden', ...settle });
    expect(await vipExpiry()).toBe(before + 30 * day);

    await page.getByRole('tab', { name: '操作日志' }).click();
    const row = page
      .getByRole('row')
      .filter({ hasText: '调整会员天数' })
      .filter({ hasText: superadmin.username })
      .filter({ hasText: `user:${memberId}` });
    await row.first().waitFor(settle);
    expect(await row.first().textContent()).toContain('端到端补偿三十天');
  });

  it('freezing a member sends the open tab the offline notice at once', async () => {
    const member = await product.newContext({ viewport: { width: 1280, height: 800 } });
    await member.addCookies([{ ...memberCookie, url: product.origin }]);
    const tab = await member.newPage();
    const subscribed = new Promise<void>((resolve) => {
      tab.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes(`"path":"/notifications/${phone}"`)) resolve();
        }),
      );
    });
    await tab.goto('/');
    await subscribed;

    const page = await dashboardAs(superadmin);
    await openMember(page);
    await page.getByRole('button', { name: '冻结会员' }).click();
    const dialog = page.getByRole('alertdialog', { name: `冻结会员：${phone}` });
    await dialog.getByLabel('操作原因').fill('端到端冻结');
    await dialog.getByRole('button', { name: '确定' }).click();
    await tab.getByRole('alertdialog', { name: '下线通知' }).waitFor({ timeout: 10_000 });
    await tab.getByRole('button', { name: '登录/注册' }).waitFor(settle);
    const frozen = await product.server.services.account.repo.findUserByPhone(phone);
    expect(frozen?.frozenAt).toBeInstanceOf(Date);
  });

  it('an 运营 admin sees no membership actions, and the server refuses the change', async () => {
    const before = await vipExpiry();
    const page = await dashboardAs(operator);
    await page.getByText(`当前管理员：${operator.username}（运营）`).waitFor(settle);
    await openMember(page);
    expect(await page.getByRole('button', { name: '调整会员天数' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: '退款管理' }).count()).toBe(0);
    const refused = await page.evaluate(async (id) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/api/v1/admin/members/${id}/membership/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb) },
        body: JSON.stringify({ days: 30, reason: '越权尝试' }),
      });
      return { status: response.status, body: await response.text() };
    }, memberId);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('当前角色无权进行此操作');
    expect(await vipExpiry()).toBe(before);
  });
});
