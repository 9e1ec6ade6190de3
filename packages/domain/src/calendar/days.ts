import { rangeStart } from '../market/ranges.ts';
import type { HistoryRange } from '../api/market.ts';

/** Beijing is UTC+8 all year (no daylight saving). */
const beijingOffsetMs = 8 * 3_600_000;

/** The Beijing calendar day (YYYY-MM-DD) an instant falls on. */
export function beijingDayOf(instant: Date): string {
  return new Date(instant.getTime() + beijingOffsetMs).toISOString().slice(0, 10);
}

/** A Beijing day's 00:00 as an instant. */
export function beijingMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - beijingOffsetMs);
}

/** The instants a Beijing day spans: from its 00:00 (included) to the next day's (excluded). */
export function beijingDayWindow(day: string): { from: Date; to: Date } {
  const from = beijingMidnight(day);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

/**
 * The first instant of a category range ending today (Beijing): 00:00 of the same Beijing day
 * `years` earlier (28 February for a 29th that year lacks); null for 0, 全部.
 */
export function categoryRangeFrom(years: HistoryRange, now: Date): Date | null {
  const start = rangeStart(years, beijingDayOf(now));
  return start === null ? null : beijingMidnight(start);
}
