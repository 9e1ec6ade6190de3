import { format } from 'd3';
import { formatBeijingDateTime } from '../time.ts';

const compact = format('~s');
const plain = format(',~r');

/** Axis label of a value: compact above a thousand (10k, 1M), as is below. */
export function formatAxisValue(value: number): string {
  if (Math.abs(value) >= 1000) return compact(value).replace('G', 'B');
  return plain(Number(value.toPrecision(4)));
}

/**
 * A time axis label in Beijing time, as short as the tick allows: the year on New Year's Day, the month on
 * the first of a month, the day otherwise; hours and minutes when the window is under three days.
 */
export function timeTickLabel(time: number, spanMs: number): string {
  const full = formatBeijingDateTime(time);
  if (spanMs < 86_400_000) return full.slice(11);
  if (spanMs < 3 * 86_400_000) return full.slice(5);
  if (full.slice(5, 10) === '01-01') return full.slice(0, 4);
  if (full.slice(8, 10) === '01') return full.slice(0, 7);
  return full.slice(0, 10);
}
