import type { IndicatorChartKey } from '../api/indicators.ts';

/** Which chart draws an indicator: one of the four home indicators, the live price, or a plain figure. */
export const chartKinds = [
  'stockToFlow',
  'nupl',
  'whale',
  'rainbow',
  'livePrice',
  'figure',
] as const;
export type ChartKind = (typeof chartKinds)[number];

/** The catalogue's chart_key (gettargetall) and the chart that draws it. */
const byKey: Record<IndicatorChartKey, ChartKind> = {
  stock_to_flow: 'stockToFlow',
  nupl: 'nupl',
  whale: 'whale',
  rainbow: 'rainbow',
  live_price: 'livePrice',
};

/** Titles of the catalogue's items, for an item without the chart_key field (knowledge articles). */
const byTitle: [RegExp, ChartKind][] = [
  [/存量流量|stock.?to.?flow/i, 'stockToFlow'],
  [/nupl/i, 'nupl'],
  [/巨鲸|whale/i, 'whale'],
  [/彩虹|rainbow/i, 'rainbow'],
  [/实时价格|real-?time bitcoin price/i, 'livePrice'],
];

/**
 * Spec 2 §2.1: the item titled 'real-time bitcoin price' switches the chart area to the live price
 * chart. An indicator's chart_key decides (null: a plain btcdata figure); an item without the field
 * is recognised by its title.
 */
export function chartKindOf(item: { title: string; chart_key?: string | null }): ChartKind {
  if (item.chart_key !== undefined) {
    const key = item.chart_key?.trim().toLowerCase();
    return key && Object.hasOwn(byKey, key) ? byKey[key as IndicatorChartKey] : 'figure';
  }
  for (const [pattern, kind] of byTitle) if (pattern.test(item.title)) return kind;
  return 'figure';
}
