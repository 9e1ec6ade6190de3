/** The months and days the daily analysis offers, and which days the schedule writes. */
import type { AnalysisMenuMonth } from '../api/analysis.ts';
import { beijingDate, beijingDayBounds, type Instant } from '../time/beijing.ts';

/**
 * Decision (spec 3 §2.2 offered January–March of one year): every month with at least one record,
 * newest first, each with its days newest first. Duplicates are listed once.
 */
export function analysisMenuOf(dates: readonly string[]): AnalysisMenuMonth[] {
  const byMonth = new Map<string, Set<string>>();
  for (const date of dates) {
    const month = date.slice(0, 7);
    let days = byMonth.get(month);
    if (!days) byMonth.set(month, (days = new Set()));
    days.add(date);
  }
  return [...byMonth]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([month, days]) => ({ month, days: [...days].sort().reverse() }));
}

/** The Beijing day before `date`. */
export function previousDay(date: string): string {
  return beijingDate(beijingDayBounds(date).start.getTime() - 1);
}

/**
 * The Beijing days that have closed by `now`, newest first: yesterday (Beijing) and the `count - 1`
 * days before it. Today is never one: its record is written after it closes.
 */
export function closedDays(now: Instant, count: number): string[] {
  const out: string[] = [];
  let day = previousDay(beijingDate(now));
  for (let i = 0; i < count; i++) {
    out.push(day);
    day = previousDay(day);
  }
  return out;
}
