import {
  newsDetail,
  newsList,
  recentlyViewed,
  recordNewsView,
  searchNews,
  treeNews,
  type NewsItem,
  type NewsType,
  type ViewedNews,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { viewedStatusOf } from '@coinsight/domain/news';
import { beijingInstant } from '../fixtures/beijingClock.ts';
import { newsDetailOf, newsItems } from '../fixtures/news.ts';
import { demoMarkOf } from '../fixtures/sources.ts';
import { mock, notFound, type EndpointMock } from './define.ts';

const m = messages.news;

/** Ids the demo member viewed, most recent first, with when. */
let views: { id: number; at: string }[] = [];

export function resetNewsMockState(): void {
  views = [
    { id: newsItems[1]?.id ?? 0, at: '2026-11-22T03:10:00.000Z' },
    { id: newsItems[4]?.id ?? 0, at: '2026-11-21T14:02:00.000Z' },
  ];
}
resetNewsMockState();

const statusOf = (type: NewsType): ViewedNews['status'] => viewedStatusOf(type);

/** The words a mock search looks for in an item: its title, summary and body text. */
const searchableText = (item: NewsItem): string =>
  `${item.title} ${item.summary} ${newsDetailOf(item).htmlcontent.replace(/<[^>]*>/g, ' ')}`.toLowerCase();

/** An item as the news source serves it now: marked while setMockDemoSources says news is demo. */
const findNews = (id: number): NewsItem | undefined => {
  const item = newsItems.find((n) => n.id === id);
  return item && { ...item, ...demoMarkOf('news') };
};
const served = (items: readonly NewsItem[]): NewsItem[] =>
  items.map((n) => ({ ...n, ...demoMarkOf('news') }));

/** Mock clock: a view is stamped with the real time, so the carousel order follows clicks. */
const now = (): string => new Date().toISOString();

export const mocks: EndpointMock[] = [
  mock(
    newsList,
    { query: { start_date: '2026-11-22', end_date: '2026-11-22', offset: 0, limit: 10 } },
    ({ query }) => {
      const inRange = newsItems.filter(
        (n) => n.date >= query.start_date && n.date <= query.end_date,
      );
      return {
        results: served(inRange.slice(query.offset, query.offset + query.limit)),
        total: inRange.length,
      };
    },
  ),

  mock(recordNewsView, { params: { id: newsItems[0]?.id ?? 1 } }, ({ params }) => {
    if (!findNews(params.id)) return notFound(m.newsNotFound);
    views = [{ id: params.id, at: now() }, ...views.filter((v) => v.id !== params.id)].slice(0, 10);
    return { status: '200' as const };
  }),

  mock(recentlyViewed, {}, () => ({
    results: views.flatMap(({ id, at }) => {
      const item = findNews(id);
      if (!item) return [];
      return [
        {
          id,
          title: item.title,
          description: item.summary,
          date: item.date,
          status: statusOf(item.type),
          viewed_at: at,
          ...demoMarkOf('news'),
        },
      ];
    }),
  })),

  mock(
    treeNews,
    { body: { related: newsItems.find((n) => n.related.length > 0)?.related ?? [1] } },
    ({ body }) => {
      const first = findNews(body.related[0] ?? 0);
      const nodes = body.related
        .map(findNews)
        .filter((n): n is NewsItem => n !== undefined)
        .sort((a, b) =>
          beijingInstant(a.date, a.times).localeCompare(beijingInstant(b.date, b.times)),
        );
      return {
        title: first?.title ?? '',
        data: nodes.map(({ id, title, date, times, type, summary, demo }) => ({
          id,
          title,
          date,
          times,
          type,
          summary,
          ...(demo ? { demo } : {}),
        })),
      };
    },
  ),

  mock(newsDetail, { params: { id: newsItems[0]?.id ?? 1 } }, ({ params }) => {
    const item = findNews(params.id);
    if (!item) return notFound(m.newsNotFound);
    return { ...newsDetailOf(item), ...demoMarkOf('news') };
  }),

  mock(searchNews, { query: { q: '比特币' } }, ({ query }) => {
    const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
    const hits = newsItems.filter((n) => words.every((w) => searchableText(n).includes(w)));
    return {
      results: served(hits.slice(query.offset, query.offset + query.limit)),
      total: hits.length,
    };
  }),
];
