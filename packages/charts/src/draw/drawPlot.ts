import { chartColors } from '../palette.ts';
import { formatAxisValue, timeTickLabel } from '../plot/axisFormat.ts';
import {
  projection,
  timeTicks,
  valueTicks,
  type PlotGeometry,
  type PlotModel,
  type Projection,
} from '../plot/geometry.ts';
import { columnIndices, gapMarker, m4Indices } from '../transforms/downsample.ts';
import type { ChartSeries } from '../transforms/series.ts';

function drawAxes(ctx: CanvasRenderingContext2D, g: PlotGeometry, model: PlotModel): void {
  const formatValue = model.formatValue ?? formatAxisValue;
  ctx.font = '11px system-ui, sans-serif';
  ctx.lineWidth = 1;
  ctx.strokeStyle = chartColors.grid;
  ctx.fillStyle = chartColors.axisText;
  const span = model.window[1] - model.window[0];
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  let lastRight = -Infinity;
  for (const tick of timeTicks(g)) {
    const px = Math.round(g.x(tick)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(px, g.top);
    ctx.lineTo(px, g.bottom);
    ctx.stroke();
    const label = timeTickLabel(tick.getTime(), span);
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
    ctx.fillText(formatValue(tick), g.left - 6, py);
  }
  if (g.y2) {
    ctx.textAlign = 'left';
    for (const tick of valueTicks(g.y2, model.scale2 ?? 'linear', g.bottom - g.top)) {
      ctx.fillText(formatValue(tick), g.right + 6, Math.round(g.y2(tick)) + 0.5);
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

function linePath(
  ctx: CanvasRenderingContext2D,
  t: Float64Array,
  y: Float64Array,
  kept: Int32Array,
  px: Projection,
  py: Projection,
  reverse: boolean,
  penDown: boolean,
): void {
  const n = kept.length;
  for (let k = 0; k < n; k += 1) {
    const i = kept[reverse ? n - 1 - k : k] as number;
    const v = y[i] as number;
    if (i === gapMarker || v !== v) continue;
    const sx = px.a * (t[i] as number) + px.b;
    const sy = py.a * (py.log ? Math.log(v) : v) + py.b;
    if (penDown) ctx.lineTo(sx, sy);
    else ctx.moveTo(sx, sy);
    penDown = true;
  }
}

/** A line's pixel path: the pen lifts at gaps. */
function strokeLine(
  ctx: CanvasRenderingContext2D,
  s: ChartSeries,
  kept: Int32Array,
  px: Projection,
  py: Projection,
): void {
  ctx.beginPath();
  let penDown = false;
  for (const i of kept) {
    if (i === gapMarker) {
      penDown = false;
      continue;
    }
    const v = s.y[i] as number;
    const sx = px.a * (s.t[i] as number) + px.b;
    const sy = py.a * (py.log ? Math.log(v) : v) + py.b;
    if (penDown) ctx.lineTo(sx, sy);
    else ctx.moveTo(sx, sy);
    penDown = true;
  }
  ctx.stroke();
}

/** The area between an upper and a lower edge (gaps skipped), one point per pixel column is plenty. */
function fillBetween(
  ctx: CanvasRenderingContext2D,
  upper: { t: Float64Array; y: Float64Array; kept: Int32Array },
  lower: { t: Float64Array; y: Float64Array; kept: Int32Array },
  px: Projection,
  py: Projection,
  color: string,
): void {
  ctx.beginPath();
  linePath(ctx, upper.t, upper.y, upper.kept, px, py, false, false);
  linePath(ctx, lower.t, lower.y, lower.kept, px, py, true, true);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

/** Bars narrow to the space a point has, between 1 and 12 pixels. */
function barWidth(g: PlotGeometry, count: number): number {
  return Math.min(12, Math.max(1, ((g.right - g.left) / Math.max(1, count)) * 0.7));
}

/**
 * Bars from the baseline's pixel `base`: up in the series' colour at or above it, down in its negative
 * colour below. A bar is at least a pixel tall, so a zero change still marks its date.
 */
function signedBars(
  ctx: CanvasRenderingContext2D,
  g: PlotGeometry,
  s: ChartSeries,
  kept: Int32Array,
  px: Projection,
  py: Projection,
  base: number,
  count: number,
): void {
  const width = barWidth(g, count);
  const positive = s.color;
  const negative = s.negativeColor ?? s.color;
  for (const k of kept) {
    if (k === gapMarker) continue;
    const v = s.y[k] as number;
    const sx = px.a * (s.t[k] as number) + px.b;
    const sy = py.a * v + py.b;
    const height = Math.max(1, Math.abs(base - sy));
    ctx.fillStyle = v >= (s.baseline ?? 0) ? positive : negative;
    ctx.fillRect(sx - width / 2, v >= (s.baseline ?? 0) ? base - height : base, width, height);
  }
}

/**
 * Draws the plot on a canvas context already scaled to CSS pixels: background, zones, grid and axes,
 * band fills, then lines, markers and bars in the series' order, clipped to the plot area. Lines keep
 * the first, lowest, highest and last point of each pixel column (M4); fills one point per two columns.
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
  const px = projection(g.x);
  const pixelOf = (time: number) => px.a * time + px.b;
  const py = projection(g.y, model.scale === 'log');
  const py2 = g.y2 ? projection(g.y2, (model.scale2 ?? 'linear') === 'log') : py;
  const projectionOf = (s: ChartSeries) => (s.axis === 'y2' ? py2 : py);
  // Band edges are smooth at pixel scale: a point every two pixels fills them indistinguishably at half
  // the rasterising cost of one per pixel (measured in Chromium's software canvas).
  const fillColumnOf = (time: number) => (px.a * time + px.b) / 2;
  const columns = model.series.map((s, i) =>
    s.fillToPrevious || s.lower
      ? columnIndices(s.t, g.spans[i]!.from, g.spans[i]!.to, fillColumnOf)
      : null,
  );
  model.series.forEach((s, i) => {
    if (!s.fillToPrevious) return;
    const kept = columns[i]!;
    if (s.lower) {
      const edges = { t: s.t, kept };
      fillBetween(
        ctx,
        { ...edges, y: s.y },
        { ...edges, y: s.lower },
        px,
        projectionOf(s),
        s.fillColor,
      );
      return;
    }
    for (let j = i - 1; j >= 0; j -= 1) {
      const below = model.series[j]!;
      if (below.axis !== s.axis) continue;
      const keptBelow =
        columns[j] ?? columnIndices(below.t, g.spans[j]!.from, g.spans[j]!.to, fillColumnOf);
      fillBetween(
        ctx,
        { t: s.t, y: s.y, kept },
        { t: below.t, y: below.y, kept: keptBelow },
        px,
        projectionOf(s),
        s.fillColor,
      );
      return;
    }
  });
  model.series.forEach((s, i) => {
    // A band's edge in its own fill colour cannot be seen against the fill: skip the stroke.
    if (s.kind === 'line' && s.fillToPrevious && s.fillColor === s.color) return;
    const p = projectionOf(s);
    const kept = m4Indices(s.t, s.y, g.spans[i]!.from, g.spans[i]!.to, pixelOf);
    ctx.strokeStyle = s.color;
    ctx.fillStyle = s.color;
    ctx.lineWidth = s.width;
    if (s.kind === 'line') {
      strokeLine(ctx, s, kept, px, p);
      return;
    }
    const y = s.axis === 'y2' && g.y2 ? g.y2 : g.y;
    if (s.kind === 'bar' && s.baseline !== undefined) {
      signedBars(ctx, g, s, kept, px, p, y(s.baseline), g.spans[i]!.to - g.spans[i]!.from + 1);
      return;
    }
    const base = Math.min(g.bottom, y(y.domain()[0] as number));
    for (const k of kept) {
      if (k === gapMarker) continue;
      const sx = px.a * (s.t[k] as number) + px.b;
      const v = s.y[k] as number;
      const sy = p.a * (p.log ? Math.log(v) : v) + p.b;
      if (s.kind === 'markers') ctx.fillRect(sx - 1.5, sy - 1.5, 3, 3);
      else ctx.fillRect(sx - 1, Math.min(sy, base), 2, Math.abs(base - sy));
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
