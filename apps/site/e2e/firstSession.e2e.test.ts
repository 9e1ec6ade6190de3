import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, untilTakenOver, type Product } from './harness.ts';

/**
 * Issue 37: a newcomer's first session, per role, at 1280 and 375 px — home, price, news, login, buy,
 * chat, assistant, desk, orders (and the dashboard for the admin) — in the product with its demo
 * data. A journey fails on a 404 page, a control covered by another element, a console error, a
 * request answered 400 or more (or not at all), or a page wider than the window. One server and one
 * browser for the file; each journey has a context of its own.
 */

type Role = 'visitor' | 'member' | 'vip' | 'admin';

const widths = [1280, 375] as const;
const settle = { timeout: 20_000 };
const demoAdmin = { username: 'admin', password: 'coinsight-admin' };

/**
 * The refusals a role meets by design: a news item's text is for VIPs, so a visitor's request is told
 * 401 (and the page asks to log in), a member's 403 (and the page offers membership).
 */
const expectedRefusals: Record<Role, readonly { status: number; path: RegExp }[]> = {
  visitor: [{ status: 401, path: /^\/api\/v1\/loginpart\/getbtcdetailnews\/\d+\/$/ }],
  member: [{ status: 403, path: /^\/api\/v1\/loginpart\/getbtcdetailnews\/\d+\/$/ }],
  vip: [],
  admin: [{ status: 401, path: /^\/api\/v1\/loginpart\/getbtcdetailnews\/\d+\/$/ }],
};

let product: Product;

beforeAll(async () => {
  product = await startProduct({ env: { SEED_DEMO: 'true' } });
}, 180_000);

afterAll(async () => {
  await product?.stop();
});

/** What went wrong on the way, each with the step it happened in. */
class Journey {
  readonly problems: string[] = [];
  step = 'start';

  constructor(
    readonly page: Page,
    readonly role: Role,
    readonly width: number,
  ) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A refused request is judged by its answer below.
      if (message.text().startsWith('Failed to load resource')) return;
      this.note(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.note(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      // A navigation away cancels what the page still had in flight; that is no failure.
      if (reason === 'net::ERR_ABORTED') return;
      this.note(`${request.method()} ${request.url()} failed: ${reason}`);
    });
    page.on('response', (response) => this.judge(response));
  }

  note(problem: string): void {
    this.problems.push(`${this.role}@${this.width} [${this.step}] ${problem}`);
  }

  private judge(response: Response): void {
    const status = response.status();
    if (status < 400) return;
    const url = new URL(response.url());
    const expected = expectedRefusals[this.role].some(
      (refusal) => refusal.status === status && refusal.path.test(url.pathname),
    );
    if (expected) return;
    this.note(
      `${response.request().method()} ${url.pathname}${url.search} answered ${response.status()}`,
    );
  }

  /** Opens an address and waits for `ready` (what the page shows once it is there), then checks it. */
  async open(step: string, address: string, ready: (page: Page) => Locator): Promise<void> {
    this.step = step;
    await this.page.goto(address);
    await this.settled(ready);
  }

  async settled(ready: (page: Page) => Locator): Promise<void> {
    await untilTakenOver(this.page);
    await ready(this.page).first().waitFor(settle);
    await this.checkPage();
  }

  /** No 404 page, nothing wider than the window. */
  async checkPage(): Promise<void> {
    const where = new URL(this.page.url()).pathname;
    if (await this.page.getByRole('heading', { name: '404', exact: true }).count())
      this.note(`${where} is the 404 page`);
    const { scroll, client } = await this.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    if (scroll > client) this.note(`${where} is ${scroll} px wide in a ${client} px window`);
  }

  /** The element at the control's centre is the control (or inside it), not one lying over it. */
  async uncovered(control: Locator, name: string): Promise<boolean> {
    await control.scrollIntoViewIfNeeded(settle);
    const covering = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (!hit || element === hit || element.contains(hit)) return null;
      const label = hit.getAttribute('aria-label') ?? hit.textContent?.trim().slice(0, 20) ?? '';
      const kind = hit.closest('[aria-label], [class]');
      return `${hit.tagName.toLowerCase()} “${label}” in ${kind?.getAttribute('aria-label') ?? kind?.className ?? ''}`;
    });
    if (covering) this.note(`${name} is covered by ${covering}`);
    return covering === null;
  }

  /** Clicks a control as a finger would: at its centre, which must be the control itself. */
  async click(control: Locator, name: string): Promise<void> {
    const free = await this.uncovered(control, name);
    await control.click({ force: !free, ...settle });
  }

  /** Follows a link to `href` on the current page, as a newcomer would (not by typing it). */
  async follow(step: string, href: string, ready: (page: Page) => Locator): Promise<void> {
    this.step = step;
    const link = this.page.locator(`a[href="${href}"]:visible`).first();
    if ((await link.count()) === 0) {
      this.note(`no visible link to ${href} on ${new URL(this.page.url()).pathname}`);
      return this.open(step, href, ready);
    }
    await this.click(link, `the link to ${href}`);
    await this.page.waitForURL((url) => url.pathname === href, settle);
    await this.settled(ready);
  }
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const loginPrompt = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: '登录/注册' });
const ordersReady = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/订单|登录后/)
    .or(loginPrompt(page));

async function journeyPage(role: Role, width: number): Promise<Page> {
  const context = await product.newContext({ viewport: { width, height: 800 } });
  if (role === 'member' || role === 'vip') {
    const phone = `1390000${role === 'member' ? 1 : 2}${width === 1280 ? 128 : 375}`;
    const { cookie } = await product.addLoggedInMember(phone);
    if (role === 'vip') {
      const { repo } = product.server.services.account;
      const user = await repo.findUserByPhone(phone);
      await repo.setVipExpiry(user!.id, new Date(Date.now() + 30 * 86_400_000));
    }
    await context.addCookies([{ ...cookie, url: product.origin }]);
  }
  return context.newPage();
}

/** 个人中心: under the name at 1280 (a popover), in the menu behind 打开菜单 on a phone. */
async function openOwnPages(journey: Journey): Promise<void> {
  const { page } = journey;
  const menu = page.getByRole('button', { name: '打开菜单' });
  if (await menu.isVisible()) {
    await journey.click(menu, '打开菜单');
    await page.getByRole('dialog', { name: '菜单' }).waitFor(settle);
  } else {
    await journey.click(page.getByRole('button', { name: /个人中心$/ }), '个人中心');
  }
  await page.getByRole('navigation', { name: '个人中心' }).waitFor(settle);
}

async function walk(journey: Journey): Promise<void> {
  const { page, role } = journey;
  const member = role === 'member' || role === 'vip';

  if (role === 'admin') {
    await journey.open('admin login', '/admin', (p) => p.getByLabel('账号'));
    await page.getByLabel('账号').fill(demoAdmin.username);
    await page.getByLabel('密码').fill(demoAdmin.password);
    await journey.click(page.getByRole('button', { name: '登录' }), '登录');
    await page.waitForURL((url) => url.pathname === '/dashboard', settle);
    journey.step = 'dashboard';
    await journey.settled(h1);
  }

  await journey.open('home', '/', h1);

  // The indicator page: its chart's ruler is free to drag (VIP sees the charts, issue 37 item 5).
  await journey.open('price', '/toTarget', h1);
  if (role === 'vip') {
    const end = page.getByRole('slider', { name: '结束时间' }).first();
    await end.waitFor(settle);
    await journey.uncovered(end, '结束时间');
  }

  await journey.open('news', '/toNews', (p) =>
    p.getByRole('region', { name: '新闻列表' }).getByRole('article'),
  );
  const item = page.getByRole('region', { name: '新闻列表' }).getByRole('article').first();
  const title = (await item.getAttribute('aria-label')) ?? '';
  await journey.click(item.getByRole('button', { name: title }), 'a news item');
  await page.waitForURL((url) => url.pathname === '/toNewsDetail', settle);
  await journey.settled((p) =>
    h1(p).or(p.getByRole('region', { name: member ? '需要会员' : '需要登录' })),
  );

  if (!member) {
    journey.step = 'login';
    await journey.open('login', '/', h1);
    const menu = page.getByRole('button', { name: '打开菜单' });
    if (await menu.isVisible()) await journey.click(menu, '打开菜单');
    await journey.click(page.getByRole('button', { name: '登录/注册' }).last(), '登录/注册');
    await page.getByRole('dialog').getByRole('textbox', { name: '手机号' }).waitFor(settle);
    await journey.checkPage();
    await page.keyboard.press('Escape');
  }

  await journey.open('buy', '/toVip', h1);
  // A VIP is told 您已是会员 when asking to pay (409), so only a member goes on to pay.
  if (role === 'member') await journey.open('buy', '/toPay?days=30', h1);

  if (role === 'vip') {
    // The members' chat: the floating 打开群聊 opens the window, 最小化 puts it back.
    await journey.open('chat', '/', h1);
    await journey.click(page.getByRole('button', { name: /打开群聊/ }), '打开群聊');
    await page.getByRole('region', { name: '群聊窗口' }).waitFor(settle);
    await journey.checkPage();
    await journey.click(page.getByRole('button', { name: '最小化' }), '最小化');
    await page.getByRole('button', { name: /打开群聊/ }).waitFor(settle);
  }

  // The assistant and the desk: a member reaches them by links under the own name.
  if (member) {
    await openOwnPages(journey);
    await journey.follow('assistant', '/toAI', (p) =>
      p.getByRole('main').getByRole('button', { name: '币见深度思考' }),
    );
    await journey.click(
      page.getByRole('main').getByRole('button', { name: '币见深度思考' }).first(),
      'the model',
    );
    await page.getByRole('textbox', { name: '输入问题' }).fill('比特币现在的价格是多少？');
    await journey.click(page.getByRole('button', { name: '发送' }), '发送');
    await page.getByRole('article', { name: 'AI 回答' }).waitFor(settle);
    await page.getByRole('button', { name: '发送', exact: true }).waitFor(settle);
    await journey.checkPage();

    await openOwnPages(journey);
    await journey.follow('desk', '/toDesk', h1);
    await openOwnPages(journey);
    await journey.follow('orders', '/order', ordersReady);
  } else {
    await journey.open('assistant', '/toAI', h1);
    await journey.open('desk', '/toDesk', (p) => h1(p).or(loginPrompt(p)));
    await journey.open('orders', '/order', ordersReady);
  }

  // The footer's links lead to pages, never the 404 page.
  await journey.open('footer', '/', h1);
  await journey.click(
    page.getByRole('contentinfo').getByRole('link', { name: '用户协议' }),
    '用户协议',
  );
  await page.waitForURL((url) => url.pathname !== '/', settle);
  await journey.settled(h1);

  if (role === 'admin') await journey.open('dashboard', '/dashboard', h1);
}

describe('a first session without a trap, per role and width', () => {
  it.each(
    (['visitor', 'member', 'vip', 'admin'] as const).flatMap((role) =>
      widths.map((width) => [role, width] as const),
    ),
  )(
    '%s at %i px',
    async (role, width) => {
      const page = await journeyPage(role, width);
      const journey = new Journey(page, role, width);
      try {
        await walk(journey);
      } catch (error) {
        journey.note(`stopped: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await page.context().close();
      }
      expect(journey.problems).toEqual([]);
    },
    120_000,
  );
});
