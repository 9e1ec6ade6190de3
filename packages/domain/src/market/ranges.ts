import { historyRanges, type HistoryRange, type SortOrder } from '../api/market.ts';
import type { SeriesPoint } from './values.ts';

/** The detail page's time-range radio, in display order (spec 3 §2.6, §9): 0 is 全部. */
export const seriesRanges = [1, 3, 5, 10, 0] as const satisfies readonly HistoryRange[];

export const seriesRangeLabels: Readonly<Record<HistoryRange, string>> = {
  1: '1年',
  3: '3年',
  5: '5年',
  10: '10年',
  0: '全部',
};

/** The range the detail page opens with: the first version's 10 years (spec 3 §9). */
export const defaultSeriesRange: HistoryRange = 10;

export function isHistoryRange(value: number): value is HistoryRange {
  return (historyRanges as readonly number[]).includes(value);
}

const dayText = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first day of a range ending on `end` (YYYY-MM-DD): the same calendar day `years` earlier,
 * 28 February for a 29 February that year lacks; null for 0 (全部, no start).
 */
export function rangeStart(years: HistoryRange, end: string): string | null {
  const match = dayText.exec(end);
  if (!match) throw new RangeError(`not a day: ${end}`);
  if (years === 0) return null;
  const year = Number(match[1]) - years;
  const month = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  return `${String(year).padStart(4, '0')}-${match[2]}-${String(day).padStart(2, '0')}`;
}

/** The points of a history (oldest first) that fall inside a range ending on `end`, both ends included. */
export function pointsInRange(
  points: readonly SeriesPoint[],
  years: HistoryRange,
  end: string,
): SeriesPoint[] {
  const start = rangeStart(years, end);
  return points.filter((p) => p.date <= end && (start === null || p.date >= start));
}

/** fred-data's query for the overview: the latest two observations, newest first (spec 3 §7). */
export function overviewQuery(seriesId: string): {
  series_id: string;
  limit: 2;
  sort_order: 'desc';
} {
  return { series_id: seriesId, limit: 2, sort_order: 'desc' };
}

/** fred-data's query for a detail range ending on `today` (Beijing day), oldest first (spec 3 §7). */
export function detailQuery(
  seriesId: string,
  years: HistoryRange,
  today: string,
): {
  series_id: string;
  observation_start?: string;
  observation_end: string;
  sort_order: SortOrder;
} {
  const start = rangeStart(years, today);
  return {
    series_id: seriesId,
    ...(start === null ? {} : { observation_start: start }),
    observation_end: today,
    sort_order: 'asc',
  };
}
