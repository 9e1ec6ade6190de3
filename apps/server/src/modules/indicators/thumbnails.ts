import type { ChartFigure, ChartTrace } from '../../contract.ts';

/** A drawn thumbnail's size: the 5:3 of the lock's picture, small enough for a menu card. */
export const thumbnailWidth = 400;
export const thumbnailHeight = 240;

const pad = 12;
const fallbackColors = ['#f7931a', '#1d4ed8', '#047857', '#c81e1e'];

interface Shape {
  type?: unknown;
  yref?: unknown;
  y0?: unknown;
  y1?: unknown;
  fillcolor?: unknown;
}

/** The scale of one y axis over the values of its traces (a log axis over the positive ones). */
function yScale(traces: readonly ChartTrace[], log: boolean) {
  const values = traces.flatMap((t) =>
    t.y.filter((v): v is number => v !== null && Number.isFinite(v) && (!log || v > 0)),
  );
  const f = (v: number) => (log ? Math.log10(v) : v);
  const low = Math.min(...values.map(f));
  const high = Math.max(...values.map(f));
  const span = high - low || 1;
  return (v: number) => thumbnailHeight - pad - ((f(v) - low) / span) * (thumbnailHeight - 2 * pad);
}

/** Escapes an attribute value: colours come from the figure, which an ingest or admin may shape. */
const attr = (text: string) => text.replace(/[^#0-9a-zA-Z(),. %-]/g, '');

/**
 * The figure as a small picture without text (no fonts needed where it is drawn): each trace as a
 * line in its colour over its own y axis (a log axis where the layout says so), the zones shaded.
 */
export function thumbnailSvg(figure: ChartFigure): string {
  const traces = figure.data.filter((t) => t.y.some((v) => v !== null));
  const n = Math.max(...traces.map((t) => t.y.length), 2);
  const x = (i: number) => pad + (i / (n - 1)) * (thumbnailWidth - 2 * pad);
  const axes = new Map<string, (v: number) => number>();
  for (const axis of ['y', 'y2']) {
    const own = traces.filter((t) => (t.yaxis ?? 'y') === axis);
    const layoutAxis = axis === 'y' ? figure.layout.yaxis : figure.layout.yaxis2;
    if (own.length > 0) axes.set(axis, yScale(own, layoutAxis?.type === 'log'));
  }
  const shapes = ((figure.layout as { shapes?: Shape[] }).shapes ?? []).flatMap((s) => {
    const scale = axes.get('y');
    if (s.type !== 'rect' || s.yref !== 'y' || !scale) return [];
    if (typeof s.y0 !== 'number' || typeof s.y1 !== 'number') return [];
    const [top, bottom] = [scale(s.y1), scale(s.y0)];
    const color = typeof s.fillcolor === 'string' ? attr(s.fillcolor) : '#9ca3af';
    return [
      `<rect x="0" y="${top.toFixed(1)}" width="${thumbnailWidth}" height="${Math.max(0, bottom - top).toFixed(1)}" fill="${color}" fill-opacity="0.15"/>`,
    ];
  });
  const lines = traces.map((t, index) => {
    const scale = axes.get(t.yaxis ?? 'y') ?? axes.values().next().value;
    const color = attr(t.line?.color ?? fallbackColors[index % fallbackColors.length] ?? '#111827');
    let d = '';
    let pen = 'M';
    t.y.forEach((v, i) => {
      if (v === null || !Number.isFinite(v) || !scale || Number.isNaN(scale(v))) {
        pen = 'M';
        return;
      }
      d += `${pen}${x(i).toFixed(1)} ${scale(v).toFixed(1)}`;
      pen = 'L';
    });
    return `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.5" stroke-linejoin="round"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${thumbnailWidth}" height="${thumbnailHeight}" viewBox="0 0 ${thumbnailWidth} ${thumbnailHeight}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>${shapes.join('')}${lines.join('')}</svg>`
  );
}

/** The figure's thumbnail as a PNG (sharp renders the SVG; loaded with the first one drawn). */
export async function drawThumbnail(figure: ChartFigure): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(thumbnailSvg(figure)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
