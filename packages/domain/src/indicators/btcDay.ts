/**
 * One day of Bitcoin history as the product stores it (table btc_daily), in Coin Metrics' terms:
 * PriceUSD, CapMrktCurUSD, CapRealUSD and SplyCur. Everything the indicator charts draw is derived
 * from these four numbers.
 */
export interface BtcDay {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  /** Closing price in US dollars (PriceUSD). */
  price: number;
  /** Market capitalisation in US dollars (CapMrktCurUSD = price × supply). */
  marketCap: number;
  /** Realized capitalisation in US dollars (CapRealUSD: each coin valued at the price it last moved). */
  realizedCap: number;
  /** Coins in existence (SplyCur). */
  supply: number;
}

export const dayMs = 86_400_000;

/** The UTC midnight of a YYYY-MM-DD day, in milliseconds. */
export function dayTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The YYYY-MM-DD of a time in milliseconds (UTC). */
export function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
