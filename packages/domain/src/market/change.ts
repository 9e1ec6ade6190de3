import { numericValue, type SeriesPoint } from './values.ts';

/** A change under this many percent, either way, shows as 0 (spec 3 §5). */
export const changeFloorPercent = 0.01;

/**
 * The change of `latest` versus `previous` in percent, rounded to 2 decimals (what the overview's
 * 较上次变化 column and the change chart show); null when either is not numeric or the previous is
 * zero (spec 3 §5). Measured against the previous value's size, so a rise from -2 to -1 is +50 %.
 */
export function changePercent(
  latest: string | number | null | undefined,
  previous: string | number | null | undefined,
): number | null {
  const now = numericValue(latest);
  const before = numericValue(previous);
  if (now === null || before === null || before === 0) return null;
  const percent = ((now - before) / Math.abs(before)) * 100;
  if (Math.abs(percent) < changeFloorPercent) return 0;
  return Math.round(percent * 100) / 100 || 0;
}

/** One bar of the change-rate chart: a point's change versus the point before it. */
export interface ChangePoint {
  date: string;
  change: number;
}

/** The change-rate series of a history: one bar per point after the first whose previous is not zero. */
export function changeSeries(points: readonly SeriesPoint[]): ChangePoint[] {
  const bars: ChangePoint[] = [];
  for (let i = 1; i < points.length; i++) {
    const change = changePercent(points[i]!.value, points[i - 1]!.value);
    if (change !== null) bars.push({ date: points[i]!.date, change });
  }
  return bars;
}

/** How a change reads in the change chart's tooltip. */
export function changeWording(change: number): '上涨' | '下跌' | '持平' {
  return change > 0 ? '上涨' : change < 0 ? '下跌' : '持平';
}

/** A change as the overview shows it: 2 decimals and the sign ('+1.25', '-0.40', '0.00'). */
export function formatChangePercent(change: number): string {
  return `${change > 0 ? '+' : ''}${change.toFixed(2)}`;
}
