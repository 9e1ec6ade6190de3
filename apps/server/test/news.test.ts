import { describe, expect, it, beforeAll } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import {
  newsDetail,
  newsList,
  recentlyViewed,
  recordNewsView,
  searchNews,
  treeNews,
  buildPath,
  type NewsItem,
} from '../src/contract.ts';
import type { FeedItem } from '../src/providers/news/feeds.ts';
import type { AppServer } from '../src/startup.ts';
import { addMember, databaseKinds, loginAs, serverPerSuite, TestBrowser } from './helpers.ts';

const m = messages.news;

/** Beijing 2026-11-20 and the days around it, as UTC instants. */
const beijing = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

function feedItem(n: number, title: string, at: Date, body = `<p>${title}。</p>`): FeedItem {
  return {
    guid: `test-${n}`,
    link: `https://news.example/${n}`,
    title,
    publishedAt: at,
    summaryHtml: body,
    bodyHtml: body,
    author: '测试作者',
  };
}

const items: FeedItem[] = [
  feedItem(1, '比特币现货 ETF 单日净流入 5 亿美元', beijing('2026-11-20', '09:35')),
  feedItem(2, '美联储宣布降息 25 个基点', beijing('2026-11-20', '21:00')),
  feedItem(3, '某交易所遭黑客攻击，资产被盗', beijing('2026-11-20', '03:10')),
  // Both bigrams of 比特币 but never the word itself: search must not find it for 比特币.
  feedItem(4, '特币与比特的故事', beijing('2026-11-19', '12:00')),
  feedItem(5, 'FOMC 会议纪要：多数官员支持放缓缩表', beijing('2026-11-19', '23:30')),
  ...Array.from({ length: 12 }, (_, i) =>
    feedItem(
      100 + i,
      `链上数据第 ${i + 1} 期：交易所余额继续下降`,
      beijing('2026-11-18', `1${i % 10}:0${i % 6}`),
    ),
  ),
];

async function browserAs(server: AppServer, vip: boolean): Promise<TestBrowser> {
  const member = await addMember(server, {
    vipExpiry: vip ? new Date(Date.now() + 30 * 86_400_000) : null,
  });
  const browser = await TestBrowser.open(server);
  const { cookie } = await loginAs(server, member.id);
  const [name, value] = [
    cookie.slice(0, cookie.indexOf('=')),
    cookie.slice(cookie.indexOf('=') + 1),
  ];
  browser.cookies.set(name, value);
  return browser;
}

interface Answer {
  statusCode: number;
  json<T = unknown>(): T;
}

/** The inject response with its JSON body read. */
function answer(res: { statusCode: number; payload: string }): Answer {
  return { statusCode: res.statusCode, json: <T>() => JSON.parse(res.payload) as T };
}
const get = async (browser: TestBrowser, url: string) => answer(await browser.get(url));
const post = async (browser: TestBrowser, url: string, payload?: object) =>
  answer(await browser.post(url, payload));

const listUrl = (query: string) => `${newsList.path}?${query}`;

describe.each(databaseKinds)('news on %s', (kind) => {
  const suite = serverPerSuite(kind);
  let visitor: TestBrowser;
  let member: TestBrowser;
  let vip: TestBrowser;
  const idOf = new Map<string, number>();

  beforeAll(async () => {
    const counts = await suite.server.services.news.ingest(items, '测试快讯');
    expect(counts).toEqual({ read: items.length, stored: items.length, duplicates: 0 });
    const all = await suite.server.services.news.repo.listBetween(
      new Date(0),
      new Date('2100-01-01'),
      0,
      50,
    );
    for (const n of all.items) idOf.set(n.title, n.id);
    visitor = await TestBrowser.open(suite.server);
    member = await browserAs(suite.server, false);
    vip = await browserAs(suite.server, true);
  });

  it('stores each item once however often it is ingested', async () => {
    const again = await suite.server.services.news.ingest(items, '测试快讯');
    expect(again).toEqual({ read: items.length, stored: 0, duplicates: items.length });
  });

  it('lists a Beijing day newest first, with topic labels and a total', async () => {
    const res = await get(visitor, listUrl('start_date=2026-11-20&end_date=2026-11-20'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ results: NewsItem[]; total: number }>();
    expect(body.total).toBe(3);
    expect(body.results.map((r) => [r.times, r.topic])).toEqual([
      ['21:00', '宏观经济'],
      ['09:35', '加密货币'],
      ['03:10', '金融市场'],
    ]);
    expect(body.results.every((r) => r.date === '2026-11-20')).toBe(true);
    expect(body.results[0]).toMatchObject({ type: 'bullish', important: true, source: '测试快讯' });
  });

  it('spans several days and pages for VIPs only', async () => {
    const query = 'start_date=2026-11-18&end_date=2026-11-20';
    const first = await get(member, listUrl(query));
    expect(first.json<{ total: number }>().total).toBe(items.length);
    const refused = await get(member, listUrl(`${query}&offset=10`));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(m.pagingNeedsVip);
    expect((await get(visitor, listUrl(`${query}&offset=10`))).statusCode).toBe(403);
    const second = await get(vip, listUrl(`${query}&offset=10`));
    expect(second.statusCode).toBe(200);
    expect(second.json<{ results: unknown[] }>().results).toHaveLength(items.length - 10);
  });

  it.each([
    ['start_date=2026-11-21&end_date=2026-11-20', m.dateRangeInvalid],
    ['start_date=2026-02-30&end_date=2026-03-01', m.dateInvalid],
    ['start_date=2026-11-20&end_date=2026-11-20&limit=0', m.pageInvalid],
  ])('refuses %s with 400 and the Chinese reason', async (query, reason) => {
    const res = await get(visitor, listUrl(query));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(reason);
  });

  describe('search', () => {
    const search = async (browser: TestBrowser, q: string, extra = '') => {
      const res = await get(browser, `${searchNews.path}?q=${encodeURIComponent(q)}${extra}`);
      return {
        status: res.statusCode,
        body: res.json<{ results: NewsItem[]; total: number; message?: string }>(),
      };
    };

    it('finds a two-character Chinese word', async () => {
      const { body } = await search(visitor, '降息');
      expect(body.results.map((r) => r.title)).toEqual(['美联储宣布降息 25 个基点']);
    });

    it('finds a longer word only where it appears whole', async () => {
      const { body } = await search(visitor, '比特币');
      expect(body.results.map((r) => r.title)).toEqual(['比特币现货 ETF 单日净流入 5 亿美元']);
      expect((await search(visitor, '比特')).body.total).toBe(2);
    });

    it('reads Latin words case-insensitively and needs every word', async () => {
      expect((await search(visitor, 'etf')).body.total).toBe(1);
      expect((await search(visitor, 'fomc 缩表')).body.total).toBe(1);
      expect((await search(visitor, 'fomc 降息')).body.total).toBe(0);
    });

    it('searches bodies too, newest first, paged like the list', async () => {
      const { body } = await search(vip, '余额', '&limit=5');
      expect(body.total).toBe(12);
      expect(body.results).toHaveLength(5);
      const times = body.results.map((r) => `${r.date} ${r.times}`);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await search(member, '余额', '&offset=10')).status).toBe(403);
      expect((await search(vip, '余额', '&offset=10')).body.results).toHaveLength(2);
    });

    it.each([
      ['', m.searchQueryRequired],
      ['币', m.searchQueryTooShort],
      ['币'.repeat(41), m.searchQueryTooLong],
    ])('refuses q=%j with 400', async (q, reason) => {
      const { status, body } = await search(visitor, q);
      expect(status).toBe(400);
      expect(body.message).toContain(reason);
    });

    it('answers again once news is stored, the new item included', async () => {
      expect((await search(visitor, '降息')).body.total).toBe(1);
      await suite.server.services.news.ingest(
        [feedItem(900, '欧洲央行宣布降息', beijing('2026-11-10', '20:15'))],
        '测试快讯',
      );
      expect((await search(visitor, '降息')).body.results.map((r) => r.title)).toEqual([
        '美联储宣布降息 25 个基点',
        '欧洲央行宣布降息',
      ]);
    });

    it('answers nothing, not an error, for words the index cannot hold', async () => {
      expect(await search(visitor, '%%')).toEqual({ status: 200, body: { results: [], total: 0 } });
    });
  });

  describe('detail', () => {
    const detailUrl = (id: number) => buildPath(newsDetail.path, { id });

    it('is refused to visitors (401) and to members without VIP with the spec’s text', async () => {
      const id = idOf.get('美联储宣布降息 25 个基点') ?? 0;
      expect((await get(visitor, detailUrl(id))).statusCode).toBe(401);
      const refused = await get(member, detailUrl(id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe('请先购买会员再查看具体新闻');
    });

    it('gives VIPs the body and an AI reading that is stored once made', async () => {
      const id = idOf.get('比特币现货 ETF 单日净流入 5 亿美元') ?? 0;
      const res = await get(vip, detailUrl(id));
      expect(res.statusCode).toBe(200);
      const detail = res.json<{
        htmlcontent: string;
        ai_reading: string;
        time: string;
        related: number[];
      }>();
      expect(detail.htmlcontent).toBe('<p>比特币现货 ETF 单日净流入 5 亿美元。</p>');
      expect(detail.time).toBe('2026-11-20T01:35:00.000Z');
      expect(detail.ai_reading).toContain('「重大利好」');
      expect((await suite.server.services.news.repo.byId(id))?.aiReading).toBe(detail.ai_reading);
      expect(detail.related[0]).toBe(id);
    });

    it('answers 404 新闻不存在 for an unknown id and 400 for a bad one', async () => {
      const missing = await get(vip, detailUrl(999_999));
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ message: string }>().message).toBe(m.newsNotFound);
      expect((await get(vip, '/api/v1/loginpart/getbtcdetailnews/abc/')).statusCode).toBe(400);
    });
  });

  describe('recently viewed', () => {
    it('keeps each item once, newest view first, ten at most', async () => {
      const reader = await browserAs(suite.server, false);
      const ids = [...idOf.values()];
      for (const id of ids) {
        const res = await post(reader, buildPath(recordNewsView.path, { id }));
        expect(res.json()).toEqual({ status: '200' });
        suite.clock.advance(1000);
      }
      await post(reader, buildPath(recordNewsView.path, { id: ids[0] ?? 0 }));
      const viewed = (await get(reader, recentlyViewed.path)).json<{
        results: { id: number; status: string; viewed_at: string }[];
      }>().results;
      expect(viewed).toHaveLength(10);
      expect(viewed[0]?.id).toBe(ids[0]);
      expect(viewed[1]?.id).toBe(ids[ids.length - 1]);
      expect(new Set(viewed.map((v) => v.id)).size).toBe(10);
    });

    it('answers 404 for an unknown id and 401 for a visitor', async () => {
      const res = await post(member, buildPath(recordNewsView.path, { id: 999_999 }));
      expect(res.statusCode).toBe(404);
      expect((await get(visitor, recentlyViewed.path)).statusCode).toBe(401);
    });
  });

  describe('related news', () => {
    it('links items sharing a subject within three days, both ways', async () => {
      const cut = idOf.get('美联储宣布降息 25 个基点') ?? 0;
      const minutes = idOf.get('FOMC 会议纪要：多数官员支持放缓缩表') ?? 0;
      const list = (await get(vip, listUrl('start_date=2026-11-19&end_date=2026-11-20'))).json<{
        results: NewsItem[];
      }>().results;
      expect(list.find((n) => n.id === cut)?.related).toEqual([cut, minutes]);
      expect(list.find((n) => n.id === minutes)?.related).toEqual([minutes, cut]);
    });

    it('answers the timeline oldest first, titled by the first id, unknown ids skipped', async () => {
      const cut = idOf.get('美联储宣布降息 25 个基点') ?? 0;
      const minutes = idOf.get('FOMC 会议纪要：多数官员支持放缓缩表') ?? 0;
      const res = await post(member, treeNews.path, { related: [cut, minutes, 999_999] });
      expect(res.statusCode).toBe(200);
      const tree = res.json<{ title: string; data: { id: number; type: string }[] }>();
      expect(tree.title).toBe('美联储宣布降息 25 个基点');
      expect(tree.data.map((d) => d.id)).toEqual([minutes, cut]);
      const empty = await post(member, treeNews.path, { related: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toContain(m.relatedRequired);
    });
  });
});
