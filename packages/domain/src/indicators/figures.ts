/**
 * Chart figures of the Bitcoin indicators, built from the stored daily rows. The btcdata route
 * answers `figureFor(chartKey, days)`; packages/charts draws it. Pure: no I/O, no clock.
 *
 * Conventions every figure keeps (later changes only add):
 * - x values are the rows' UTC days as YYYY-MM-DD strings, oldest first; every trace of a figure
 *   shares the same x. y values are numbers at full precision (a CSV export must carry 29.02992,
 *   not 29.0299), or null where the
 *   measure is undefined for that day (whale on the first day).
 * - Every trace has `type: 'scatter'`, `mode: 'lines'`, a Chinese `name`, `line.color`, and a
 *   `yaxis` ('y' or 'y2'); the price trace is always named 比特币价格.
 * - layout: `title` (Chinese), `xaxis.type` 'date', `yaxis`/`yaxis2` with `type` and `title`,
 *   yaxis2 `overlaying: 'y'`, `side: 'right'`; `showlegend: true`.
 *
 * Trace order per chart key:
 * - 'stock_to_flow': [0] 比特币价格 (y, log), [1] S2F 模型价格 (y, log),
 *   [2] 偏离度 = price / model (y2, linear; 1 means on the model).
 * - 'rainbow': [0…8] the nine bands, cheapest (跳楼大甩卖) first, dearest (最大泡沫区) last; each
 *   band trace's `y` is the band's UPPER edge and its extra key `lower` the lower edge (same
 *   length), `fill: 'tonexty'` (band i fills down to band i−1's upper edge, band 0 to its
 *   `lower`); [9] 比特币价格. All on y, log. `layout.meta.regression` = { kind: 'classic' | 'fit',
 *   slope, intercept } of log10(price) = slope · ln(days since 2009-01-09) + intercept.
 * - 'nupl': [0] NUPL (y, linear), [1] 比特币价格 (y2, log). `layout.zones` lists the five zones
 *   low → high as { from, to, name, color } (from/to null = unbounded; from inclusive, to
 *   exclusive) and `layout.shapes` paints them as Plotly rectangles behind the lines.
 * - 'whale': [0] 巨鲸获利压力（MVRV-Z） (y, linear), [1] 比特币价格 (y2, log); `layout.zones` and
 *   `layout.shapes` as for NUPL with the whale zones (see whale.ts for the definition).
 */
import type { ChartFigure, ChartTrace } from '../api/indicators.ts';
import type { BtcDay } from './btcDay.ts';
import { nuplZones, nupl, type Zone } from './nupl.ts';
import {
  classicRainbow,
  fitRainbow,
  rainbowBands,
  rainbowDays,
  rainbowEdges,
  type LogRegression,
} from './rainbow.ts';
import { s2fDeflection, s2fModelPrice, stockToFlow } from './stockToFlow.ts';
import { whaleScores, whaleWarmUpDays, whaleZones } from './whale.ts';

export type { BtcDay } from './btcDay.ts';

/** The indicator charts the server can draw from btc_daily (the catalogue's `chart_key`). */
export const chartKeys = ['stock_to_flow', 'nupl', 'whale', 'rainbow'] as const;
export type ChartKey = (typeof chartKeys)[number];

export function isChartKey(value: string): value is ChartKey {
  return (chartKeys as readonly string[]).includes(value);
}

export interface FigureOptions {
  /** Rainbow regression: the classic published coefficients, or a least-squares fit to `days`. @default 'classic' */
  rainbow?: 'classic' | 'fit';
  /** Whale measure: days of history before the first score is drawn. @default whaleWarmUpDays (365) */
  whaleWarmUpDays?: number;
}

export const priceTraceName = '比特币价格';
const priceColor = '#212121';

export const chartTitles: Readonly<Record<ChartKey, string>> = {
  stock_to_flow: '比特币存量流量模型（S2F）',
  rainbow: '比特币彩虹图',
  nupl: '比特币未实现净盈亏（NUPL）',
  whale: '巨鲸获利压力（MVRV-Z）',
};

function line(
  name: string,
  x: string[],
  y: Array<number | null>,
  color: string,
  yaxis: 'y' | 'y2' = 'y',
): ChartTrace {
  return {
    type: 'scatter',
    mode: 'lines',
    name,
    x,
    y: y.map((v) => (v === null || !Number.isFinite(v) ? null : v)),
    yaxis,
    line: { color, width: name === priceTraceName ? 1.5 : 1 },
  };
}

function priceTrace(days: readonly BtcDay[], x: string[], yaxis: 'y' | 'y2'): ChartTrace {
  return line(
    priceTraceName,
    x,
    days.map((d) => d.price),
    priceColor,
    yaxis,
  );
}

const dateAxis = { type: 'date' as const, showgrid: false };
const priceAxis = (side: 'left' | 'right') => ({
  title: { text: '价格（美元）' },
  type: 'log' as const,
  side,
  tickformat: '$,.0f',
});

function zoneShapes(zones: readonly Zone[], values: Array<number | null>): object[] {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length === 0) return [];
  const low = Math.min(...known);
  const high = Math.max(...known);
  return zones.flatMap((z) => {
    const y0 = z.from ?? Math.min(low, z.to ?? low);
    const y1 = z.to ?? Math.max(high, z.from ?? high);
    return y1 > y0
      ? [
          {
            type: 'rect',
            xref: 'paper',
            x0: 0,
            x1: 1,
            yref: 'y',
            y0,
            y1,
            fillcolor: z.color,
            opacity: 0.15,
            layer: 'below',
            line: { width: 0 },
          },
        ]
      : [];
  });
}

function stockToFlowFigure(days: readonly BtcDay[], x: string[]): ChartFigure {
  const model = days.map((d) => s2fModelPrice(stockToFlow(d.supply)));
  return {
    data: [
      priceTrace(days, x, 'y'),
      line('S2F 模型价格', x, model, '#1e88e5'),
      line(
        '偏离度',
        x,
        days.map((d, i) => s2fDeflection(d.price, model[i]!)),
        '#fb8c00',
        'y2',
      ),
    ],
    layout: {
      title: { text: chartTitles.stock_to_flow },
      xaxis: dateAxis,
      yaxis: priceAxis('left'),
      yaxis2: { title: { text: '偏离度' }, type: 'linear', overlaying: 'y', side: 'right' },
      showlegend: true,
    },
  };
}

function rainbowFigure(days: readonly BtcDay[], x: string[], options: FigureOptions): ChartFigure {
  const kind = options.rainbow ?? 'classic';
  const regression: LogRegression =
    kind === 'fit' && days.length >= 2
      ? fitRainbow(days.map((d) => ({ days: rainbowDays(d.date), price: d.price })))
      : classicRainbow;
  const edges = days.map((d) => rainbowEdges(rainbowDays(d.date), regression));
  const bands: ChartTrace[] = rainbowBands.map((band, i) => ({
    ...line(
      band.name,
      x,
      edges.map((e) => e[i + 1]!),
      band.color,
    ),
    lower: edges.map((e) => e[i]!),
    fill: 'tonexty',
    fillcolor: band.color,
  }));
  return {
    data: [...bands, priceTrace(days, x, 'y')],
    layout: {
      title: { text: chartTitles.rainbow },
      xaxis: dateAxis,
      yaxis: priceAxis('left'),
      showlegend: true,
      meta: {
        regression: { kind: kind === 'fit' && days.length >= 2 ? 'fit' : 'classic', ...regression },
      },
    },
  };
}

function zonedFigure(
  key: 'nupl' | 'whale',
  days: readonly BtcDay[],
  x: string[],
  name: string,
  values: Array<number | null>,
  zones: readonly Zone[],
  color: string,
): ChartFigure {
  return {
    data: [line(name, x, values, color), priceTrace(days, x, 'y2')],
    layout: {
      title: { text: chartTitles[key] },
      xaxis: dateAxis,
      yaxis: { title: { text: name }, type: 'linear', side: 'left' },
      yaxis2: { ...priceAxis('right'), overlaying: 'y' },
      showlegend: true,
      zones: zones.map((z) => ({ ...z })),
      shapes: zoneShapes(zones, values),
    },
  };
}

/** The figure of one indicator chart over the given days (sorted oldest first by the caller). */
export function figureFor(
  chartKey: ChartKey,
  days: readonly BtcDay[],
  options: FigureOptions = {},
): ChartFigure {
  const x = days.map((d) => d.date);
  switch (chartKey) {
    case 'stock_to_flow':
      return stockToFlowFigure(days, x);
    case 'rainbow':
      return rainbowFigure(days, x, options);
    case 'nupl':
      return zonedFigure(
        'nupl',
        days,
        x,
        'NUPL',
        days.map((d) => nupl(d.marketCap, d.realizedCap)),
        nuplZones,
        '#6a1b9a',
      );
    case 'whale':
      return zonedFigure(
        'whale',
        days,
        x,
        chartTitles.whale,
        whaleScores(days, options.whaleWarmUpDays ?? whaleWarmUpDays),
        whaleZones,
        '#00897b',
      );
  }
}
