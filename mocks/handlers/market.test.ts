import { allSeries } from '@coinsight/domain/market';
import { messages } from '@coinsight/domain/messages';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mocks } from './market.ts';
import { mocks as orderMocks } from './orders.ts';

const server = setupServer(...mocks.map((m) => m.handler), ...orderMocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const get = async <T>(path: string): Promise<T> =>
  (await (await fetch(`http://mock.test${path}`)).json()) as T;

interface Observations {
  observations: { date: string; value: string }[];
}
interface History {
  data: { pub_time: string; actual: string | null; country: string; flag_url?: string }[];
}

describe('market mocks', () => {
  it('answers the overview’s latest two observations, newest first', async () => {
    const { observations } = await get<Observations>(
      '/api/v1/chart/fred-data/?series_id=DGS10&limit=2&sort_order=desc',
    );
    expect(observations).toHaveLength(2);
    expect(observations[0]!.date > observations[1]!.date).toBe(true);
  });

  it('answers a date window ascending, with FRED’s "." for missing days', async () => {
    const { observations } = await get<Observations>(
      '/api/v1/chart/fred-data/?series_id=SP500&observation_start=2016-11-20&observation_end=2026-11-20&sort_order=asc',
    );
    expect(observations[0]!.date >= '2016-11-20').toBe(true);
    expect(observations.at(-1)!.date <= '2026-11-20').toBe(true);
    const dates = observations.map((o) => o.date);
    expect(dates).toEqual([...dates].sort());
    expect(observations.some((o) => o.value === '.')).toBe(true);
  });

  it('answers every catalogue series, in the catalogue’s case, with values a chart can read', async () => {
    for (const series of allSeries) {
      const answer = await get<Observations & { series_id: string }>(
        `/api/v1/chart/fred-data/?series_id=${series.id.toLowerCase()}&limit=2&sort_order=desc`,
      );
      expect(answer.series_id).toBe(series.id);
      expect(answer.observations).toHaveLength(2);
      expect(
        answer.observations.every((o) => o.value === '.' || Number.isFinite(Number(o.value))),
      ).toBe(true);
    }
  });

  it('spaces observations by the series’ frequency', async () => {
    const weekly = await get<Observations>(
      `/api/v1/chart/fred-data/?series_id=MORTGAGE30US&observation_start=2026-10-01&observation_end=2026-10-31`,
    );
    expect(weekly.observations.map((o) => o.date)).toEqual([
      '2026-10-01',
      '2026-10-08',
      '2026-10-15',
      '2026-10-22',
      '2026-10-29',
    ]);
    const quarterly = await get<Observations>(
      '/api/v1/chart/fred-data/?series_id=A191RL1Q225SBEA&observation_start=2025-01-01&observation_end=2025-12-31',
    );
    expect(quarterly.observations.map((o) => o.date)).toEqual([
      '2025-01-01',
      '2025-04-01',
      '2025-07-01',
      '2025-10-01',
    ]);
  });

  it('answers 404 with the catalogue text for an unknown series', async () => {
    const response = await fetch('http://mock.test/api/v1/chart/fred-data/?series_id=NOPE');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      messages.market.seriesNotFound,
    );
  });

  it('answers a day’s calendar sorted by time, only 美国 and 欧元区 as the server', async () => {
    const { data } = await get<History>('/api/v1/chart/economic/date/2026-11-18/');
    const times = data.map((r) => r.pub_time);
    expect(times).toEqual([...times].sort());
    const future = await get<History>('/api/v1/chart/economic/date/2026-12-18/');
    expect(future.data.every((r) => r.actual === null)).toBe(true);
    const many = await Promise.all(
      ['01', '02', '03', '04', '05'].map((d) =>
        get<History>(`/api/v1/chart/economic/date/2026-11-${d}/`),
      ),
    );
    const rows = many.flatMap((day) => day.data);
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(['美国', '欧元区']));
    expect(rows.every((r) => r.flag_url?.startsWith('data:image/svg+xml'))).toBe(true);
  });

  it('narrows the history to the chosen years; 0 is all', async () => {
    const all = await get<History>('/api/v1/chart/category/US_CPI_YOY/');
    const zero = await get<History>('/api/v1/chart/category/US_CPI_YOY/0/');
    const one = await get<History>('/api/v1/chart/category/US_CPI_YOY/1/');
    const ten = await get<History>('/api/v1/chart/category/US_CPI_YOY/10/');
    expect(zero.data).toEqual(all.data);
    expect(one.data.length).toBeGreaterThanOrEqual(12);
    expect(one.data.length).toBeLessThan(15);
    expect(ten.data.length).toBeGreaterThan(one.data.length);
    // As the server: releases still to come (a null actual) are left out.
    expect(all.data.every((r) => r.actual !== null)).toBe(true);
    expect(all.data.at(-1)!.pub_time < '2026-11-21').toBe(true);
  });

  it('counts pending refunds on the dashboard home', async () => {
    const home = await get<{ showlist: { key: string; value: string }[] }>(
      '/api/v1/loginpart/home/get_all/',
    );
    expect(home.showlist.find((card) => card.key === 'pendingRefunds')!.value).toBe('3');
  });
});
