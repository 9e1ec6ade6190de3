import { format } from 'd3';
import { chartColors } from '../palette.ts';
import {
  timeScale,
  valueExtent,
  valueScale,
  type TimeScale,
  type ValueScale,
  type ValueScaleKind,
} from '../scales/scales.ts';
import { formatBeijingDate, formatBeijingDateTime } from '../time.ts';
import { gapMarker, m4Indices } from '../transforms/downsample.ts';
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
  const y = valueScale(model.scale, valueExtent(columns('y'), model.scale), [bottom, top]);
  const scale2 = model.scale2 ?? 'linear';
  const y2 = hasY2 ? valueScale(scale2, valueExtent(columns('y2'), scale2), [bottom, top]) : null;
  return { width, height, left, right, top, bottom, x, y, y2, spans };
}

const compact = format('~s');
const plain = format(',~r');

/** Axis label of a value: compact above a thousand (10k, 1M), as is below. */
export function formatAxisValue(value: number): string {
  if (Math.abs(value) >= 1000) return compact(value).replace('G', 'B');
  return plain(Number(value.toPrecision(4)));
}

function valueTicks(scale: ValueScale, kind: ValueScaleKind, height: number): number[] {
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

function drawAxes(ctx: CanvasRenderingContext2D, g: PlotGeometry, model: PlotModel): void {
  ctx.font = '11px system-ui, sans-serif';
  ctx.lineWidth = 1;
  ctx.strokeStyle = chartColors.grid;
  ctx.fillStyle = chartColors.axisText;
  const span = model.window[1] - model.window[0];
  const dateLabel = span < 3 * 86_400_000 ? formatBeijingDateTime : formatBeijingDate;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  let lastRight = -Infinity;
  for (const tick of g.x.ticks(Math.max(2, Math.floor((g.right - g.left) / 110)))) {
    const px = Math.round(g.x(tick)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(px, g.top);
    ctx.lineTo(px, g.bottom);
    ctx.stroke();
    const label = dateLabel(tick.getTime());
    const half = ctx.measureText(label).width / 2;
    if (px - half > lastRight + 4 && px + half <= g.width) {
      ctx.fillText(label, px, g.bottom + 6);
      lastRight = px + half;
    }
  }
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  for (const tick of valueTicks(g.y, model.scale, g.bottom - g.top)) {
    const py = Math.round(g.y(tick)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(g.left, py);
    ctx.lineTo(g.right, py);
    ctx.stroke();
    ctx.fillText(formatAxisValue(tick), g.left - 6, py);
  }
  if (g.y2) {
    ctx.textAlign = 'left';
    for (const tick of valueTicks(g.y2, model.scale2 ?? 'linear', g.bottom - g.top)) {
      ctx.fillText(formatAxisValue(tick), g.right + 6, Math.round(g.y2(tick)) + 0.5);
    }
  }
}

function drawZones(ctx: CanvasRenderingContext2D, g: PlotGeometry, model: PlotModel): void {
  const scale = model.zonesAxis === 'y2' ? g.y2 : g.y;
  if (!scale || !model.zones) return;
  ctx.globalAlpha = 0.14;
  for (const zone of model.zones) {
    const low =
      zone.from === null ? g.bottom : Math.min(g.bottom, Math.max(g.top, scale(zone.from)));
    const high = zone.to === null ? g.top : Math.min(g.bottom, Math.max(g.top, scale(zone.to)));
    if (low <= high) continue;
    ctx.fillStyle = zone.color;
    ctx.fillRect(g.left, high, g.right - g.left, low - high);
  }
  ctx.globalAlpha = 1;
}

/** Kept indices of each series, downsampled to the pixel columns of the plot. */
function keptIndices(g: PlotGeometry, model: PlotModel): Int32Array[] {
  const pixelOf = (time: number) => g.x(time);
  return model.series.map((s, i) => m4Indices(s.t, s.y, g.spans[i]!.from, g.spans[i]!.to, pixelOf));
}

function traceLine(
  ctx: CanvasRenderingContext2D,
  s: ChartSeries,
  kept: Int32Array,
  x: TimeScale,
  y: ValueScale,
): void {
  let penDown = false;
  for (const i of kept) {
    if (i === gapMarker) {
      penDown = false;
      continue;
    }
    const px = x(s.t[i] as number);
    const py = y(s.y[i] as number);
    if (penDown) ctx.lineTo(px, py);
    else ctx.moveTo(px, py);
    penDown = true;
  }
}

/** The lower edge of a band as a series of its own, for `drawFill`. */
function lowerEdge(s: ChartSeries, lower: Float64Array): ChartSeries {
  return { ...s, y: lower, lower: null };
}

function drawFill(
  ctx: CanvasRenderingContext2D,
  s: ChartSeries,
  kept: Int32Array,
  below: ChartSeries,
  keptBelow: Int32Array,
  x: TimeScale,
  y: ValueScale,
): void {
  ctx.beginPath();
  let started = false;
  for (const i of kept) {
    if (i === gapMarker) continue;
    const px = x(s.t[i] as number);
    const py = y(s.y[i] as number);
    if (started) ctx.lineTo(px, py);
    else ctx.moveTo(px, py);
    started = true;
  }
  for (let k = keptBelow.length - 1; k >= 0; k -= 1) {
    const i = keptBelow[k] as number;
    if (i === gapMarker) continue;
    ctx.lineTo(x(below.t[i] as number), y(below.y[i] as number));
  }
  ctx.closePath();
  ctx.fillStyle = s.fillColor;
  ctx.fill();
}

/**
 * Draws the plot on a canvas context already scaled to CSS pixels: background, zones, grid and axes,
 * band fills, then lines, markers and bars in the series' order, clipped to the plot area.
 */
export function drawPlot(ctx: CanvasRenderingContext2D, g: PlotGeometry, model: PlotModel): void {
  ctx.fillStyle = chartColors.background;
  ctx.fillRect(0, 0, g.width, g.height);
  drawZones(ctx, g, model);
  drawAxes(ctx, g, model);
  ctx.save();
  ctx.beginPath();
  ctx.rect(g.left, g.top, g.right - g.left, g.bottom - g.top);
  ctx.clip();
  const kept = keptIndices(g, model);
  const scaleOf = (s: ChartSeries) => (s.axis === 'y2' && g.y2 ? g.y2 : g.y);
  model.series.forEach((s, i) => {
    if (!s.fillToPrevious) return;
    if (s.lower) {
      const edge = lowerEdge(s, s.lower);
      const span = g.spans[i]!;
      const keptEdge = m4Indices(edge.t, edge.y, span.from, span.to, (time) => g.x(time));
      drawFill(ctx, s, kept[i]!, edge, keptEdge, g.x, scaleOf(s));
      return;
    }
    for (let j = i - 1; j >= 0; j -= 1) {
      const below = model.series[j]!;
      if (below.axis !== s.axis) continue;
      drawFill(ctx, s, kept[i]!, below, kept[j]!, g.x, scaleOf(s));
      return;
    }
  });
  ctx.lineJoin = 'round';
  model.series.forEach((s, i) => {
    const y = scaleOf(s);
    ctx.strokeStyle = s.color;
    ctx.fillStyle = s.color;
    ctx.lineWidth = s.width;
    if (s.kind === 'line') {
      ctx.beginPath();
      traceLine(ctx, s, kept[i]!, g.x, y);
      ctx.stroke();
      return;
    }
    const base = Math.min(g.bottom, y(y.domain()[0] as number));
    for (const k of kept[i]!) {
      if (k === gapMarker) continue;
      const px = g.x(s.t[k] as number);
      const py = y(s.y[k] as number);
      if (s.kind === 'markers') ctx.fillRect(px - 1.5, py - 1.5, 3, 3);
      else ctx.fillRect(px - 1, Math.min(py, base), 2, Math.abs(base - py));
    }
  });
  ctx.restore();
}

/** Crosshair at the hovered time: a vertical line and a dot on each series that has a value there. */
export function drawCrosshair(
  ctx: CanvasRenderingContext2D,
  g: PlotGeometry,
  model: PlotModel,
  time: number | null,
  points: readonly (number | null)[],
): void {
  ctx.clearRect(0, 0, g.width, g.height);
  if (time === null) return;
  const px = Math.round(g.x(time)) + 0.5;
  ctx.strokeStyle = chartColors.crosshair;
  ctx.lineWidth = 1;
  ctx.setLineDash([4, 3]);
  ctx.beginPath();
  ctx.moveTo(px, g.top);
  ctx.lineTo(px, g.bottom);
  ctx.stroke();
  ctx.setLineDash([]);
  model.series.forEach((s, i) => {
    const index = points[i];
    if (index === null || index === undefined) return;
    const value = s.y[index] as number;
    if (Number.isNaN(value)) return;
    const y = s.axis === 'y2' && g.y2 ? g.y2 : g.y;
    ctx.fillStyle = s.color;
    ctx.beginPath();
    ctx.arc(g.x(s.t[index] as number), y(value), 3.5, 0, Math.PI * 2);
    ctx.fill();
  });
}

/** The spec's chart snapshot size (spec 2 §9): PNG, 800 × 600. */
export const snapshotSize = { width: 800, height: 600 } as const;

/** The plot drawn on a fresh 800 × 600 canvas, as a PNG blob (the favourites desk's snapshot, the PNG export). */
export function plotPng(model: PlotModel): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = snapshotSize.width;
  canvas.height = snapshotSize.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('canvas 2d context unavailable'));
  drawPlot(ctx, plotGeometry(model, snapshotSize.width, snapshotSize.height), model);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
      'image/png',
    ),
  );
}
