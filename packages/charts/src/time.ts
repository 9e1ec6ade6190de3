import { formatBeijing } from '@coinsight/domain/time';

/** `2024-03-01` in Beijing time (an empty label for a time that is not a number). */
export function formatBeijingDate(ms: number): string {
  return formatBeijing(ms, 'day') ?? '';
}

/** `2024-03-01 08:00` in Beijing time. */
export function formatBeijingDateTime(ms: number): string {
  return formatBeijing(ms, 'minute') ?? '';
}

/**
 * Plotly x values as epoch milliseconds: numbers are taken as milliseconds, strings as dates. Plotly's
 * dates carry no zone ('2024-03-01', '2024-03-01 12:00:00'); they are read as UTC, as the server writes them.
 */
export function parseChartTime(value: number | string): number {
  if (typeof value === 'number') return value;
  const iso = value.includes(' ') ? value.replace(' ', 'T') : value;
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? Number.NaN : ms;
}

const dayMs = 86_400_000;

/**
 * The formatter for a series' times: dates alone when every point falls on the same time of day (daily
 * data), dates with hours and minutes otherwise.
 */
export function beijingFormatFor(times: ArrayLike<number>): (ms: number) => string {
  if (times.length < 2) return formatBeijingDateTime;
  const timeOfDay = (((times[0] as number) % dayMs) + dayMs) % dayMs;
  for (let i = 1; i < times.length; i += 1) {
    if ((((times[i] as number) % dayMs) + dayMs) % dayMs !== timeOfDay)
      return formatBeijingDateTime;
  }
  return formatBeijingDate;
}
