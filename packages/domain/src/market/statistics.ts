import type { SeriesPoint } from './values.ts';

/** The detail page's statistics block (spec 3 §3). */
export interface SeriesStatistics {
  max: number;
  min: number;
  avg: number;
  /** Population standard deviation (the points are the whole history shown, not a sample). */
  std: number;
  count: number;
  /** Date of the newest point. */
  lastUpdate: string;
}

/** Statistics of the points shown (oldest first), or null when there are none. */
export function seriesStatistics(points: readonly SeriesPoint[]): SeriesStatistics | null {
  if (points.length === 0) return null;
  let max = -Infinity;
  let min = Infinity;
  let sum = 0;
  let lastUpdate = points[0]!.date;
  for (const { date, value } of points) {
    if (value > max) max = value;
    if (value < min) min = value;
    sum += value;
    if (date > lastUpdate) lastUpdate = date;
  }
  const avg = sum / points.length;
  let squares = 0;
  for (const { value } of points) squares += (value - avg) ** 2;
  return {
    max,
    min,
    avg,
    std: Math.sqrt(squares / points.length),
    count: points.length,
    lastUpdate,
  };
}
