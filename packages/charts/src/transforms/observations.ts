import { tokens } from '@coinsight/theme';
import { chartColors, paletteColor } from '../palette.ts';
import type { RulerRange } from '../ruler.ts';
import { parseChartTime } from '../time.ts';
import { translucent, type ChartSeries } from './series.ts';

/** One dated value of a macro series: a day 'YYYY-MM-DD' (read as UTC) and a number. */
export interface SeriesPoint {
  date: string;
  value: number;
}

const getTime = (p: SeriesPoint) => parseChartTime(p.date);
const getValue = (p: SeriesPoint) => p.value;

/** Times and values in date order; unreadable dates and values that are not finite are dropped. */
function columns(points: readonly SeriesPoint[]): { t: Float64Array; y: Float64Array } {
  const kept = points
    .map((p) => ({ time: getTime(p), value: getValue(p) }))
    .filter((p) => Number.isFinite(p.time) && Number.isFinite(p.value))
    .sort((a, b) => a.time - b.time);
  return {
    t: Float64Array.from(kept, (p) => p.time),
    y: Float64Array.from(kept, (p) => p.value),
  };
}

/** A macro series' observations as one line. */
export function trendSeries(points: readonly SeriesPoint[], name: string): ChartSeries {
  const color = paletteColor(1);
  return {
    key: 'trend',
    name,
    color,
    axis: 'y',
    kind: 'line',
    width: 1.5,
    fillToPrevious: false,
    fillColor: translucent(color),
    ...columns(points),
    lower: null,
  };
}

/** Bar colours of a change rate: green at or above zero, red below (spec 3 §2.5). */
export const changeRateColors = {
  rise: tokens.color.bullish,
  fall: tokens.color.bearish,
} as const;

/** Change rates (percent) as bars growing up or down from zero. */
export function changeRateSeries(points: readonly SeriesPoint[], name: string): ChartSeries {
  return {
    key: 'change',
    name,
    color: changeRateColors.rise,
    negativeColor: changeRateColors.fall,
    baseline: 0,
    axis: 'y',
    kind: 'bar',
    width: 1,
    fillToPrevious: false,
    fillColor: chartColors.grid,
    ...columns(points),
    lower: null,
  };
}

/**
 * The ruler's opening selection: the newest `share` of `length` points (spec 3 §9: the slider starts at
 * 80–100 %, the last 20 %), at least two points; everything when `share` is 1 or more.
 */
export function tailRange(length: number, share: number): RulerRange {
  const last = Math.max(0, length - 1);
  if (share >= 1 || length < 3) return { start: 0, end: last };
  const start = Math.min(last - 1, Math.max(0, Math.floor(last * (1 - Math.max(0, share)))));
  return { start, end: last };
}
