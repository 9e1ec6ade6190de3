import {
  timeScale,
  valueExtent,
  valueScale,
  type TimeScale,
  type ValueScale,
  type ValueScaleKind,
} from '../scales/scales.ts';
import type { ChartSeries } from '../transforms/series.ts';

/** A horizontal band of values shaded behind the series (NUPL's zones). Null bounds run to the edge. */
export interface PlotZone {
  from: number | null;
  to: number | null;
  color: string;
  name: string;
}

/** Everything a plot needs besides its size. */
export interface PlotModel {
  series: readonly ChartSeries[];
  /** Visible times [from, to] in epoch ms. */
  window: readonly [number, number];
  /** Scale of the left axis. */
  scale: ValueScaleKind;
  /** Scale of the right axis (series with axis `y2`). @default 'linear' */
  scale2?: ValueScaleKind;
  /** Bands shaded behind the series, on the axis `zonesAxis`. */
  zones?: readonly PlotZone[];
  zonesAxis?: 'y' | 'y2';
  /** Labels of the value axes; the compact axis format when absent. */
  formatValue?: (value: number) => string;
}

export interface PlotGeometry {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  x: TimeScale;
  y: ValueScale;
  y2: ValueScale | null;
  /** Per series, the indices drawn: one point either side of the window so lines reach the edges. */
  spans: readonly { from: number; to: number }[];
}

/** First index whose time is >= `time` (times ascending). */
export function lowerBound(times: Float64Array, time: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((times[mid] as number) < time) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The window that shows every point of the series. */
export function fullWindow(series: readonly ChartSeries[]): [number, number] {
  let from = Infinity;
  let to = -Infinity;
  for (const s of series) {
    if (s.t.length === 0) continue;
    from = Math.min(from, s.t[0] as number);
    to = Math.max(to, s.t[s.t.length - 1] as number);
  }
  return from <= to ? [from, to] : [0, 1];
}

/** An axis extent widened to the baselines its bars grow from (a change rate's zero stays in view). */
function withBaselines(
  extent: [number, number],
  series: readonly ChartSeries[],
  axis: 'y' | 'y2',
): [number, number] {
  let [low, high] = extent;
  for (const s of series) {
    if (s.axis !== axis || s.baseline === undefined || Number.isNaN(low)) continue;
    low = Math.min(low, s.baseline);
    high = Math.max(high, s.baseline);
  }
  return [low, high];
}

/** Scales and visible spans of a plot `width` × `height` CSS pixels. */
export function plotGeometry(model: PlotModel, width: number, height: number): PlotGeometry {
  const hasY2 = model.series.some((s) => s.axis === 'y2');
  const left = 56;
  const right = width - (hasY2 ? 56 : 12);
  const top = 10;
  const bottom = height - 24;
  const x = timeScale(model.window, [left, right]);
  const spans = model.series.map((s) => ({
    from: Math.max(0, lowerBound(s.t, model.window[0]) - 1),
    to: Math.min(s.t.length - 1, lowerBound(s.t, model.window[1]) + 0),
  }));
  const columns = (axis: 'y' | 'y2') =>
    model.series.flatMap((s, i) =>
      s.axis !== axis
        ? []
        : s.lower
          ? [
              { y: s.y, ...spans[i]! },
              { y: s.lower, ...spans[i]! },
            ]
          : [{ y: s.y, ...spans[i]! }],
    );
  const extent = (axis: 'y' | 'y2', kind: ValueScaleKind) =>
    withBaselines(valueExtent(columns(axis), kind), model.series, axis);
  const y = valueScale(model.scale, extent('y', model.scale), [bottom, top]);
  const scale2 = model.scale2 ?? 'linear';
  const y2 = hasY2 ? valueScale(scale2, extent('y2', scale2), [bottom, top]) : null;
  return { width, height, left, right, top, bottom, x, y, y2, spans };
}

/** The time axis ticks: about one per 90 pixels of plot, at least three. */
export function timeTicks(g: PlotGeometry): Date[] {
  return g.x.ticks(Math.max(3, Math.floor((g.right - g.left) / 90)));
}

/** The value axis ticks of a plot `height` pixels tall: about one per 50 pixels, at least two. */
export function valueTicks(scale: ValueScale, kind: ValueScaleKind, height: number): number[] {
  const count = Math.max(2, Math.floor(height / 50));
  if (kind === 'linear') return scale.ticks(count);
  // A log axis gets the powers of ten, plus 2× and 5× while that stays readable.
  const all = scale.ticks(count);
  const powers = all.filter((v) => Number.isInteger(Math.log10(v)));
  if (powers.length >= count / 2) return powers;
  const more = all.filter((v) => {
    const lead = v / 10 ** Math.floor(Math.log10(v));
    return Math.abs(lead - 1) < 1e-9 || Math.abs(lead - 2) < 1e-9 || Math.abs(lead - 5) < 1e-9;
  });
  return more.length > 0 ? more : all;
}

/**
 * A scale as `a · v + b` (or `a · ln v + b` on a log axis): the hot drawing loops map tens of thousands of
 * points, and a plain multiply-add is several times quicker than calling the d3 scale.
 */
export interface Projection {
  a: number;
  b: number;
  log: boolean;
}

export function projection(scale: TimeScale | ValueScale, log = false): Projection {
  const [d0, d1] = scale.domain().map(Number) as [number, number];
  const [r0, r1] = scale.range() as [number, number];
  const [u0, u1] = log ? [Math.log(d0), Math.log(d1)] : [d0, d1];
  const a = u1 === u0 ? 0 : (r1 - r0) / (u1 - u0);
  return { a, b: r0 - a * u0, log };
}
