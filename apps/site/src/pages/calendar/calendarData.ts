import {
  category,
  categoryRow,
  categoryYears,
  economicByDate,
  type CalendarRow,
  type CategoryRow,
  type HistoryRange,
} from '@coinsight/domain/api';
import { historyPageRanges, keepCalendarRows } from '@coinsight/domain/calendarView';
import { seriesLoadingPercent } from '@coinsight/domain/market';
import { z } from 'zod';
import type { Call } from '../../api/client.ts';

/** Spec 3 §9: the calendar is kept in memory for an hour, a series' history in local storage. */
export const calendarCacheMs = 3_600_000;

/** Spec 3 §9: the days before and after are fetched a second after a day shows. */
export const adjacentPreloadMs = 1000;

/** Spec 3 §4, §9: the other ranges are fetched 2 s after the first. */
export const rangePreloadMs = 2000;

/** How a load ended: the rows, or 加载失败 (spec 3 §8: nothing else is told). */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

interface Step {
  call: Call;
  signal?: AbortSignal;
  /** Each loading step's percentage as it is reached (spec 3 §4). */
  onProgress?: (percent: number) => void;
}

/**
 * The calendar's memory: one Beijing day's kept rows a entry, for an hour. It lives as long as the
 * page's module, so coming back from a history page shows the day at once (the router has no
 * keep-alive; this and the remembered day stand in for it).
 */
export class CalendarMemory {
  private readonly days = new Map<string, { savedAt: number; rows: CalendarRow[] }>();
  /** The day shown last: the page opens on it again. */
  lastDay: string | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  get(day: string): CalendarRow[] | null {
    const hit = this.days.get(day);
    if (!hit) return null;
    if (this.now() - hit.savedAt >= calendarCacheMs) {
      this.days.delete(day);
      return null;
    }
    return hit.rows;
  }

  set(day: string, rows: CalendarRow[]): void {
    this.days.set(day, { savedAt: this.now(), rows });
  }

  clear(): void {
    this.days.clear();
    this.lastDay = null;
  }
}

/** The page's one memory (tests clear it). */
export const calendarMemory = new CalendarMemory();

async function fetchDay(call: Call, day: string, signal?: AbortSignal): Promise<CalendarRow[]> {
  const answer = await call(economicByDate, { params: { date: day }, signal });
  // Spec 3 §7: only 美国 and 欧元区, by pub_time — whatever the server sent.
  return keepCalendarRows(answer.data);
}

/** One day's rows: from memory, else the server (then remembered). */
export async function loadDay(
  memory: CalendarMemory,
  day: string,
  { call, signal, onProgress = () => {} }: Step,
): Promise<Loaded<CalendarRow[]>> {
  onProgress(seriesLoadingPercent.prepare);
  const cached = memory.get(day);
  if (cached) return { ok: true, value: cached };
  onProgress(seriesLoadingPercent.fetch);
  let rows: CalendarRow[];
  try {
    rows = await fetchDay(call, day, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('calendar failed', day, error);
    return { ok: false };
  }
  onProgress(seriesLoadingPercent.process);
  onProgress(seriesLoadingPercent.cache);
  memory.set(day, rows);
  onProgress(seriesLoadingPercent.done);
  return { ok: true, value: rows };
}

/**
 * The day the page opens on with its rows: the first of `days` (`openingDays`) with releases, so a
 * Saturday opens on Monday rather than on an empty table. A failed load stops there (加载失败 on
 * that day); none with releases opens on the first day, empty.
 */
export async function loadOpeningDay(
  memory: CalendarMemory,
  days: readonly string[],
  step: Step,
): Promise<{ day: string; outcome: Loaded<CalendarRow[]> }> {
  for (const day of days) {
    const outcome = await loadDay(memory, day, step);
    if (!outcome.ok || outcome.value.length > 0) return { day, outcome };
  }
  return { day: days[0]!, outcome: { ok: true, value: [] } };
}

/** Fetches the days the memory lacks into it; a failure is only logged (spec 3 §8). */
export async function preloadDays(
  memory: CalendarMemory,
  days: readonly string[],
  { call, signal }: Step,
): Promise<void> {
  for (const day of days) {
    if (memory.get(day) || signal?.aborted) continue;
    try {
      memory.set(day, await fetchDay(call, day, signal));
    } catch (error) {
      if (!signal?.aborted) console.warn('calendar preload failed', day, error);
    }
  }
}

export const historyCacheKey = (seriesId: string, range: HistoryRange) =>
  `calendar_history:${seriesId}:${range}`;

const historyEntry = z.object({ savedAt: z.number(), rows: z.array(categoryRow) });

/**
 * Spec 3 §9: a series' history per range in local storage, for an hour. Entries are read back
 * through zod (another version of the site may have written them); a full storage only loses them.
 */
export class HistoryCache {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
  ) {}

  get(seriesId: string, range: HistoryRange): CategoryRow[] | null {
    const key = historyCacheKey(seriesId, range);
    let parsed: z.infer<typeof historyEntry> | null;
    try {
      const raw = this.storage.getItem(key);
      const result = raw === null ? null : historyEntry.safeParse(JSON.parse(raw));
      parsed = result?.success ? result.data : null;
    } catch {
      parsed = null;
    }
    if (parsed && this.now() - parsed.savedAt < calendarCacheMs) return parsed.rows;
    this.remove(seriesId, range);
    return null;
  }

  set(seriesId: string, range: HistoryRange, rows: CategoryRow[]): void {
    try {
      this.storage.setItem(
        historyCacheKey(seriesId, range),
        JSON.stringify({ savedAt: this.now(), rows }),
      );
    } catch (error) {
      console.warn('history cache full', seriesId, range, error);
    }
  }

  /** 刷新 clears the shown range before fetching it again (spec 3 §2.8). */
  remove(seriesId: string, range: HistoryRange): void {
    try {
      this.storage.removeItem(historyCacheKey(seriesId, range));
    } catch {
      // A storage the browser refuses holds nothing to remove.
    }
  }
}

async function fetchRange(
  call: Call,
  seriesId: string,
  range: HistoryRange,
  signal?: AbortSignal,
): Promise<CategoryRow[]> {
  const answer =
    range === 0
      ? await call(category, { params: { seriesId }, signal })
      : await call(categoryYears, { params: { seriesId, years: range }, signal });
  // Spec 3 §5: category rows with a null actual are dropped.
  return answer.data.filter((row) => row.actual !== null);
}

/** One range of a series' history: the cache, else the server (then cached). */
export async function loadRange(
  cache: HistoryCache,
  seriesId: string,
  range: HistoryRange,
  { call, signal, onProgress = () => {} }: Step,
): Promise<Loaded<CategoryRow[]>> {
  onProgress(seriesLoadingPercent.prepare);
  const cached = cache.get(seriesId, range);
  if (cached) return { ok: true, value: cached };
  onProgress(seriesLoadingPercent.fetch);
  let rows: CategoryRow[];
  try {
    rows = await fetchRange(call, seriesId, range, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('history failed', seriesId, range, error);
    return { ok: false };
  }
  onProgress(seriesLoadingPercent.process);
  onProgress(seriesLoadingPercent.cache);
  cache.set(seriesId, range, rows);
  onProgress(seriesLoadingPercent.done);
  return { ok: true, value: rows };
}

/** Spec 3 §4: the ranges other than `shown` the cache lacks, one after another; failures only logged. */
export async function preloadRanges(
  cache: HistoryCache,
  seriesId: string,
  shown: HistoryRange,
  { call, signal }: Step,
): Promise<void> {
  for (const range of historyPageRanges) {
    if (range === shown || cache.get(seriesId, range) || signal?.aborted) continue;
    try {
      cache.set(seriesId, range, await fetchRange(call, seriesId, range, signal));
    } catch (error) {
      if (!signal?.aborted) console.warn('history preload failed', seriesId, range, error);
    }
  }
}
