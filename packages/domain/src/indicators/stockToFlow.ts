/**
 * Stock-to-flow (S2F), PlanB's model of 2019.
 *
 * Decision (the brief offered two ways): the flow is the yearly issuance of the halving schedule at
 * the current block reward, not the supply series' 365-day difference. The schedule gives a value
 * from the first stored day (the difference needs a year of history first), is exact for a given
 * supply, and it is what the familiar S2F chart draws: the model line steps up at each halving.
 * The block height is recovered from the supply, since the schedule fixes how many coins exist
 * after each block.
 */
import type { ChartFigure } from '../api/chartFigure.ts';
import type { BtcDay } from './btcDay.ts';
import { dateAxis, daysAxis, line, priceAxis, priceTrace } from './figures.ts';

/** Coins paid per block before the first halving. */
export const initialSubsidy = 50;
/** Blocks between halvings. */
export const halvingInterval = 210_000;
/** One block every ten minutes: 144 a day, 52,560 a year (365 days). */
export const blocksPerDay = 144;
export const blocksPerYear = blocksPerDay * 365;

/** PlanB's regression: price = e^-1.84 · SF^3.36 (US dollars). */
export const s2fCoefficients = { intercept: -1.84, exponent: 3.36 } as const;

/** The reward of the block at `height` (halved every 210,000 blocks). */
export function blockSubsidy(height: number): number {
  return initialSubsidy / 2 ** Math.floor(Math.max(0, height) / halvingInterval);
}

/** Coins in existence once `height` blocks have been mined (the schedule, ignoring lost or unclaimed coins). */
export function supplyAtHeight(height: number): number {
  let supply = 0;
  let remaining = Math.max(0, height);
  for (let era = 0; remaining > 0 && era < 64; era++) {
    const blocks = Math.min(remaining, halvingInterval);
    supply += blocks * (initialSubsidy / 2 ** era);
    remaining -= blocks;
  }
  return supply;
}

/** The block height at which the schedule reaches `supply` coins (fractional within a block). */
export function heightForSupply(supply: number): number {
  let height = 0;
  let left = Math.max(0, supply);
  for (let era = 0; era < 64; era++) {
    const reward = initialSubsidy / 2 ** era;
    const eraCoins = halvingInterval * reward;
    if (left <= eraCoins) return height + left / reward;
    left -= eraCoins;
    height += halvingInterval;
  }
  return height;
}

/** Coins issued in a year at the block reward in force at this supply. */
export function yearlyIssuance(supply: number): number {
  return blocksPerYear * blockSubsidy(heightForSupply(supply));
}

/** Stock over yearly flow. */
export function stockToFlow(supply: number): number {
  return supply / yearlyIssuance(supply);
}

/** The model price in US dollars for a stock-to-flow ratio. */
export function s2fModelPrice(sf: number): number {
  return Math.exp(s2fCoefficients.intercept) * sf ** s2fCoefficients.exponent;
}

/** How far the price sits from the model: price / model (1 = on the line). */
export function s2fDeflection(price: number, modelPrice: number): number {
  return price / modelPrice;
}

/**
 * The S2F chart: [0] 比特币价格 (y, log), [1] S2F 模型价格 (y, log), [2] 偏离度 = price / model (y2,
 * linear; 1 means on the model).
 */
export function stockToFlowFigure(days: readonly BtcDay[], title: string): ChartFigure {
  const x = daysAxis(days);
  const model = days.map((d) => s2fModelPrice(stockToFlow(d.supply)));
  return {
    data: [
      priceTrace(days, x, 'y'),
      line('S2F 模型价格', x, model, '#1e88e5'),
      line(
        '偏离度',
        x,
        days.map((d, i) => s2fDeflection(d.price, model[i]!)),
        '#fb8c00',
        'y2',
      ),
    ],
    layout: {
      title: { text: title },
      xaxis: dateAxis,
      yaxis: priceAxis('left'),
      yaxis2: { title: { text: '偏离度' }, type: 'linear', overlaying: 'y', side: 'right' },
      showlegend: true,
    },
  };
}
