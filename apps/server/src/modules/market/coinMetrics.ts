import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { BtcDay } from '@coinsight/domain/indicators';
import { z } from 'zod';

/**
 * Reading Coin Metrics' daily Bitcoin metrics: their community CSV files and API v4
 * (timeseries/asset-metrics). Both name the same metrics; a row becomes a BtcDay here.
 *
 * The current community data no longer carries CapRealUSD (nor, in some files, SplyCur), so a
 * missing one is derived the way the reference data documents it: realized cap = market cap / MVRV
 * (CapMVRVCur), supply = market cap / price.
 */

export const coinMetricsMetrics = [
  'PriceUSD',
  'CapMrktCurUSD',
  'CapRealUSD',
  'SplyCur',
  'CapMVRVCur',
] as const;

/** A row that cannot be stored; the message names where it is (a CSV line, an API page). */
export class BadRowError extends Error {
  override readonly name = 'BadRowError';
}

const numberText = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function readNumber(
  record: Readonly<Record<string, string | undefined>>,
  metric: string,
  where: string,
): number | null {
  const text = record[metric]?.trim() ?? '';
  if (text === '') return null;
  const value = Number(text);
  if (!numberText.test(text) || !Number.isFinite(value))
    throw new BadRowError(`${where}: ${metric} is not a number (${JSON.stringify(text)})`);
  if (value <= 0) throw new BadRowError(`${where}: ${metric} must be above 0 (${text})`);
  return value;
}

/**
 * One Coin Metrics record (CSV row or API entry) as a stored day; null for a day before Bitcoin
 * had a price (the files start at the genesis block, prices in July 2010).
 */
export function toBtcDay(
  record: Readonly<Record<string, string | undefined>>,
  where: string,
): BtcDay | null {
  const time = (record['time'] ?? record['date'] ?? '').trim();
  const date = time.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    throw new BadRowError(`${where}: time is not a date (${JSON.stringify(time)})`);
  const price = readNumber(record, 'PriceUSD', where);
  const marketCapGiven = readNumber(record, 'CapMrktCurUSD', where);
  const supplyGiven = readNumber(record, 'SplyCur', where);
  const realizedGiven = readNumber(record, 'CapRealUSD', where);
  const mvrv = readNumber(record, 'CapMVRVCur', where);
  if (price === null) {
    if (marketCapGiven !== null) throw new BadRowError(`${where}: CapMrktCurUSD without PriceUSD`);
    return null;
  }
  const marketCap = marketCapGiven ?? (supplyGiven === null ? null : price * supplyGiven);
  if (marketCap === null) throw new BadRowError(`${where}: needs CapMrktCurUSD or SplyCur`);
  const realizedCap = realizedGiven ?? (mvrv === null ? null : marketCap / mvrv);
  if (realizedCap === null) throw new BadRowError(`${where}: needs CapRealUSD or CapMVRVCur`);
  return { date, price, marketCap, realizedCap, supply: supplyGiven ?? marketCap / price };
}

/** Splits one CSV line (RFC 4180 quotes allowed). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

export interface CsvDay {
  day: BtcDay | null;
  /** 1-based line of the file. */
  line: number;
  /** Bytes of the file read so far, for progress. */
  bytes: number;
}

/**
 * The days of a Coin Metrics CSV, line by line. The header must name time (or date) and
 * PriceUSD; a row with another number of fields, or a bad value, throws a BadRowError naming its line.
 */
export async function* readCoinMetricsCsv(file: string): AsyncGenerator<CsvDay> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let header: string[] | null = null;
  let line = 0;
  let bytes = 0;
  for await (const text of lines) {
    line += 1;
    bytes += Buffer.byteLength(text) + 1;
    if (header === null) {
      header = splitCsvLine(text.replace(/^\uFEFF/, '')).map((h) => h.trim());
      if (!header.includes('PriceUSD') || !(header.includes('time') || header.includes('date')))
        throw new BadRowError(
          `line 1: not a Coin Metrics CSV header (needs time and PriceUSD): ${text.slice(0, 120)}`,
        );
      continue;
    }
    if (text.trim() === '') continue;
    const fields = splitCsvLine(text);
    if (fields.length !== header.length)
      throw new BadRowError(
        `line ${line}: ${fields.length} fields where the header has ${header.length}`,
      );
    const record = Object.fromEntries(header.map((h, i) => [h, fields[i]]));
    yield { day: toBtcDay(record, `line ${line}`), line, bytes };
  }
  if (header === null) throw new BadRowError('line 1: the file is empty');
}

export async function fileSize(file: string): Promise<number> {
  return (await stat(file)).size;
}

const apiPage = z.object({
  data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  next_page_url: z.string().optional(),
});

const apiError = z.object({ error: z.object({ type: z.string(), message: z.string() }) });

export interface ApiPage {
  days: Array<BtcDay | null>;
  /** 1-based page number. */
  page: number;
}

export interface CoinMetricsApiOptions {
  baseUrl: string;
  /** First day to ask for (YYYY-MM-DD); everything when absent. */
  from?: string;
  pageSize?: number;
  /** Waits between retries of a 429 (tests pass a fast one). */
  sleep?: (ms: number) => Promise<void>;
  /** How long one page may take before the read fails (the schedule's 5 s; the CLI's 60 s). */
  timeoutMs?: number;
}

/**
 * The community API's daily Bitcoin metrics, page by page, following next_page_url as given.
 * Metrics the caller's tier may not read are skipped by the API (ignore_forbidden_errors), and the
 * missing values derived (see toBtcDay). A 429 is retried three times after Retry-After.
 */
export async function* fetchCoinMetrics(options: CoinMetricsApiOptions): AsyncGenerator<ApiPage> {
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const query = new URLSearchParams({
    assets: 'btc',
    metrics: coinMetricsMetrics.join(','),
    frequency: '1d',
    page_size: String(options.pageSize ?? 1000),
    ignore_forbidden_errors: 'true',
    ignore_unsupported_errors: 'true',
  });
  if (options.from) query.set('start_time', options.from);
  let url: string | undefined = `${options.baseUrl}/timeseries/asset-metrics?${query}`;
  let page = 0;
  while (url) {
    page += 1;
    const body = await getJson(url, sleep, page, options.timeoutMs ?? 60_000);
    const parsed = apiPage.safeParse(body);
    if (!parsed.success)
      throw new BadRowError(`page ${page}: not a Coin Metrics asset-metrics answer`);
    const days = parsed.data.data.map((entry, i) => {
      const record = Object.fromEntries(
        Object.entries(entry).map(([k, v]) => [k, v === null ? undefined : String(v)]),
      );
      return toBtcDay(record, `page ${page}, entry ${i + 1} (${record['time'] ?? '?'})`);
    });
    yield { days, page };
    url = parsed.data.next_page_url;
  }
}

async function getJson(
  url: string,
  sleep: (ms: number) => Promise<void>,
  page: number,
  timeoutMs: number,
): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).catch(
      (error: unknown) => {
        // undici says only "fetch failed"; the reason (ENOTFOUND, ECONNREFUSED, a timeout) is its cause.
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        throw new Error(
          `Coin Metrics unreachable at ${new URL(url).origin} (page ${page}): ${cause instanceof Error ? cause.message : String(cause)}`,
        );
      },
    );
    if (res.status === 429 && attempt < 3) {
      await sleep(Math.max(1, Number(res.headers.get('retry-after')) || 6) * 1000);
      continue;
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error = apiError.safeParse(body);
      throw new Error(
        `Coin Metrics answered ${res.status} on page ${page}` +
          (error.success ? `: ${error.data.error.message}` : ''),
      );
    }
    return body;
  }
}
