import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import { endpointsByArea } from './index.ts';
import {
  calendarRow,
  category,
  categoryRow,
  categoryYears,
  dashboardCardKeys,
  economicByDate,
  figureSources,
  fredData,
  homeAll,
  observation,
  sources,
} from './market.ts';

const m = messages.market;

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('market endpoints match the spec’s call table', () => {
  const table = [
    [fredData, 'GET', '/api/v1/chart/fred-data/', 'user'],
    [economicByDate, 'GET', '/api/v1/chart/economic/date/{date}/', 'user'],
    [category, 'GET', '/api/v1/chart/category/{seriesId}/', 'user'],
    [categoryYears, 'GET', '/api/v1/chart/category/{seriesId}/{years}/', 'user'],
    [homeAll, 'GET', '/api/v1/loginpart/home/get_all/', 'admin'],
    [sources, 'GET', '/api/v1/sources/', 'visitor'],
  ] as const;

  it.each(table)('%# %s', (endpoint, method, path, role) => {
    expect(endpoint.method).toBe(method);
    expect(endpoint.path).toBe(path);
    expect(endpoint.role).toBe(role);
    expect(endpoint.csrf).toBe(false);
  });

  it('registers exactly these endpoints in the market area', () => {
    expect(endpointsByArea.market.map((e) => e.id).sort()).toEqual(table.map(([e]) => e.id).sort());
  });

  it('writes its access decision into every description', () => {
    for (const [endpoint] of table) expect(endpoint.description).toMatch(/Decision:/);
  });
});

describe('fred-data query', () => {
  it('reads the overview query (latest two, newest first) from strings', () => {
    expect(fredData.query.parse({ series_id: 'DGS10', limit: '2', sort_order: 'desc' })).toEqual({
      series_id: 'DGS10',
      limit: 2,
      sort_order: 'desc',
    });
  });

  it('reads the detail query (a ten-year window, ascending) and sorts ascending by default', () => {
    const q = fredData.query.parse({
      series_id: 'CPIAUCSL',
      observation_start: '2016-11-20',
      observation_end: '2026-11-20',
    });
    expect(q.sort_order).toBe('asc');
    expect(q.limit).toBeUndefined();
  });

  it.each([
    [{ series_id: 'DGS 10' }, m.seriesIdInvalid],
    [{}, m.seriesIdInvalid],
    [{ series_id: 'DGS10', limit: '0' }, m.limitInvalid],
    [{ series_id: 'DGS10', limit: '2.5' }, m.limitInvalid],
    [{ series_id: 'DGS10', limit: 'two' }, m.limitInvalid],
    [{ series_id: 'DGS10', sort_order: 'newest' }, m.sortOrderInvalid],
    [{ series_id: 'DGS10', observation_start: '2025-02-29' }, m.dateInvalid],
    [{ series_id: 'DGS10', observation_end: '2025/03/01' }, m.dateInvalid],
    [
      { series_id: 'DGS10', observation_start: '2026-01-02', observation_end: '2026-01-01' },
      m.dateRangeInvalid,
    ],
  ])('refuses %j with %s', (query, message) => {
    expect(firstMessage(fredData.query, query)).toBe(message);
  });

  it('takes a limit up to FRED’s 100000', () => {
    expect(fredData.query.parse({ series_id: 'DGS10', limit: '100000' }).limit).toBe(100_000);
    expect(firstMessage(fredData.query, { series_id: 'DGS10', limit: '100001' })).toBe(
      m.limitInvalid,
    );
  });

  it('refuses unknown query fields', () => {
    expect(fredData.query.safeParse({ series_id: 'DGS10', api_key: 'x' }).success).toBe(false);
  });

  it('accepts FRED’s missing-value marker and decimal strings, nothing else', () => {
    expect(observation.safeParse({ date: '2026-11-20', value: '.' }).success).toBe(true);
    expect(observation.safeParse({ date: '2026-11-20', value: '-0.25' }).success).toBe(true);
    expect(observation.safeParse({ date: '2026-11-20', value: 4.2 }).success).toBe(false);
    expect(observation.safeParse({ date: '2026-11-20', value: 'n/a' }).success).toBe(false);
  });
});

describe('economic calendar and category history', () => {
  it('takes an existing day as the calendar date', () => {
    expect(economicByDate.params.parse({ date: '2026-11-20' })).toEqual({ date: '2026-11-20' });
    expect(firstMessage(economicByDate.params, { date: '2026-13-01' })).toBe(m.dateInvalid);
  });

  it('accepts a row not yet published (null actual) and refuses a fourth star', () => {
    const row = {
      pub_time: '2026-11-20T13:30:00.000Z',
      indicator_id: 'US_CPI_YOY',
      indicator_name: '美国CPI年率（%）',
      country: '美国',
      flag_url: '/flags/us.svg',
      actual: null,
      consensus: '2.9',
      previous: '3.0',
      star: 3,
      category: '通胀',
      sources: { actual: null, consensus: 'online', previous: 'online' },
    };
    expect(calendarRow.safeParse(row).success).toBe(true);
    expect(calendarRow.safeParse({ ...row, star: 4 }).success).toBe(false);
  });

  it('names a source beside every figure there is, and none beside a missing one', () => {
    const row = {
      pub_time: '2026-11-13T13:30:00.000Z',
      actual: '2.9',
      previous: '3.0',
      consensus: null,
      indicator_name: '美国CPI年率（%）',
      country: '美国',
      star: 3,
      sources: { actual: 'fred', consensus: null, previous: 'file' },
    };
    expect(categoryRow.safeParse(row).success).toBe(true);
    expect(
      categoryRow.safeParse({ ...row, sources: { ...row.sources, actual: null } }).success,
    ).toBe(false);
    expect(
      categoryRow.safeParse({ ...row, sources: { ...row.sources, consensus: 'demo' } }).success,
    ).toBe(false);
    expect(
      categoryRow.safeParse({ ...row, sources: { ...row.sources, actual: 'bloomberg' } }).success,
    ).toBe(false);
  });

  it('has a Chinese label for every figure source', () => {
    for (const source of figureSources) expect(messages.calendar.sources[source]).toMatch(/\S/);
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['3', 3],
    ['5', 5],
    ['10', 10],
  ])('takes years %s', (years, parsed) => {
    expect(categoryYears.params.parse({ seriesId: 'US_CPI_YOY', years }).years).toBe(parsed);
  });

  it.each(['2', '20', '-1', 'all'])('refuses years %s with the range message', (years) => {
    expect(firstMessage(categoryYears.params, { seriesId: 'US_CPI_YOY', years })).toBe(
      m.yearsInvalid,
    );
  });

  it('refuses a series id with a slash or spaces', () => {
    expect(firstMessage(category.params, { seriesId: '../etc' })).toBe(m.seriesIdInvalid);
  });
});

describe('dashboard home', () => {
  it('answers one card per key with a count or a yuan figure', () => {
    const showlist = dashboardCardKeys.map((key) => ({
      key,
      label: key,
      value: key.startsWith('revenue') ? '27456.30' : '12',
    }));
    expect(
      homeAll.response.safeParse({
        state: 'success',
        showlist,
        generated_at: '2026-11-20T04:00:00.000Z',
      }).success,
    ).toBe(true);
    expect(
      homeAll.response.safeParse({
        state: 'success',
        showlist: [{ key: 'members', label: '注册会员', value: '-1' }],
        generated_at: '2026-11-20T04:00:00.000Z',
      }).success,
    ).toBe(false);
  });
});
