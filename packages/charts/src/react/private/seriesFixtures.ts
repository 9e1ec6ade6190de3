import { seededRandom } from '@coinsight/domain/indicators';
import type { SeriesPoint } from '../../transforms/observations.ts';

const dayMs = 86_400_000;

/**
 * A seeded business-day random walk like a 10-year yield: `days` calendar days ending 2026-11-20,
 * weekends skipped, so stories and tests draw the same pixels every run.
 */
export function demoYieldPoints(days: number, start = 4.2, seed = 11): SeriesPoint[] {
  const random = seededRandom(seed);
  const end = Date.UTC(2026, 10, 20);
  const points: SeriesPoint[] = [];
  let value = start;
  for (let ms = end - (days - 1) * dayMs; ms <= end; ms += dayMs) {
    const weekday = new Date(ms).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    value = Math.max(0.2, value + (random() - 0.5) * 0.08);
    points.push({ date: new Date(ms).toISOString().slice(0, 10), value: Number(value.toFixed(2)) });
  }
  return points;
}

/** Each point's change against the one before it, in percent (the first point has none). */
export function demoChangePoints(points: readonly SeriesPoint[]): SeriesPoint[] {
  return points.slice(1).map((p, i) => ({
    date: p.date,
    value: ((p.value - points[i]!.value) / points[i]!.value) * 100,
  }));
}
