// Switching a source from demo to real leaves no invented row in any table it feeds (issue 34).
import { seriesById } from '@coinsight/domain/market';
import { beforeAll, describe, expect, it } from 'vitest';
import { MacroRepo } from '../src/modules/macro/repo.ts';
import { MacroSchedule } from '../src/modules/macro/schedule.ts';
import type { FredClient } from '../src/providers/macro/fredClient.ts';
import type { CalendarOrigin, CalendarRelease } from '../src/providers/calendar/types.ts';
import { databaseKinds, serverPerSuite } from './helpers.ts';

const provider = (origin: CalendarOrigin, releases: CalendarRelease[]) => ({
  origin,
  read: () => Promise.resolve({ releases, skipped: [] }),
});

const cpi: CalendarRelease = {
  indicatorId: 'US_CPI_YOY',
  pubTime: new Date('2026-11-13T13:30:00Z'),
  indicatorName: '美国CPI年率（%）',
  country: '美国',
  category: '通胀',
  star: 3,
  actual: null,
  consensus: '3.1',
  previous: '3.0',
};

// CPI-U, Sept/Oct 2025 and 2026: October's y/y is 2.9 %.
const cpiIndex = [
  { date: '2025-09-01', value: 320 },
  { date: '2025-10-01', value: 321 },
  { date: '2026-09-01', value: 329.6 },
  { date: '2026-10-01', value: 330.3 },
];

/** Real releases (the export's, a file's) whose actual a generator made: the mix issue 34 forbids. */
const inventedActuals = async (db: import('knex').Knex) =>
  db('calendar_events').whereNot({ origin: 'demo' }).andWhere({ actual_source: 'demo' }).count({
    n: '*',
  });

describe.each(databaseKinds)('the calendar’s FRED fill and generated series on %s', (kind) => {
  const suite = serverPerSuite(kind);

  beforeAll(async () => {
    const { macro, calendar } = suite.server.services;
    // Invented numbers: 2.9 % would not be what the generator gives, so any actual here is its.
    await macro.store(
      'CPIAUCSL',
      cpiIndex.map((p) => ({ ...p, value: p.value * 1.013 })),
      'demo',
      suite.clock.now(),
    );
    await calendar.run(provider('online', [cpi]));
  });

  it('gives a real release no actual from a generated series', async () => {
    const { calendar } = suite.server.services;
    await calendar.fillFromFred();
    const row = (await suite.server
      .db('calendar_events')
      .where({ indicator_id: 'US_CPI_YOY' })
      .first()) as {
      actual: string | null;
      actual_source: string | null;
    };
    expect(row).toMatchObject({ actual: null, actual_source: null });
    expect(Number((await inventedActuals(suite.server.db))[0]?.n)).toBe(0);
  });

  it('never asks FRED for a series the catalogue marks unavailable (ISM PMI)', async () => {
    const { macro, db, logger } = suite.server.services;
    const unused = {} as FredClient;
    const schedule = new MacroSchedule(
      { repo: new MacroRepo(db), macro, fred: unused },
      suite.clock,
      logger,
      60_000,
      [seriesById('NAPM')!, seriesById('DGS2')!],
    );
    expect((await schedule.due()).map((s) => s.id)).toEqual(['DGS2']);
  });

  it('fills it once FRED replaced the series', async () => {
    const { macro, calendar } = suite.server.services;
    await macro.store('CPIAUCSL', cpiIndex, 'fred', suite.clock.now(), suite.clock.now());
    expect(await calendar.fillFromFred()).toBe(1);
    const row = (await suite.server
      .db('calendar_events')
      .where({ indicator_id: 'US_CPI_YOY' })
      .first()) as {
      actual: string | null;
      actual_source: string | null;
    };
    expect(row).toMatchObject({ actual: '2.9', actual_source: 'fred' });
  });
});
