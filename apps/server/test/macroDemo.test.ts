import { financialSeries, impactStatus, type MacroSeries } from '@coinsight/domain/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLatest, openDb, type Db } from '../src/db/knex.ts';
import { seedDemoMacro } from '../src/db/seeds/demoMacro.ts';
import { MacroRepo } from '../src/modules/macro/repo.ts';
import { demoSeriesIds, demoSeriesPoints } from '../src/providers/macro/demo.ts';
import { databaseKinds, freshDatabase } from './helpers.ts';

const today = '2026-11-24';

/** How far outside its two thresholds a believable level may sit: one and a half spans. */
function believable(series: MacroSeries, value: number): boolean {
  const { bullish, bearish } = series.btcThreshold!;
  const [lo, hi] = [Math.min(bullish, bearish), Math.max(bullish, bearish)];
  return value > lo - 1.5 * (hi - lo) && value < hi + 1.5 * (hi - lo);
}

describe('the demo generator', () => {
  it('has a shape for every overview series', () => {
    expect([...demoSeriesIds].sort()).toEqual(financialSeries.map((s) => s.id).sort());
  });

  it.each(financialSeries.map((s) => [s.id, s] as const))(
    '%s ends at a believable level for today, dated as FRED dates it',
    (_id, series) => {
      const points = demoSeriesPoints(series, today);
      const last = points.at(-1)!;
      expect(believable(series, last.value), `${last.value}`).toBe(true);
      expect(last.date < today).toBe(true);
      const days = points.map((p) => new Date(`${p.date}T00:00:00Z`));
      if (series.frequency === 'daily') {
        expect(days.every((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)).toBe(true);
        expect(points[0]!.date <= '2016-11-24').toBe(true);
      }
      if (series.frequency === 'weekly') expect(days.every((d) => d.getUTCDay() === 4)).toBe(true);
      if (series.frequency === 'monthly' || series.frequency === 'quarterly')
        expect(days.every((d) => d.getUTCDate() === 1)).toBe(true);
      if (series.frequency === 'quarterly')
        expect(days.every((d) => d.getUTCMonth() % 3 === 0)).toBe(true);
      expect(points.every((p, i) => i === 0 || points[i - 1]!.date < p.date)).toBe(true);
      expect(points.every((p) => Number.isFinite(p.value))).toBe(true);
    },
  );

  it('keeps the policy rate in quarter-point steps and yields above zero', () => {
    const base = demoSeriesPoints(
      financialSeries.find((s) => s.id === 'DFEDTARU')!,
      today,
    );
    expect(base.every((p) => Math.abs(p.value * 4 - Math.round(p.value * 4)) < 1e-9)).toBe(true);
    expect(new Set(base.map((p) => p.value)).size).toBeGreaterThan(3);
    const dgs10 = demoSeriesPoints(
      financialSeries.find((s) => s.id === 'DGS10')!,
      today,
    );
    expect(Math.min(...dgs10.map((p) => p.value))).toBeGreaterThan(0);
  });

  it('draws the same history every time, and mixed statuses across the overview', () => {
    const s = financialSeries[0]!;
    expect(demoSeriesPoints(s, today)).toEqual(demoSeriesPoints(s, today));
    const statuses = new Set(
      financialSeries.map((x) =>
        impactStatus(demoSeriesPoints(x, today).at(-1)!.value, x.btcThreshold, x.direction),
      ),
    );
    expect(statuses).toEqual(new Set(['bullish', 'bearish', 'neutral']));
  });
});

describe.each(databaseKinds)('the demo seed on %s', (kind) => {
  let db: Db;
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    db = openDb(
      fresh.url.startsWith('sqlite:')
        ? { client: 'sqlite', filename: fresh.url.slice('sqlite:'.length) }
        : { client: 'mysql', url: fresh.url },
    );
    await migrateLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('fills every series once, leaving series that already have rows alone', async () => {
    const repo = new MacroRepo(db);
    await repo.upsert('DGS10', [{ date: '2026-08-20', value: 4.69 }], 'file', new Date());
    expect(await seedDemoMacro(db, new Date(`${today}T03:00:00Z`))).toBe(
      financialSeries.length - 1,
    );
    expect(await repo.history('DGS10')).toEqual([{ date: '2026-08-20', value: 4.69 }]);
    const cpi = await repo.history('CPIAUCSL');
    expect(cpi).toEqual(
      demoSeriesPoints(
        financialSeries.find((s) => s.id === 'CPIAUCSL')!,
        today,
      ),
    );
    expect((await repo.states()).get('CPIAUCSL')?.source).toBe('demo');
    expect(await seedDemoMacro(db, new Date(`${today}T03:00:00Z`))).toBe(0);
  }, 120_000);
});
