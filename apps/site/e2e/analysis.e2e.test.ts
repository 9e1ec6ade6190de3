import { closedDays } from '@coinsight/domain/analysis';
import { dailyAnalysisHref, dayLabel, longDayLabel } from '@coinsight/domain/analysisView';
import {
  classicRainbow,
  dayMs,
  dayOf,
  dayTime,
  rainbowDays,
  rainbowModelPrice,
  type BtcDay,
} from '@coinsight/domain/indicators';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem } from '../../server/src/providers/news/feeds.ts';
import { startProduct, type Product } from './harness.ts';

/** expect.poll waits 1 s by default; a loaded machine needs longer for a page and its session check. */
const settle = { timeout: 20_000, interval: 250 };
const memberPhone = '13900007777';

const [yesterday] = closedDays(new Date(), 1) as [string];
const sectionTitles = ['技术面总结', '异常指标', '新闻面总结', '新闻事件', '重大利好与利空'];
const nuplName = '比特币未实现净盈亏（NUPL）';
const etfTitle = '比特币现货 ETF 单日净流入 5 亿美元';

/**
 * 420 calm days of Bitcoin history ending yesterday (price in the middle of a rainbow band, NUPL at
 * 0.4), except that yesterday NUPL rises to 0.55: a zone change the analysis must report.
 */
function historyWithNuplCrossing(last: string): BtcDay[] {
  const supply = 19_800_000;
  const length = 420;
  return Array.from({ length }, (_, i) => {
    const date = dayOf(dayTime(last) - (length - 1 - i) * dayMs);
    const model = rainbowModelPrice(rainbowDays(date), classicRainbow);
    const price = model * 10 ** (-0.6 + 0.15 * 4.5) * (1 + 0.002 * Math.sin(i));
    const marketCap = price * supply;
    return {
      date,
      price,
      marketCap,
      realizedCap: marketCap * (date === last ? 0.45 : 0.6),
      supply,
    };
  });
}

const feedItem = (n: number, title: string, time: string): FeedItem => ({
  guid: `e2e-analysis-${n}`,
  link: `https://news.example/analysis/${n}`,
  title,
  publishedAt: new Date(`${yesterday}T${time}:00+08:00`),
  summaryHtml: `<p>${title}。</p>`,
  bodyHtml: `<p>${title}，详情请关注后续报道。</p>`,
  author: '测试作者',
});

let product: Product;
let memberCookie: { name: string; value: string };
let pageErrors: string[] = [];

beforeAll(async () => {
  product = await startProduct({ database: 'mariadb' });
  const { services } = product.server;
  await services.news.ingest(
    [
      feedItem(1, etfTitle, '09:35'),
      feedItem(2, '某交易所遭黑客攻击，资产被盗', '03:10'),
      feedItem(3, '某公链发布年度技术路线图', '12:00'),
    ],
    '测试快讯',
  );
  await services.btcHistory.upsert(historyWithNuplCrossing(yesterday), 'coinmetrics');
  // What the schedule does after the Beijing day closes, without waiting for its next run.
  await services.analysis.writeDays([yesterday]);
  memberCookie = (await product.addLoggedInMember(memberPhone)).cookie;
});

afterAll(async () => {
  await product?.stop();
});

afterEach(() => {
  const seen = pageErrors;
  pageErrors = [];
  expect(seen).toEqual([]);
});

async function memberPage(width: number, height: number): Promise<Page> {
  const context = await product.newContext({ viewport: { width, height } });
  await context.addCookies([{ ...memberCookie, url: product.origin }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error')
      pageErrors.push(`${message.location().url || page.url()}: ${message.text()}`);
  });
  return page;
}

const reportHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: `${longDayLabel(yesterday)} 每日分析` });

describe('daily analysis end to end', () => {
  it("opens on yesterday's analysis with its five sections; the abnormal indicator opens its chart", async () => {
    const page = await memberPage(1280, 800);
    await page.goto('/');
    await page.getByRole('link', { name: '每日分析' }).first().click();
    await expect.poll(() => page.url(), settle).toContain(dailyAnalysisHref());
    await expect.poll(() => reportHeading(page).isVisible(), settle).toBe(true);
    const article = page.getByRole('article', { name: `${longDayLabel(yesterday)} 每日分析` });
    await expect
      .poll(() => article.getByRole('heading', { level: 3 }).allTextContents(), settle)
      .toEqual(sectionTitles);
    // The menu opened the first dropdown and picked its first day: yesterday.
    await expect(page.locator('[aria-current="date"]').textContent()).resolves.toBe(
      dayLabel(yesterday),
    );

    const events = article.getByRole('region', { name: '新闻事件' });
    await expect
      .poll(() => events.getByRole('link', { name: etfTitle }).getAttribute('href'), settle)
      .toMatch(/^\/toNewsDetail\?newsid=\d+$/);

    const indicator = article
      .getByRole('region', { name: '异常指标' })
      .getByRole('link', { name: nuplName });
    await expect(indicator.getAttribute('href')).resolves.toBe('/toTarget?list=1&unit=2');
    await indicator.click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, settle)
      .toBe('/toTarget?list=1&unit=2');
    await expect
      .poll(() => page.getByRole('button', { name: 'NUPL' }).getAttribute('aria-current'), settle)
      .toBe('true');
  });

  it('on a phone keeps the menu folded after a pick and never scrolls sideways', async () => {
    const page = await memberPage(375, 740);
    await page.goto(dailyAnalysisHref(yesterday));
    await expect.poll(() => reportHeading(page).isVisible(), settle).toBe(true);
    const toggle = page.getByRole('button', { name: /选择日期$/ });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await page.getByRole('button', { name: dayLabel(yesterday), exact: true }).click();
    await expect
      .poll(
        () => page.getByRole('button', { name: /选择日期$/ }).getAttribute('aria-expanded'),
        settle,
      )
      .toBe('false');
    await expect(
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).resolves.toBeLessThanOrEqual(0);
  });

  it("leads the home's AI report block with yesterday's summary, for a visitor too", async () => {
    const context = await product.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const more = page.getByRole('link', { name: '查看完整分析' });
    await expect.poll(() => more.getAttribute('href'), settle).toBe(dailyAnalysisHref(yesterday));
    await expect(page.getByText(nuplName).first().isVisible()).resolves.toBe(true);
    // The topics stay beside it.
    await expect(page.getByRole('link', { name: /反诈指南/ }).isVisible()).resolves.toBe(true);
    // A visitor reading the day is asked to log in.
    await more.click();
    await expect.poll(() => page.getByText('登录后查看每日分析').isVisible(), settle).toBe(true);
  });
});
