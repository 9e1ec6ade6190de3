import { messages } from '@coinsight/domain/messages';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newsItems } from '../fixtures/news.ts';
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
  it('pages one day newest first', async () => {
    const first = await page('start_date=2026-11-18&end_date=2026-11-22&limit=10');
    expect(first.total).toBe(24);
    expect(first.results).toHaveLength(10);
    const keys = first.results.map((n) => `${n.date} ${n.times}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const third = await page('start_date=2026-11-18&end_date=2026-11-22&offset=20&limit=10');
    expect(third.results).toHaveLength(4);
  });

  it('has a day without news for the step-back search', async () => {
    expect((await page('start_date=2026-11-20&end_date=2026-11-20')).total).toBe(0);
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

  it('answers 404 for unknown news detail', async () => {
    const response = await fetch(`${base}/getbtcdetailnews/999999/`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      messages.news.newsNotFound,
    );
  });
});
