import type { SeriesPoint } from '@coinsight/domain/market';
import { z } from 'zod';
import { FredFormatError, fredDay, fredValue, parseFredCsv } from './fredCsv.ts';

/**
 * FRED over HTTP: its API (series/observations, JSON, with a key) or, without a key, the keyless
 * CSV download the site's graphs offer (fredgraph.csv?id=…). Both answer a series' observations
 * oldest first; missing values are dropped here, so the days they stood for stay gaps.
 */
export interface FredClientOptions {
  /** FRED API base URL (…/fred), used with apiKey. */
  apiUrl: string;
  /** The CSV download URL (…/fredgraph.csv), used without apiKey. */
  csvUrl: string;
  apiKey: string | null;
  /** Waits between retries (tests pass a fast one). */
  sleep?: (ms: number) => Promise<void>;
}

export interface FredSeriesAnswer {
  points: SeriesPoint[];
  /** Observations FRED sent as missing, dropped. */
  missing: number;
}

export interface FredClient {
  /** Which of FRED's doors it uses, for logs and the CLI's summary. */
  readonly via: 'api' | 'csv';
  /** A series' observations from `start` (YYYY-MM-DD; all when absent), oldest first. */
  observations(seriesId: string, start?: string): Promise<FredSeriesAnswer>;
}

/**
 * FRED itself did not answer (unreachable, or a 429/5xx after the retries), as against a refusal of
 * one series: the series after it would fail the same way, so a refresh round stops at it.
 */
export class FredUnavailableError extends Error {
  override readonly name = 'FredUnavailableError';
}

/** FRED's own page size ceiling for series/observations. */
const apiPageSize = 100_000;

const apiAnswer = z.object({
  count: z.number().int(),
  offset: z.number().int(),
  observations: z.array(z.object({ date: z.string(), value: z.string() })),
});
const apiError = z.object({ error_code: z.number(), error_message: z.string() });

export function fredClient(options: FredClientOptions): FredClient {
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const apiKey = options.apiKey;
  if (apiKey === null)
    return {
      via: 'csv',
      async observations(seriesId, start) {
        const url = new URL(options.csvUrl);
        url.searchParams.set('id', seriesId);
        if (start) url.searchParams.set('cosd', start);
        const res = await request(url, sleep, seriesId);
        const text = await res.text();
        if (!res.ok)
          throw new Error(`FRED answered ${res.status} for ${seriesId}: ${firstLine(text)}`);
        const csv = parseFredCsv(text);
        if (csv.seriesId !== null && csv.seriesId.toUpperCase() !== seriesId.toUpperCase())
          throw new FredFormatError(`FRED sent ${csv.seriesId} when asked for ${seriesId}`);
        // The download ignores cosd for some series; keep only what was asked for.
        const points = start ? csv.points.filter((p) => p.date >= start) : csv.points;
        return { points, missing: csv.missing };
      },
    };
  return {
    via: 'api',
    async observations(seriesId, start) {
      const points: SeriesPoint[] = [];
      let missing = 0;
      // FRED pages by offset; advance by what came, so a smaller page than asked for loses nothing.
      for (let offset = 0; ;) {
        const url = new URL(`${options.apiUrl}/series/observations`);
        url.search = new URLSearchParams({
          series_id: seriesId,
          api_key: apiKey,
          file_type: 'json',
          sort_order: 'asc',
          limit: String(apiPageSize),
          offset: String(offset),
          ...(start ? { observation_start: start } : {}),
        }).toString();
        const res = await request(url, sleep, seriesId);
        const body: unknown = await res.json().catch(() => null);
        if (!res.ok) {
          const error = apiError.safeParse(body);
          throw new Error(
            `FRED answered ${res.status} for ${seriesId}${error.success ? `: ${error.data.error_message}` : ''}`,
          );
        }
        const page = apiAnswer.safeParse(body);
        if (!page.success)
          throw new FredFormatError(
            `FRED's answer for ${seriesId} is not series/observations JSON`,
          );
        for (const [i, o] of page.data.observations.entries()) {
          const where = `${seriesId} observation ${offset + i + 1}`;
          const date = fredDay(o.date, where);
          const value = fredValue(o.value, where);
          if (value === null) missing += 1;
          else points.push({ date, value });
        }
        offset += page.data.observations.length;
        if (offset >= page.data.count || page.data.observations.length === 0) break;
      }
      return { points, missing };
    },
  };
}

function firstLine(text: string): string {
  return text.split('\n')[0]?.slice(0, 200) ?? '';
}

/**
 * GET with a 60 s timeout; a 429 or 5xx is retried twice, a few seconds apart, then FRED counts as
 * unavailable.
 */
async function request(
  url: URL,
  sleep: (ms: number) => Promise<void>,
  seriesId: string,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { signal: AbortSignal.timeout(60_000) }).catch(
      (error: unknown) => {
        // undici says only "fetch failed"; the reason (ENOTFOUND, ECONNREFUSED, a timeout) is its cause.
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        throw new FredUnavailableError(
          `FRED unreachable at ${url.origin}: ${cause instanceof Error ? cause.message : String(cause)}`,
          { cause },
        );
      },
    );
    if (res.status === 429 || res.status >= 500) {
      await res.body?.cancel();
      if (attempt >= 2)
        throw new FredUnavailableError(`FRED answered ${res.status} for ${seriesId}`);
      await sleep(Math.max(1, Number(res.headers.get('retry-after')) || 5) * 1000);
      continue;
    }
    return res;
  }
}
