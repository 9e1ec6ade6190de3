import {
  financialSeries,
  type MacroSeries,
  type ObservationFrequency,
  type PublishCycle,
} from '@coinsight/domain/market';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import { FredUnavailableError, type FredClient } from '../../providers/macro/fredClient.ts';
import type { MacroRepo, UpsertCounts } from './repo.ts';
import type { MacroService } from './service.ts';

/**
 * How often FRED is asked for a series, by its publish cycle: a daily series a few times a day (it
 * appears the next morning), a policy rate twice a day around meetings, the weekly, monthly and
 * quarterly ones once a day (their release days move, and a day late is within their cycle).
 */
export const refreshEveryMs: Readonly<Record<PublishCycle, number>> = {
  realtime: 3_600_000,
  daily: 4 * 3_600_000,
  fomc: 12 * 3_600_000,
  weekly: 24 * 3_600_000,
  monthly: 24 * 3_600_000,
  quarterly: 24 * 3_600_000,
};

/**
 * How far back a refresh asks from the last stored day, so that revisions are picked up: FRED's
 * monthly labour and sales figures are revised for two months and re-benchmarked yearly, GDP
 * over years.
 */
export const revisionDays: Readonly<Record<ObservationFrequency, number>> = {
  daily: 31,
  weekly: 92,
  monthly: 3 * 366,
  quarterly: 5 * 366,
};

/** After a failed refresh, how long before the series is tried again. */
export const retryAfterMs = 3_600_000;

const dayMs = 86_400_000;

export interface RefreshResult extends UpsertCounts {
  seriesId: string;
  received: number;
  missing: number;
}

/** Asks FRED for one series (from a little before its last stored day, or all of it) and stores the answer. */
export async function refreshSeries(
  series: MacroSeries,
  deps: { repo: MacroRepo; macro: MacroService; fred: FredClient },
  now: Date,
): Promise<RefreshResult> {
  const last = await deps.repo.lastDate(series.id);
  const states = await deps.repo.states();
  const real = states.get(series.id)?.source !== 'demo';
  const start =
    last && real
      ? new Date(Date.parse(`${last}T00:00:00Z`) - revisionDays[series.frequency] * dayMs)
          .toISOString()
          .slice(0, 10)
      : undefined;
  const answer = await deps.fred.observations(series.id, start);
  const counts = await deps.macro.store(series.id, answer.points, 'fred', now, now);
  return {
    seriesId: series.id,
    received: answer.points.length,
    missing: answer.missing,
    ...counts,
  };
}

/**
 * The in-server schedule (MACRO_SOURCE=fred), run as a job of the server (on one instance of
 * several): every few minutes it refreshes, one after another,
 * the series whose cycle has come round since FRED was last asked. A failure is logged and tried
 * again an hour later; the stored history stays as it was.
 */
export class MacroSchedule {
  private readonly failedAt = new Map<string, number>();
  /** The last tick's first failure (null when every series it asked answered), for the source status. */
  lastFailure: unknown = null;

  constructor(
    private readonly deps: { repo: MacroRepo; macro: MacroService; fred: FredClient },
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** How often the server's job (core.jobs) calls tick(). */
    readonly checkEveryMs = 5 * 60_000,
    private readonly series: readonly MacroSeries[] = financialSeries,
  ) {}

  /** The series due now: never asked, or asked longer ago than their cycle (and not failing lately). */
  async due(): Promise<MacroSeries[]> {
    const now = this.clock.now().getTime();
    const states = await this.deps.repo.states();
    return this.series.filter((s) => {
      // FRED does not carry it (the catalogue says why): asking would only fail every hour.
      if (s.unavailable !== undefined) return false;
      const failed = this.failedAt.get(s.id);
      if (failed !== undefined && now - failed < retryAfterMs) return false;
      const state = states.get(s.id);
      if (!state?.refreshedAt || state.source === 'demo') return true;
      return now - state.refreshedAt.getTime() >= refreshEveryMs[s.cycle];
    });
  }

  /** Forgets the recent failures, so the next tick asks again at once (立即刷新). */
  forgetFailures(): void {
    this.failedAt.clear();
  }

  /** Refreshes every due series, one after another until `signal` aborts; answers what was stored. */
  async tick(signal?: AbortSignal): Promise<RefreshResult[]> {
    const results: RefreshResult[] = [];
    this.lastFailure = null;
    let unanswered = 0;
    for (const series of await this.due()) {
      if (signal?.aborted) break;
      try {
        const result = await refreshSeries(series, this.deps, this.clock.now());
        this.failedAt.delete(series.id);
        unanswered = 0;
        results.push(result);
        if (result.inserted + result.updated > 0)
          this.logger.info(
            { series: series.id, inserted: result.inserted, updated: result.updated },
            'macro series refreshed from FRED',
          );
      } catch (error) {
        this.failedAt.set(series.id, this.clock.now().getTime());
        this.lastFailure ??= error;
        this.logger.warn(
          { series: series.id, err: error instanceof Error ? error.message : String(error) },
          'macro series refresh failed; the stored history is kept',
        );
        // Two series in a row that FRED did not answer: FRED is down, not one series, and asking
        // the rest now would only wait out their retries (over five minutes for the catalogue).
        // The next round asks them.
        unanswered = error instanceof FredUnavailableError ? unanswered + 1 : 0;
        if (unanswered >= 2) break;
      }
    }
    return results;
  }
}
