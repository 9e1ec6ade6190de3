import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import { endpointsByArea } from './index.ts';
import {
  newsDetail,
  newsItem,
  newsList,
  newsPageSize,
  recentlyViewed,
  recordNewsView,
  searchNews,
  treeNews,
} from './news.ts';

const m = messages.news;

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('news endpoints match the spec’s call table', () => {
  const table = [
    [newsList, 'GET', '/api/v1/loginpart/news/', 'visitor'],
    [recordNewsView, 'POST', '/api/v1/loginpart/connectnews/{id}/', 'user'],
    [recentlyViewed, 'GET', '/api/v1/loginpart/connectnews/0', 'user'],
    [treeNews, 'POST', '/api/v1/loginpart/treenews/', 'user'],
    [newsDetail, 'GET', '/api/v1/loginpart/getbtcdetailnews/{id}/', 'vip'],
    [searchNews, 'GET', '/api/v1/loginpart/searchnews/', 'visitor'],
  ] as const;

  it.each(table)('%# %s', (endpoint, method, path, role) => {
    expect(endpoint.method).toBe(method);
    expect(endpoint.path).toBe(path);
    expect(endpoint.role).toBe(role);
    expect(endpoint.csrf).toBe(method !== 'GET');
  });

  it('registers exactly these endpoints in the news area', () => {
    expect(endpointsByArea.news.map((e) => e.id).sort()).toEqual(table.map(([e]) => e.id).sort());
  });
});

describe('news list query', () => {
  it('defaults to the first page of 10', () => {
    expect(newsList.query.parse({ start_date: '2026-11-22', end_date: '2026-11-22' })).toEqual({
      start_date: '2026-11-22',
      end_date: '2026-11-22',
      offset: 0,
      limit: newsPageSize,
    });
    expect(newsPageSize).toBe(10);
  });

  it('reads offset and limit from query strings', () => {
    const q = newsList.query.parse({
      start_date: '2026-11-18',
      end_date: '2026-11-22',
      offset: '20',
      limit: '10',
    });
    expect([q.offset, q.limit]).toEqual([20, 10]);
  });

  it.each([
    [
      'a day that does not exist',
      { start_date: '2026-02-30', end_date: '2026-03-01' },
      m.dateInvalid,
    ],
    ['a slashed date', { start_date: '2026/11/22', end_date: '2026-11-22' }, m.dateInvalid],
    ['a missing end date', { start_date: '2026-11-22' }, m.dateInvalid],
    [
      'a start after the end',
      { start_date: '2026-11-23', end_date: '2026-11-22' },
      m.dateRangeInvalid,
    ],
    [
      'a negative offset',
      { start_date: '2026-11-22', end_date: '2026-11-22', offset: '-10' },
      m.pageInvalid,
    ],
    [
      'a zero limit',
      { start_date: '2026-11-22', end_date: '2026-11-22', limit: '0' },
      m.pageInvalid,
    ],
    [
      'a limit over 50',
      { start_date: '2026-11-22', end_date: '2026-11-22', limit: '51' },
      m.pageInvalid,
    ],
    [
      'a non-numeric offset',
      { start_date: '2026-11-22', end_date: '2026-11-22', offset: 'x' },
      m.pageInvalid,
    ],
  ])('refuses %s', (_, query, message) => {
    expect(firstMessage(newsList.query, query)).toBe(message);
  });

  it('refuses unknown query fields', () => {
    expect(
      newsList.query.safeParse({ start_date: '2026-11-22', end_date: '2026-11-22', page: '2' })
        .success,
    ).toBe(false);
  });
});

describe('news items', () => {
  const item = {
    id: 1001,
    date: '2026-11-22',
    times: '09:35',
    title: '比特币现货 ETF 单日净流入超 5 亿美元',
    type: 'bullish',
    summary: '摘要',
    source: '币见快讯',
    author: { name: '王芳' },
    important: true,
    related: [1001, 1000],
    topic: '加密货币',
  };

  it.each(['bullish', 'bullish-1', 'bearish', 'bearish-1', 'neutral'])(
    'accepts type %s',
    (type) => {
      expect(newsItem.safeParse({ ...item, type }).success).toBe(true);
    },
  );

  it.each([
    ['times with seconds', { times: '09:35:00' }],
    ['an hour of 24', { times: '24:00' }],
    ['an unknown type', { type: 'bullish-2' }],
    ['author as a string', { author: '王芳' }],
    ['important as a string', { important: 'true' }],
    ['a topic outside the four labels', { topic: '体育' }],
  ])('refuses %s', (_, change) => {
    expect(newsItem.safeParse({ ...item, ...change }).success).toBe(false);
  });

  it('answers the list as { results, total }', () => {
    expect(newsList.response.safeParse({ results: [item], total: 31 }).success).toBe(true);
    expect(newsList.response.safeParse([item]).success).toBe(false);
  });
});

describe('views and recently viewed', () => {
  it('takes an empty body and a numeric id', () => {
    expect(recordNewsView.body.safeParse(undefined).success).toBe(true);
    expect(recordNewsView.body.safeParse({ id: 1 }).success).toBe(false);
    expect(recordNewsView.params.parse({ id: '1001' })).toEqual({ id: 1001 });
    expect(firstMessage(recordNewsView.params, { id: 'abc' })).toBe(m.newsNotFound);
  });

  it('answers status as the string "200"', () => {
    expect(recordNewsView.response.safeParse({ status: '200' }).success).toBe(true);
    expect(recordNewsView.response.safeParse({ status: 200 }).success).toBe(false);
  });

  it('lists at most ten viewed items with a good/bad/neutral status', () => {
    const v = {
      id: 1,
      title: 't',
      description: 'd',
      date: '2026-11-22',
      status: 'good',
      viewed_at: '2026-11-22T03:10:00.000Z',
    };
    expect(recentlyViewed.response.safeParse({ results: [v] }).success).toBe(true);
    expect(
      recentlyViewed.response.safeParse({ results: [{ ...v, status: 'bullish' }] }).success,
    ).toBe(false);
    expect(
      recentlyViewed.response.safeParse({ results: Array.from({ length: 11 }, () => v) }).success,
    ).toBe(false);
  });
});

describe('related-news timeline', () => {
  it('accepts a list of ids', () => {
    expect(treeNews.body.parse({ related: [1003, 1002, 1001] })).toEqual({
      related: [1003, 1002, 1001],
    });
  });

  it.each([
    ['an empty list', { related: [] }],
    ['no list', {}],
    ['a text id', { related: ['1001'] }],
    ['a zero id', { related: [0] }],
    ['more than 50 ids', { related: Array.from({ length: 51 }, (_, i) => i + 1) }],
  ])('refuses %s with the catalogue text', (_, body) => {
    expect(firstMessage(treeNews.body, body)).toBe(m.relatedRequired);
  });
});

describe('news detail', () => {
  it('reads htmlcontent, time, source and title', () => {
    const detail = {
      id: 1001,
      title: '标题',
      source: '币见快讯',
      time: '2026-11-22T01:35:00.000Z',
      htmlcontent: '<p>正文</p>',
      type: 'bullish',
      topic: '加密货币',
      related: [1001],
      ai_reading: '这条新闻……',
    };
    expect(newsDetail.response.safeParse(detail).success).toBe(true);
    expect(newsDetail.response.safeParse({ ...detail, ai_reading: null }).success).toBe(true);
    expect(newsDetail.response.safeParse({ ...detail, ai_reading: undefined }).success).toBe(false);
    expect(newsDetail.response.safeParse({ ...detail, time: '09:35' }).success).toBe(false);
    expect(newsDetail.response.safeParse({ ...detail, htmlcontent: undefined }).success).toBe(
      false,
    );
  });

  it('says the server sanitises the HTML', () => {
    expect(newsDetail.description).toMatch(/sanitised by the server/);
  });
});

describe('news search', () => {
  it('trims the words and pages like the list', () => {
    expect(searchNews.query.parse({ q: '  比特币 ETF ' })).toEqual({
      q: '比特币 ETF',
      offset: 0,
      limit: newsPageSize,
    });
    expect(searchNews.query.parse({ q: '降息', offset: '10', limit: '20' })).toMatchObject({
      offset: 10,
      limit: 20,
    });
  });

  it.each([
    ['no q', {}, m.searchQueryRequired],
    ['only spaces', { q: '   ' }, m.searchQueryRequired],
    ['one character', { q: '币' }, m.searchQueryTooShort],
    ['41 characters', { q: '币'.repeat(41) }, m.searchQueryTooLong],
    ['a negative offset', { q: '比特币', offset: '-1' }, m.pageInvalid],
    ['a limit over 50', { q: '比特币', limit: '51' }, m.pageInvalid],
  ])('refuses %s', (_, query, message) => {
    expect(firstMessage(searchNews.query, query)).toBe(message);
  });

  it('answers { results, total } with the list’s cards', () => {
    expect(searchNews.response.safeParse({ results: [], total: 0 }).success).toBe(true);
    expect(searchNews.response.safeParse({ results: [] }).success).toBe(false);
  });
});
