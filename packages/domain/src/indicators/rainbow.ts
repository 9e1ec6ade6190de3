/**
 * The Bitcoin rainbow chart: a logarithmic regression of price on the days since 2009-01-09 (the
 * first block after the genesis block), log10(price) = slope · ln(days) + intercept, with nine
 * coloured bands laid around the line.
 *
 * Decision: the bands are fixed offsets of the regression in log10 space, 0.15 wide (× 1.41 in
 * price) starting 0.6 below the line (÷ 3.98), so the nine bands span 10^-0.6 … 10^0.75 of the
 * model. Over the Coin Metrics history since 2010 this holds 95 % of the days under the classic
 * coefficients; only the 2011 bubble rises above the top band.
 */
import type { ChartFigure, ChartTrace } from '../api/chartFigure.ts';
import { dayMs, dayTime, type BtcDay } from './btcDay.ts';
import { dateAxis, daysAxis, line, priceAxis, priceTrace, type FigureOptions } from './figures.ts';

/** The rainbow's day zero. */
export const rainbowEpoch = '2009-01-09';

export interface LogRegression {
  slope: number;
  intercept: number;
}

/** The coefficients of the widely copied rainbow chart. */
export const classicRainbow: LogRegression = {
  slope: 2.66167155005961,
  intercept: -17.9183761889864,
};

/** Band offsets in log10 units below and above the regression line. */
export const rainbowBandWidth = 0.15;
export const rainbowLowestOffset = -0.6;

/** The nine bands, cheapest first (the classic chart's names, in Chinese). */
export const rainbowBands = [
  { name: '跳楼大甩卖', color: '#283593' },
  { name: '买入！', color: '#1e88e5' },
  { name: '积累', color: '#00acc1' },
  { name: '仍然便宜', color: '#43a047' },
  { name: '持有！', color: '#c0ca33' },
  { name: '这是泡沫吗？', color: '#fdd835' },
  { name: 'FOMO 加剧', color: '#fb8c00' },
  { name: '卖出，认真的，快卖！', color: '#e53935' },
  { name: '最大泡沫区', color: '#8e0000' },
] as const;

/** Days since 2009-01-09 of a YYYY-MM-DD day. */
export function rainbowDays(date: string): number {
  return (dayTime(date) - dayTime(rainbowEpoch)) / dayMs;
}

/** The regression's price for a day count. */
export function rainbowModelPrice(days: number, regression: LogRegression): number {
  return 10 ** (regression.slope * Math.log(days) + regression.intercept);
}

/** The ten band edges (US dollars, low → high) around the model price of a day count. */
export function rainbowEdges(days: number, regression: LogRegression): number[] {
  const model = Math.log10(rainbowModelPrice(days, regression));
  return Array.from(
    { length: rainbowBands.length + 1 },
    (_, i) => 10 ** (model + rainbowLowestOffset + i * rainbowBandWidth),
  );
}

/** Which band (0 = cheapest … 8) a price sits in, or -1 below and 9 above the rainbow. */
export function rainbowBandIndex(price: number, days: number, regression: LogRegression): number {
  const edges = rainbowEdges(days, regression);
  if (price < edges[0]!) return -1;
  for (let i = 0; i < rainbowBands.length; i++) if (price < edges[i + 1]!) return i;
  return rainbowBands.length;
}

/**
 * Ordinary least squares of log10(price) on ln(days) over the given points (days > 0, price > 0
 * only). Needs two distinct day counts.
 */
export function fitRainbow(points: ReadonlyArray<{ days: number; price: number }>): LogRegression {
  const usable = points.filter((p) => p.days > 0 && p.price > 0);
  const n = usable.length;
  if (n < 2) throw new RangeError('a rainbow fit needs at least two days with a price');
  let sx = 0;
  let sy = 0;
  for (const p of usable) {
    sx += Math.log(p.days);
    sy += Math.log10(p.price);
  }
  const mx = sx / n;
  const my = sy / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of usable) {
    const dx = Math.log(p.days) - mx;
    sxy += dx * (Math.log10(p.price) - my);
    sxx += dx * dx;
  }
  if (sxx === 0) throw new RangeError('a rainbow fit needs at least two different days');
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

/**
 * The rainbow chart: [0…8] the nine bands, cheapest (跳楼大甩卖) first, dearest (最大泡沫区) last;
 * each band trace's `y` is the band's UPPER edge and its extra key `lower` the lower edge (same
 * length), `fill: 'tonexty'` (band i fills down to band i−1's upper edge, band 0 to its `lower`);
 * [9] 比特币价格. All on y, log. `layout.meta.regression` = { kind: 'classic' | 'fit', slope,
 * intercept } of log10(price) = slope · ln(days since 2009-01-09) + intercept.
 */
export function rainbowFigure(
  days: readonly BtcDay[],
  title: string,
  options: FigureOptions,
): ChartFigure {
  const x = daysAxis(days);
  const kind = options.rainbow ?? 'classic';
  const regression: LogRegression =
    kind === 'fit' && days.length >= 2
      ? fitRainbow(days.map((d) => ({ days: rainbowDays(d.date), price: d.price })))
      : classicRainbow;
  const edges = days.map((d) => rainbowEdges(rainbowDays(d.date), regression));
  const bands: ChartTrace[] = rainbowBands.map((band, i) => ({
    ...line(
      band.name,
      x,
      edges.map((e) => e[i + 1]!),
      band.color,
    ),
    lower: edges.map((e) => e[i]!),
    fill: 'tonexty',
    fillcolor: band.color,
  }));
  return {
    data: [...bands, priceTrace(days, x, 'y')],
    layout: {
      title: { text: title },
      xaxis: dateAxis,
      yaxis: priceAxis('left'),
      showlegend: true,
      meta: {
        regression: { kind: kind === 'fit' && days.length >= 2 ? 'fit' : 'classic', ...regression },
      },
    },
  };
}
