import { seededRandom } from '@coinsight/domain/indicators';
import type { SeriesPoint } from '@coinsight/domain/market';

const dayMs = 86_400_000;

/** A seeded business-day walk like the 10-year yield, `days` calendar days ending 2026-11-20. */
export function storyYieldPoints(days: number, seed = 5): SeriesPoint[] {
  const random = seededRandom(seed);
  const end = Date.UTC(2026, 10, 20);
  const points: SeriesPoint[] = [];
  let value = 4.1;
  for (let ms = end - (days - 1) * dayMs; ms <= end; ms += dayMs) {
    const weekday = new Date(ms).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    value = Math.max(0.5, value + (random() - 0.5) * 0.06);
    points.push({ date: new Date(ms).toISOString().slice(0, 10), value: Number(value.toFixed(2)) });
  }
  return points;
}
