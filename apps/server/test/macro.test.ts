import { messages } from '@coinsight/domain/messages';
import {
  financialRow,
  financialSeries,
  overviewQuery,
  detailQuery,
  seriesById,
  type SeriesPoint,
} from '@coinsight/domain/market';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fredData, type ResponseOf } from '../src/contract.ts';
import { ingestFredFiles } from '../src/modules/macro/fredIngest.ts';
import { MacroRepo } from '../src/modules/macro/repo.ts';
import { answerMemoBudget, MacroService } from '../src/modules/macro/service.ts';
import { databaseKinds, serverPerSuite } from './helpers.ts';
import { actor, expectRefusal, send, type Actor } from './indicatorsActors.ts';

const m = messages.market;
type Answer = ResponseOf<typeof fredData>;

/** Monthly UNRATE around the autumn-2025 shutdown: October 2025 was never published. */
const unrate: SeriesPoint[] = [
  { date: '2025-06-01', value: 4.1 },
  { date: '2025-07-01', value: 4.2 },
  { date: '2025-08-01', value: 4.3 },
  { date: '2025-09-01', value: 4.4 },
  { date: '2025-11-01', value: 4.6 },
];

/** Business days of DGS10 from 2016-01-04 to 2026-08-20 with a deterministic wiggle. */
function dailyYields(): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  for (let ms = Date.UTC(2016, 0, 4); ms <= Date.UTC(2026, 7, 20); ms += 86_400_000) {
    const day = new Date(ms);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    points.push({ date: day.toISOString().slice(0, 10), value: 2 + (points.length % 300) / 100 });
  }
  points[points.length - 2]!.value = 3.65;
  points[points.length - 1]!.value = 3.66;
  return points;
}

describe.each(databaseKinds)('GET fred-data on %s', (kind) => {
  const suite = serverPerSuite(kind);
  let member: Actor;
  const yields = dailyYields();
  const fetchData = async (query: Record<string, string | number>, who?: Actor) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return send(suite.server, (who ?? member).browser, {
      method: 'GET',
      url: `${fredData.path}?${qs}`,
    });
  };
  const answer = async (query: Record<string, string | number>): Promise<Answer> => {
    const res = await fetchData(query);
    expect(res.statusCode, res.payload).toBe(200);
    return fredData.response.parse(JSON.parse(res.payload));
  };

  beforeAll(async () => {
    member = await actor(suite.server, 'member');
    const { macro } = suite.server.services;
    const now = new Date('2026-11-24T02:00:00Z');
    await macro.store('UNRATE', unrate, 'file', now);
    await macro.store('DGS10', yields, 'file', now);
    await macro.store(
      'M2SL',
      [
        { date: '2025-09-01', value: 22_212.5 },
        { date: '2025-10-01', value: 22_298.1 },
      ],
      'file',
      now,
    );
    // A previous of zero: the row keeps its value and drops the change.
    await macro.store(
      'DGS3MO',
      [
        { date: '2026-08-19', value: 0 },
        { date: '2026-08-20', value: 0.05 },
      ],
      'file',
      now,
    );
  });

  it('refuses a visitor (the data pages are for members)', async () => {
    const visitor = await actor(suite.server, 'visitor');
    expectRefusal(await fetchData(overviewQuery('DGS10'), visitor), 401);
  });

  describe('the overview (limit=2, sort_order=desc)', () => {
    it.each([
      [
        'UNRATE',
        [
          ['2025-11-01', '4.6'],
          ['2025-09-01', '4.4'],
        ],
        '4.6000',
        4.55,
        'bullish',
      ],
      [
        'DGS10',
        [
          ['2026-08-20', '3.66'],
          ['2026-08-19', '3.65'],
        ],
        '3.6600',
        0.27,
        'bearish',
      ],
      [
        'M2SL',
        [
          ['2025-10-01', '22298.1'],
          ['2025-09-01', '22212.5'],
        ],
        '22,298.1',
        0.39,
        'neutral',
      ],
    ] as const)(
      '%s answers its last two stored observations; the row agrees with them',
      async (id, expected, value, change, status) => {
        const a = await answer(overviewQuery(id));
        expect(a.series_id).toBe(id);
        expect(a.observations.map((o) => [o.date, o.value])).toEqual(expected);
        // Hand-checked: 0.2 / 4.4 = 4.545 %; 0.01 / 3.65 = 0.274 %; 85.6 / 22,212.5 = 0.385 %.
        expect(financialRow(seriesById(id)!, a.observations)).toMatchObject({
          value,
          change,
          status,
          updateTime: expected[0][0],
        });
      },
    );

    it('keeps the shutdown month a gap: November follows September', async () => {
      const a = await answer({ series_id: 'UNRATE' });
      expect(a.observations.map((o) => o.date)).not.toContain('2025-10-01');
      expect(a.observations).toHaveLength(5);
    });

    it('drops the change after a zero, keeping the value', async () => {
      const a = await answer(overviewQuery('DGS3MO'));
      expect(financialRow(seriesById('DGS3MO')!, a.observations)).toMatchObject({
        value: '0.0500',
        change: null,
      });
    });

    it('answers every catalogue series, empty where nothing is stored', async () => {
      for (const series of financialSeries) {
        const a = await answer(overviewQuery(series.id));
        expect(a.series_id).toBe(series.id);
        expect(a.observations.length).toBeLessThanOrEqual(2);
      }
      expect((await answer(overviewQuery('DGS30'))).observations).toEqual([]);
    });

    it('takes FRED’s ids in any case and answers in the catalogue’s', async () => {
      expect((await answer({ series_id: 'unrate', limit: 1, sort_order: 'desc' })).series_id).toBe(
        'UNRATE',
      );
    });
  });

  describe('the detail page (a window, sort_order=asc)', () => {
    it('answers a 10-year window oldest first, both ends included', async () => {
      const a = await answer(detailQuery('DGS10', 10, '2026-08-20'));
      const inside = yields.filter((p) => p.date >= '2016-08-20' && p.date <= '2026-08-20');
      expect(a.observations).toHaveLength(inside.length);
      expect(a.observations[0]).toEqual({ date: '2016-08-22', value: String(inside[0]!.value) });
      expect(a.observations.at(-1)?.date).toBe('2026-08-20');
    });

    it.each([
      [1, '2025-08-20'],
      [3, '2023-08-21'],
      [5, '2021-08-20'],
    ] as const)('answers the %i-year range from its first business day', async (years, first) => {
      const a = await answer(detailQuery('DGS10', years, '2026-08-20'));
      expect(a.observations[0]?.date).toBe(first);
      expect(a.observations.every((o, i, all) => i === 0 || all[i - 1]!.date < o.date)).toBe(true);
    });

    it('answers all of it without a start', async () => {
      expect((await answer(detailQuery('DGS10', 0, '2026-11-24'))).observations).toHaveLength(
        yields.length,
      );
    });

    it('limits after ordering, as FRED does', async () => {
      const a = await answer({
        series_id: 'DGS10',
        observation_start: '2026-08-17',
        observation_end: '2026-08-20',
        sort_order: 'desc',
        limit: 3,
      });
      expect(a.observations.map((o) => o.date)).toEqual(['2026-08-20', '2026-08-19', '2026-08-18']);
    });

    it('answers an empty list for a window with no observations', async () => {
      const a = await answer({
        series_id: 'UNRATE',
        observation_start: '2025-10-02',
        observation_end: '2025-10-31',
      });
      expect(a.observations).toEqual([]);
    });
  });

  describe('refusals', () => {
    it('answers 404 with the reason for a series the catalogue does not have', async () => {
      expectRefusal(await fetchData({ series_id: 'NOTASERIES' }), 404, m.seriesNotFound);
    });

    it.each([
      [{ series_id: 'DGS10', observation_start: '2025-02-29' }, m.dateInvalid],
      [{ series_id: 'DGS10', observation_end: '2025/03/01' }, m.dateInvalid],
      [
        { series_id: 'DGS10', observation_start: '2026-01-02', observation_end: '2026-01-01' },
        m.dateRangeInvalid,
      ],
      [{ series_id: 'DGS10', limit: 0 }, m.limitInvalid],
      [{ series_id: 'DGS10', sort_order: 'newest' }, m.sortOrderInvalid],
      [{ series_id: 'DGS 10' }, m.seriesIdInvalid],
    ])('answers 400 with a Chinese reason for %j', async (query, reason) => {
      expectRefusal(await fetchData(query), 400, reason);
    });
  });

  describe('the cache', () => {
    it('shows a revision stored through the service at once', async () => {
      expect((await answer(overviewQuery('M2SL'))).observations[0]?.value).toBe('22298.1');
      await suite.server.services.macro.store(
        'M2SL',
        [{ date: '2025-10-01', value: 22_301.4 }],
        'file',
        new Date(),
      );
      expect((await answer(overviewQuery('M2SL'))).observations[0]?.value).toBe('22301.4');
    });

    it('shows files ingested beside it at once when given the service (what the e2e does)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'coinsight-macro-'));
      const csv = join(dir, 'fred-CIVPART.csv');
      writeFileSync(
        csv,
        'observation_date,CIVPART\n2025-09-01,62.4\n2025-10-01,\n2025-11-01,62.5\n',
      );
      // The server has answered (and kept) an empty history before the ingest.
      expect((await answer(overviewQuery('CIVPART'))).observations).toEqual([]);
      const { db, macro } = suite.server.services;
      const [result] = await ingestFredFiles(db, [csv], { macro });
      expect(result).toMatchObject({ seriesId: 'CIVPART', inserted: 2, missing: 1 });
      expect((await answer(overviewQuery('CIVPART'))).observations).toEqual([
        { date: '2025-11-01', value: '62.5' },
        { date: '2025-09-01', value: '62.4' },
      ]);
    });

    it('sees another process’s ingest once it checks the version again', async () => {
      const { db } = suite.server.services;
      const repo = new MacroRepo(db);
      const service = new MacroService(repo, async () => [], { versionCheckMs: 0 });
      expect((await service.observations({ ...overviewQuery('UNRATE') })).observations[0]).toEqual({
        date: '2025-11-01',
        value: '4.6',
      });
      // Another process (the ingest CLI) writes through its own repo.
      await new MacroRepo(db).upsert(
        'UNRATE',
        [{ date: '2025-12-01', value: 4.5 }],
        'file',
        new Date(),
      );
      expect((await service.observations({ ...overviewQuery('UNRATE') })).observations[0]).toEqual({
        date: '2025-12-01',
        value: '4.5',
      });
    });

    it('bounds the answers it keeps, however the queries vary', async () => {
      const service = new MacroService(new MacroRepo(suite.server.services.db), async () => [], {
        versionCheckMs: 60_000,
      });
      let kept = 0;
      for (let day = 1; day <= 100; day++) {
        // 100 different windows: each a new key.
        const end = new Date(Date.UTC(2026, 3, day)).toISOString().slice(0, 10);
        const a = await service.observations({
          series_id: 'DGS10',
          sort_order: day % 2 ? 'asc' : 'desc',
          observation_start: '2017-01-01',
          observation_end: end,
        });
        kept += a.observations.length;
        expect(a.observations[day % 2 ? a.observations.length - 1 : 0]!.date <= end).toBe(true);
      }
      // About 2,300 observations an answer, 100 answers: more than the budget holds.
      expect(kept).toBeGreaterThan(answerMemoBudget);
      expect(service.memoSize).toBeLessThan(answerMemoBudget / 2_000);
    });

    it('keeps serving from memory while the version is trusted', async () => {
      const { db } = suite.server.services;
      const service = new MacroService(new MacroRepo(db), async () => [], {
        versionCheckMs: 60_000,
      });
      const before = await service.observations({ series_id: 'UNRATE', sort_order: 'asc' });
      await new MacroRepo(db).upsert(
        'UNRATE',
        [{ date: '2026-01-01', value: 4.4 }],
        'file',
        new Date(),
      );
      expect(await service.observations({ series_id: 'UNRATE', sort_order: 'asc' })).toBe(before);
    });
  });
});
