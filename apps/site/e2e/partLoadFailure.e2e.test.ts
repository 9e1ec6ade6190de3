import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from './harness.ts';
import { nextFrame } from './socketFrames.ts';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

const failedText = '页面加载失败，请检查网络后重试。';

/**
 * Refuses the build's chunks (script and style sheet) whose file name starts with `name`, as a
 * dropped connection would, until the returned function is called.
 */
async function refuseChunks(context: BrowserContext, name: string): Promise<() => void> {
  let refusing = true;
  await context.route(new RegExp(`/assets/${name}-[^/]+\\.(js|css)$`), (route) =>
    refusing ? route.abort('connectionrefused') : route.continue(),
  );
  return () => {
    refusing = false;
  };
}

// A chunk fetched after the page (a part of the home, a dialog, the phone menu) used to unmount the
// whole site when it could not be fetched: a server restart while a member's home was loading left
// an empty page whose socket had been closed for good.
describe('a part of a page whose chunk cannot be fetched', () => {
  it('shows its failure in its place while the site and its socket stay; 重试 fetches it again', async () => {
    const phone = '13800000041';
    const member = await product.addLoggedInMember(phone);
    const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ ...member.cookie, url: product.origin }]);
    const allow = await refuseChunks(context, 'HomeLive');
    const page = await context.newPage();
    const subscribed = nextFrame(page, 'sub', `/notifications/${phone}`);
    await page.goto('/');

    const flash = page.getByRole('region', { name: '新闻快讯' });
    await flash.getByText('快讯加载失败').waitFor();
    await page.getByText(phone, { exact: true }).waitFor();
    await subscribed;
    // The other live parts show their own failed call: the cards without readings.
    expect(await page.getByText('加载中…', { exact: true }).count()).toBe(0);

    allow();
    await flash.getByRole('button', { name: '重试' }).click();
    await flash
      .getByText('暂无快讯')
      .or(flash.getByRole('list', { name: '最新快讯' }))
      .waitFor();
    expect(await flash.getByText('快讯加载失败').count()).toBe(0);

    // The notification socket lived through it: a push still reaches the page.
    await product.server.bus.notify(phone, { type: 'force_logout' });
    await page.getByRole('alertdialog', { name: '下线通知' }).waitFor({ timeout: 10_000 });
  }, 60_000);

  it('says so when the login dialog cannot load, and opens it on the next press', async () => {
    const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
    const allow = await refuseChunks(context, 'dialogs');
    const page = await context.newPage();
    await page.goto('/');
    const login = page.getByRole('button', { name: '登录/注册' });
    await login.click();
    await page.getByText(failedText).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    allow();
    await login.click();
    await page.getByRole('dialog').waitFor();
  }, 60_000);

  it('shows the VIP chat’s failure in its window, with 重试 that loads it', async () => {
    const phone = '13800000042';
    const member = await product.addLoggedInMember(phone);
    const user = await product.server.services.account.repo.findUserByPhone(phone);
    if (!user) throw new Error(`no user ${phone}`);
    const month = 30 * 24 * 3600 * 1000;
    await product.server.services.account.repo.setVipExpiry(user.id, new Date(Date.now() + month));
    const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ ...member.cookie, url: product.origin }]);
    const allow = await refuseChunks(context, 'VipChat');
    const page = await context.newPage();
    await page.goto('/?chat=members');
    const chat = page.getByRole('region', { name: '群聊窗口' });
    await chat.getByText(failedText).waitFor();
    await page.getByText(phone, { exact: true }).waitFor();

    allow();
    await chat.getByRole('button', { name: '重试' }).click();
    await chat.getByRole('searchbox', { name: '搜索群聊' }).waitFor();
    expect(await chat.getByText(failedText).count()).toBe(0);
  }, 60_000);

  it('leaves the phone menu closed when it cannot load, and opens it on the next press', async () => {
    const context = await product.newContext({ viewport: { width: 390, height: 844 } });
    const allow = await refuseChunks(context, 'NavbarMenu');
    const page = await context.newPage();
    await page.goto('/');
    const open = page.getByRole('button', { name: '打开菜单' });
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/NavbarMenu-'),
    );
    await open.click();
    await failed;
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: '菜单' }).count()).toBe(0);
    await open.waitFor();

    allow();
    await open.click();
    await page
      .getByRole('dialog', { name: '菜单' })
      .getByRole('link', { name: '热点新闻' })
      .waitFor();
  }, 60_000);
});
