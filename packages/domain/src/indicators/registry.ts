/**
 * Every indicator the catalogue can point at, once: its key (the catalogue's `chart_key`, on the
 * wire in gettargetall and in indicator_items, as migration 0005 seeds it), how it is charted and
 * titled, and the menu titles that name it; below, the figure btcdata answers for each drawn one.
 * The contract's key enum, `figureFor`, the menu's chart kinds and the site's chart all read this
 * file; a new drawn indicator is one entry and one builder here (README.md, "to add X").
 */
import type { ChartFigure } from '../api/chartFigure.ts';
import type { BtcDay } from './btcDay.ts';
import type { FigureBuilder, FigureOptions } from './figures.ts';
import { nuplFigure, nuplZones } from './nupl.ts';
import { rainbowFigure } from './rainbow.ts';
import { stockToFlowFigure } from './stockToFlow.ts';
import { whaleFigure, whaleZones } from './whale.ts';
import type { Zone } from './zone.ts';

interface IndicatorBase {
  /** The catalogue's chart_key: on the wire and in the database, so it never changes once seeded. */
  key: string;
  /** The chart's Chinese title: its figure's `layout.title`, and its name in texts. */
  title: string;
  /** Names the indicator in a menu item's title, for an item without chart_key (knowledge articles). */
  menuTitle: RegExp;
}

/** An indicator drawn from the stored Bitcoin history: btcdata answers its figure (`figureBuilders`). */
export interface DrawnIndicator extends IndicatorBase {
  chart: 'figure';
  /** The axis of the price line, which the chart's 对数/线性 toggle switches. */
  priceAxis: 'y' | 'y2';
  /** Zones shaded behind the measure when a figure lists none (zone charts). */
  zones?: readonly Zone[];
}

/** The live price: the page draws btc_price and its ticks, not a btcdata figure. */
export interface LiveIndicator extends IndicatorBase {
  chart: 'livePrice';
}

export type IndicatorDefinition = DrawnIndicator | LiveIndicator;

/** In the catalogue's order; keys are unique (registry.test.ts). */
export const indicatorRegistry = [
  {
    key: 'stock_to_flow',
    chart: 'figure',
    title: '比特币存量流量模型（S2F）',
    menuTitle: /存量流量|stock.?to.?flow/i,
    priceAxis: 'y',
  },
  {
    key: 'nupl',
    chart: 'figure',
    title: '比特币未实现净盈亏（NUPL）',
    menuTitle: /nupl/i,
    priceAxis: 'y2',
    zones: nuplZones,
  },
  {
    key: 'whale',
    chart: 'figure',
    title: '巨鲸获利压力（MVRV-Z）',
    menuTitle: /巨鲸|whale/i,
    priceAxis: 'y2',
    zones: whaleZones,
  },
  {
    key: 'rainbow',
    chart: 'figure',
    title: '比特币彩虹图',
    menuTitle: /彩虹|rainbow/i,
    priceAxis: 'y',
  },
  {
    key: 'live_price',
    chart: 'livePrice',
    title: '比特币实时价格',
    menuTitle: /实时价格|real-?time bitcoin price/i,
  },
] as const satisfies readonly IndicatorDefinition[];

type Entry = (typeof indicatorRegistry)[number];

/** Every catalogue chart_key, in the registry's order. */
export type IndicatorKey = Entry['key'];
export const indicatorKeys: readonly IndicatorKey[] = indicatorRegistry.map((i) => i.key);

/** The indicators the server draws from btc_daily (the catalogue's drawn chart_keys). */
export type ChartKey = Extract<Entry, { chart: 'figure' }>['key'];
export const chartKeys: readonly ChartKey[] = indicatorRegistry.flatMap((i) =>
  i.chart === 'figure' ? [i.key] : [],
);

export function isChartKey(value: string): value is ChartKey {
  return (chartKeys as readonly string[]).includes(value);
}

export function indicatorOf<K extends IndicatorKey>(key: K): Extract<Entry, { key: K }> {
  return indicatorRegistry.find((i) => i.key === key) as Extract<Entry, { key: K }>;
}

/**
 * Each drawn indicator's figure builder, beside the entries rather than in them: the contract reads
 * the entries for its chart_key enum, and a page that only calls the API must not bundle the maths.
 */
const figureBuilders: Readonly<Record<ChartKey, FigureBuilder>> = {
  stock_to_flow: stockToFlowFigure,
  nupl: nuplFigure,
  whale: whaleFigure,
  rainbow: rainbowFigure,
};

/** Each drawn indicator's chart title. */
export const chartTitles = Object.fromEntries(
  indicatorRegistry.flatMap((i) => (i.chart === 'figure' ? [[i.key, i.title]] : [])),
) as Readonly<Record<ChartKey, string>>;

/** The figure of one indicator chart over the given days (sorted oldest first by the caller). */
export function figureFor(
  chartKey: ChartKey,
  days: readonly BtcDay[],
  options: FigureOptions = {},
): ChartFigure {
  return figureBuilders[chartKey](days, indicatorOf(chartKey).title, options);
}
