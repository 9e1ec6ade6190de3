import type { CategoryRow, HistoryRange } from '../api/market.ts';
import { changeSeries, changeWording } from '../market/change.ts';
import { numericValue, type SeriesPoint } from '../market/values.ts';
import { beijingDate } from '../time/beijing.ts';
import { impactText } from './rows.ts';

/**
 * The history page of a calendar indicator (spec 3 §2.8): its releases as chart points, the tooltip
 * lines with their defaults, the change bars and the publish cycle.
 */

/** The fields of a category row the page reads (the contract's row may carry more). */
export type CategoryRowView = Pick<
  CategoryRow,
  'pub_time' | 'actual' | 'previous' | 'consensus' | 'indicator_name' | 'country' | 'star'
>;

/** Spec 3 §2.8: the history page's ranges in display order; 0 is all. */
export const historyPageRanges = [0, 1, 3, 5, 10] as const satisfies readonly HistoryRange[];

export const historyRangeLabels: Readonly<Record<HistoryRange, string>> = {
  0: '全部',
  1: '1年',
  3: '3年',
  5: '5年',
  10: '10年',
};

/** The range the page opens on: all of it (spec 3 §7 lists range 0 first). */
export const defaultHistoryRange: HistoryRange = 0;

/** Spec 3 §2.8: what a tooltip shows for a figure that is not there. */
export const historyTooltipDefaults = {
  actual: '未发布',
  expected: '暂无',
  previous: '暂无',
  impact: '无影响',
  publish: '无发布周期信息',
} as const;

/** One release the chart draws: its Beijing day, the actual as a number and the row's texts. */
export interface HistoryPoint<R extends CategoryRowView = CategoryRowView> extends SeriesPoint {
  row: R;
}

/**
 * The releases as chart points, oldest first: rows with a null (or not numeric) actual are dropped
 * (spec 3 §5), and of two releases on one Beijing day the later one stays.
 */
export function historyPoints<R extends CategoryRowView>(rows: readonly R[]): HistoryPoint<R>[] {
  const byDay = new Map<string, HistoryPoint<R>>();
  const ordered = rows
    .filter((row) => Number.isFinite(Date.parse(row.pub_time)))
    .sort((a, b) => Date.parse(a.pub_time) - Date.parse(b.pub_time));
  for (const row of ordered) {
    const value = numericValue(row.actual);
    if (value === null) continue;
    const date = beijingDate(row.pub_time);
    byDay.set(date, { date, value, row });
  }
  return [...byDay.values()];
}

/** A tooltip line: its label and its text. */
export interface TooltipLine {
  label: string;
  value: string;
}

const shown = (figure: string | null | undefined, fallback: string): string =>
  figure === null || figure === undefined || figure.trim() === '' ? fallback : figure.trim();

/** Spec 3 §2.8: the trend tooltip of a calendar indicator, under the date the chart writes itself. */
export function trendTooltipLines(row: CategoryRowView): TooltipLine[] {
  return [
    { label: '指标名称', value: shown(row.indicator_name, historyTooltipDefaults.expected) },
    { label: '国家/地区', value: shown(row.country, historyTooltipDefaults.expected) },
    { label: '实际值', value: shown(row.actual, historyTooltipDefaults.actual) },
    { label: '预期值', value: shown(row.consensus, historyTooltipDefaults.expected) },
    { label: '前值', value: shown(row.previous, historyTooltipDefaults.previous) },
    {
      label: '影响',
      value: row.star > 0 ? impactText(row.star) : historyTooltipDefaults.impact,
    },
  ];
}

/** A change as the change tooltip writes it: the percent with 2 decimals and its sign. */
export function changePercentText(change: number): string {
  return `${change > 0 ? '+' : ''}${change.toFixed(2)}%`;
}

/** Spec 3 §2.8: the change tooltip — the percent, 上涨 / 下跌 / 持平 and the publish cycle. */
export function changeTooltipLines(change: number, publishCycle: string | null): TooltipLine[] {
  return [
    { label: '涨跌', value: changeWording(change) },
    { label: '发布周期', value: publishCycle ?? historyTooltipDefaults.publish },
  ];
}

const cycles = [
  { label: '每日', min: 1, max: 3 },
  { label: '每周', min: 5, max: 9 },
  { label: '每月', min: 25, max: 35 },
  { label: '每季度', min: 80, max: 100 },
  { label: '每年', min: 350, max: 380 },
] as const;

/**
 * The publish cycle read from the releases' days (oldest first): the median gap between them, named
 * when it is a day, a week, a month, a quarter or a year; null with fewer than three releases or an
 * irregular gap (the tooltip then says 无发布周期信息). Calendar rows carry no cycle of their own.
 */
export function publishCycle(days: readonly string[]): string | null {
  if (days.length < 3) return null;
  const gaps: number[] = [];
  for (let i = 1; i < days.length; i++) {
    gaps.push((Date.parse(days[i]!) - Date.parse(days[i - 1]!)) / 86_400_000);
  }
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)]!;
  return cycles.find((c) => median >= c.min && median <= c.max)?.label ?? null;
}

/**
 * The change bars: each release's percent change versus the release before it (spec 3 §2.8), empty
 * with fewer than two releases (the page then draws no chart, spec 3 §8).
 */
export function historyChanges(points: readonly SeriesPoint[]): SeriesPoint[] {
  return changeSeries(points).map((c) => ({ date: c.date, value: c.change }));
}
