import { newsDetail, type NewsDetail, type NewsItem } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { newsSubscription } from '@coinsight/domain/realtime';
import { refuse } from '@coinsight/mocks';
import { worker } from '@coinsight/mocks/browser';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { previousDay, stepBackDays } from '@coinsight/domain/news';
import { beijingDate } from '@coinsight/domain/time';
import { App } from '../../App.tsx';
import { createSiteStore } from '../../store/store.ts';
import { actNow } from '../../testing/actNow.ts';
import { RealtimeConnection, type SocketClient } from '../../realtime/connection.ts';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';
import { forgetFirstAnswers, provideFirstAnswers } from '../../prerender/firstAnswers.ts';
import { vipMember } from '../../testing/members.ts';

const site = mountSitePerTest();
const member = { ...vipMember, username: '13900000000', is_vip: false };

/** What the mocks answer, read the way the page reads it. */
const getJson = async <T,>(path: string): Promise<T> => (await (await fetch(path)).json()) as T;
const listOf = (from: string, to: string) =>
  getJson<{ results: NewsItem[]; total: number }>(
    `/api/v1/loginpart/news/?start_date=${from}&end_date=${to}&limit=50`,
  );
const detailOf = (id: number) => getJson<NewsDetail>(`/api/v1/loginpart/getbtcdetailnews/${id}/`);

// The mocks' news stop yesterday (Beijing), so the page steps back one day.
const yesterday = { day: previousDay(beijingDate(Date.now())) };
const dayNews = async () => (await listOf(yesterday.day, yesterday.day)).results;
const recentNews = async () =>
  (await listOf(previousDay(previousDay(previousDay(yesterday.day))), yesterday.day)).results;

/** Stands in for the Nes client so the test can push on /news/latest. */
class FakeSocket implements SocketClient {
  readonly subs = new Map<string, (message: unknown) => void>();
  onDisconnect: SocketClient['onDisconnect'] = () => {};
  onError: SocketClient['onError'] = () => {};
  async connect(): Promise<void> {}
  async disconnect(): Promise<void> {}
  async subscribe(path: string, handler: (message: unknown) => void): Promise<void> {
    this.subs.set(path, handler);
  }
  async unsubscribe(path: string): Promise<void> {
    this.subs.delete(path);
  }
  subscriptions(): string[] {
    return [...this.subs.keys()];
  }
}

const dayLabel = (day: string) =>
  `${Number(day.slice(0, 4))}年${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

const newsCards = () => page.getByRole('region', { name: '新闻列表' }).getByRole('article');

const scrollListToBottom = () => {
  const box = document.querySelector<HTMLElement>('[data-part="scroller"]')!;
  box.scrollTop = box.scrollHeight;
  box.dispatchEvent(new Event('scroll'));
};

/** The news list calls the page makes, by query string. */
function watchListCalls() {
  const queries: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/loginpart/news/') queries.push(url.search);
  };
  worker.events.on('request:start', listener);
  return { queries, stop: () => worker.events.removeListener('request:start', listener) };
}

const openingQuery = (today: string) =>
  `?start_date=${stepBackDays(today).at(-1)}&end_date=${today}&limit=1`;
const firstPageQuery = (day: string) => `?start_date=${day}&end_date=${day}&offset=0&limit=10`;

describe('/toNews', () => {
  it('opens on a today with news from two calls asked at once: the opening day and today’s first page', async () => {
    const today = beijingDate(Date.now());
    const items = (await dayNews()).map((item) => ({ ...item, date: today }));
    let answered = 0;
    worker.use(
      http.get('*/api/v1/loginpart/news/', async ({ request }) => {
        const query = new URL(request.url).searchParams;
        const offset = Number(query.get('offset') ?? 0);
        const limit = Number(query.get('limit') ?? 10);
        // Answers only once both calls are out: a page that waited for the first would hang here.
        await vi.waitFor(() => expect(calls.queries.length).toBeGreaterThanOrEqual(2));
        answered += 1;
        return HttpResponse.json({
          results: items.slice(offset, offset + limit),
          total: items.length,
        });
      }),
    );
    const calls = watchListCalls();
    site.renderAt('/toNews', { user: member });
    await expect
      .element(page.getByText(`今天 共 ${items.length} 条新闻（北京时间）`))
      .toBeVisible();
    await vi.waitFor(() => expect(newsCards().all()).toHaveLength(10));
    calls.stop();
    expect([...calls.queries].sort()).toEqual([openingQuery(today), firstPageQuery(today)].sort());
    expect(answered).toBe(2);
  });

  it('draws the news the page came with (prerender/firstAnswers.ts) without asking for them', async () => {
    const today = beijingDate(Date.now());
    const items = (await dayNews()).map((item) => ({ ...item, date: today })).slice(0, 3);
    provideFirstAnswers({
      [`/api/v1/loginpart/news/${openingQuery(today)}`]: { results: items.slice(0, 1), total: 3 },
      [`/api/v1/loginpart/news/${firstPageQuery(today)}`]: { results: items, total: 3 },
    });
    const calls = watchListCalls();
    try {
      site.renderAt('/toNews', { user: member });
      await expect.element(page.getByText('今天 共 3 条新闻（北京时间）')).toBeVisible();
      expect(newsCards().all()).toHaveLength(3);
      const spaced = (text: string) => text.replace(/\s+/g, ' ');
      const shown = spaced(page.getByRole('region', { name: '新闻列表' }).element().textContent);
      for (const { title } of items) expect(shown).toContain(spaced(title));
      expect(calls.queries).toEqual([]);
    } finally {
      calls.stop();
      forgetFirstAnswers();
    }
  });

  it('draws the calendar once while the answers fill the list, not again with each one', async () => {
    const today = beijingDate(Date.now());
    const items = (await dayNews()).map((item) => ({ ...item, date: today }));
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    worker.use(
      http.get('*/api/v1/loginpart/news/', async ({ request }) => {
        await answered;
        const query = new URL(request.url).searchParams;
        const offset = Number(query.get('offset') ?? 0);
        const limit = Number(query.get('limit') ?? 10);
        return HttpResponse.json({
          results: items.slice(offset, offset + limit),
          total: items.length,
        });
      }),
    );
    site.renderAt('/toNews', { user: member });
    const arrow = page.getByRole('button', { name: '上个月' });
    await expect.element(arrow).toBeVisible();
    // React gives an element new props (a new object) each time it renders it, even with the same values.
    const drawn = () => {
      const element = arrow.element() as unknown as Record<string, unknown>;
      return element[Object.keys(element).find((key) => key.startsWith('__reactProps$')) ?? ''];
    };
    // The calendar's own first effect (the month it shows) has run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = drawn();
    expect(before).toBeDefined();

    answer();
    await expect
      .element(page.getByText(`今天 共 ${items.length} 条新闻（北京时间）`))
      .toBeVisible();
    await vi.waitFor(() => expect(newsCards().all()).toHaveLength(10));
    expect(drawn()).toBe(before);
  });

  it('lands on the day before under StrictMode, and 今天 then asks for today afresh', async () => {
    const today = beijingDate(Date.now());
    const holder = document.createElement('div');
    document.body.append(holder);
    const root = createRoot(holder);
    const memory = memoryLocation({ path: '/toNews' });
    const store = createSiteStore({ local: localStorage, session: sessionStorage });
    store.actions.setUser(member);
    try {
      actNow(() =>
        root.render(
          <StrictMode>
            <Router hook={memory.hook} searchHook={memory.searchHook}>
              <App store={store} connectRealtime={null} />
            </Router>
          </StrictMode>,
        ),
      );
      await expect
        .element(page.getByText(`${yesterday.day} 共 14 条新闻（北京时间）`))
        .toBeVisible();
      await vi.waitFor(() => expect(newsCards().all()).toHaveLength(10));
      const calls = watchListCalls();
      await userEvent.click(page.getByRole('button', { name: '今天', exact: true }));
      await expect.element(page.getByText('今天 共 0 条新闻（北京时间）')).toBeVisible();
      await expect.element(page.getByText('当日暂无新闻')).toBeVisible();
      calls.stop();
      expect(calls.queries.every((query) => query === firstPageQuery(today))).toBe(true);
      expect(calls.queries.length).toBeGreaterThan(0);
    } finally {
      actNow(() => root.unmount());
      holder.remove();
    }
  });

  it('steps back to the nearest earlier day with news, pages on scroll for a VIP and filters 大事件', async () => {
    site.renderAt('/toNews', { user: vipMember });
    await expect.element(page.getByText(`${yesterday.day} 共 14 条新闻（北京时间）`)).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: dayLabel(yesterday.day) }))
      .toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(newsCards().all()).toHaveLength(10));
    scrollListToBottom();
    await vi.waitFor(() => expect(newsCards().all()).toHaveLength(14));
    await userEvent.click(page.getByRole('radio', { name: '大事件' }));
    const important = (await dayNews()).filter((n) => n.important);
    expect(newsCards().all()).toHaveLength(important.length);
    await expect.element(newsCards().first()).toHaveAccessibleName(important[0]!.title);
  });

  it('asks a member without VIP to buy on 加载更多, and sends 购买会员 to /toVip', async () => {
    const { currentPath } = site.renderAt('/toNews', { user: member });
    await vi.waitFor(() => expect(newsCards().all()).toHaveLength(10));
    scrollListToBottom();
    expect(page.getByRole('alertdialog').query()).toBeNull();
    await userEvent.click(page.getByRole('button', { name: '加载更多' }));
    await expect
      .element(page.getByRole('alertdialog', { name: '开通会员查看更多新闻' }))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '购买会员' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/toVip'));
  });

  it('searches titles and bodies from the search box', async () => {
    site.renderAt('/toNews', { user: member });
    await userEvent.fill(page.getByRole('searchbox', { name: '搜索新闻' }), '比特币');
    await userEvent.click(page.getByRole('button', { name: '搜索', exact: true }));
    const { total: hits } = await getJson<{ total: number }>(
      `/api/v1/loginpart/searchnews/?q=${encodeURIComponent('比特币')}`,
    );
    await expect.element(page.getByText(`找到 ${hits} 条与“比特币”相关的新闻`)).toBeVisible();
  });

  it('shows an item pushed on /news/latest without a reload', async () => {
    const socket = new FakeSocket();
    const connect = () =>
      new RealtimeConnection({ createClient: () => socket, authenticate: async () => {} });
    site.renderAt('/toNews', { user: vipMember, connectRealtime: connect });
    await vi.waitFor(() => expect(newsCards().all()).toHaveLength(10));
    await vi.waitFor(() => expect(socket.subscriptions()).toContain(newsSubscription));
    const item = {
      ...(await dayNews())[0]!,
      id: 99_001,
      times: '23:59',
      title: '突发：某国宣布将比特币列为法定货币',
    };
    socket.subs.get(newsSubscription)!({ type: 'news', item });
    await expect.element(newsCards().first()).toHaveAccessibleName(item.title);
    await expect.element(page.getByText(`${yesterday.day} 共 15 条新闻（北京时间）`)).toBeVisible();
  });
});

/** An item with related news and an AI reading. */
async function itemWithReading(): Promise<NewsDetail> {
  for (const item of await recentNews()) {
    if (item.related.length < 2) continue;
    const detail = await detailOf(item.id);
    if (detail.ai_reading) return detail;
  }
  throw new Error('the mocks have no item with related news and a reading');
}

describe('/toNewsDetail', () => {
  it('shows a VIP the item, its AI reading and related news, and records the view', async () => {
    const withRelated = await itemWithReading();
    site.renderAt(`/toNewsDetail?newsid=${withRelated.id}`, { user: vipMember });
    await expect
      .element(page.getByRole('heading', { level: 1, name: withRelated.title }))
      .toBeVisible();
    const reading = page.getByRole('region', { name: messages.news.aiReadingTitle });
    await expect.element(reading).toBeVisible();
    expect(reading.element().textContent).toContain(withRelated.ai_reading!.split('\n')[0]);
    expect(reading.element().textContent).toContain(messages.news.aiReadingDisclaimer);
    const related = page.getByRole('region', { name: '相关新闻' });
    await expect
      .element(related.getByRole('listitem').nth(withRelated.related.length - 1))
      .toBeVisible();
    await vi.waitFor(async () => {
      const viewed = (await (await fetch('/api/v1/loginpart/connectnews/0')).json()) as {
        results: { id: number }[];
      };
      expect(viewed.results[0]?.id).toBe(withRelated.id);
    });
  });

  it('refuses a member without VIP with the spec’s text', async () => {
    const withRelated = (await recentNews())[0]!;
    worker.use(refuse(newsDetail, 403, messages.news.detailNeedsVip));
    site.renderAt(`/toNewsDetail?newsid=${withRelated.id}`, { user: member });
    await expect.element(page.getByText('请先购买会员再查看具体新闻')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '购买会员' })).toBeVisible();
  });
});

describe('the home page’s news', () => {
  it('lists the latest news and, on a desktop, the member’s recently viewed', async () => {
    site.renderAt('/', { user: vipMember });
    const flash = page.getByRole('list', { name: '最新快讯' });
    await expect.element(flash.getByRole('listitem').nth(7)).toBeVisible();
    await expect
      .element(flash.getByRole('button').first())
      .toHaveAccessibleName((await dayNews())[0]!.title);
    await expect.element(page.getByRole('heading', { name: '最近浏览' })).toBeVisible();
  });
});

describe('the timeline pages', () => {
  it('asks a visitor to log in on /toLatestNews', async () => {
    const { store } = site.renderAt('/toLatestNews');
    await expect.element(page.getByText('登录后即可查看完整内容')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '立即登录&注册' }));
    expect(store.state.showLogin).toBe(true);
  });

  it('draws the related news of a card as a timeline', async () => {
    const withRelated = (await recentNews()).find((n) => n.related.length > 1)!;
    site.renderAt(`/toLatestNews?related=${withRelated.related.join(',')}`, { user: member });
    await expect.element(page.getByRole('heading', { name: withRelated.title })).toBeVisible();
    await expect.element(page.getByText(/^AI评价：/)).toBeVisible();
  });

  it('switches the test page’s sample datasets and title', async () => {
    site.renderAt('/test-latest-news');
    await expect.element(page.getByRole('heading', { name: '事件时间线' })).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: '自定义标题' }), 'ETF 之路');
    await expect.element(page.getByRole('heading', { name: 'ETF 之路' })).toBeVisible();
    await userEvent.click(page.getByText('空数据'));
    await expect.element(page.getByText('暂无事件数据')).toBeVisible();
  });
});
