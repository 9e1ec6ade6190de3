import {
  seriesCategoryLabels,
  type BtcThreshold,
  type Direction,
  type MacroSeries,
  type SeriesCategory,
} from './catalogue.ts';
import { changePercent } from './change.ts';
import { impactStatus, type ImpactStatus } from './impact.ts';
import { formatSeriesValue, numericValue } from './values.ts';

/** One row of the financial overview table (spec 3 §3, financial row). */
export interface FinancialRow {
  id: string;
  category: SeriesCategory;
  /** The 数据类型 column. */
  categoryLabel: string;
  name: string;
  /** The value in the product's format (formatSeriesValue). */
  value: string;
  /** The value as a number, for the impact status and sorting. */
  rawValue: number;
  /** Percent versus the previous observation, 2 decimals; null when there is none to compare with. */
  change: number | null;
  /** Date of the latest observation (YYYY-MM-DD): the 时间 column. */
  updateTime: string;
  route: string;
  intro: string;
  impact: string;
  publish: string;
  direction: Direction;
  btcThreshold: BtcThreshold | null;
  status: ImpactStatus;
}

/**
 * A series' overview row from fred-data's answer to overviewQuery (newest first). Null when the
 * latest value is missing or not numeric: the row has nothing to show. A previous that is missing,
 * not numeric or zero drops only the change (null), since the value itself is still worth a row
 * (spec 3 §5 drops the values that cannot be compared).
 */
export function financialRow(
  series: MacroSeries,
  newestFirst: readonly { date: string; value: string | number | null }[],
): FinancialRow | null {
  const [latest, previous] = newestFirst;
  const value = numericValue(latest?.value);
  if (latest === undefined || value === null) return null;
  return {
    id: series.id,
    category: series.category,
    categoryLabel: seriesCategoryLabels[series.category],
    name: series.name,
    value: formatSeriesValue(value),
    rawValue: value,
    change: changePercent(value, previous?.value),
    updateTime: latest.date,
    route: series.route,
    intro: series.intro,
    impact: series.impact,
    publish: series.publish,
    direction: series.direction,
    btcThreshold: series.btcThreshold,
    status: impactStatus(value, series.btcThreshold, series.direction),
  };
}

/**
 * The query a row click carries to the series page (spec 3 §2.5): seriesId, name, category, intro,
 * impact, publish, bullish, bearish. Thresholds are '' for a reference-only series.
 */
export function seriesDetailQuery(series: MacroSeries): Record<string, string> {
  return {
    seriesId: series.id,
    name: series.name,
    category: seriesCategoryLabels[series.category],
    intro: series.intro,
    impact: series.impact,
    publish: series.publish,
    bullish: series.btcThreshold ? String(series.btcThreshold.bullish) : '',
    bearish: series.btcThreshold ? String(series.btcThreshold.bearish) : '',
  };
}

/** The series page's address with the row-click query. */
export function seriesDetailHref(series: MacroSeries): string {
  return `${series.route}?${new URLSearchParams(seriesDetailQuery(series)).toString()}`;
}
