/**
 * What the daily analysis reads from the Bitcoin history: for each day, the four indicators with
 * the very functions the indicator charts draw them with (nupl, whaleScores, rainbowBandIndex with
 * the classic regression, stockToFlow/s2fModelPrice/s2fDeflection), and the zone each falls in.
 */
import type { BtcDay } from '../indicators/btcDay.ts';
import { nupl, nuplZone } from '../indicators/nupl.ts';
import {
  classicRainbow,
  rainbowBandIndex,
  rainbowBands,
  rainbowDays,
} from '../indicators/rainbow.ts';
import { s2fDeflection, s2fModelPrice, stockToFlow } from '../indicators/stockToFlow.ts';
import { whaleScores, whaleWarmUpDays, whaleZones } from '../indicators/whale.ts';
import { zoneOf, type Zone } from '../indicators/zone.ts';

/**
 * Decision: stock-to-flow deflection (price / model) in six ranges on a factor-of-two ladder around
 * the model line; the outer two are the extremes the analysis calls out. Since the 2024 halving the
 * model runs far above the price, so the lower ranges are where real data moves.
 */
export const s2fDeflectionZones: readonly Zone[] = [
  { from: null, to: 0.25, name: '深度低估', color: '#283593' },
  { from: 0.25, to: 0.5, name: '明显低估', color: '#1e88e5' },
  { from: 0.5, to: 1, name: '略低于模型', color: '#43a047' },
  { from: 1, to: 2, name: '略高于模型', color: '#fdd835' },
  { from: 2, to: 3, name: '明显高估', color: '#fb8c00' },
  { from: 3, to: null, name: '极度高估', color: '#d32f2f' },
];

/** The zone names of the S2F deflection the analysis treats as extreme. */
export const s2fExtremeZones: readonly string[] = ['深度低估', '极度高估'];

/** One day's indicators as the analysis reads them. */
export interface DayReading {
  date: string;
  price: number;
  nupl: number;
  nuplZone: string;
  /** MVRV-Z (the whale chart's measure); null during the chart's warm-up year. */
  whale: number | null;
  whaleZone: string | null;
  /** Rainbow band index: -1 below the rainbow, 0 (跳楼大甩卖) … 8 (最大泡沫区), 9 above it. */
  band: number;
  bandName: string;
  deflection: number;
  deflectionZone: string;
}

/** The rainbow band's Chinese name, or where the price lies outside the nine bands. */
export function rainbowBandName(index: number): string {
  if (index < 0) return '低于彩虹图最低色带';
  return rainbowBands[index]?.name ?? '高于彩虹图最高色带';
}

/** Today's reading and the stored day before it (null on the first stored day). */
export interface ReadingPair {
  today: DayReading;
  previous: DayReading | null;
}

/**
 * The readings of the requested days (and of the stored day before each), from the whole history
 * sorted oldest first: MVRV-Z's σ spans every earlier day, so the history cannot be cut first.
 * A requested day that the history lacks is absent from the answer.
 */
export function dayReadings(
  days: readonly BtcDay[],
  dates: readonly string[],
): Map<string, ReadingPair> {
  const wanted = new Set(dates);
  const scores = whaleScores(days, whaleWarmUpDays);
  const read = (i: number): DayReading => {
    const d = days[i]!;
    const value = nupl(d.marketCap, d.realizedCap);
    const z = scores[i] ?? null;
    const band = rainbowBandIndex(d.price, rainbowDays(d.date), classicRainbow);
    const deflection = s2fDeflection(d.price, s2fModelPrice(stockToFlow(d.supply)));
    return {
      date: d.date,
      price: d.price,
      nupl: value,
      nuplZone: nuplZone(value).name,
      whale: z,
      whaleZone: z === null ? null : zoneOf(z, whaleZones).name,
      band,
      bandName: rainbowBandName(band),
      deflection,
      deflectionZone: zoneOf(deflection, s2fDeflectionZones).name,
    };
  };
  const out = new Map<string, ReadingPair>();
  days.forEach((d, i) => {
    if (!wanted.has(d.date)) return;
    out.set(d.date, { today: read(i), previous: i > 0 ? read(i - 1) : null });
  });
  return out;
}

/**
 * The newest stored day on or before `date` (the history is sorted oldest first), or null: the
 * technical side of a Beijing day reads that day's UTC close, or the last close before it while
 * the day's row has not landed yet.
 */
export function historyDayFor(days: readonly BtcDay[], date: string): BtcDay | null {
  let lo = 0;
  let hi = days.length - 1;
  let found: BtcDay | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = days[mid]!;
    if (d.date <= date) {
      found = d;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
