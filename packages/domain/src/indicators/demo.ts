/**
 * Believable demo history for the embedded default database (no network needed): seeded, so the
 * same seed gives the same rows on every machine. It is not real data.
 *
 * - supply follows the halving schedule, the block height interpolated between the real halving
 *   days (then 144 blocks a day);
 * - log10(price) = a least-squares rainbow line fitted to Coin Metrics' history 2010–2026
 *   (2.4567 · ln(days) − 16.3916), plus a four-year cycle peaking near the real tops (amplitude
 *   shrinking with time), plus a mean-reverting random walk;
 * - the realized price trails the price as a slow moving average (1/365 a day), which gives MVRV
 *   and NUPL the familiar shape: high at tops, under 1 / below 0 at bottoms.
 */
import { dayMs, dayOf, dayTime, type BtcDay } from './btcDay.ts';
import { rainbowDays, rainbowModelPrice, type LogRegression } from './rainbow.ts';
import { blocksPerDay, supplyAtHeight } from './stockToFlow.ts';

/** The first day of Coin Metrics' price history, and so of the demo. */
export const demoFirstDay = '2010-07-18';

/** Known (day, block height) pairs: the genesis, the first priced day and the four halvings. */
const heightAnchors: ReadonlyArray<[string, number]> = [
  ['2009-01-03', 0],
  ['2010-07-18', 68_956],
  ['2012-11-28', 210_000],
  ['2016-07-09', 420_000],
  ['2020-05-11', 630_000],
  ['2024-04-20', 840_000],
];

/** The block height on a day: linear between anchors, 144 a day after the last. */
export function demoHeight(date: string): number {
  const t = dayTime(date);
  for (let i = 1; i < heightAnchors.length; i++) {
    const [d1, h1] = heightAnchors[i]!;
    const t1 = dayTime(d1);
    if (t <= t1) {
      const [d0, h0] = heightAnchors[i - 1]!;
      const t0 = dayTime(d0);
      return h0 + ((h1 - h0) * (t - t0)) / (t1 - t0);
    }
  }
  const [dl, hl] = heightAnchors.at(-1)!;
  return hl + ((t - dayTime(dl)) / dayMs) * blocksPerDay;
}

/** mulberry32: a small, fast, well-mixed 32-bit generator. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const cycleDays = 1461;
const firstTop = dayTime('2013-10-01');
const demoTrend: LogRegression = { slope: 2.4567, intercept: -16.3916 };

export interface DemoOptions {
  /** @default 1 */
  seed?: number;
  /** First day (YYYY-MM-DD). @default '2010-07-18' */
  from?: string;
  /** Last day, included (YYYY-MM-DD); the caller passes today so the module stays clock-free. */
  to: string;
}

/** One row per day from `from` to `to`. */
export function demoBtcDays(options: DemoOptions): BtcDay[] {
  const random = seededRandom(options.seed ?? 1);
  const start = dayTime(options.from ?? demoFirstDay);
  const end = dayTime(options.to);
  const rows: BtcDay[] = [];
  let noise = 0;
  let realizedPrice = 0;
  for (let t = start; t <= end; t += dayMs) {
    const date = dayOf(t);
    const days = rainbowDays(date);
    const years = (t - start) / (365.25 * dayMs);
    const amplitude = 0.6 * Math.exp(-years / 10);
    const cycle = amplitude * Math.cos((2 * Math.PI * (t - firstTop)) / (cycleDays * dayMs));
    noise = noise * 0.985 + 0.022 * gaussian(random);
    const price = 10 ** (Math.log10(rainbowModelPrice(days, demoTrend)) + cycle + noise);
    realizedPrice =
      realizedPrice === 0 ? price * 0.5 : realizedPrice + (price - realizedPrice) / 365;
    const supply = supplyAtHeight(demoHeight(date));
    rows.push({
      date,
      price: round(price, 8),
      marketCap: round(price * supply, 2),
      realizedCap: round(realizedPrice * supply, 2),
      supply: round(supply, 8),
    });
  }
  return rows;
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
