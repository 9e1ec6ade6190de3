import type { BtcDay } from '../indicators/btcDay.ts';
import { nupl } from '../indicators/nupl.ts';
import { classicRainbow, rainbowBandIndex, rainbowDays } from '../indicators/rainbow.ts';
import { s2fDeflection, s2fModelPrice, stockToFlow } from '../indicators/stockToFlow.ts';
import { whaleScores } from '../indicators/whale.ts';
import type { Zone } from '../indicators/zone.ts';

/**
 * What the newest data says, as far as alerts care. A live price tick carries only `price`; a
 * Bitcoin history ingest carries the indicators of its newest day. A missing value leaves the
 * alerts that need it untouched.
 */
export interface AlertReading {
  price?: number;
  nupl?: number;
  mvrvZ?: number;
  /** rainbowBandIndex under the classic coefficients: -1 below the rainbow, 0 … 8, 9 above it. */
  rainbowBand?: number;
}

/** The indicators of the newest stored day, the values the charts draw for it. */
export interface DayIndicators {
  date: string;
  price: number;
  nupl: number;
  /** null while the history is too short for a score (the first day). */
  mvrvZ: number | null;
  rainbowBand: number;
  /** price / the stock-to-flow model price (1 = on the model line). */
  s2fDeflection: number;
}

/**
 * The newest day's indicators, or null on an empty history. MVRV-Z uses every day (its σ expands
 * over the whole history), without the chart's warm-up, which only hides the first year.
 */
export function latestIndicators(days: readonly BtcDay[]): DayIndicators | null {
  const last = days.at(-1);
  if (!last) return null;
  return {
    date: last.date,
    price: last.price,
    nupl: nupl(last.marketCap, last.realizedCap),
    mvrvZ: whaleScores(days).at(-1) ?? null,
    rainbowBand: rainbowBandIndex(last.price, rainbowDays(last.date), classicRainbow),
    s2fDeflection: s2fDeflection(last.price, s2fModelPrice(stockToFlow(last.supply))),
  };
}

/** The reading a history ingest hands to the alerts (no price: price alerts follow the live ticks). */
export function historyReading(indicators: DayIndicators | null): AlertReading {
  if (!indicators) return {};
  return {
    nupl: indicators.nupl,
    rainbowBand: indicators.rainbowBand,
    ...(indicators.mvrvZ === null ? {} : { mvrvZ: indicators.mvrvZ }),
  };
}

/** Stock-to-flow deflection zones: how far the price sits from the model line. */
export const s2fZones: readonly Zone[] = [
  { from: null, to: 0.5, name: '远低于模型', color: '#388e3c' },
  { from: 0.5, to: 1, name: '低于模型', color: '#43a047' },
  { from: 1, to: 2, name: '高于模型', color: '#f57c00' },
  { from: 2, to: null, name: '远高于模型', color: '#d32f2f' },
];
