import { beijingDate, beijingDayBounds, type Instant } from '../time/beijing.ts';

const dayMs = 86_400_000;

/** The longest range the statistics cover, so one request never scans years day by day. */
export const maxStatisticsDays = 366;

/** Every Beijing calendar day from start to end, both included ('YYYY-MM-DD'). */
export function daysBetween(start: string, end: string): string[] {
  const first = beijingDayBounds(start).start.getTime();
  const last = beijingDayBounds(end).start.getTime();
  const days: string[] = [];
  for (let at = first; at <= last; at += dayMs) days.push(beijingDate(at));
  return days;
}

/** The number of days start..end covers, both included (0 when end is before start). */
export function dayCount(start: string, end: string): number {
  const span = beijingDayBounds(end).start.getTime() - beijingDayBounds(start).start.getTime();
  return span < 0 ? 0 : span / dayMs + 1;
}

/** The UTC instants bounding the range: from start's Beijing midnight to the midnight after end. */
export function rangeBounds(start: string, end: string): { from: Date; to: Date } {
  return { from: beijingDayBounds(start).start, to: beijingDayBounds(end).end };
}

/**
 * Sums values per Beijing day over the range: every day of the range appears, in order, zero when
 * nothing fell on it; instants outside the range are left out.
 */
export function sumByBeijingDay(
  rows: readonly { at: Instant; value: number }[],
  start: string,
  end: string,
): { date: string; value: number }[] {
  const sums = new Map(daysBetween(start, end).map((day) => [day, 0]));
  for (const { at, value } of rows) {
    const day = beijingDate(at);
    const sum = sums.get(day);
    if (sum !== undefined) sums.set(day, sum + value);
  }
  return [...sums].map(([date, value]) => ({ date, value }));
}

/** Counts instants per Beijing day over the range, as sumByBeijingDay with each worth one. */
export function countByBeijingDay(
  instants: readonly Instant[],
  start: string,
  end: string,
): { date: string; value: number }[] {
  return sumByBeijingDay(
    instants.map((at) => ({ at, value: 1 })),
    start,
    end,
  );
}

/** Whole cents as yuan text with two decimals ('12.30'); the contract's money format. */
export function centsToYuan(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
