import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@coinsight/domain/messages';
import { classifyNews, previousDay } from '@coinsight/domain/news';
import { beijingDate, beijingDayBounds } from '@coinsight/domain/time';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runIngest } from '../../server/src/cli/ingest.ts';
import { startProduct, untilServedWithAnswers, type Product } from './harness.ts';

const day = 86_400_000;
/** expect.poll waits 1 s by default; a loaded machine needs longer for a page and its session check. */
const settle = { timeout: 15_000, interval: 250 };
const vipPhone = '13800005555';
const memberPhone = '13900006666';

interface FeedItem {
  guid: string;
  title: string;
  /** Beijing wall clock on `date`, HH:MM. */
  date: string;
  time: string;
  /** The RSS description: the summary and the body (no content:encoded). */
  html: string;
}

// Today (Beijing) and the day before have no news: the page steps back two days to `newsDay`.
const today = beijingDate(Date.now());
const newsDay = previousDay(previousDay(today));
const earlierDay = previousDay(newsDay);

const etfTitle = '比特币现货 ETF 单日净流入 5 亿美元，创近一月新高';
const xssTitle = '某交易所公告：系统维护期间暂停提币';

/** Hostile markup a feed might carry; none of it may run on the page. */
const xssCorpus = [
  '<p>维护公告正文。</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'">',
  '<svg><animate onbegin="window.__xss = \'svg\'" attributeName="x" dur="1s"/></svg>',
  '<a href="javascript:window.__xss = \'href\'">点此查看</a>',
  '<iframe src="javascript:parent.__xss = \'iframe\'"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="window.__xss = \'click\'">样式段落</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<form action="javascript:window.__xss=\'form\'"><button>提交</button></form>',
].join('');

const fillers = [
  '某公链发布新版本路线图',
  '香港金管局就稳定币发行征询意见',
  '某矿企公布十月产量报告',
  '以太坊开发者会议讨论下一次升级',
  '某钱包服务商完成新一轮融资',
  '亚洲交易时段比特币窄幅震荡',
  '某交易所上线新的现货交易对',
  '链上数据显示长期持有者持仓稳定',
  '分析师：市场等待本周宏观数据',
];

const dayItems: FeedItem[] = [
  {
    guid: 'e2e-etf-1',
    title: etfTitle,
    date: newsDay,
    time: '21:30',
    html: '<p>美国比特币现货 ETF 昨日合计净流入 5 亿美元。</p><p>其中规模最大的基金贡献过半。</p>',
  },
  {
    guid: 'e2e-etf-2',
    title: '贝莱德比特币 ETF 持仓量继续增加',
    date: newsDay,
    time: '20:10',
    html: '<p>贝莱德旗下比特币 ETF 本周持续增持。</p>',
  },
  {
    guid: 'e2e-approve',
    title: '某国监管机构批准首只比特币现货 ETF',
    date: newsDay,
    time: '19:05',
    html: '<p>监管机构正式批准该基金上市交易。</p>',
  },
  { guid: 'e2e-xss', title: xssTitle, date: newsDay, time: '18:00', html: xssCorpus },
  ...fillers.map((title, i) => ({
    guid: `e2e-filler-${i}`,
    title,
    date: newsDay,
    time: `${String(8 + i).padStart(2, '0')}:15`,
    html: `<p>${title}，详情请关注后续报道。</p>`,
  })),
  {
    guid: 'e2e-early',
    title: '比特币 ETF 周度资金净流入居前',
    date: newsDay,
    time: '07:40',
    html: '<p>周度数据显示比特币 ETF 资金净流入居前。</p>',
  },
  {
    guid: 'e2e-earlier-day',
    title: '以太坊质押量创历史新高',
    date: earlierDay,
    time: '12:00',
    html: '<p>以太坊质押总量创历史新高。</p>',
  },
];
const dayCount = dayItems.filter((i) => i.date === newsDay).length;

const liveItem: FeedItem = {
  guid: 'e2e-live',
  title: '突发：某上市公司宣布购入 1000 枚比特币',
  date: newsDay,
  time: '23:50',
  html: '<p>该公司以自有资金购入比特币作为储备资产。</p>',
};

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function rss(items: readonly FeedItem[]): string {
  const entries = items.map((item) => {
    const [hours = 0, minutes = 0] = item.time.split(':').map(Number);
    const at = new Date(
      beijingDayBounds(item.date).start.getTime() + (hours * 60 + minutes) * 60_000,
    );
    return (
      `<item><title>${xmlText(item.title)}</title><link>https://example.com/news/${item.guid}</link>` +
      `<guid isPermaLink="false">${item.guid}</guid><pubDate>${at.toUTCString()}</pubDate>` +
      `<description>${xmlText(item.html)}</description></item>`
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>币见测试快讯</title>' +
    `<link>https://example.com/</link><description>端到端测试</description>${entries.join('')}</channel></rss>`
  );
}

let product: Product;
let workDir: string;
const cookies = new Map<string, { name: string; value: string }>();

async function ingest(name: string, items: readonly FeedItem[]): Promise<void> {
  const file = join(workDir, name);
  await writeFile(file, rss(items));
  const { database } = product.server.services.config;
  if (database.client !== 'mysql') throw new Error('the e2e server runs on MariaDB');
  const err: string[] = [];
  // What `npm run ingest -- news --file …` runs, with its own connection to the server's database.
  const code = await runIngest(['news', '--file', file], {
    stdout: { write: () => true },
    stderr: { write: (text: string) => err.push(text) },
    env: { DATABASE_URL: database.url },
  });
  expect(code, err.join('')).toBe(0);
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'coinsight-e2e-news-'));
  product = await startProduct({ database: 'mariadb' });
  for (const phone of [vipPhone, memberPhone])
    cookies.set(phone, (await product.addLoggedInMember(phone)).cookie);
  const vip = await product.server.services.account.repo.findUserByPhone(vipPhone);
  await product.server.services.account.repo.setVipExpiry(vip!.id, new Date(Date.now() + 30 * day));
  await ingest('feed.xml', dayItems);
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

async function pageAs(phone: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await product.newContext({ viewport });
  await context.addCookies([{ ...cookies.get(phone)!, url: product.origin }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('dialog', (dialog) => {
    pageErrors.push(`${page.url()}: a dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

const cards = (page: Page) => page.getByRole('region', { name: '新闻列表' }).getByRole('article');

async function scrollListToBottom(page: Page): Promise<void> {
  const box = page.locator('[data-part="scroller"]');
  await box.evaluate((element) => {
    element.scrollTop = 0;
  });
  await box.hover();
  await page.mouse.wheel(0, 5000);
}

/** Waits for the line over the list to read `text`; a failure shows what it read instead. */
async function showsDayLine(page: Page, text: string): Promise<void> {
  const line = page.getByText(/条新闻（北京时间）$/).first();
  await expect
    .poll(() => line.textContent({ timeout: 1000 }).catch(() => '(no line yet)'), {
      timeout: 30_000,
      interval: 250,
    })
    .toBe(text);
}

/** Resolves once the page's socket has subscribed to /news/latest. */
function newsSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('/news/latest')) resolve();
      }),
    );
  });
}

describe('news end to end', () => {
  it('takes a VIP from the nearest earlier day with news through paging, 大事件, a detail, 最近浏览 and search', async () => {
    const page = await pageAs(vipPhone);
    await page.goto('/toNews');
    await showsDayLine(page, `${newsDay} 共 ${dayCount} 条新闻（北京时间）`);
    const [year, month, date] = newsDay.split('-').map(Number);
    expect(
      await page
        .getByRole('button', { name: `${year}年${month}月${date}日` })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // The first page (10); a VIP's list may already be asking for the next one to fill the box.
    await expect.poll(() => cards(page).count(), settle).toBeGreaterThanOrEqual(10);
    // Scrolled again as a reader would if the first scroll came before the session said VIP.
    await expect
      .poll(async () => {
        await scrollListToBottom(page);
        return cards(page).count();
      }, settle)
      .toBe(dayCount);

    await page.getByRole('radio', { name: '大事件' }).click();
    const important = dayItems.filter(
      (i) => i.date === newsDay && classifyNews(i.title, i.html.replace(/<[^>]*>/g, '')).important,
    );
    expect(important.length).toBeGreaterThan(0);
    await expect.poll(() => cards(page).count(), settle).toBe(important.length);
    expect((await cards(page).allTextContents()).every((text) => text.includes('大事件'))).toBe(
      true,
    );

    await page.getByRole('button', { name: etfTitle }).click();
    await page.waitForURL('**/toNewsDetail?newsid=*');
    await page.getByRole('heading', { level: 1, name: etfTitle }).waitFor();
    const reading = page.getByRole('region', { name: messages.news.aiReadingTitle });
    await expect
      .poll(() => reading.textContent(), settle)
      .toContain(messages.news.aiReadingDisclaimer);
    expect(await reading.textContent()).not.toContain(messages.news.aiReadingUnavailable);
    const related = page.getByRole('region', { name: '相关新闻' });
    await expect.poll(() => related.getByRole('listitem').count(), settle).toBeGreaterThan(1);
    expect(await related.textContent()).toContain(`${etfTitle}（本文）`);

    await page.goto('/');
    const carousel = page.getByRole('region', { name: '最近浏览' });
    await carousel.getByText(etfTitle).first().waitFor();

    await page.goto('/toNews');
    await page.getByRole('searchbox', { name: '搜索新闻' }).fill('净流入');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    const hits = page.getByRole('list', { name: '搜索结果' });
    await hits.getByRole('button', { name: etfTitle }).waitFor();
    expect(await page.getByText(/找到 \d+ 条与“净流入”相关的新闻/).textContent()).toMatch(
      /找到 [2-9] 条/,
    );
  });

  it('comes with the opening day’s and today’s answers, and asks only for the day it lands on, once', async () => {
    // Rendered by the server from those answers (plugins/answeredPages.ts) once it has the news.
    await untilServedWithAnswers(product, '/toNews');
    const page = await pageAs(memberPhone, { width: 375, height: 740 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/loginpart/news/')
        asked.push(`${request.resourceType()} ${url.search}`);
    });
    await page.goto('/toNews');
    await showsDayLine(page, `${newsDay} 共 ${dayCount} 条新闻（北京时间）`);
    await expect.poll(() => cards(page).count(), settle).toBe(10);
    // Today has no news here: the page opens on the day before yesterday, whose first page the
    // server did not answer, so the site asks for it.
    expect(asked).toEqual([`fetch ?start_date=${newsDay}&end_date=${newsDay}&offset=0&limit=10`]);
  });

  it('asks a member without VIP to buy on 加载更多 and refuses them the detail', async () => {
    const page = await pageAs(memberPhone, { width: 375, height: 740 });
    await page.goto('/toNews');
    await showsDayLine(page, `${newsDay} 共 ${dayCount} 条新闻（北京时间）`);
    await expect.poll(() => cards(page).count(), settle).toBe(10);
    await page.getByRole('button', { name: '加载更多' }).click();
    await page.getByRole('alertdialog', { name: '开通会员查看更多新闻' }).waitFor();
    await page.getByRole('button', { name: '暂不需要' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await cards(page).count()).toBe(10);
    await page.getByRole('button', { name: etfTitle }).click();
    await page.getByText(messages.news.detailNeedsVip).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: etfTitle }).count()).toBe(0);
  });

  it('shows an item ingested while the page is open, without a reload', async () => {
    const page = await pageAs(vipPhone);
    const subscribed = newsSubscribed(page);
    await page.goto('/toNews');
    await showsDayLine(page, `${newsDay} 共 ${dayCount} 条新闻（北京时间）`);
    await subscribed;
    await ingest('live.xml', [liveItem]);
    await page.getByRole('button', { name: liveItem.title }).waitFor({ timeout: 20_000 });
    expect(await cards(page).first().getAttribute('aria-label')).toBe(liveItem.title);
    await showsDayLine(page, `${newsDay} 共 ${dayCount + 1} 条新闻（北京时间）`);
  });

  it('never runs the markup of a hostile feed item', async () => {
    const page = await pageAs(vipPhone, { width: 375, height: 740 });
    await page.goto('/toNews');
    await page.getByRole('button', { name: xssTitle }).click();
    await page.getByRole('heading', { level: 1, name: xssTitle }).waitFor();
    await page.getByText('维护公告正文。').first().waitFor();
    await page.waitForTimeout(1500);
    const article = page.locator('article').first();
    expect(
      await article.evaluate(
        (root) =>
          root.querySelectorAll(
            'script, iframe, svg, math, form, img, [onerror], [onclick], [onbegin], [style], a[href^="javascript"]',
          ).length,
      ),
    ).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
