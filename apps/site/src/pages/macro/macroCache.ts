import { fredData, type HistoryRange, type ResponseOf } from '@coinsight/domain/api';
import { z } from 'zod';

/** Spec 3 §9: overview and detail data are kept for an hour. */
export const macroCacheMs = 3_600_000;

type Observations = ResponseOf<typeof fredData>['observations'];

const entry = z.object({
  savedAt: z.number(),
  observations: fredData.response.shape.observations,
  demo: fredData.response.shape.demo,
});
const overviewEntry = z.object({
  savedAt: z.number(),
  series: z.record(z.string(), fredData.response.shape.observations),
  /** Ids of the series whose answer was marked demo (issue 34). */
  demo: z.array(z.string()).optional(),
});

export const overviewCacheKey = 'financial_overview';
export const historyCacheKey = (seriesId: string, range: HistoryRange) =>
  `financial_history:${seriesId}:${range}`;

/** What a cache holds and when it was saved. */
export interface Cached<T> {
  savedAt: number;
  value: T;
  /** A history's answer was marked demo (issue 34). */
  demo?: boolean;
}

/**
 * Local storage with the spec's hour: entries are read back through zod (another version of the site,
 * or a hand, may have written them) and dropped once stale. A full storage only loses the cache.
 */
export class MacroCache {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
  ) {}

  private read<T>(key: string, schema: z.ZodType<{ savedAt: number } & T>) {
    let raw: string | null;
    try {
      raw = this.storage.getItem(key);
    } catch {
      return null;
    }
    if (raw === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return null;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success || this.now() - parsed.data.savedAt >= macroCacheMs) {
      this.storage.removeItem(key);
      return null;
    }
    return parsed.data;
  }

  private write(key: string, value: object): number {
    const savedAt = this.now();
    try {
      this.storage.setItem(key, JSON.stringify({ savedAt, ...value }));
    } catch (error) {
      console.warn('macro cache full', key, error);
    }
    return savedAt;
  }

  /** Each overview series' latest two observations (newest first), keyed by series id. */
  overview(): (Cached<Record<string, Observations>> & { demoSeries?: string[] }) | null {
    const hit = this.read(overviewCacheKey, overviewEntry);
    return (
      hit && {
        savedAt: hit.savedAt,
        value: hit.series,
        ...(hit.demo?.length ? { demoSeries: hit.demo } : {}),
      }
    );
  }

  /** `demoSeries`: the ids whose answer was marked demo (issue 34), kept for the hour too. */
  saveOverview(series: Record<string, Observations>, demoSeries: readonly string[] = []): number {
    return this.write(overviewCacheKey, {
      series,
      ...(demoSeries.length ? { demo: demoSeries } : {}),
    });
  }

  /** One range of a series' history, oldest first. */
  history(seriesId: string, range: HistoryRange): Cached<Observations> | null {
    const hit = this.read(historyCacheKey(seriesId, range), entry);
    return (
      hit && { savedAt: hit.savedAt, value: hit.observations, ...(hit.demo ? { demo: true } : {}) }
    );
  }

  /** `demo`: the answer was marked (issue 34); the mark is kept with the series for its hour. */
  saveHistory(
    seriesId: string,
    range: HistoryRange,
    observations: Observations,
    demo = false,
  ): number {
    return this.write(historyCacheKey(seriesId, range), {
      observations,
      ...(demo ? { demo: true } : {}),
    });
  }
}
