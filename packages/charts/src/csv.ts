import type { PricePoint } from '@coinsight/domain/api';
import type { ChartSeries } from './transforms/series.ts';
import { unionTimes } from './transforms/series.ts';
import { beijingFormatFor, formatBeijingDateTime } from './time.ts';

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const csvNumber = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '' : String(v));

/**
 * The chart's data as CSV text: a header (时间（北京时间）, then each series' name) and one row per time,
 * oldest first (dates alone for daily data); a series without a value at that time leaves its field empty. Lines end with CRLF.
 */
export function seriesCsv(series: readonly ChartSeries[]): string {
  const times = unionTimes(series);
  const lookups = series.map((s) => {
    const byTime = new Map<number, number>();
    for (let i = 0; i < s.t.length; i += 1) byTime.set(s.t[i] as number, s.y[i] as number);
    return byTime;
  });
  const format = beijingFormatFor(times);
  const lines = [['时间（北京时间）', ...series.map((s) => s.name)].map(csvField).join(',')];
  for (const time of times) {
    lines.push([format(time), ...lookups.map((byTime) => csvNumber(byTime.get(time)))].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The price series as CSV text, prices kept as the server's decimal strings. */
export function pricesCsv(points: readonly PricePoint[]): string {
  const rows = [...points]
    .sort((a, b) => a.added - b.added)
    .map((p) => `${formatBeijingDateTime(p.added * 1000)},${p.price}`);
  return `${['时间（北京时间）,价格（美元）', ...rows].join('\r\n')}\r\n`;
}
