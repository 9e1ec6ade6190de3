import { pointsByDate } from '@coinsight/domain/calendar';
import { financialSeries } from '@coinsight/domain/market';
import { beijingDate } from '@coinsight/domain/time';
import { describe, expect, it } from 'vitest';
import { demoCalendar } from '../src/providers/calendar/demo.ts';
import { demoSeriesPoints } from '../src/providers/macro/demo.ts';

const now = new Date('2026-11-28T08:00:00Z');
const releases = (
  await demoCalendar(
    () => now,
    async (id) => {
      const series = financialSeries.find((s) => s.id === id);
      return series ? pointsByDate(demoSeriesPoints(series, '2026-11-28')) : undefined;
    },
  ).read()
).releases;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('the demo calendar (issue 34: the real weekly rhythm, a history long enough to draw)', () => {
  const lastYear = releases.filter(
    (r) => r.pubTime <= now && r.pubTime.getTime() > now.getTime() - 364 * 86_400_000,
  );
  const perDay = new Map<string, number>();
  for (const r of lastYear) {
    const day = beijingDate(r.pubTime);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }

  it('releases nothing on a Beijing Saturday or Sunday', () => {
    const weekend = [...perDay.keys()].filter((d) => [0, 6].includes(weekdayOf(d)));
    expect(weekend).toEqual([]);
  });

  // The catalogue's 43 indicators hold two or three releases a weekday at most; the daily
  // dozen of a real calendar (auctions, weekly oil and mortgage figures) is not in it.
  it('releases every catalogue indicator on its day: two or more a weekday on average, each weekday busy', () => {
    const weekdays = 52 * 5;
    expect(lastYear.length / weekdays).toBeGreaterThanOrEqual(2);
    const totals = [0, 0, 0, 0, 0, 0, 0];
    for (const [day, n] of perDay) totals[weekdayOf(day)]! += n;
    for (const dow of [1, 2, 3, 4, 5])
      expect(totals[dow]! / 52, `weekday ${dow}`).toBeGreaterThanOrEqual(1.4);
    // Wednesday's crude stocks and Thursday's claims: never a week without them.
    const midweek = [...perDay.keys()].filter((d) => [3, 4].includes(weekdayOf(d)));
    expect(midweek.length).toBeGreaterThanOrEqual(2 * 51);
    expect(new Set(lastYear.map((r) => r.indicatorId)).size).toBeGreaterThanOrEqual(40);
  });

  it('gives every indicator with figures a drawable history, and plausible levels', () => {
    const byIndicator = new Map<string, number[]>();
    for (const r of releases)
      if (r.actual !== null)
        byIndicator.set(r.indicatorId, [
          ...(byIndicator.get(r.indicatorId) ?? []),
          Number(r.actual),
        ]);
    for (const id of [
      'US_CPI_YOY',
      'US_CORE_CPI_YOY',
      'EZ_HICP_YOY',
      'US_ISM_PMI',
      'US_INITIAL_CLAIMS',
    ]) {
      const values = byIndicator.get(id) ?? [];
      expect(values.length, id).toBeGreaterThanOrEqual(24);
    }
    const cpi = byIndicator.get('US_CPI_YOY')!;
    expect(Math.min(...cpi)).toBeGreaterThan(1);
    expect(Math.max(...cpi)).toBeLessThan(5);
    expect(byIndicator.size).toBeGreaterThanOrEqual(30);
  });
});
