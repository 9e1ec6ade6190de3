import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import {
  analysisAdminDay,
  analysisContent,
  analysisDay,
  analysisEdit,
  analysisLatest,
  analysisMenu,
  analysisRecord,
  type AnalysisContent,
} from './analysis.ts';
import { endpointsByArea } from './index.ts';

const m = messages.analysis;

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input).error?.issues[0]?.message;

const content: AnalysisContent = {
  technical: {
    summary: '比特币收于 98,000 美元，NUPL 进入信念区。',
    indicators: [
      {
        kind: 'nupl',
        name: '比特币未实现净盈亏（NUPL）',
        value: '0.512',
        interpretation: 'NUPL 由乐观/焦虑区升入信念/否认区。',
        link: '/toTarget?list=1&unit=3',
      },
    ],
  },
  news: {
    summary: '当日共 3 条新闻，偏利好。',
    events: [
      {
        news_id: 7,
        title: '某机构增持比特币',
        brief: '增持 1,000 枚。',
        time: '09:30',
        link: 'https://example.com/a',
      },
    ],
    major: [
      {
        news_id: 7,
        type: '利好',
        title: '某机构增持比特币',
        brief: '增持 1,000 枚。',
        time: '09:30',
        link: '',
      },
    ],
  },
};

describe('analysis endpoints', () => {
  const table = [
    [analysisMenu, 'GET', '/api/v1/analysis/menu/', 'visitor'],
    [analysisDay, 'GET', '/api/v1/analysis/day/{date}/', 'user'],
    [analysisLatest, 'GET', '/api/v1/analysis/latest/', 'visitor'],
    [analysisAdminDay, 'GET', '/api/v1/admin/analysis/{date}/', 'admin'],
    [analysisEdit, 'PUT', '/api/v1/admin/analysis/{date}/', 'admin'],
  ] as const;

  it.each(table)('%# %s', (endpoint, method, path, role) => {
    expect(endpoint.method).toBe(method);
    expect(endpoint.path).toBe(path);
    expect(endpoint.role).toBe(role);
    expect(endpoint.csrf).toBe(method !== 'GET');
  });

  it('registers exactly these endpoints in the analysis area', () => {
    expect(endpointsByArea.analysis.map((e) => e.id).sort()).toEqual(
      table.map(([e]) => e.id).sort(),
    );
  });
});

describe('the day parameter', () => {
  it('accepts a real day', () => {
    expect(analysisDay.params.parse({ date: '2025-02-28' })).toEqual({ date: '2025-02-28' });
    expect(analysisDay.params.parse({ date: '2024-02-29' })).toEqual({ date: '2024-02-29' });
  });

  it.each([
    ['the spec’s non-existent 29 February', '2025-02-29'],
    ['a slashed date', '2025/01/02'],
    ['a month alone', '2025-01'],
    ['words', 'yesterday'],
    ['a 13th month', '2025-13-01'],
  ])('refuses %s with the Chinese reason', (_, date) => {
    expect(firstMessage(analysisDay.params, { date })).toBe(m.dateInvalid);
    expect(firstMessage(analysisEdit.params, { date })).toBe(m.dateInvalid);
  });
});

describe('the record', () => {
  it('parses a full record', () => {
    const record = {
      ...content,
      date: '2026-11-23',
      updated_at: '2026-11-23T16:05:00.000Z',
      edited: false,
    };
    expect(analysisRecord.parse(record)).toEqual(record);
  });

  it('keeps empty lists (a quiet day)', () => {
    const quiet = {
      technical: { summary: '平稳。', indicators: [] },
      news: { summary: '无新闻。', events: [], major: [] },
    };
    expect(analysisContent.parse(quiet)).toEqual(quiet);
  });
});

describe('the admin edit body', () => {
  it('accepts the content and trims texts', () => {
    const body = analysisEdit.body.parse({
      ...content,
      technical: { ...content.technical, summary: '  修订后的总结  ' },
    });
    expect(body.technical.summary).toBe('修订后的总结');
  });

  const withSummary = (s: unknown) => ({
    ...content,
    technical: { ...content.technical, summary: s },
  });
  const withEvent = (patch: object) => ({
    ...content,
    news: { ...content.news, events: [{ ...content.news.events[0], ...patch }] },
  });

  it.each([
    ['a blank summary', withSummary('   '), m.summaryRequired],
    ['a missing summary', withSummary(undefined), m.summaryRequired],
    ['a summary of 2,001 characters', withSummary('字'.repeat(2001)), m.summaryTooLong],
    ['an event without a title', withEvent({ title: '' }), m.textRequired],
    ['a time of 24:00', withEvent({ time: '24:00' }), m.timeInvalid],
    ['a javascript: link', withEvent({ link: 'javascript:alert(1)' }), m.linkInvalid],
    ['a protocol-relative link', withEvent({ link: '//evil.example' }), m.linkInvalid],
    [
      'a major item neither 利好 nor 利空',
      {
        ...content,
        news: { ...content.news, major: [{ ...content.news.major[0], type: '中性' }] },
      },
      m.majorTypeInvalid,
    ],
    [
      '31 events',
      {
        ...content,
        news: { ...content.news, events: Array.from({ length: 31 }, () => content.news.events[0]) },
      },
      m.listTooLong,
    ],
  ])('refuses %s with the Chinese reason', (_, body, message) => {
    expect(firstMessage(analysisEdit.body, body)).toBe(message);
  });

  it('refuses fields outside the content', () => {
    expect(analysisEdit.body.safeParse({ ...content, edited: true }).success).toBe(false);
  });
});
