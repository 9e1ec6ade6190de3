import { messages } from '@coinsight/domain/messages';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newsDays, newsItems } from '../fixtures/news.ts';
import { mocks, resetNewsMockState } from './news.ts';

const server = setupServer(...mocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetNewsMockState());
afterAll(() => server.close());

const base = 'http://mock.test/api/v1/loginpart';

interface Page {
  results: { id: number; date: string; times: string }[];
  total: number;
}
const page = async (query: string): Promise<Page> =>
  (await (await fetch(`${base}/news/?${query}`)).json()) as Page;

describe('news mocks', () => {
  const [yesterday, second, , last] = newsDays();

  it('pages a day newest first, more than a page on the latest day', async () => {
    const day = yesterday!.day;
    const first = await page(`start_date=${day}&end_date=${day}&limit=10`);
    expect(first.total).toBe(14);
    expect(first.results).toHaveLength(10);
    const keys = first.results.map((n) => `${n.date} ${n.times}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const next = await page(`start_date=${day}&end_date=${day}&offset=10&limit=10`);
    expect(next.results).toHaveLength(4);
  });

  it('covers four recent days, with a day without news between them for the step-back', async () => {
    const all = await page(`start_date=${last!.day}&end_date=${yesterday!.day}&limit=50`);
    expect(all.total).toBe(34);
    const gap = newsDays().map((d) => d.day);
    const between = all.results.find((n) => n.date < second!.day && !gap.includes(n.date));
    expect(between).toBeUndefined();
  });

  it('searches titles, summaries and bodies, every word, newest first', async () => {
    const search = async (q: string) =>
      (await (await fetch(`${base}/searchnews/?q=${encodeURIComponent(q)}`)).json()) as Page;
    const etf = await search('比特币 ETF');
    expect(etf.total).toBeGreaterThan(0);
    expect(
      etf.results.every((n) => newsItems.find((i) => i.id === n.id)?.title.includes('ETF')),
    ).toBe(true);
    expect((await search('控制仓位')).total).toBe(newsItems.length);
    expect((await search('狗狗币')).total).toBe(0);
  });

  it('refuses a reversed range with the catalogue text', async () => {
    const response = await fetch(`${base}/news/?start_date=2026-11-22&end_date=2026-11-21`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      messages.news.dateRangeInvalid,
    );
  });

  it('puts a viewed item first in recently viewed, once', async () => {
    const id = newsItems[5]?.id ?? 0;
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${base}/connectnews/${id}/`, { method: 'POST' });
      expect(await response.json()).toEqual({ status: '200' });
    }
    const { results } = (await (await fetch(`${base}/connectnews/0`)).json()) as {
      results: { id: number }[];
    };
    expect(results[0]?.id).toBe(id);
    expect(results.filter((r) => r.id === id)).toHaveLength(1);
  });

  it('builds a timeline oldest first, titled by the first id', async () => {
    const withRelated = newsItems.find((n) => n.related.length > 0);
    const related = withRelated?.related ?? [];
    const response = await fetch(`${base}/treenews/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ related: [...related, 999_999] }),
    });
    const body = (await response.json()) as { title: string; data: { id: number }[] };
    expect(body.title).toBe(withRelated?.title);
    expect(body.data.map((n) => n.id)).toEqual([...related].sort((a, b) => a - b));
  });

  it('gives the detail its AI reading, or none yet', async () => {
    const read = async (id: number) =>
      (await (await fetch(`${base}/getbtcdetailnews/${id}/`)).json()) as {
        ai_reading: string | null;
      };
    const withReading = newsItems.find((n) => n.id % 5 !== 0)!;
    const without = newsItems.find((n) => n.id % 5 === 0)!;
    expect((await read(withReading.id)).ai_reading).toContain(withReading.summary);
    expect((await read(without.id)).ai_reading).toBeNull();
  });

  it('answers 404 for unknown news detail', async () => {
    const response = await fetch(`${base}/getbtcdetailnews/999999/`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      messages.news.newsNotFound,
    );
  });
});
