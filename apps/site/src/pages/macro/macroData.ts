import { fredData, type HistoryRange, type Observation } from '@coinsight/domain/api';
import {
  detailQuery,
  financialRow,
  financialSeries,
  overviewQuery,
  seriesLoadingPercent,
  seriesPoints,
  seriesRanges,
  type FinancialRow,
  type SeriesPoint,
} from '@coinsight/domain/market';
import { beijingDate } from '@coinsight/domain/time';
import type { Call } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import type { MacroCache } from './macroCache.ts';

/** Spec 3 §4, §9: the other ranges are fetched 2 s after the first. */
export const preloadDelayMs = 2000;

/** How a load ended for the page: the rows (or points) and when they were fetched, or why not. */
export type LoadOutcome<T> =
  | { ok: true; value: T; fetchedAt: number; demo?: boolean; demoSeries?: readonly string[] }
  | { ok: false; reason: 'failed' | 'badFormat' };

/** Spec 3 §8: an answer that does not match the contract is 数据格式错误; anything else 加载失败. */
export function failureReason(error: unknown): 'failed' | 'badFormat' {
  return isApiError(error) && error.code === 'invalid_response' ? 'badFormat' : 'failed';
}

/** The overview's rows from each series' latest two observations, in catalogue order. */
export function overviewRows(
  latest: Readonly<Record<string, readonly Observation[]>>,
): FinancialRow[] {
  return financialSeries.flatMap((series) => {
    const row = financialRow(series, latest[series.id] ?? []);
    return row ? [row] : [];
  });
}

interface LoadOptions {
  call: Call;
  cache: MacroCache;
  /** Skip the cache (刷新). */
  fresh?: boolean;
  signal?: AbortSignal;
  /** Each loading step's percentage as it is reached. */
  onProgress?: (percent: number) => void;
}

/** Every overview series' latest two observations: from the hour's cache, else one call a series. */
export async function loadOverview({
  call,
  cache,
  fresh = false,
  signal,
  onProgress = () => {},
}: LoadOptions): Promise<LoadOutcome<FinancialRow[]>> {
  onProgress(seriesLoadingPercent.prepare);
  const cached = fresh ? null : cache.overview();
  if (cached) {
    const value = overviewRows(cached.value);
    return { ok: true, value, fetchedAt: cached.savedAt, demoSeries: cached.demoSeries ?? [] };
  }
  onProgress(seriesLoadingPercent.fetch);
  let answers: { id: string; observations: Observation[]; demo: boolean }[];
  try {
    answers = await Promise.all(
      financialSeries.map(async (series) => {
        const answer = await call(fredData, { query: overviewQuery(series.id), signal });
        return { id: series.id, observations: answer.observations, demo: answer.demo === true };
      }),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('overview failed', error);
    return { ok: false, reason: failureReason(error) };
  }
  onProgress(seriesLoadingPercent.process);
  const latest = Object.fromEntries(answers.map((a) => [a.id, a.observations]));
  const rows = overviewRows(latest);
  onProgress(seriesLoadingPercent.cache);
  const demoSeries = answers.filter((a) => a.demo).map((a) => a.id);
  const fetchedAt = cache.saveOverview(latest, demoSeries);
  onProgress(seriesLoadingPercent.done);
  return { ok: true, value: rows, fetchedAt, demoSeries };
}

interface HistoryOptions extends LoadOptions {
  seriesId: string;
  range: HistoryRange;
  /** The Beijing day the range ends on. @default today in Beijing */
  today?: string;
}

async function fetchHistory({
  call,
  cache,
  seriesId,
  range,
  today = beijingDate(Date.now()),
  signal,
}: HistoryOptions): Promise<{ observations: Observation[]; fetchedAt: number; demo: boolean }> {
  const answer = await call(fredData, { query: detailQuery(seriesId, range, today), signal });
  const demo = answer.demo === true;
  return {
    observations: answer.observations,
    fetchedAt: cache.saveHistory(seriesId, range, answer.observations, demo),
    demo,
  };
}

/** One range of a series, oldest first and without FRED's missing values: the hour's cache, else the server. */
export async function loadHistory(options: HistoryOptions): Promise<LoadOutcome<SeriesPoint[]>> {
  const { cache, seriesId, range, fresh = false, signal, onProgress = () => {} } = options;
  onProgress(seriesLoadingPercent.prepare);
  const cached = fresh ? null : cache.history(seriesId, range);
  if (cached) {
    const value = seriesPoints(cached.value);
    return { ok: true, value, fetchedAt: cached.savedAt, demo: cached.demo === true };
  }
  onProgress(seriesLoadingPercent.fetch);
  let fetched: Awaited<ReturnType<typeof fetchHistory>>;
  try {
    fetched = await fetchHistory(options);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('history failed', seriesId, range, error);
    return { ok: false, reason: failureReason(error) };
  }
  onProgress(seriesLoadingPercent.process);
  const points = seriesPoints(fetched.observations);
  onProgress(seriesLoadingPercent.cache);
  onProgress(seriesLoadingPercent.done);
  return { ok: true, value: points, fetchedAt: fetched.fetchedAt, demo: fetched.demo };
}

/**
 * Spec 3 §4: the ranges other than `shown` that the cache lacks, fetched one after another into the
 * cache. A failure is only logged (spec 3 §8).
 */
export async function preloadRanges(
  options: Omit<HistoryOptions, 'range' | 'fresh' | 'onProgress'> & { shown: HistoryRange },
): Promise<void> {
  for (const range of seriesRanges) {
    if (range === options.shown || options.cache.history(options.seriesId, range)) continue;
    if (options.signal?.aborted) return;
    try {
      await fetchHistory({ ...options, range });
    } catch (error) {
      if (options.signal?.aborted) return;
      console.warn('preload failed', options.seriesId, range, error);
    }
  }
}
