import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { longDateLabel, shiftDay } from '@coinsight/domain/calendarView';
import { beijingDate } from '@coinsight/domain/time';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runIngest } from '../../server/src/cli/ingest.ts';
import { startProduct, type Product } from './harness.ts';

/** expect.poll waits 1 s by default; a loaded machine needs longer for a page and its session check. */
const settle = { timeout: 15_000, interval: 250 };
const memberPhone = '13900007777';

// The releases are imported on today's Beijing day, the day the calendar opens on.
const today = beijingDate(Date.now());

/**
 * The imported file (docs/features/calendar.md, "Files": JSON rows with pub_time, indicator_id, …),
 * out of time order, with a Japanese release the import skips: today's euro-area PMI with its
 * figures, a US release still to come without actual or consensus, and twelve monthly PMIs before
 * today so the history has real values.
 */
const pmiHistory = Array.from({ length: 12 }, (_, i) => ({
  pub_time: `${shiftDay(today, -30 * (12 - i))}T17:00:00+08:00`,
  indicator_id: 'EZ_PMI_MFG',
  star: 2,
  actual: (45 + i * 0.2).toFixed(1),
  consensus: (45.1 + i * 0.2).toFixed(1),
  previous: i === 0 ? '' : (45 + (i - 1) * 0.2).toFixed(1),
}));
const todayRows = [
  {
    pub_time: `${today}T22:45:00+08:00`,
    indicator_id: 'US_E2E_PENDING',
    indicator_name: '美国端到端测试指数',
    country: '美国',
    category: '其他',
    star: 0,
    actual: '',
    consensus: '',
    previous: '51.2',
  },
  {
    pub_time: `${today}T07:30:00+08:00`,
    indicator_id: 'JP_E2E_CPI',
    indicator_name: '日本端到端测试CPI',
    country: '日本',
    category: '通胀',
    star: 1,
    actual: '2.6',
    consensus: '2.5',
    previous: '2.4',
  },
  {
    pub_time: `${today}T17:00:00+08:00`,
    indicator_id: 'EZ_PMI_MFG',
    star: 2,
    actual: '46.9',
    consensus: '47.1',
    previous: '47.2',
  },
];

let product: Product;
let workDir: string;
let cookie: { name: string; value: string };

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'coinsight-e2e-calendar-'));
  product = await startProduct({ database: 'mariadb' });
  cookie = (await product.addLoggedInMember(memberPhone)).cookie;
  const file = join(workDir, 'calendar.json');
  await writeFile(file, JSON.stringify([...todayRows, ...pmiHistory]));
  const { database } = product.server.services.config;
  if (database.client !== 'mysql') throw new Error('the e2e server runs on MariaDB');
  const err: string[] = [];
  // What `npm run ingest -- calendar --file …` runs, with its own connection to the server's database.
  const code = await runIngest(['calendar', '--file', file], {
    stdout: { write: () => true },
    stderr: { write: (text: string) => err.push(text) },
    env: { DATABASE_URL: database.url },
  });
  expect(code, err.join('')).toBe(0);
}, 240_000);

afterAll(async () => {
  await product?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

let pageErrors: string[] = [];
afterEach(() => {
  const seen = pageErrors;
  pageErrors = [];
  expect(seen).toEqual([]);
});

async function memberPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await product.newContext({ viewport });
  await context.addCookies([{ ...cookie, url: product.origin }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  return page;
}

const bodyRows = (page: Page) =>
  page.getByRole('table', { name: '经济日历列表' }).locator('tbody tr');

const rowTexts = (page: Page) =>
  bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => [...(row as HTMLTableRowElement).cells].map((c) => c.textContent ?? '')),
  );

describe('economic calendar (real server, MariaDB)', () => {
  it('shows the imported day: only 美国 and 欧元区, in time order, with the spec’s texts', async () => {
    const page = await memberPage();
    await page.goto(`${product.origin}/`);
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '经济日历' })
      .click();
    await expect.poll(() => page.url(), settle).toMatch(/\/toFinancialDataOkx$/);
    await expect.poll(() => page.getByText(longDateLabel(today)).isVisible(), settle).toBe(true);
    await expect.poll(() => bodyRows(page).count(), settle).toBe(2);
    const [pmi, pending] = await rowTexts(page);
    expect(pmi!.slice(0, 3)).toEqual(['17:00', '欧元区制造业PMI', '欧元区']);
    expect(pmi![3]).toBe('46.9数据来源：导入文件');
    expect(pmi![4]).toBe('47.1数据来源：导入文件');
    expect(pmi![5]).toBe('47.2数据来源：导入文件');
    expect(pmi![6]).toBe('★★☆');
    expect(pmi![7]).toBe('有影响');
    expect(pending!.slice(0, 8)).toEqual([
      '22:45',
      '美国端到端测试指数',
      '美国',
      '暂未发布',
      '暂无',
      '51.2数据来源：导入文件',
      '☆☆☆',
      '无影响',
    ]);
    await expect(page.getByText('日本端到端测试CPI').count()).resolves.toBe(0);
    await page.close();
  });

  it('opens a row’s history with the imported values', async () => {
    const page = await memberPage();
    await page.goto(`${product.origin}/toFinancialDataOkx`);
    await page.getByRole('button', { name: '欧元区制造业PMI' }).click();
    await expect.poll(() => page.url(), settle).toContain('/history_market/EZ_PMI_MFG?');
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      seriesId: 'EZ_PMI_MFG',
      name: '欧元区制造业PMI',
      category: '景气',
      intro: '暂未生成',
      impact: '有影响',
      publish: `${today} 17:00`,
      bullish: '0',
      bearish: '0',
    });
    const chart = page.getByRole('img', { name: '欧元区制造业PMI图表' });
    await expect.poll(() => chart.isVisible(), settle).toBe(true);
    // The pointer at the plot's right edge: today's release with the file's figures.
    const overlay = page.locator('[data-part="crosshair"]');
    const box = (await overlay.boundingBox())!;
    await page.mouse.move(box.x + box.width - 2, box.y + 40);
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent(), settle).toContain(`${today}（北京时间）`);
    const text = (await tooltip.textContent())!;
    for (const part of ['实际值46.9', '预期值47.1', '前值47.2', '国家/地区欧元区', '影响有影响'])
      expect(text).toContain(part);
    expect(text).toContain('数据来源导入文件');
    // The change bars: today's 46.9 against the month before's 47.2.
    await page.getByRole('tab', { name: '变化率' }).click();
    await expect
      .poll(() => page.getByRole('img', { name: '欧元区制造业PMI 变化率图表' }).isVisible(), settle)
      .toBe(true);
    const bars = (await page.locator('[data-part="crosshair"]').boundingBox())!;
    await page.mouse.move(bars.x + bars.width - 2, bars.y + 40);
    await expect.poll(() => page.getByRole('tooltip').textContent(), settle).toContain('-0.64%');
    await expect(page.getByRole('tooltip').textContent()).resolves.toContain('涨跌下跌');
    await page.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => page.url(), settle).toMatch(/\/toFinancialDataOkx$/);
    await page.close();
  });
});
