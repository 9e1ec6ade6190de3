import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { defineEndpoint } from './endpoint.ts';
import { demoMark } from './sources.ts';

const m = messages.news;

const newsId = z.coerce
  .number({ error: m.newsNotFound })
  .int(m.newsNotFound)
  .positive(m.newsNotFound)
  .max(2_147_483_647, m.newsNotFound);

/** A calendar day, 'YYYY-MM-DD' (Beijing date of the news). */
export const newsDate = z.iso.date({ error: m.dateInvalid });

/** 'HH:MM', 24-hour clock, Beijing time. */
export const newsTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** How a news item leans: -1 marks the weaker variant of bullish and bearish; anything else is neutral. */
export const newsTypes = ['bullish', 'bullish-1', 'bearish', 'bearish-1', 'neutral'] as const;
export const newsType = z.enum(newsTypes);
export type NewsType = z.infer<typeof newsType>;

/**
 * The topic label of a news item (spec 2 §9), chosen by keywords on the server (topicOf in
 * @coinsight/domain/news); 金融市场 is the default.
 */
export const newsTopics = ['加密货币', '宏观经济', '金融市场', '政策监管'] as const;
export const newsTopic = z.enum(newsTopics);
export type NewsTopic = z.infer<typeof newsTopic>;

/** One card of the news list. */
export const newsItem = z.object({
  id: z.number().int().positive(),
  date: newsDate,
  times: newsTime,
  title: z.string(),
  type: newsType,
  summary: z.string(),
  source: z.string(),
  author: z.object({ name: z.string() }),
  important: z.boolean(),
  related: z.array(z.number().int().positive()),
  topic: newsTopic,
  /** true when the demo generator wrote this item (issue 34); absent for a feed's item. */
  demo: demoMark,
});
export type NewsItem = z.infer<typeof newsItem>;

/** News page size (spec 2 §9). */
export const newsPageSize = 10;

/** Where a page of news starts, for the list and the search alike. */
const newsOffset = z.coerce
  .number({ error: m.pageInvalid })
  .int(m.pageInvalid)
  .min(0, m.pageInvalid)
  .max(100_000, m.pageInvalid)
  .default(0);

/** How many items a page holds: the spec's 10 unless asked, at most 50. */
const newsLimit = z.coerce
  .number({ error: m.pageInvalid })
  .int(m.pageInvalid)
  .min(1, m.pageInvalid)
  .max(50, m.pageInvalid)
  .default(newsPageSize);

/** GET news: the dated news feed. */
export const newsList = defineEndpoint(() => ({
  id: 'news.newsList',
  method: 'GET',
  path: '/api/v1/loginpart/news/',
  summary: 'News between two dates, newest first, paged by offset and limit',
  description:
    'Decision: the answer is { results, total }, total counting every item of the range. results are sorted by date, ' +
    'then times, descending; date is added to each item (spec: times only) so a range longer than a day stays readable. ' +
    'Dates are Beijing calendar days, inclusive; a start after the end is a 400 with 开始日期不能晚于结束日期. ' +
    'limit defaults to 10 (the page size), at most 50. Anyone may read the first page; offset > 0 is VIP paging, ' +
    'so a visitor or non-VIP member receives 403 with 开通会员后可查看更多新闻.',
  role: 'visitor',
  query: z
    .strictObject({
      start_date: newsDate,
      end_date: newsDate,
      offset: newsOffset,
      limit: newsLimit,
    })
    .refine((q) => q.start_date <= q.end_date, {
      message: m.dateRangeInvalid,
      path: ['start_date'],
    }),
  response: z.object({ results: z.array(newsItem), total: z.number().int().nonnegative() }),
}));

/** POST connectnews/{id}/: records that the member opened a news item. */
export const recordNewsView = defineEndpoint(() => ({
  id: 'news.recordNewsView',
  method: 'POST',
  path: '/api/v1/loginpart/connectnews/{id}/',
  summary: 'Record that the member viewed a news item',
  description:
    'Empty body. The spec’s answer is status "200" (a string). Decision: role user (views are kept per member, ' +
    'visitors record nothing); viewing again moves the item to the front; an unknown id is a 404 with 新闻不存在.',
  role: 'user',
  params: z.strictObject({ id: newsId }),
  response: z.object({ status: z.literal('200') }),
}));

/** Card style of a recently viewed item, from the news type. */
export const viewedStatuses = ['good', 'bad', 'neutral'] as const;

export const viewedNews = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  date: newsDate,
  status: z.enum(viewedStatuses),
  viewed_at: z.iso.datetime(),
  demo: demoMark,
});
export type ViewedNews = z.infer<typeof viewedNews>;

/** GET connectnews/0: the member’s recently viewed news (home carousel). */
export const recentlyViewed = defineEndpoint(() => ({
  id: 'news.recentlyViewed',
  method: 'GET',
  path: '/api/v1/loginpart/connectnews/0',
  summary: 'The ten news items the member viewed last, most recent first',
  description:
    'The trailing 0 is part of the spec’s path. Decision: { results } with at most 10 items, each once, most recent ' +
    'view first; description is the summary, status good for bullish types, bad for bearish, else neutral; ' +
    'viewed_at is ISO-8601 UTC, date the news day. id is added so the carousel can open the detail.',
  role: 'user',
  response: z.object({ results: z.array(viewedNews).max(10) }),
}));

/** A node of the related-news timeline. */
export const relatedNews = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  date: newsDate,
  times: newsTime,
  type: newsType,
  summary: z.string(),
  demo: demoMark,
});
export type RelatedNews = z.infer<typeof relatedNews>;

/** POST treenews: the related-news timeline of a news item. */
export const treeNews = defineEndpoint(() => ({
  id: 'news.treeNews',
  method: 'POST',
  path: '/api/v1/loginpart/treenews/',
  summary: 'The timeline of related news for a set of ids (the current one included)',
  description:
    'POST because the id list may be long; it changes nothing but still carries the CSRF header like every POST. ' +
    'Decision: title is the title of the first id (the current news); data lists the known ids as timeline nodes, ' +
    'oldest first; unknown ids are skipped, so data may be empty (the page then says 相关新闻数据为空). ' +
    'An empty list is a 400 with 请提供相关新闻编号. Role user, like the news list’s cards that link here.',
  role: 'user',
  body: z.strictObject({
    related: z
      .array(
        z.number({ error: m.relatedRequired }).int(m.relatedRequired).positive(m.relatedRequired),
        {
          error: m.relatedRequired,
        },
      )
      .min(1, m.relatedRequired)
      .max(50, m.relatedRequired),
  }),
  response: z.object({ title: z.string(), data: z.array(relatedNews) }),
}));

/** The full text of a news item. */
export const newsDetailBody = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  source: z.string(),
  time: z.iso.datetime(),
  htmlcontent: z.string(),
  type: newsType,
  topic: newsTopic,
  /** Related ids, this one included, for treenews (the detail's related-news block). */
  related: z.array(z.number().int().positive()),
  /**
   * The AI reading of this item as plain text (paragraphs separated by blank lines), or null when
   * the provider could not give one yet (the page then shows messages.news.aiReadingUnavailable).
   * The page shows it under messages.news.aiReadingTitle with messages.news.aiReadingDisclaimer.
   */
  ai_reading: z.string().nullable(),
  /** true when the demo generator wrote this item (issue 34). */
  demo: demoMark,
  /**
   * Every source that told this story (issue 35: the same story from several feeds is stored
   * once), the item's own first; the page lists them after 来源. link is null for a source
   * without one.
   */
  sources: z.array(z.object({ name: z.string(), link: z.string().nullable() })).optional(),
});
export type NewsDetail = z.infer<typeof newsDetailBody>;

/** GET getbtcdetailnews/{id}/: one news item in full (VIP). */
export const newsDetail = defineEndpoint(() => ({
  id: 'news.newsDetail',
  method: 'GET',
  path: '/api/v1/loginpart/getbtcdetailnews/{id}/',
  summary: 'The full text of a news item (VIP)',
  description:
    'htmlcontent is HTML sanitised by the server (an allow-list of text tags, links with http(s) only, no scripts, ' +
    'styles or event attributes), so the page may insert it as is. time is the publication instant, ISO-8601 UTC. ' +
    'A non-VIP member receives 403 with 请先购买会员再查看具体新闻; an unknown id a 404 with 新闻不存在. ' +
    'Decision: the detail adds type, topic and related (for the related-news block) and ai_reading: the reading is ' +
    'generated on the first read through the AI provider (the offline rules without an API key), stored and then ' +
    'served as is; it restates only what the item says (no invented figures). null when the provider failed (the ' +
    'next read tries again).',
  role: 'vip',
  params: z.strictObject({ id: newsId }),
  response: newsDetailBody,
}));

/** GET searchnews: full-text search over titles, summaries and bodies (an addition: no peer in the spec). */
export const searchNews = defineEndpoint(() => ({
  id: 'news.searchNews',
  method: 'GET',
  path: '/api/v1/loginpart/searchnews/',
  summary: 'News whose title, summary or body contains the words searched, newest first',
  description:
    'Decision: q is trimmed, 2 to 40 characters (请输入搜索关键词 / 搜索关键词至少 2 个字 / 搜索关键词不能超过 40 个字). ' +
    'Words are separated by spaces and all must appear (AND) in the title, summary or body text: a Chinese word ' +
    'anywhere (比特币 finds 比特币现货 ETF), a Latin word or number as a whole word, case-insensitively (etf finds ' +
    'ETF). A word shorter than 2 characters is ignored when another word is long enough. The answer is { results, ' +
    'total } like the list, newest first. Role rules are the list’s: anyone reads the first page (offset 0); ' +
    'offset > 0 is VIP paging, so a visitor or non-VIP member receives 403 with 开通会员后可查看更多新闻.',
  role: 'visitor',
  query: z.strictObject({
    q: z
      .string({ error: m.searchQueryRequired })
      .trim()
      .min(1, m.searchQueryRequired)
      .min(2, m.searchQueryTooShort)
      .max(40, m.searchQueryTooLong),
    offset: newsOffset,
    limit: newsLimit,
  }),
  response: z.object({ results: z.array(newsItem), total: z.number().int().nonnegative() }),
}));
