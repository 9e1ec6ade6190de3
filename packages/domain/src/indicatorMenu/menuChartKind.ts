import {
  indicatorKeys,
  indicatorOf,
  indicatorRegistry,
  type IndicatorDefinition,
  type IndicatorKey,
} from '../indicators/registry.ts';

/**
 * Which chart draws an indicator: its registry key (a drawn indicator's own chart, or the live
 * price), or a plain btcdata figure.
 */
export const chartKinds: readonly ChartKind[] = [...indicatorKeys, 'figure'];
export type ChartKind = IndicatorKey | 'figure';

/**
 * Spec 2 §2.1: the item titled 'real-time bitcoin price' switches the chart area to the live price
 * chart. An indicator's chart_key decides (null: a plain btcdata figure); an item without the field
 * (a knowledge article) is recognised by its title.
 */
export function chartKindOf(item: { title: string; chart_key?: string | null }): ChartKind {
  if (item.chart_key !== undefined) {
    const key = item.chart_key?.trim().toLowerCase();
    return indicatorRegistry.find((i) => i.key === key)?.key ?? 'figure';
  }
  return indicatorRegistry.find((i) => i.menuTitle.test(item.title))?.key ?? 'figure';
}

/**
 * The registry entry that draws an item on the page: its indicator's (a btcdata figure or the live
 * price); a plain figure has the two-axis price-and-value shape the S2F chart draws.
 */
export function chartOf(item: { title: string; chart_key?: string | null }): IndicatorDefinition {
  const kind = chartKindOf(item);
  return indicatorOf(kind === 'figure' ? 'stock_to_flow' : kind);
}
