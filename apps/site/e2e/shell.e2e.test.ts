import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, untilTakenOver, type Product } from './harness.ts';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

async function openPage(path: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await product.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

describe('the site shell served by the real server', () => {
  it('shows the Chinese navbar and hero, asked getusername as a visitor and holds the crumb cookie', async () => {
    const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const getUsername = page.waitForResponse((r) =>
      r.url().endsWith('/api/v1/loginpart/getusername/'),
    );
    await page.goto('/');
    expect(await page.title()).toBe('币见 · 比特币市场洞察');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    const nav = page.getByRole('navigation', { name: '主导航' });
    for (const label of ['首页', '指标', '热点新闻', 'AI分析', '金融数据', '开通会员']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(
        true,
      );
    }
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('币见');
    expect(await page.getByRole('button', { name: '登录/注册' }).isVisible()).toBe(true);

    const response = await getUsername;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ username: '', code: '' });
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'crumb')?.value).toBeTruthy();
  });

  it('names the demo sources above every page from its first paint, and keeps that one line after the takeover', async () => {
    const { sources } = (await (await fetch(`${product.origin}/api/v1/sources/`)).json()) as {
      sources: { label: string; mode: string }[];
    };
    const named = sources.filter((s) => s.mode === 'demo').map((s) => s.label);
    expect(named.length).toBeGreaterThan(0);
    const text = `部分数据源当前为演示数据，并非真实行情：${named.join('、')}`;
    const context = await product.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    for (const path of ['/', '/toNews', '/toAI']) {
      const response = await page.goto(path);
      expect(await response?.text()).toContain(
        `<div id="demo-notice"><p role="status">${text}</p></div>`,
      );
      await untilTakenOver(page);
      const notice = page.locator('#demo-notice').getByRole('status');
      await expect(notice.count()).resolves.toBe(1);
      await expect(notice.textContent()).resolves.toBe(text);
      // Above the page (its navbar first), across it.
      const [line, site] = await Promise.all([
        notice.boundingBox(),
        page.locator('#root').boundingBox(),
      ]);
      expect(line && site && line.y + line.height <= site.y + 1).toBe(true);
      expect(line?.width).toBe(375);
    }
    await context.close();
  });

  it('shows the 404 page for an unknown path, and 返回首页 goes home', async () => {
    const page = await openPage('/no/such/page');
    await page.getByRole('heading', { name: '404' }).waitFor();
    expect(await page.getByText('页面走丢了').isVisible()).toBe(true);
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(`${product.origin}/`);
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
  });

  it('navigates between pages without reloading and lands at the top', async () => {
    const page = await openPage('/');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });
    await page.mouse.wheel(0, 2000);
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '热点新闻' })
      .click();
    await page.waitForURL(`${product.origin}/toNews`);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same document',
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('shows the menu button at a mobile width, and the menu holds the links', async () => {
    const page = await openPage('/', { width: 375, height: 740 });
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('dialog', { name: '菜单' });
    await menu.waitFor();
    for (const label of ['首页', '指标', '热点新闻', 'AI分析', '金融数据', '开通会员']) {
      expect(await menu.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('navigation', { name: '主导航' }).count()).toBe(1);
  });

  it('shows the footer on the home page and hides it on /toVip', async () => {
    const home = await openPage('/');
    await home.getByRole('contentinfo').waitFor();
    expect(await home.getByRole('contentinfo').getByText('用户协议').isVisible()).toBe(true);
    const vip = await openPage('/toVip');
    await vip.waitForLoadState('networkidle');
    expect(await vip.getByRole('contentinfo').count()).toBe(0);
  });

  it('sends /dashboard to /admin without the admin marker, and opens it with one', async () => {
    const page = await openPage('/dashboard');
    await page.waitForURL(`${product.origin}/admin`);

    const context = await product.newContext();
    await context.addInitScript(() => window.localStorage.setItem('admin', '1'));
    const admin = await context.newPage();
    await admin.goto('/dashboard');
    await admin.getByRole('heading', { name: '管理后台' }).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/dashboard');
  });

  it('has no accessibility violations on the home page (desktop and mobile) and the 404 page', async () => {
    const home = await openPage('/');
    await untilTakenOver(home);
    await home.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(home);
    const mobile = await openPage('/', { width: 375, height: 740 });
    await untilTakenOver(mobile);
    await mobile.getByRole('button', { name: '打开菜单' }).waitFor();
    await expectNoAxeViolations(mobile);
    const lost = await openPage('/nowhere');
    await lost.getByRole('heading', { name: '404' }).waitFor();
    await expectNoAxeViolations(lost);
  });
});

describe('a logged-in member', () => {
  /** Opens the site with a member's session and waits until the server has acknowledged its notification subscription. */
  async function openAsMember(phone: string): Promise<Page> {
    const member = await product.addLoggedInMember(phone);
    const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
    const origin = new URL(product.origin);
    await context.addCookies([{ ...member.cookie, domain: origin.hostname, path: '/' }]);
    const page = await context.newPage();
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const frame: unknown = JSON.parse(String(payload));
          if (typeof frame === 'object' && frame !== null && 'type' in frame && 'path' in frame) {
            if (frame.type === 'sub' && frame.path === `/notifications/${phone}`) resolve();
          }
        }),
      );
    });
    await page.goto('/');
    await page.getByText(phone, { exact: true }).waitFor();
    await subscribed;
    return page;
  }

  it('is recognised at start and sees their name and 退出登录', async () => {
    const page = await openAsMember('13800000001');
    expect(await page.getByRole('button', { name: '退出登录' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '登录/注册' }).count()).toBe(0);
  });

  it('is logged out with the offline notice when force_logout arrives', async () => {
    const page = await openAsMember('13800000002');
    await page.evaluate(() => window.localStorage.setItem('favourite', 'x'));
    await product.server.bus.notify('13800000002', { type: 'force_logout' });
    const notice = page.getByRole('alertdialog', { name: '下线通知' });
    await notice.waitFor();
    await page.getByRole('button', { name: '登录/注册' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('favourite'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('goes to the payment result page when to_client arrives', async () => {
    const page = await openAsMember('13800000003');
    await product.server.bus.notify('13800000003', {
      type: 'to_client',
      out_trade_no: 'CS20261122E2E',
    });
    await page.waitForURL(`${product.origin}/result?out_trade_no=CS20261122E2E`);
  });
});
