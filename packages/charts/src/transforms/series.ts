import type { ChartFigure, ChartTrace, PricePoint } from '@coinsight/domain/api';
import { paletteColor } from '../palette.ts';
import { parseChartTime } from '../time.ts';

/** How a series is drawn. */
export type SeriesKind = 'line' | 'markers' | 'bar';

/** A trace ready to draw: times ascending (epoch ms), values with NaN for gaps, one colour. */
export interface ChartSeries {
  /** Unique within the chart (the trace's name, or its position). */
  key: string;
  /** Shown in the legend, the tooltip and the CSV header. */
  name: string;
  color: string;
  /** Which value axis: `y` on the left, `y2` on the right. */
  axis: 'y' | 'y2';
  kind: SeriesKind;
  /** Line width in CSS pixels. */
  width: number;
  /** Plotly's `fill: 'tonexty'`: the area between this series and the previous one on the same axis is filled. */
  fillToPrevious: boolean;
  /** Fill colour of that area (Plotly's fillcolor), or the line colour made translucent. */
  fillColor: string;
  t: Float64Array;
  y: Float64Array;
  /**
   * A band's lower edge (the figure's extra `lower` key, same length as y): the area between `lower` and
   * `y` is filled, whatever series comes before. Null for plain lines.
   */
  lower: Float64Array | null;
  /**
   * Bars only: they grow up or down from this value (a change rate's zero) in `color` at or above it and
   * `negativeColor` below, and the value axis always shows it. Absent: bars rise from the axis floor.
   */
  baseline?: number;
  /** Colour of the bars below `baseline`. */
  negativeColor?: string;
}

const getTime = (x: number | string) => parseChartTime(x);
const getValue = (y: number | null | undefined) => (y === null || y === undefined ? Number.NaN : y);

function traceColor(trace: ChartTrace, index: number): string {
  const fromLine = trace.line?.color;
  if (typeof fromLine === 'string') return fromLine;
  const fromMarker = trace.marker?.color;
  if (typeof fromMarker === 'string') return fromMarker;
  return paletteColor(index);
}

function traceKind(trace: ChartTrace): SeriesKind {
  if (trace.type === 'bar') return 'bar';
  if (trace.mode === 'markers') return 'markers';
  return 'line';
}

/** A column of x values as drawable times: ascending, unparseable ones dropped. */
interface TimeColumn {
  t: Float64Array;
  /** The x index each time came from; null when every x parsed and they were in order already. */
  source: Int32Array | null;
}

function readTimeColumn(xs: readonly (number | string)[], n: number): TimeColumn {
  const parsed = new Float64Array(n);
  const source = new Int32Array(n);
  let kept = 0;
  let sorted = true;
  for (let i = 0; i < n; i += 1) {
    const time = getTime(xs[i] as number | string);
    if (Number.isNaN(time)) continue;
    if (kept > 0 && time < (parsed[kept - 1] as number)) sorted = false;
    parsed[kept] = time;
    source[kept] = i;
    kept += 1;
  }
  if (sorted && kept === n) return { t: parsed, source: null };
  const order = Array.from({ length: kept }, (_, i) => i).sort(
    (a, b) => (parsed[a] as number) - (parsed[b] as number),
  );
  return {
    t: Float64Array.from(order, (i) => parsed[i] as number),
    source: Int32Array.from(order, (i) => source[i] as number),
  };
}

/** Whether two x columns hold the same values (a figure's traces usually share their dates). */
function sameValues(a: readonly (number | string)[], b: readonly (number | string)[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Reads x columns as times, reusing the last column read when the next holds the same values: the
 * rainbow's ten traces share ~6,000 dates, which are then parsed once (comparing them costs far less
 * than parsing), and the traces share one `t`, which `unionTimes` recognises at once.
 */
function timeColumnReader() {
  let last: { xs: readonly (number | string)[]; n: number; column: TimeColumn } | null = null;
  return (xs: readonly (number | string)[], n: number): TimeColumn => {
    if (last && last.n === n && sameValues(last.xs, xs)) return last.column;
    last = { xs, n, column: readTimeColumn(xs, n) };
    return last.column;
  };
}

/** Times and values in ascending time order; unparseable times are dropped. */
function sortedColumns(
  xs: readonly (number | string)[],
  ys: readonly (number | null)[],
  lows?: readonly unknown[],
  readTimes = timeColumnReader(),
) {
  const { t, source } = readTimes(xs, Math.min(xs.length, ys.length));
  const y = new Float64Array(t.length);
  const lower = lows ? new Float64Array(t.length) : null;
  for (let k = 0; k < t.length; k += 1) {
    const i = source ? (source[k] as number) : k;
    y[k] = getValue(ys[i]);
    if (lower) lower[k] = typeof lows?.[i] === 'number' ? (lows[i] as number) : Number.NaN;
  }
  return { t, y, lower };
}

/** Translucent version of a `#rrggbb` colour; other colour syntaxes are kept as they are. */
export function translucent(color: string, alpha = 0.25): string {
  const match = /^#([0-9a-f]{6})$/i.exec(color);
  if (!match) return color;
  const value = Number.parseInt(match[1] as string, 16);
  return `rgba(${value >> 16}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** One figure trace as a drawable series; `readTimes` shares time columns between a figure's traces. */
export function traceSeries(
  trace: ChartTrace,
  index: number,
  readTimes = timeColumnReader(),
): ChartSeries {
  const color = traceColor(trace, index);
  const fill = (trace as { fill?: unknown }).fill;
  const fillColor = (trace as { fillcolor?: unknown }).fillcolor;
  const lows = (trace as { lower?: unknown }).lower;
  const { t, y, lower } = sortedColumns(
    trace.x,
    trace.y,
    Array.isArray(lows) ? lows : undefined,
    readTimes,
  );
  return {
    key: `${index}:${trace.name ?? ''}`,
    name: trace.name ?? `系列 ${index + 1}`,
    color,
    axis: trace.yaxis === 'y2' ? 'y2' : 'y',
    kind: traceKind(trace),
    width: trace.line?.width ?? 1.5,
    fillToPrevious: fill === 'tonexty',
    fillColor: typeof fillColor === 'string' ? fillColor : translucent(color),
    t,
    y,
    lower,
  };
}

/** Every trace of a figure as a drawable series, in the figure's order (which is the drawing order). */
export function figureSeries(figure: ChartFigure): ChartSeries[] {
  const readTimes = timeColumnReader();
  return figure.data.map((trace, index) => traceSeries(trace, index, readTimes));
}

/** The bitcoin price (decimal strings, unix seconds) as one series. */
export function priceSeries(points: readonly PricePoint[], name = '比特币价格'): ChartSeries {
  const { t, y, lower } = sortedColumns(
    points.map((p) => p.added * 1000),
    points.map((p) => Number(p.price)),
  );
  return {
    key: 'price',
    name,
    color: paletteColor(0),
    axis: 'y',
    kind: 'line',
    width: 1.5,
    fillToPrevious: false,
    fillColor: translucent(paletteColor(0)),
    t,
    y,
    lower,
  };
}

/** Every time of the given series, ascending and without repeats (the ruler's points, the CSV's rows). */
export function unionTimes(series: readonly ChartSeries[]): Float64Array {
  const first = series[0];
  if (!first) return new Float64Array(0);
  if (series.every((s) => sameTimes(s.t, first.t))) return first.t;
  const all = new Set<number>();
  for (const s of series) for (const time of s.t) all.add(time);
  return Float64Array.from(all).sort();
}

function sameTimes(a: Float64Array, b: Float64Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
