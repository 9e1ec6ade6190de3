import {
  analysisDay,
  analysisLatest,
  analysisMenu,
  type AnalysisRecord,
} from '@coinsight/domain/api';
import { beijingDate } from '@coinsight/domain/time';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisDays, analysisRecords, buildAnalyses } from '../fixtures/analysis.ts';
import { newsItems } from '../fixtures/news.ts';
import { mocks } from './analysis.ts';

const server = setupServer(...mocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const base = 'http://mock.test/api/v1/analysis';
const get = async (path: string) => fetch(`${base}${path}`);

describe('analysis mocks', () => {
  it('offers yesterday back across at least two months, never today, newest first', async () => {
    const { months } = analysisMenu.response.parse(await (await get('/menu/')).json());
    const days = months.flatMap((m) => m.days);
    const today = beijingDate(Date.now());
    expect(months.length).toBeGreaterThanOrEqual(2);
    expect(days).not.toContain(today);
    expect(days[0]).toBe(analysisDays(today)[0]);
    expect(days).toEqual([...days].sort().reverse());
    expect(months.every((m) => m.days.every((d) => d.startsWith(m.month)))).toBe(true);
  });

  it('answers a day with its five sections, links to the news it cites', async () => {
    const record: AnalysisRecord = analysisDay.response.parse(
      await (await get(`/day/${analysisRecords[0]!.date}/`)).json(),
    );
    expect(record.technical.indicators.length).toBeGreaterThan(0);
    expect(record.technical.indicators.some((i) => i.link.startsWith('/toTarget?'))).toBe(true);
    expect(record.news.events.length).toBeGreaterThan(0);
    const cited = record.news.events.flatMap((e) => (e.news_id === null ? [] : [e.news_id]));
    expect(cited.every((id) => newsItems.some((n) => n.id === id && n.date === record.date))).toBe(
      true,
    );
    expect(record.news.major.map((m) => m.type).sort()).toEqual(['利好', '利空'].sort());
  });

  it('has quiet days with empty lists beside busy ones', () => {
    const quiet = buildAnalyses('2026-11-24').filter((r) => r.technical.indicators.length === 0);
    expect(quiet.length).toBeGreaterThan(0);
    expect(quiet.every((r) => r.news.events.length === 0 && r.news.major.length === 0)).toBe(true);
  });

  it('answers a day without a record with 404 and the reason', async () => {
    const response = await get('/day/2001-01-01/');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('该日暂无每日分析');
  });

  it('sums up the latest day for the home', async () => {
    const { latest } = analysisLatest.response.parse(await (await get('/latest/')).json());
    expect(latest?.date).toBe(analysisRecords[0]!.date);
    expect(latest?.abnormal).toEqual(analysisRecords[0]!.technical.indicators.map((i) => i.name));
  });
});
