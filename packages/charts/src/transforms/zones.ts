import type { ChartFigure } from '@coinsight/domain/api';
import type { PlotZone } from '../plot/geometry.ts';

const bound = (v: unknown): number | null | undefined =>
  v === null ? null : typeof v === 'number' && Number.isFinite(v) ? v : undefined;

/**
 * The shaded zones a figure lists in `layout.zones` ({ from, to, name, color }, low → high; null bounds
 * unbounded), or null when it lists none or any entry is malformed.
 */
export function figureZones(figure: ChartFigure): PlotZone[] | null {
  const listed = (figure.layout as { zones?: unknown }).zones;
  if (!Array.isArray(listed) || listed.length === 0) return null;
  const zones: PlotZone[] = [];
  for (const entry of listed as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { from, to, name, color } = entry as Record<string, unknown>;
    const low = bound(from);
    const high = bound(to);
    if (low === undefined || high === undefined) return null;
    if (typeof name !== 'string' || typeof color !== 'string') return null;
    zones.push({ from: low, to: high, name, color });
  }
  return zones;
}

/** The figure's title text (`layout.title` as a string or `{ text }`), or the fallback. */
export function figureTitle(figure: ChartFigure, fallback: string): string {
  const title = figure.layout.title;
  if (typeof title === 'string' && title) return title;
  if (title && typeof title === 'object' && title.text) return title.text;
  return fallback;
}

/** The scale type the figure asks for on an axis, defaulting to linear. */
export function figureAxisScale(figure: ChartFigure, axis: 'yaxis' | 'yaxis2'): 'log' | 'linear' {
  return figure.layout[axis]?.type === 'log' ? 'log' : 'linear';
}
