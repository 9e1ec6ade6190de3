/**
 * The generated Bitcoin history (the embedded default's, and any time the real source is out of
 * reach): the shape of the domain's demo walk (halving supply, rainbow trend, cycles), bent so it
 * passes through a real close — the last one this database ever loaded, else the one below — and
 * goes on from there as a walk that stays near it. Nothing it makes is real after the anchor.
 */
import {
  dayMs,
  dayOf,
  dayTime,
  demoBtcDays,
  seededRandom,
  type BtcDay,
} from '@coinsight/domain/indicators';

/** A real day the generated path must pass through: its close, realized cap and supply. */
export interface HistoryAnchor {
  date: string;
  price: number;
  realizedCap: number;
  supply: number;
}

/**
 * Coin Metrics community data (github.com/coinmetrics/data, csv/btc.csv at commit cb3f32cc,
 * read 2026-11-28): PriceUSD 87,695.42 / 87,747.65 / 87,133.51 on 2025-12-27 / 28 / 29; on the
 * 29th CapMrktCurUSD 1,739,952,832,713, CapMVRVCur 1.5518 (so a realized cap of
 * 1,121,217,000,000), SplyCur 19,968,813.66. The newest real close the repository holds.
 */
export const realCloseAnchor: HistoryAnchor = {
  date: '2025-12-29',
  price: 87_133.51,
  realizedCap: 1_121_217_000_000,
  supply: 19_968_813.66,
};

/** How far the walk after the anchor may wander from it: a believable year's range. */
export const driftBounds = { low: 0.7, high: 1.4 } as const;

/** The years before the anchor over which the walk is bent to meet it; older days stay as drawn. */
const bendYears = 6;
const yearMs = 365.25 * dayMs;
const dailyVolatility = 0.022;
/** Pull back toward the anchor's level a day, so the walk's spread stays near ±15%. */
const reversion = 0.012;

export const anchorOf = (day: BtcDay): HistoryAnchor => ({
  date: day.date,
  price: day.price,
  realizedCap: day.realizedCap,
  supply: day.supply,
});

function gaussian(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const round = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * One row a day up to `to` (included). Over the six years before the anchor the demo walk's price
 * and realized cap are scaled by a factor that grows, in log terms, from 1 to the anchor's own
 * ratio on its day, so the path meets the anchor exactly without a jump; after it, a
 * mean-reverting walk held within driftBounds, the realized price trailing it.
 */
export function demoHistory({
  to,
  anchor = realCloseAnchor,
  seed = 1,
}: {
  to: string;
  anchor?: HistoryAnchor;
  seed?: number;
}): BtcDay[] {
  const last = to < anchor.date ? to : anchor.date;
  const shape = demoBtcDays({ to: last, seed });
  const atAnchor = shape.at(-1);
  if (!atAnchor) return [];
  const bendFrom = Math.max(dayTime(shape[0]!.date), dayTime(atAnchor.date) - bendYears * yearMs);
  const span = Math.max(1, dayTime(atAnchor.date) - bendFrom);
  const reaches = atAnchor.date === anchor.date;
  const priceRatio = reaches ? Math.log(anchor.price / atAnchor.price) : 0;
  const realizedRatio = reaches
    ? Math.log(anchor.realizedCap / anchor.supply / (atAnchor.realizedCap / atAnchor.supply))
    : 0;
  const rows = shape.map((d) => {
    const w = Math.max(0, dayTime(d.date) - bendFrom) / span;
    if (w === 0) return d;
    const price = d.price * Math.exp(priceRatio * w);
    const realizedPrice = (d.realizedCap / d.supply) * Math.exp(realizedRatio * w);
    return {
      date: d.date,
      price: round(price, 8),
      marketCap: round(price * d.supply, 2),
      realizedCap: round(realizedPrice * d.supply, 2),
      supply: d.supply,
    };
  });
  if (reaches) rows[rows.length - 1] = { ...anchorRow(anchor) };
  if (to <= anchor.date) return rows;
  const random = seededRandom(seed * 7_919 + dayTime(anchor.date) / dayMs);
  const home = Math.log(anchor.price);
  let logPrice = home;
  let realizedPrice = anchor.realizedCap / anchor.supply;
  let supply = anchor.supply;
  for (let t = dayTime(anchor.date) + dayMs; t <= dayTime(to); t += dayMs) {
    logPrice += dailyVolatility * gaussian(random) - reversion * (logPrice - home);
    logPrice = Math.min(
      home + Math.log(driftBounds.high),
      Math.max(home + Math.log(driftBounds.low), logPrice),
    );
    const price = Math.exp(logPrice);
    realizedPrice += (price - realizedPrice) / 365;
    // 144 blocks of 3.125 a day until the next halving (2028), which this walk never reaches.
    supply += 450;
    rows.push({
      date: dayOf(t),
      price: round(price, 8),
      marketCap: round(price * supply, 2),
      realizedCap: round(realizedPrice * supply, 2),
      supply: round(supply, 8),
    });
  }
  return rows;
}

function anchorRow(anchor: HistoryAnchor): BtcDay {
  return {
    date: anchor.date,
    price: anchor.price,
    marketCap: round(anchor.price * anchor.supply, 2),
    realizedCap: anchor.realizedCap,
    supply: anchor.supply,
  };
}
