import { stepBackDays } from '@coinsight/domain/news';
import { beijingDate } from '@coinsight/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startProduct, untilServedWithAnswers, untilTakenOver, type Product } from './harness.ts';

/**
 * Issue 18: the pages visitors land on are prerendered at build time (src/prerender/), so they paint
 * from the HTML before any script runs, and the site's first render takes them over where they stand
 * (hydrates them), or draws the same page anew in a window that reads otherwise than the build did.
 */

let product: Product;
let members = 0;

beforeAll(async () => {
  product = await startProduct();
  // A page the server renders from its first answers is the build's until that render is done.
  for (const { path } of answered)
    for (const userAgent of [phone.userAgent, undefined])
      await untilServedWithAnswers(product, path, userAgent);
});

afterAll(async () => {
  await product?.stop();
});

const phone = {
  viewport: { width: 412, height: 823 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
const laptop = { viewport: { width: 1280, height: 800 } };

/**
 * Whose content is in the build's HTML, and whose the server renders from the answers of the
 * page's first calls (`content: 'answered'`), which the page then holds too.
 */
const pages = [
  { path: '/', heading: '币见 · 看懂比特币的每一轮周期', content: 'built' },
  { path: '/toTarget', heading: '存量流量模型', content: 'answered' },
  { path: '/toVip', heading: '开通会员', content: 'built' },
  { path: '/toNews', heading: '热点新闻', content: 'answered' },
] as const;
const answered = pages.filter((page) => page.content === 'answered');

interface Layout {
  heading: string | null;
  headingBox: { top: number; height: number } | null;
  headerBox: { top: number; height: number } | null;
  scrollWidth: number;
  fontSize: string;
}

/** Where the page's first heading and its navbar sit, and how wide the page is (runs in the page). */
function measureLayout(): Layout {
  const box = (selector: string) => {
    const rect = document.querySelector(selector)?.getBoundingClientRect();
    return rect ? { top: Math.round(rect.top), height: Math.round(rect.height) } : null;
  };
  return {
    heading: document.querySelector('h1')?.textContent ?? null,
    headingBox: box('h1'),
    headerBox: box('header'),
    scrollWidth: document.documentElement.scrollWidth,
    fontSize: getComputedStyle(document.body).fontSize,
  };
}

/**
 * Measures the layout the moment the site's first render is on screen (the root loses its
 * `data-prerendered`), before any answer from the server changes it.
 */
function measureFirstRender(measure: () => Layout): void {
  const observer = new MutationObserver(() => {
    if (document.getElementById('root')?.hasAttribute('data-prerendered')) return;
    observer.disconnect();
    (window as unknown as { firstRender: Layout }).firstRender = measure();
  });
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (root) observer.observe(root, { attributeFilter: ['data-prerendered'] });
  });
}

/** Marks the prerendered page's first heading, as parsed, with a property React would not copy. */
function markPrerenderedHeading(): void {
  document.addEventListener('DOMContentLoaded', () => {
    const heading = document.querySelector('h1');
    if (heading) (heading as unknown as { prerendered: boolean }).prerendered = true;
  });
}

/**
 * Watches a page take its prerendered markup over: the errors it reports (React's hydration
 * mismatches among them), and whether the first heading on screen is still the one the HTML parsed.
 */
async function watchTakeover(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript({ content: `(${markPrerenderedHeading.toString()})();` });
  const headingKept = () =>
    page.evaluate(
      () => (document.querySelector('h1') as unknown as { prerendered?: boolean }).prerendered,
    );
  return { errors, headingKept };
}

/** Notes when the page's first animation frame ran, the one before its first paint (runs in the page). */
function noteFirstFrame(): void {
  requestAnimationFrame(() => {
    (window as unknown as { firstFrame: number }).firstFrame = performance.now();
  });
}

/** The addresses a page's head preloads as fetches, in their order. */
function preloadedCalls(html: string): string[] {
  return [
    ...html.matchAll(
      /<link rel="preload" as="fetch" fetchpriority="low" crossorigin="use-credentials" href="([^"]+)">/g,
    ),
  ].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

/** The calls each page's content is drawn from, today (Beijing). */
function contentCalls(path: string): string[] {
  const today = beijingDate(Date.now());
  const calls: Record<string, string[]> = {
    '/toTarget': ['/api/v1/loginpart/gettargetall/'],
    '/toNews': [
      `/api/v1/loginpart/news/?start_date=${stepBackDays(today).at(-1)}&end_date=${today}&limit=1`,
      `/api/v1/loginpart/news/?start_date=${today}&end_date=${today}&offset=0&limit=10`,
    ],
  };
  return calls[path] ?? [];
}

/** The session's call, which every page makes first and preloads. */
const sessionCall = '/api/v1/loginpart/getusername/';

/** The answers a page came with, by address (the site's prerender/firstAnswers.ts). */
function answersIn(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html);
  return json?.[1] ? (JSON.parse(json[1]) as Record<string, unknown>) : {};
}

describe('prerendered pages', () => {
  it.each(pages)(
    'serves $path with its content in the HTML itself, and its scripts asked for after the paint',
    async ({ path, heading }) => {
      const html = await (
        await fetch(`${product.origin}${path}`, { headers: { 'user-agent': phone.userAgent } })
      ).text();
      expect(html).toMatch(/<div id="root" data-prerendered="[^"]+" inert>/);
      expect(html).toMatch(/<html class="[\w-]+" lang="zh-CN">/);
      expect(html).toContain('aria-label="打开菜单"');
      if (heading) expect(html).toContain(heading);
      // The answers the content is drawn from are in the page; only the session's call is preloaded.
      expect(Object.keys(answersIn(html))).toEqual(contentCalls(path));
      expect(preloadedCalls(html)).toEqual([sessionCall]);
      expect(html).toMatch(
        /<script defer src="\/scripts-after-paint.js" data-entry="\/assets\/index-[\w-]+\.js"><\/script>/,
      );
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      expect(html).not.toContain('rel="modulepreload"');
      const desktop = await (await fetch(`${product.origin}${path}`)).text();
      expect(desktop).toContain('aria-label="主导航"');
    },
  );

  it.each(pages)(
    'paints $path without JavaScript as the site then draws it, on a phone and a laptop',
    async ({ path }) => {
      for (const device of [phone, laptop]) {
        const still = await product.newContext({ ...device, javaScriptEnabled: false });
        const stillPage = await still.newPage();
        await stillPage.goto(path);
        const before = await stillPage.evaluate(measureLayout);
        await still.close();

        const live = await product.newContext(device);
        const livePage = await live.newPage();
        // As the page's own source (its policy refuses eval): the function and its argument.
        await livePage.addInitScript({
          content: `(${measureFirstRender.toString()})(${measureLayout.toString()});`,
        });
        await livePage.goto(path);
        const after = (await (
          await livePage.waitForFunction(() => (window as { firstRender?: unknown }).firstRender)
        ).jsonValue()) as Layout;
        await live.close();

        expect(before.heading).toBe(after.heading);
        expect(before.headingBox).toEqual(after.headingBox);
        expect(before.headerBox).toEqual(after.headerBox);
        expect(before.fontSize).toBe(after.fontSize);
        expect(before.scrollWidth).toBeLessThanOrEqual(device.viewport.width);
      }
    },
  );

  it.each(pages)('asks for $path’s scripts only after its first frame', async ({ path }) => {
    const context = await product.newContext(phone);
    const page = await context.newPage();
    await page.addInitScript({ content: `(${noteFirstFrame.toString()})();` });
    await page.goto(path);
    await untilTakenOver(page);
    const { firstFrame, scripts } = await page.evaluate(() => ({
      firstFrame: (window as unknown as { firstFrame?: number }).firstFrame,
      scripts: performance
        .getEntriesByType('resource')
        .filter(({ name }) => /^\/assets\/.+\.js$/.test(new URL(name).pathname))
        .map(({ startTime }) => startTime),
    }));
    await context.close();
    expect(firstFrame).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(1);
    expect(Math.min(...scripts)).toBeGreaterThan(firstFrame ?? Infinity);
  });

  it.each(pages)(
    'asks for none of the answers $path came with, and for the session once, taking the preloaded answer',
    async ({ path }) => {
      const context = await product.newContext(phone);
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/'))
          requests.push(`${request.resourceType()} ${url.pathname}${url.search}`);
      });
      await page.goto(path);
      await page.waitForSelector('#root:not([data-prerendered])');
      await page.getByRole('button', { name: '打开菜单' }).waitFor();
      await page.waitForLoadState('networkidle');
      await context.close();
      // A preload is of type "other"; a call the site made itself, beside or after it, is a "fetch".
      const calls = [...contentCalls(path), sessionCall];
      expect(
        requests.filter((request) => calls.some((call) => request.endsWith(` ${call}`))),
      ).toEqual([`other ${sessionCall}`]);
    },
  );

  it.each(pages)(
    'takes $path over where it stands on a phone and a laptop, with no error',
    async ({ path }) => {
      for (const device of [phone, laptop]) {
        const context = await product.newContext(device);
        const page = await context.newPage();
        const { errors, headingKept } = await watchTakeover(page);
        await page.goto(path);
        await untilTakenOver(page);
        await page.waitForLoadState('networkidle');
        const kept = await headingKept();
        await context.close();
        expect(errors).toEqual([]);
        expect(kept).toBe(true);
      }
    },
  );

  it.each(pages)(
    'takes $path over for a logged-in member with no error, then shows the member',
    async ({ path }) => {
      const { cookie } = await product.addLoggedInMember(
        `1390000${String(++members).padStart(4, '0')}`,
      );
      const context = await product.newContext(laptop);
      await context.addCookies([{ ...cookie, url: product.origin }]);
      const page = await context.newPage();
      const { errors, headingKept } = await watchTakeover(page);
      await page.goto(path);
      // The visitor's page is taken over first, then drawn for the member.
      await page.getByRole('button', { name: '登录/注册' }).waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      const kept = await headingKept();
      await context.close();
      expect(errors).toEqual([]);
      expect(kept).toBe(true);
    },
  );

  it('takes / over with no error for a VIP who opened the chat window on an earlier visit', async () => {
    const phone = `1390000${String(++members).padStart(4, '0')}`;
    const { cookie } = await product.addLoggedInMember(phone);
    const { repo } = product.server.services.account;
    const user = await repo.findUserByPhone(phone);
    await repo.setVipExpiry(user!.id, new Date(Date.now() + 30 * 86_400_000));
    const context = await product.newContext(laptop);
    await context.addCookies([{ ...cookie, url: product.origin }]);
    const page = await context.newPage();
    const { errors, headingKept } = await watchTakeover(page);
    await page.goto('/');
    // The window remembers (local storage) that it was opened; the prerendered page has none.
    await page.getByRole('button', { name: '打开群聊' }).click();
    await page.getByRole('region', { name: '群聊窗口' }).waitFor();
    await page.goto('/');
    await untilTakenOver(page);
    await page.getByRole('region', { name: '群聊窗口' }).waitFor();
    await page.waitForLoadState('networkidle');
    const kept = await headingKept();
    await context.close();
    expect(errors).toEqual([]);
    expect(kept).toBe(true);
  });

  it.each([
    { path: '/', device: { ...phone, viewport: { width: 800, height: 1000 } }, why: 'a tablet' },
    { path: '/toTarget?list=1&unit=2', device: phone, why: 'an address with a query' },
  ])(
    'draws $path anew for $why, which the build did not render it for',
    async ({ path, device }) => {
      const context = await product.newContext(device);
      const page = await context.newPage();
      await page.addInitScript({ content: `(${markPrerenderedHeading.toString()})();` });
      await page.goto(path);
      await untilTakenOver(page);
      const heading = await page.evaluate(() => {
        const h1 = document.querySelector('h1') as unknown as { prerendered?: boolean } | null;
        return { text: (h1 as unknown as Element | null)?.textContent, kept: h1?.prerendered };
      });
      await context.close();
      expect(heading.kept).toBeUndefined();
      expect(heading.text).toBeTruthy();
    },
  );

  it('names react-aria’s own controls in Chinese in an English browser: the menu’s 取消', async () => {
    const context = await product.newContext({ ...phone, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('dialog', { name: '菜单' }).waitFor();
    // Beside the menu, for a screen reader: the overlay's own button that closes it.
    const dismiss = await page.getByRole('button', { name: '取消', exact: true }).count();
    const english = await page.getByRole('button', { name: 'Dismiss' }).count();
    await context.close();
    expect(dismiss).toBeGreaterThan(0);
    expect(english).toBe(0);
  });

  it('is inert until the site renders, then works: 登录/注册 opens the dialog', async () => {
    const context = await product.newContext(phone);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('button', { name: '登录/注册' }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('keeps the news calendar, which shows the day of the build, unseen until the site renders', async () => {
    const still = await product.newContext({ ...laptop, javaScriptEnabled: false });
    const stillPage = await still.newPage();
    await stillPage.goto('/toNews');
    const hidden = await stillPage.evaluate(() => {
      const today = document.querySelector('[data-prerendered] [aria-hidden="true"]');
      return today ? getComputedStyle(today).visibility : null;
    });
    expect(hidden).toBe('hidden');
    await still.close();

    const live = await product.newContext(laptop);
    const livePage = await live.newPage();
    await livePage.goto('/toNews');
    await livePage.getByRole('button', { name: '今天' }).waitFor();
    await live.close();
  });

  it('keeps the indicator chart in place on a phone when the menu arrives above it', async () => {
    const chartTop = () =>
      Math.round(document.querySelector('section[aria-label]')?.getBoundingClientRect().top ?? -1);
    const still = await product.newContext({ ...phone, javaScriptEnabled: false });
    const stillPage = await still.newPage();
    await stillPage.goto('/toTarget');
    const before = await stillPage.evaluate(chartTop);
    await still.close();

    const live = await product.newContext(phone);
    const livePage = await live.newPage();
    await livePage.goto('/toTarget');
    await livePage.getByRole('searchbox').or(livePage.getByRole('textbox')).first().waitFor();
    const after = await livePage.evaluate(chartTop);
    await live.close();

    expect(before).toBeGreaterThan(0);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
  });

  it.each(['/toAI', '/no/such/page'])(
    'answers %s, which is not prerendered, with the plain index.html',
    async (path) => {
      const html = await (
        await fetch(`${product.origin}${path}`, { headers: { 'user-agent': phone.userAgent } })
      ).text();
      expect(html).toContain('<div id="root"></div>');
      // Its content waits for the scripts, which are asked for after the style sheets.
      expect(html).toMatch(/<script fetchpriority="low" type="module"/);
    },
  );
});
