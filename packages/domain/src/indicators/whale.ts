/**
 * The whale measure: "巨鲸获利压力" (large holders' profit-taking pressure), an MVRV Z-score.
 *
 * Honest definition: the product's data (Coin Metrics community metrics: price, market cap,
 * realized cap, supply) holds no address balances, so it cannot count whale wallets. What it can
 * measure is how far the market value stands above the value at which coins last moved (the
 * realized cap), in units of the market cap's own volatility:
 *
 *   Z_t = (MarketCap_t − RealizedCap_t) / σ(MarketCap_1 … MarketCap_t)
 *
 * σ is the population standard deviation of every stored market cap up to and including day t
 * (expanding, so a day's value never uses later data). A high Z means holders sit on large
 * unrealised profits, when large, long-held positions historically sell into the market; below
 * zero the market trades under its aggregate cost basis and large buyers accumulate. The zones
 * below follow the thresholds the community uses for MVRV-Z (tops above 7, bottoms below 0).
 */
import type { ChartFigure } from '../api/chartFigure.ts';
import type { BtcDay } from './btcDay.ts';
import { zonedFigure, type FigureOptions } from './figures.ts';
import type { Zone } from './zone.ts';

export const whaleZones: readonly Zone[] = [
  { from: null, to: 0, name: '巨鲸吸筹', color: '#388e3c' },
  { from: 0, to: 3, name: '持币观望', color: '#fbc02d' },
  { from: 3, to: 7, name: '获利了结', color: '#f57c00' },
  { from: 7, to: null, name: '巨鲸派发', color: '#d32f2f' },
];

/**
 * Days of history a score needs before it is drawn: over the first months σ spans a handful of
 * tiny caps, so 2010's scores reach 30 and flatten every later cycle on a shared axis.
 */
export const whaleWarmUpDays = 365;

/**
 * The Z-score of each day, in order; null while σ is still zero (the first day) and for the first
 * `warmUpDays` days (their values still count towards σ).
 */
export function whaleScores(
  days: ReadonlyArray<{ marketCap: number; realizedCap: number }>,
  warmUpDays = 0,
): Array<number | null> {
  // Welford's running mean and variance: one pass, no loss of precision on caps near 10^12.
  let n = 0;
  let mean = 0;
  let m2 = 0;
  return days.map((d, index) => {
    n += 1;
    const delta = d.marketCap - mean;
    mean += delta / n;
    m2 += delta * (d.marketCap - mean);
    const sigma = Math.sqrt(m2 / n);
    return sigma > 0 && index >= warmUpDays ? (d.marketCap - d.realizedCap) / sigma : null;
  });
}

/**
 * The whale chart: the score, named as the chart is titled, over the whale zones (y, linear), the
 * price on y2 (log); the first `options.whaleWarmUpDays` (365) days draw no score.
 */
export function whaleFigure(
  days: readonly BtcDay[],
  title: string,
  options: FigureOptions,
): ChartFigure {
  return zonedFigure(title, days, {
    name: title,
    values: whaleScores(days, options.whaleWarmUpDays ?? whaleWarmUpDays),
    zones: whaleZones,
    color: '#00897b',
  });
}
