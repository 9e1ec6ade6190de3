import type { ChartFigure, ChartTrace } from '../api/chartFigure.ts';

/** What part of a figure to send, and at what resolution. */
export interface SampleRequest {
  /** About how many points per trace the screen can show (its width in pixels). */
  points: number;
  /** The window's first and last x (an ISO date or time); the whole history when absent. */
  from?: string;
  to?: string;
}

/**
 * Significant digits a sampled value keeps: a pixel of a 480 px axis is 1/480 of it, and the
 * tooltip shows at most six digits, so more only costs bytes (a double prints up to 17).
 */
export const sampledDigits = 6;

type Value = number | string | null;
type Column = readonly Value[];

/** A trace's columns that run point by point beside x (y, a band's lower edge, marker colours). */
function pointColumns(trace: ChartTrace): string[] {
  const n = trace.x.length;
  return Object.keys(trace).filter(
    (key) =>
      key !== 'x' &&
      Array.isArray((trace as Record<string, unknown>)[key]) &&
      ((trace as Record<string, unknown>)[key] as unknown[]).length === n,
  );
}

/** An x value as a number to compare: a date or time in ms, a number as it is. */
export function xValue(x: number | string): number {
  return typeof x === 'number' ? x : Date.parse(x);
}

/** The first and last index of `xs` inside [from, to], widened by one point on each side. */
function windowOf(xs: readonly number[], from: number, to: number): [number, number] | null {
  let start = 0;
  while (start < xs.length && !((xs[start] as number) >= from)) start++;
  let end = xs.length - 1;
  while (end >= 0 && !((xs[end] as number) <= to)) end--;
  if (start > end) return null;
  return [Math.max(0, start - 1), Math.min(xs.length - 1, end + 1)];
}

/**
 * The indices to keep of points start..end (inclusive) so that about `points` remain: per bucket of
 * two pixel columns, its first point and each column's lowest and highest value inside it, so a
 * spike or a dip drawn at that width is never lost (unlike a plain stride), and every column shares
 * the same x (a band's fill needs its edges at the same dates). All of them when they fit.
 */
export function sampleIndices(
  columns: readonly Column[],
  start: number,
  end: number,
  points: number,
): number[] {
  const n = end - start + 1;
  if (n <= 0) return [];
  if (n <= points) return Array.from({ length: n }, (_, i) => start + i);
  const buckets = Math.max(1, Math.floor(points / 2));
  const kept = new Set<number>();
  for (let b = 0; b < buckets; b++) {
    const from = start + Math.floor((b * n) / buckets);
    const to = start + Math.floor(((b + 1) * n) / buckets) - 1;
    if (to < from) continue;
    kept.add(from);
    for (const column of columns) {
      let low = -1;
      let high = -1;
      for (let i = from; i <= to; i++) {
        const v = column[i];
        if (typeof v !== 'number') continue;
        if (low < 0 || v < (column[low] as number)) low = i;
        if (high < 0 || v > (column[high] as number)) high = i;
      }
      // A column that only rises or only falls across the bucket adds nothing: its ends are the
      // bucket's first point and the next bucket's (a smooth band, most of a figure's columns).
      if (low > from && low < to) kept.add(low);
      if (high > from && high < to) kept.add(high);
    }
  }
  kept.add(end);
  return [...kept].sort((a, b) => a - b);
}

const round = (v: Value): Value =>
  typeof v === 'number' && Number.isFinite(v) ? Number(v.toPrecision(sampledDigits)) : v;

function sameX(a: readonly Value[], b: readonly Value[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A figure cut to a window and thinned to about `points` points per trace, for a chart's first
 * draw (issue 38: the whole daily history of ten traces was 2.8 MB). Traces that share their x are
 * thinned together (the same dates kept for each); a window that fits in `points` keeps every point
 * exactly, so zooming in gets the stored values. A thinned trace's numbers keep `sampledDigits`
 * significant digits. The layout is kept as it is; the figure given is not changed.
 */
export function sampleFigure(
  figure: ChartFigure,
  { points, from, to }: SampleRequest,
): ChartFigure {
  const low = from === undefined ? Number.NEGATIVE_INFINITY : xValue(from);
  const high = to === undefined ? Number.POSITIVE_INFINITY : xValue(to);
  const groups: { x: readonly Value[]; traces: number[] }[] = [];
  figure.data.forEach((trace, i) => {
    const group = groups.find((g) => sameX(g.x, trace.x));
    if (group) group.traces.push(i);
    else groups.push({ x: trace.x, traces: [i] });
  });
  const data = [...figure.data];
  for (const group of groups) {
    const xs = group.x.map((x) => xValue(x as number | string));
    const span = windowOf(xs, low, high);
    const traces = group.traces.map((i) => figure.data[i] as ChartTrace);
    const columns = traces.flatMap((t) =>
      pointColumns(t).map((key) => (t as Record<string, unknown>)[key] as Column),
    );
    const indices = span ? sampleIndices(columns, span[0], span[1], points) : [];
    const thinned = span !== null && indices.length < span[1] - span[0] + 1;
    for (const i of group.traces) {
      const trace = figure.data[i] as ChartTrace;
      const out: Record<string, unknown> = { ...trace, x: indices.map((k) => trace.x[k]) };
      for (const key of pointColumns(trace)) {
        const column = (trace as Record<string, unknown>)[key] as Column;
        out[key] = indices.map((k) => (thinned ? round(column[k] ?? null) : (column[k] ?? null)));
      }
      data[i] = out as ChartTrace;
    }
  }
  return { ...figure, data };
}

/**
 * The overview with a window's detail put in its place: each trace keeps the overview's points
 * before the detail's first x and after its last, and the detail's in between. The two figures are
 * the same chart (the same traces in the same order); a trace the detail lacks stays as it was.
 */
export function withDetail(overview: ChartFigure, detail: ChartFigure): ChartFigure {
  const data = overview.data.map((trace, i) => {
    const inner = detail.data[i];
    if (!inner || inner.x.length === 0) return trace;
    const first = xValue(inner.x[0] as number | string);
    const last = xValue(inner.x[inner.x.length - 1] as number | string);
    const xs = trace.x.map((x) => xValue(x));
    let before = 0;
    while (before < xs.length && (xs[before] as number) < first) before++;
    let after = before;
    while (after < xs.length && (xs[after] as number) <= last) after++;
    const out: Record<string, unknown> = { ...trace };
    for (const key of ['x', ...pointColumns(trace)]) {
      const outer = (trace as Record<string, unknown>)[key] as Column;
      const middle = (inner as Record<string, unknown>)[key];
      if (!Array.isArray(middle) || middle.length !== inner.x.length) continue;
      out[key] = [...outer.slice(0, before), ...(middle as Column), ...outer.slice(after)];
    }
    return out as ChartTrace;
  });
  return { ...overview, data };
}
