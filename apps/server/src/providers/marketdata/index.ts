import type { PricePoint } from '@coinsight/domain/api';
import { seededRandom } from '@coinsight/domain/indicators';
import { z } from 'zod';

/**
 * Where the live Bitcoin price comes from: a public exchange ticker, or a demo random walk (the
 * default, so the product runs offline). A source answers the latest price as a decimal string in
 * US dollars (USDT for the exchanges, taken as dollars).
 */
export interface PriceSource {
  readonly name: string;
  latest(): Promise<string>;
  /**
   * The `count` ticks `stepSeconds` apart that led up to the first `latest()`, the last one at
   * `endSeconds`, oldest first: a source that can tell lets a just-started server draw its hour and
   * its day at once.
   */
  backfill?(endSeconds: number, count: number, stepSeconds: number): Promise<PricePoint[]>;
  /** Whether the last `latest()` came from a generator (the demo walk), not an exchange. */
  isDemo?(): boolean;
}

export const tickerKinds = ['demo', 'binance', 'okx'] as const;
export type TickerKind = (typeof tickerKinds)[number];

/** Public endpoints that need no key; MARKET_TICKER_URL replaces them (a mirror, a test server). */
export const defaultTickerUrls: Readonly<Record<Exclude<TickerKind, 'demo'>, string>> = {
  binance: 'https://api.binance.com/api/v3/ticker/price?symbol=BTCUSDT',
  okx: 'https://www.okx.com/api/v5/market/ticker?instId=BTC-USDT',
};

/** A price text as the contract wants it: digits, an optional fraction, no trailing zeros, at most 8 places. */
export function normalizePrice(text: string): string {
  if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`not a price: ${JSON.stringify(text)}`);
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmed = fraction.slice(0, 8).replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '');
  return trimmed ? `${integer}.${trimmed}` : integer;
}

const binanceAnswer = z.object({ price: z.string() });
const okxAnswer = z.object({ data: z.array(z.object({ last: z.string() })).min(1) });

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`ticker ${url} answered ${res.status}`);
  return res.json();
}

export function exchangeSource(
  kind: Exclude<TickerKind, 'demo'>,
  url: string = defaultTickerUrls[kind],
  timeoutMs = 5_000,
): PriceSource {
  return {
    name: kind,
    latest: async () => {
      const body = await fetchJson(url, timeoutMs);
      const text =
        kind === 'binance' ? binanceAnswer.parse(body).price : okxAnswer.parse(body).data[0]!.last;
      return normalizePrice(text);
    },
  };
}

/**
 * A random walk: each step multiplies the price by e^(0.0008 · N(0, 1)) (about 0.08 % a tick),
 * starting from `start()` (the last stored close, so the demo joins the demo history). Its backfill
 * walks the same way backwards from that price, so the day before the server started looks alike.
 */
export function demoSource(start: () => Promise<number>, seed = Date.now()): PriceSource {
  const random = seededRandom(seed);
  const step = (): number => {
    const u = Math.max(random(), Number.EPSILON);
    return Math.exp(0.0008 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random()));
  };
  let price: number | null = null;
  return {
    name: 'demo',
    isDemo: () => true,
    latest: async () => {
      if (price === null) price = await start();
      price *= step();
      return price.toFixed(2);
    },
    backfill: async (endSeconds, count, stepSeconds) => {
      price ??= await start();
      const points: PricePoint[] = [];
      let p = price;
      for (let i = 0; i < count; i++) {
        points.push({ price: p.toFixed(2), added: endSeconds - i * stepSeconds });
        p /= step();
      }
      return points.reverse();
    },
  };
}

/**
 * An exchange with the demo walk behind it (issue 34): while the exchange answers, its price; when
 * it fails (refused, DNS, timeout, 5xx, malformed), the walk from the last price known, marked demo,
 * until the exchange answers again. `report` hears each outcome.
 */
export function fallbackSource(
  real: PriceSource,
  demo: (lastReal: number | null) => PriceSource,
  report: { ok: () => void; failed: (error: unknown) => void },
): PriceSource & { serving(): 'real' | 'demo' | 'none' } {
  let mode: 'real' | 'demo' | 'none' = 'none';
  let lastReal: number | null = null;
  let walk: PriceSource | null = null;
  return {
    name: real.name,
    isDemo: () => mode === 'demo',
    serving: () => mode,
    latest: async () => {
      try {
        const price = await real.latest();
        lastReal = Number(price);
        walk = null;
        mode = 'real';
        report.ok();
        return price;
      } catch (error) {
        report.failed(error);
        walk ??= demo(lastReal);
        mode = 'demo';
        return walk.latest();
      }
    },
  };
}
