import { seededRandom } from '@coinsight/domain/indicators';
import type { MacroSeries, SeriesPoint } from '@coinsight/domain/market';

/**
 * Believable history for every series, offline: the embedded default's data (MACRO_SOURCE=demo).
 * Each series walks BACK from a late-2026 level, so its latest value is plausible today and its
 * thresholds mean something; seeded by the series id, so a given day always draws the same history.
 *
 * Shapes: `log` a multiplicative walk with a yearly drift (prices, indices, exchange rates);
 * `rate` an additive walk pulled towards a long-run mean and kept above a floor (yields, rates,
 * percentages); `trend` steady growth with small noise (price levels, money, payrolls);
 * `steps` a policy rate moved in quarter points at about eight meetings a year.
 */
interface Shape {
  kind: 'log' | 'rate' | 'trend' | 'steps';
  /** Today's level: the walk's end. */
  level: number;
  /** Yearly drift (log, trend: a growth rate) or yearly spread (rate: one standard deviation). */
  drift: number;
  /** Yearly volatility (log, trend) or the long-run mean a rate is pulled towards. */
  vol: number;
  /** Lowest and highest value the walk may take. */
  floor?: number;
  ceiling?: number;
  /** Decimals the publisher uses. */
  decimals: number;
}

const shapes: Readonly<Record<string, Shape>> = {
  NASDAQCOM: { kind: 'log', level: 25_870.42, drift: 0.11, vol: 0.22, decimals: 2 },
  DJIA: { kind: 'log', level: 47_120.35, drift: 0.07, vol: 0.16, decimals: 2 },
  SP500: { kind: 'log', level: 6_735.18, drift: 0.09, vol: 0.17, decimals: 2 },
  DEXJPUS: { kind: 'log', level: 153.42, drift: 0.02, vol: 0.09, decimals: 2 },
  DEXUSEU: { kind: 'log', level: 1.1562, drift: -0.01, vol: 0.08, decimals: 4 },
  DEXUSAL: { kind: 'log', level: 0.6498, drift: -0.015, vol: 0.1, decimals: 4 },
  DEXSZUS: { kind: 'log', level: 0.8013, drift: -0.02, vol: 0.08, decimals: 4 },
  DEXSIUS: { kind: 'log', level: 1.3021, drift: -0.005, vol: 0.05, decimals: 4 },
  DEXINUS: { kind: 'log', level: 88.64, drift: 0.035, vol: 0.05, decimals: 2 },
  DEXCAUS: { kind: 'log', level: 1.4037, drift: 0.01, vol: 0.07, decimals: 4 },
  DEXHKUS: {
    kind: 'rate',
    level: 7.7792,
    drift: 0.02,
    vol: 7.8,
    floor: 7.75,
    ceiling: 7.85,
    decimals: 4,
  },
  PSILVUSDM: { kind: 'log', level: 48.6, drift: 0.05, vol: 0.25, decimals: 2 },
  PPLATUSDM: { kind: 'log', level: 1_552.3, drift: 0.01, vol: 0.2, decimals: 2 },
  PWHEAMTUSDM: { kind: 'log', level: 196.4, drift: 0.02, vol: 0.2, decimals: 2 },
  PMAIZMTUSDM: { kind: 'log', level: 176.9, drift: 0.02, vol: 0.18, decimals: 2 },
  PCOFFOTMUSDM: { kind: 'log', level: 371.25, drift: 0.04, vol: 0.25, decimals: 2 },
  DGS30: { kind: 'rate', level: 4.66, drift: 0.55, vol: 3.6, floor: 0.9, decimals: 2 },
  DGS10: { kind: 'rate', level: 4.09, drift: 0.6, vol: 3.0, floor: 0.5, decimals: 2 },
  DGS5: { kind: 'rate', level: 3.71, drift: 0.65, vol: 2.5, floor: 0.2, decimals: 2 },
  DGS2: { kind: 'rate', level: 3.52, drift: 0.7, vol: 2.0, floor: 0.1, decimals: 2 },
  DGS3MO: { kind: 'rate', level: 3.86, drift: 0.7, vol: 1.8, floor: 0.01, decimals: 2 },
  DFEDTARU: {
    kind: 'steps',
    level: 3.75,
    drift: 0.25,
    vol: 2.5,
    floor: 0.25,
    ceiling: 5.5,
    decimals: 2,
  },
  MORTGAGE30US: { kind: 'rate', level: 6.17, drift: 0.6, vol: 5.5, floor: 2.7, decimals: 2 },
  MORTGAGE15US: { kind: 'rate', level: 5.41, drift: 0.6, vol: 4.8, floor: 2.1, decimals: 2 },
  TERMCBCCALLNS: { kind: 'rate', level: 21.39, drift: 0.8, vol: 15.5, floor: 11, decimals: 2 },
  TERMCBCCINTNS: { kind: 'rate', level: 22.83, drift: 0.9, vol: 16.5, floor: 12.5, decimals: 2 },
  A191RL1Q225SBEA: {
    kind: 'rate',
    level: 2.1,
    drift: 2.2,
    vol: 2.3,
    floor: -8,
    ceiling: 9,
    decimals: 1,
  },
  UNRATE: {
    kind: 'rate',
    level: 4.4,
    drift: 0.45,
    vol: 5.5,
    floor: 3.4,
    ceiling: 10.5,
    decimals: 1,
  },
  CIVPART: {
    kind: 'rate',
    level: 62.3,
    drift: 0.35,
    vol: 63.5,
    floor: 60.1,
    ceiling: 67.3,
    decimals: 1,
  },
  UMCSENT: { kind: 'rate', level: 51.8, drift: 7, vol: 82, floor: 50, ceiling: 101, decimals: 1 },
  NAPM: { kind: 'rate', level: 48.7, drift: 3, vol: 52, floor: 34, ceiling: 64, decimals: 1 },
  RSXFS: { kind: 'trend', level: 638_412, drift: 0.045, vol: 0.012, decimals: 0 },
  HSN1F: { kind: 'rate', level: 683, drift: 70, vol: 700, floor: 270, ceiling: 1_390, decimals: 0 },
  PPIACO: { kind: 'trend', level: 259.6, drift: 0.025, vol: 0.012, decimals: 3 },
  PERMIT: {
    kind: 'rate',
    level: 1_372,
    drift: 110,
    vol: 1_400,
    floor: 500,
    ceiling: 2_260,
    decimals: 0,
  },
  CSUSHPINSA: { kind: 'trend', level: 329.84, drift: 0.045, vol: 0.006, decimals: 3 },
  M2SL: { kind: 'trend', level: 22_914.6, drift: 0.055, vol: 0.004, decimals: 1 },
  CPIAUCSL: { kind: 'trend', level: 333.12, drift: 0.027, vol: 0.002, decimals: 3 },
  PAYEMS: { kind: 'trend', level: 159_684, drift: 0.011, vol: 0.0015, decimals: 0 },
  INDPRO: { kind: 'trend', level: 103.71, drift: 0.012, vol: 0.008, decimals: 4 },
  RSAFS: { kind: 'trend', level: 734_905, drift: 0.045, vol: 0.012, decimals: 0 },
};

const dayMs = 86_400_000;

/** Days FRED's daily series skip besides weekends: New Year, US Independence Day, Christmas. */
const holidays = new Set(['01-01', '07-04', '12-25']);

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The observation dates of a series up to `today`, newest first, as FRED dates them: business
 * days up to yesterday (holidays left as gaps), Thursdays, months and quarters by their first day,
 * the latest month or quarter being the last one published (a month's figure appears in the next).
 */
function datesBack(series: MacroSeries, today: string, years: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const start = Date.UTC(new Date(end).getUTCFullYear() - years, 0, 1);
  const dates: string[] = [];
  if (series.frequency === 'daily' || series.frequency === 'weekly') {
    for (let ms = end - dayMs; ms >= start; ms -= dayMs) {
      const weekday = new Date(ms).getUTCDay();
      const day = utcDay(ms);
      if (series.frequency === 'weekly' ? weekday === 4 : weekday !== 0 && weekday !== 6)
        if (series.frequency === 'weekly' || !holidays.has(day.slice(5))) dates.push(day);
    }
    return dates;
  }
  const step = series.frequency === 'monthly' ? 1 : 3;
  const now = new Date(end);
  let month = now.getUTCFullYear() * 12 + now.getUTCMonth() - 1;
  if (step === 3) month = Math.floor(month / 3) * 3 - 3;
  for (; month >= (now.getUTCFullYear() - years) * 12; month -= step)
    dates.push(utcDay(Date.UTC(Math.floor(month / 12), month % 12, 1)));
  return dates;
}

const periodsPerYear = { daily: 252, weekly: 52, monthly: 12, quarterly: 4 } as const;
/** How many years of history each frequency gets: enough for every range, 全部 included. */
const historyYears = { daily: 15, weekly: 30, monthly: 35, quarterly: 35 } as const;

function gaussian(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

function seedOf(id: string): number {
  let h = 2_166_136_261;
  for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619);
  return h >>> 0;
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** A series' demo history up to `today` (YYYY-MM-DD), oldest first; [] for a series without a shape. */
export function demoSeriesPoints(series: MacroSeries, today: string): SeriesPoint[] {
  const shape = shapes[series.id];
  if (!shape) return [];
  const dates = datesBack(series, today, historyYears[series.frequency]);
  const random = seededRandom(seedOf(series.id));
  const n = periodsPerYear[series.frequency];
  const floor = shape.floor ?? -Infinity;
  const ceiling = shape.ceiling ?? Infinity;
  const values: number[] = [];
  let value = shape.level;
  let meetingIn = 0;
  for (let i = 0; i < dates.length; i++) {
    values.push(round(value, shape.decimals));
    const z = gaussian(random);
    if (shape.kind === 'log') value /= Math.exp(shape.drift / n + (shape.vol / Math.sqrt(n)) * z);
    else if (shape.kind === 'trend') value /= 1 + shape.drift / n + (shape.vol / Math.sqrt(n)) * z;
    else if (shape.kind === 'rate')
      value += (shape.vol - value) * (0.5 / n) + (shape.drift / Math.sqrt(n)) * z;
    else if (--meetingIn <= 0) {
      // About eight meetings a year (every ~32 business days); most leave the rate alone.
      meetingIn = 32;
      const r = random();
      if (r < 0.2) value -= shape.drift;
      else if (r < 0.4 + (value < shape.vol ? 0.1 : 0)) value += shape.drift;
    }
    value = Math.min(ceiling, Math.max(floor, value));
  }
  return dates.map((date, i) => ({ date, value: values[i]! })).reverse();
}

/** The series the generator can fill (every catalogued FRED series). */
export const demoSeriesIds: readonly string[] = Object.keys(shapes);
