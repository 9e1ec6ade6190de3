import { dayMs, dayOf, dayTime, type BtcDay } from '../indicators/btcDay.ts';

export interface PricedDay {
  date: string;
  price: number;
}

/** The first stored day on or after `date` (the history is oldest first), or null. */
export function dayOnOrAfter(days: readonly BtcDay[], date: string): BtcDay | null {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]!.date < date) lo = mid + 1;
    else hi = mid;
  }
  return days[lo] ?? null;
}

/** The last stored day on or before `date`, or null. */
export function dayOnOrBefore(days: readonly BtcDay[], date: string): BtcDay | null {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]!.date <= date) lo = mid + 1;
    else hi = mid;
  }
  return days[lo - 1] ?? null;
}

const priced = (d: BtcDay): PricedDay => ({ date: d.date, price: d.price });

function within(
  days: readonly BtcDay[],
  from: string,
  to: string,
): { first: BtcDay; last: BtcDay } | null {
  const first = dayOnOrAfter(days, from);
  const last = dayOnOrBefore(days, to);
  if (!first || !last || first.date > last.date) return null;
  return { first, last };
}

export interface PeriodReturn {
  from: PricedDay;
  to: PricedDay;
  percent: number;
  high: PricedDay;
  low: PricedDay;
}

/** Bitcoin's change between the first stored day from `from` and the last to `to`, with the range's high and low. */
export function periodReturn(
  days: readonly BtcDay[],
  from: string,
  to: string,
): PeriodReturn | null {
  const span = within(days, from, to);
  if (!span) return null;
  let high = span.first;
  let low = span.first;
  for (const d of days) {
    if (d.date < span.first.date) continue;
    if (d.date > span.last.date) break;
    if (d.price > high.price) high = d;
    if (d.price < low.price) low = d;
  }
  return {
    from: priced(span.first),
    to: priced(span.last),
    percent: ((span.last.price - span.first.price) / span.first.price) * 100,
    high: priced(high),
    low: priced(low),
  };
}

export interface Drawdown {
  peak: PricedDay;
  trough: PricedDay;
  /** Negative: the fall from the peak, in percent. */
  percent: number;
}

/** The deepest fall from a running high to a later low within the span. */
export function maxDrawdown(days: readonly BtcDay[], from: string, to: string): Drawdown | null {
  const span = within(days, from, to);
  if (!span) return null;
  let peak = span.first;
  let best: Drawdown = { peak: priced(peak), trough: priced(peak), percent: 0 };
  for (const d of days) {
    if (d.date < span.first.date) continue;
    if (d.date > span.last.date) break;
    if (d.price > peak.price) peak = d;
    const fall = ((d.price - peak.price) / peak.price) * 100;
    if (fall < best.percent) best = { peak: priced(peak), trough: priced(d), percent: fall };
  }
  return best;
}

/** Where the latest day stands against the highest close before it. */
export function fromAllTimeHigh(days: readonly BtcDay[]): Drawdown | null {
  const last = days.at(-1);
  if (!last) return null;
  let peak = days[0]!;
  for (const d of days) if (d.price > peak.price) peak = d;
  return {
    peak: priced(peak),
    trough: priced(last),
    percent: ((last.price - peak.price) / peak.price) * 100,
  };
}

export type Cadence = 'week' | 'month';

export interface Backtest {
  buys: PricedDay[];
  invested: number;
  coins: number;
  /** Worth of the coins at the last day's close. */
  value: number;
  end: PricedDay;
  returnPercent: number;
  /** Average cost per coin. */
  averagePrice: number;
}

/** The instalment dates: every 7 days, or the same day of each month (clamped to the month's end). */
function scheduleDates(from: string, to: string, cadence: Cadence): string[] {
  const dates: string[] = [];
  const start = new Date(dayTime(from));
  for (let i = 0; ; i++) {
    let date: string;
    if (cadence === 'week') date = dayOf(dayTime(from) + i * 7 * dayMs);
    else {
      const y = start.getUTCFullYear();
      const m = start.getUTCMonth() + i;
      const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
      date = dayOf(Date.UTC(y, m, Math.min(start.getUTCDate(), last)));
    }
    if (date > to) return dates;
    dates.push(date);
  }
}

function settle(buys: PricedDay[], amount: number, end: BtcDay): Backtest {
  const coins = buys.reduce((sum, b) => sum + amount / b.price, 0);
  const invested = amount * buys.length;
  const value = coins * end.price;
  return {
    buys,
    invested,
    coins,
    value,
    end: priced(end),
    returnPercent: ((value - invested) / invested) * 100,
    averagePrice: invested / coins,
  };
}

/**
 * Buying `amount` every week or month from `from` to `to` at each date's close (the next stored
 * day when a date has none), valued at the close of the last day to `to`.
 */
export function dcaBacktest(
  days: readonly BtcDay[],
  plan: { amount: number; cadence: Cadence; from: string; to: string },
): Backtest | null {
  const span = within(days, plan.from, plan.to);
  if (!span) return null;
  const buys: PricedDay[] = [];
  for (const date of scheduleDates(span.first.date, span.last.date, plan.cadence)) {
    const d = dayOnOrAfter(days, date);
    if (d && d.date <= span.last.date) buys.push(priced(d));
  }
  return buys.length > 0 ? settle(buys, plan.amount, span.last) : null;
}

/** Buying `amount` at once on the first stored day from `from`, valued at the last day to `to`. */
export function lumpSumBacktest(
  days: readonly BtcDay[],
  plan: { amount: number; from: string; to: string },
): Backtest | null {
  const span = within(days, plan.from, plan.to);
  return span ? settle([priced(span.first)], plan.amount, span.last) : null;
}
