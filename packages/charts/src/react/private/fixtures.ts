import type { PricePoint } from '@coinsight/domain/api';
import { demoBtcDays, figureFor, seededRandom, type ChartKey } from '@coinsight/domain/indicators';

/** The demo history's last day: fixed, so stories and the benchmark draw the same pixels every run. */
export const fixtureLastDay = '2026-11-22';

const figures = new Map<string, ReturnType<typeof figureFor>>();

/** The figure of a chart over the seeded demo history (from 2010-07-18 unless `from` says otherwise). */
export function demoFigure(key: ChartKey, from?: string) {
  const cacheKey = `${key}:${from ?? ''}`;
  const cached = figures.get(cacheKey);
  if (cached) return cached;
  const figure = figureFor(
    key,
    demoBtcDays(from ? { from, to: fixtureLastDay } : { to: fixtureLastDay }),
  );
  figures.set(cacheKey, figure);
  return figure;
}

/** A seeded random walk of prices: `count` points `stepSeconds` apart ending at `end` (unix seconds). */
export function demoPrices(
  count: number,
  stepSeconds: number,
  end = 1_795_000_000,
  seed = 7,
): PricePoint[] {
  const random = seededRandom(seed);
  let price = 92_000;
  return Array.from({ length: count }, (_, i) => {
    price *= 1 + (random() - 0.5) * 0.004;
    return { price: price.toFixed(2), added: end - (count - 1 - i) * stepSeconds };
  });
}
