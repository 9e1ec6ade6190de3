/**
 * The parts every indicator's figure is built from. Each indicator's own module builds its figure
 * (`stockToFlowFigure`, `rainbowFigure`, `nuplFigure`, `whaleFigure`) and the registry
 * (registry.ts) names it; the btcdata route answers `figureFor(chartKey, days)`; packages/charts
 * draws it. Pure: no I/O, no clock.
 *
 * Conventions every figure keeps (later changes only add):
 * - x values are the rows' UTC days as YYYY-MM-DD strings, oldest first; every trace of a figure
 *   shares the same x. y values are numbers at full precision (a CSV export must carry 29.02992,
 *   not 29.0299), or null where the
 *   measure is undefined for that day (whale on the first day).
 * - Every trace has `type: 'scatter'`, `mode: 'lines'`, a Chinese `name`, `line.color`, and a
 *   `yaxis` ('y' or 'y2'); the price trace is always named 比特币价格.
 * - layout: `title` (Chinese, the registry entry's title), `xaxis.type` 'date', `yaxis`/`yaxis2`
 *   with `type` and `title`, yaxis2 `overlaying: 'y'`, `side: 'right'`; `showlegend: true`.
 * - A zone figure (`zonedFigure`: NUPL, whale) is [0] the measure (y, linear), [1] 比特币价格 (y2,
 *   log); `layout.zones` lists its zones low → high as { from, to, name, color } (from/to null =
 *   unbounded; from inclusive, to exclusive) and `layout.shapes` paints them as Plotly rectangles
 *   behind the lines.
 */
import type { ChartFigure, ChartTrace } from '../api/chartFigure.ts';
import type { BtcDay } from './btcDay.ts';
import type { Zone } from './zone.ts';

export type { BtcDay } from './btcDay.ts';

export interface FigureOptions {
  /** Rainbow regression: the classic published coefficients, or a least-squares fit to `days`. @default 'classic' */
  rainbow?: 'classic' | 'fit';
  /** Whale measure: days of history before the first score is drawn. @default whaleWarmUpDays (365) */
  whaleWarmUpDays?: number;
}

/** Builds one indicator's figure over the given days (sorted oldest first), titled `title`. */
export type FigureBuilder = (
  days: readonly BtcDay[],
  title: string,
  options: FigureOptions,
) => ChartFigure;

export const priceTraceName = '比特币价格';
const priceColor = '#212121';

/** One line trace; a non-finite value becomes a gap. */
export function line(
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

/** The x values of a figure: the days' dates. */
export function daysAxis(days: readonly BtcDay[]): string[] {
  return days.map((d) => d.date);
}

export function priceTrace(days: readonly BtcDay[], x: string[], yaxis: 'y' | 'y2'): ChartTrace {
  return line(
    priceTraceName,
    x,
    days.map((d) => d.price),
    priceColor,
    yaxis,
  );
}

export const dateAxis = { type: 'date' as const, showgrid: false };
export const priceAxis = (side: 'left' | 'right') => ({
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

/** A measure over its shaded zones on the left axis, the price on the right (see the conventions). */
export function zonedFigure(
  title: string,
  days: readonly BtcDay[],
  measure: { name: string; values: Array<number | null>; zones: readonly Zone[]; color: string },
): ChartFigure {
  const x = daysAxis(days);
  const { name, values, zones, color } = measure;
  return {
    data: [line(name, x, values, color), priceTrace(days, x, 'y2')],
    layout: {
      title: { text: title },
      xaxis: dateAxis,
      yaxis: { title: { text: name }, type: 'linear', side: 'left' },
      yaxis2: { ...priceAxis('right'), overlaying: 'y' },
      showlegend: true,
      zones: zones.map((z) => ({ ...z })),
      shapes: zoneShapes(zones, values),
    },
  };
}
