import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@coinsight/domain/messages';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runIngest } from '../../server/src/cli/ingest.ts';
import { siteDist, startProduct, type Product } from './harness.ts';
import { fixtureHash } from '../../server/test/helpers.ts';

const dayMs = 86_400_000;
const vipPhone = '13800005555';

/** Group 1 of the shipped catalogue, in menu order: /toTarget?list=1&unit=N. */
const charts = [
  { unit: 1, title: '存量流量模型' },
  { unit: 2, title: 'NUPL' },
  { unit: 3, title: '巨鲸指标' },
  { unit: 4, title: '彩虹图' },
] as const;

let product: Product;
let vipCookie: { name: string; value: string };
let workDir: string;

beforeAll(async () => {
  product = await startProduct({ database: 'mariadb' });
  const { services } = product.server;
  // The harness starts with SEED_DEMO=false: the charts need a stored history to draw.
  expect(await services.btcHistory.seedDemo(new Date())).toBe(true);
  const member = await product.addLoggedInMember(vipPhone);
  vipCookie = member.cookie;
  const user = await services.account.repo.findUserByPhone(vipPhone);
  if (!user) throw new Error('the e2e member was not stored');
  await services.account.repo.setVipExpiry(user.id, new Date(Date.now() + 30 * dayMs));
  await services.account.repo.upsertAdmin('ops-admin', await fixtureHash('Admin#Pass2026!'));
  workDir = await mkdtemp(join(tmpdir(), 'coinsight-e2e-indicators-'));
});

afterAll(async () => {
  await product?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const isBtcData = (url: string) => new URL(url).pathname.startsWith('/api/v1/chart/btcdata/');

/** Uncaught errors and console errors of every page opened, checked after each test. */
let pageErrors: string[] = [];

afterEach(() => {
  const seen = pageErrors;
  pageErrors = [];
  expect(seen).toEqual([]);
});

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error')
      pageErrors.push(`${message.location().url || page.url()}: ${message.text()}`);
  });
  return page;
}

async function visitorPage(): Promise<Page> {
  return openPage(await product.newContext({ viewport: { width: 1280, height: 800 } }));
}

async function vipPage(): Promise<Page> {
  const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ ...vipCookie, url: product.origin }]);
  return openPage(context);
}

/** Opens one indicator and waits for its btcdata answer; answers the page and that answer. */
async function openChart(page: Page, unit: number): Promise<Response> {
  const answer = page.waitForResponse((r) => isBtcData(r.url()), { timeout: 20_000 });
  await page.goto(`/toTarget?list=1&unit=${unit}`);
  return answer;
}

/** How many pixels of the canvas something was drawn on (not transparent). */
function paintedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
    if (!data) return 0;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted += 1;
    return painted;
  });
}

/** A digest of what the canvas shows, to tell one drawing from another. */
function drawing(canvas: Locator): Promise<string> {
  return canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
}

function ruler(page: Page) {
  const group = page.getByRole('group', { name: '时间范围' });
  return {
    start: group.getByRole('slider', { name: '起始时间' }),
    end: group.getByRole('slider', { name: '结束时间' }),
    selection: group.locator('[data-part="selection"]'),
    ticks: group.locator('[data-part="tick"]'),
  };
}

/** Drags a handle the way a hand does: pressed, moved in steps, released. */
async function dragBy(page: Page, handle: Locator, dx: number): Promise<void> {
  // Below the notice and the chart's 演示数据 mark the ruler can sit under the fold, as a user scrolls to it.
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error('the ruler handle is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x + (dx * step) / 10, y);
  await page.mouse.up();
}

/** The 2015 history the ingest test loads: recognisable prices, 314.15 on New Year's Day plus one dollar a day. */
function coinMetrics2015(): {
  csv: string;
  days: Array<{ date: string; price: number; mvrv: number }>;
} {
  const days: Array<{ date: string; price: number; mvrv: number }> = [];
  const lines = ['time,PriceUSD,CapMrktCurUSD,CapRealUSD,SplyCur,CapMVRVCur'];
  const first = Date.UTC(2015, 0, 1);
  for (let i = 0; i < 365; i++) {
    const date = new Date(first + i * dayMs).toISOString().slice(0, 10);
    const price = 314.15 + i;
    const supply = 13_675_000 + i * 3_600;
    const marketCap = price * supply;
    const mvrv = 0.8 + (i % 50) / 100;
    const realizedCap = marketCap / mvrv;
    days.push({ date, price, mvrv });
    lines.push(
      [`${date}T00:00:00.000Z`, price, marketCap, realizedCap, supply, mvrv]
        .map((v) => (typeof v === 'number' ? v.toFixed(v < 10 ? 6 : 2) : v))
        .join(','),
    );
  }
  return { csv: `${lines.join('\n')}\n`, days };
}

describe('indicators in Chromium against the real server on MariaDB', () => {
  it('shows a visitor the lock and 登录&注册, and never the chart data', async () => {
    const page = await visitorPage();
    const btcData: string[] = [];
    const menuCalls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (isBtcData(request.url())) btcData.push(request.url());
      if (request.url().endsWith('/api/v1/loginpart/gettargetall/'))
        menuCalls.push(request.resourceType());
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const menu = page.waitForResponse((r) => r.url().endsWith('/api/v1/loginpart/gettargetall/'));
    await page.goto('/toTarget?list=1&unit=2');
    expect((await menu).status()).toBe(200);

    const lock = page.getByRole('region', { name: '图表已锁定' });
    await lock.getByText(messages.account.loginRequired, { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'NUPL' }).waitFor();
    expect(await page.getByRole('img', { name: /图表$/ }).count()).toBe(0);
    expect(await page.locator('canvas').count()).toBe(0);
    expect(await page.getByRole('group', { name: '时间范围' }).count()).toBe(0);

    expect(btcData).toEqual([]);
    // The prerendered page's head preloads the menu, and the site's call takes that answer.
    expect(menuCalls).toEqual(['other']);
    // Nor the code that draws charts: it loads for a VIP only.
    const manifest = JSON.parse(
      await readFile(join(siteDist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chart = manifest['src/pages/indicators/IndicatorChart.tsx']?.file;
    expect(chart).toBeDefined();
    expect(scripts).not.toContain(`/${chart}`);
    expect(scripts.length).toBeGreaterThan(0);

    // The lock is not only the page's: the server refuses the data to a visitor.
    const status = await page.evaluate(
      async () => (await fetch('/api/v1/chart/btcdata/1/2/')).status,
    );
    expect(status).toBe(401);
    // Chromium logs that refused fetch; nothing else went wrong on the page.
    expect(pageErrors).toEqual([
      `${product.origin}/api/v1/chart/btcdata/1/2/: Failed to load resource: the server responded with a status of 401 (Unauthorized)`,
    ]);
    pageErrors = [];

    await lock.getByRole('button', { name: '登录&注册' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: '登录&注册' }).waitFor();
  });

  it('shows a visitor, behind the lock, the free thumbnail the admin uploaded in 图表 (via /picupdate)', async () => {
    const admin = await visitorPage();
    await admin.goto('/admin');
    await admin.getByLabel('账号').fill('ops-admin');
    await admin.getByLabel('密码', { exact: true }).fill('Admin#Pass2026!');
    await admin.getByRole('button', { name: /登录/ }).click();
    await admin.waitForURL((url) => url.pathname === '/dashboard');
    // The old address leads to the dashboard's 图表, where the upload now lives.
    await admin.goto('/picupdate');
    await admin.waitForURL(
      (url) => url.pathname === '/dashboard' && url.search === '?section=charts',
    );
    const form = admin.getByRole('form', { name: '上传免费缩略图' });
    await form.waitFor();
    // An 800×600 PNG, the size of a chart snapshot, drawn by the browser itself.
    const png = await admin.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 600;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.fillStyle = '#6a1b9a';
      ctx.fillRect(0, 0, 800, 600);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('no PNG');
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    await form.getByLabel('指标').selectOption({ label: '链上估值模型 · NUPL' });
    await form
      .getByLabel('图片（PNG）')
      .setInputFiles({ name: 'nupl.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    const uploaded = admin.waitForResponse((r) =>
      r.url().endsWith('/api/v1/filepro/upload_private/'),
    );
    await form.getByRole('button', { name: '上传' }).click();
    expect((await uploaded).status()).toBe(200);
    await form.getByText(messages.indicators.uploadDone).waitFor();

    const page = await visitorPage();
    await page.goto('/toTarget?list=1&unit=2');
    const lock = page.getByRole('region', { name: '图表已锁定' });
    await lock.getByText(messages.account.loginRequired, { exact: true }).waitFor();
    const thumbnail = lock.getByRole('img', { name: 'NUPL示意图' });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(800);
    expect(await page.locator('canvas').count()).toBe(0);
  });

  it('draws all four charts for a VIP, and the ruler’s handle narrows the range', async () => {
    const page = await vipPage();
    for (const { unit, title } of charts) {
      const answer = await openChart(page, unit);
      expect(answer.status(), title).toBe(200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const plot = page.getByRole('img', { name: `${title}图表` });
      await plot.waitFor({ timeout: 15_000 });
      expect(await page.getByRole('region', { name: '图表已锁定' }).count(), title).toBe(0);
      expect(await page.getByText(messages.indicators.chartLoadFailed).count(), title).toBe(0);
      expect(await page.getByText(messages.indicators.noData).count(), title).toBe(0);
      expect(await paintedPixels(plot), title).toBeGreaterThan(1_000);
      await ruler(page).start.waitFor();
    }

    await openChart(page, 2);
    const { start, end, selection } = ruler(page);
    const plot = page.getByRole('img', { name: 'NUPL图表' });
    await start.waitFor({ timeout: 15_000 });
    const before = {
      start: await start.getAttribute('aria-valuetext'),
      startIndex: Number(await start.getAttribute('aria-valuenow')),
      end: await end.getAttribute('aria-valuetext'),
      selectionWidth: (await selection.boundingBox())?.width ?? 0,
      drawing: await drawing(plot),
    };
    expect(before.startIndex).toBe(0);
    await dragBy(page, start, 300);
    await expect
      .poll(async () => Number(await start.getAttribute('aria-valuenow')), { timeout: 5_000 })
      .toBeGreaterThan(0);
    const afterStart = await start.getAttribute('aria-valuetext');
    expect(afterStart).not.toBe(before.start);
    expect((afterStart ?? '') > (before.start ?? '')).toBe(true);
    // The end stays; the selection and the plotted window narrow to the days chosen.
    expect(await end.getAttribute('aria-valuetext')).toBe(before.end);
    expect((await selection.boundingBox())?.width ?? 0).toBeLessThan(before.selectionWidth - 250);
    await expect.poll(() => drawing(plot)).not.toBe(before.drawing);
  });

  it('lets a VIP favourite NUPL with the star, find it on /toDesk, and take it off again', async () => {
    const page = await vipPage();
    await openChart(page, 2);
    const star = page.getByRole('button', { name: '收藏', exact: true });
    await page.getByRole('img', { name: 'NUPL图表' }).waitFor({ timeout: 15_000 });
    expect(await star.getAttribute('aria-pressed')).toBe('false');

    const added = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/loginpart/favorite/2/') && r.request().method() === 'POST',
    );
    await star.click();
    expect((await added).status()).toBe(200);
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/toDesk');
    const desk = page.getByRole('list', { name: '我的收藏图表' });
    const card = desk.getByRole('link', { name: 'NUPL' });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe('/toTarget?list=1&unit=2');

    // The card opens the chart, its star still on.
    const reopened = page.waitForResponse((r) => isBtcData(r.url()), { timeout: 20_000 });
    await card.click();
    await page.waitForURL((url) => url.pathname === '/toTarget' && url.search === '?list=1&unit=2');
    expect((await reopened).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'NUPL' }).waitFor();
    await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/loginpart/favorite/2/') && r.request().method() === 'DELETE',
    );
    await star.click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');

    await page.goto('/toDesk');
    await page.getByText(messages.indicators.noFavorites).waitFor();
    const goFavourite = page.getByRole('link', { name: '去收藏' });
    expect(await goFavourite.getAttribute('href')).toBe('/toTarget');
    expect(await page.getByRole('list', { name: '我的收藏图表' }).count()).toBe(0);
  });

  it('shows the ingested Coin Metrics history after a reload, in place of the demo rows', async () => {
    const page = await vipPage();
    await openChart(page, 2);
    const { start, end, ticks } = ruler(page);
    await start.waitFor({ timeout: 15_000 });
    // The demo history runs from 2010 to today.
    expect(await start.getAttribute('aria-valuetext')).not.toMatch(/^2015/);

    const { csv, days } = coinMetrics2015();
    const file = join(workDir, 'btc-2015.csv');
    await writeFile(file, csv);
    const { database } = product.server.services.config;
    if (database.client !== 'mysql') throw new Error('the e2e server runs on MariaDB');
    const out: string[] = [];
    const err: string[] = [];
    // The function `npm run ingest -- btc --file` runs, with its own connection to the server's database.
    const code = await runIngest(['btc', '--file', file], {
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => err.push(text) },
      env: { DATABASE_URL: database.url },
    });
    expect(code, err.join('')).toBe(0);
    expect(out.join('')).toContain('365 inserted');
    expect(out.join('')).toContain('2015-01-01 → 2015-12-31');

    // The first real ingest replaced the demo rows. The server trusts the history version it
    // checked for up to a second, so another process's ingest shows within that time.
    await expect
      .poll(async () => (await product.server.services.btcHistory.daily()).length, {
        timeout: 5_000,
      })
      .toBe(365);
    const stored = await product.server.services.btcHistory.daily();
    expect(stored[0]?.date).toBe('2015-01-01');
    expect(stored.at(-1)?.date).toBe('2015-12-31');

    const answer = page.waitForResponse((r) => isBtcData(r.url()), { timeout: 20_000 });
    await page.reload();
    expect((await answer).status()).toBe(200);
    await page.getByRole('img', { name: 'NUPL图表' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => start.getAttribute('aria-valuetext')).toMatch(/^2015-01-01/);
    expect(await end.getAttribute('aria-valuetext')).toMatch(/^2015-12-31/);
    expect(await ticks.first().textContent()).toMatch(/^2015-01-01/);
    expect(await ticks.last().textContent()).toMatch(/^2015-12-31/);

    // The exported data are the file's: the price and NUPL (1 - 1/MVRV) of each day.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 CSV' }).click();
    const exported = await readFile((await (await download).path()) ?? '', 'utf8');
    const [header, ...rows] = exported
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = (header ?? '').split(',');
    const priceColumn = columns.indexOf('比特币价格');
    const nuplColumn = columns.indexOf('NUPL');
    expect(priceColumn).toBeGreaterThan(0);
    expect(nuplColumn).toBeGreaterThan(0);
    expect(rows.length).toBe(365);
    const byDate = new Map(rows.map((row) => [row.slice(0, 10), row.split(',')]));
    for (const day of [days[0], days[180], days[364]]) {
      const row = byDate.get(day?.date ?? '');
      expect(row, day?.date).toBeDefined();
      expect(Number(row?.[priceColumn])).toBeCloseTo(day?.price ?? 0, 2);
      expect(Number(row?.[nuplColumn])).toBeCloseTo(1 - 1 / (day?.mvrv ?? 1), 4);
    }
  });
});
