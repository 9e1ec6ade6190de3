import {
  calendarIndicatorById,
  calendarIndicators,
  categoryRangeFrom,
  beijingDayOf,
  beijingDayWindow,
  flagUrl,
  fredActual,
  pointsByDate,
  type PointsByDate,
} from '@coinsight/domain/calendar';
import { messages } from '@coinsight/domain/messages';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { CalendarRow, CategoryRow, FigureSource, HistoryRange } from '../../contract.ts';
import { DomainError } from '../../domainError.ts';
import type { CalendarProvider, SkippedRelease } from '../../providers/calendar/types.ts';
import type { MacroRepo } from '../macro/repo.ts';
import type { CalendarRepo, StoreCounts, StoredRelease } from './repo.ts';

export interface DayAnswer {
  success: true;
  data: CalendarRow[];
}

export interface CategoryAnswer {
  success: true;
  data: CategoryRow[];
}

export interface CalendarServiceOptions {
  /**
   * How long a checked version is trusted before app_meta is read again: another process's
   * ingest shows within this time; this process's own writes show at once.
   * @default 1000
   */
  versionCheckMs?: number;
}

/** What one provider run did. */
export interface CalendarRun extends StoreCounts {
  read: number;
  skipped: SkippedRelease[];
  filledFromFred: number;
}

/** Answers the memo may hold before it starts afresh (a day is ~10 rows, a history ~500). */
export const answerMemoLimit = 2_000;

const sources = (r: StoredRelease) => ({
  actual: r.actualSource,
  consensus: r.consensusSource,
  previous: r.previousSource,
});

/** The indicators whose actual FRED gives. */
const fredLinked = calendarIndicators.filter((i) => i.fred);

/**
 * The economic calendar: providers' releases stored, actuals filled from the macro area's FRED
 * series, and economic/date and category answered from the table. Answers are memoised (one
 * object per question, so its ETag is computed once) until a write changes the version.
 */
export class CalendarService {
  private version: string | null = null;
  private checkedAt = 0;
  private answers = new Map<string, DayAnswer | CategoryAnswer>();
  private readonly versionCheckMs: number;

  constructor(
    private readonly repo: CalendarRepo,
    private readonly macro: MacroRepo,
    private readonly clock: Clock,
    private readonly logger: Logger,
    options: CalendarServiceOptions = {},
  ) {
    this.versionCheckMs = options.versionCheckMs ?? 1000;
  }

  /** GET economic/date/{date}: the Beijing day's 美国 and 欧元区 releases, by time. */
  async day(date: string): Promise<DayAnswer> {
    await this.checkVersion();
    const key = `day|${date}`;
    const memo = this.answers.get(key) as DayAnswer | undefined;
    if (memo) return memo;
    const { from, to } = beijingDayWindow(date);
    const rows = await this.repo.between(from, to);
    const answer: DayAnswer = {
      success: true,
      data: rows.map((r) => ({
        pub_time: r.pubTime.toISOString(),
        indicator_id: r.indicatorId,
        indicator_name: r.indicatorName,
        country: r.country,
        flag_url: flagUrl(r.country),
        actual: r.actual,
        consensus: r.consensus,
        previous: r.previous,
        star: r.star,
        category: r.category,
        sources: sources(r),
      })),
    };
    this.remember(key, answer);
    return answer;
  }

  /**
   * GET category/{seriesId}[/{years}]: an indicator's releases with an actual, oldest first, over
   * the last `years` (0: all). A series neither named nor stored is a 404 数据系列不存在.
   */
  async category(seriesId: string, years: HistoryRange): Promise<CategoryAnswer> {
    await this.checkVersion();
    const now = this.clock.now();
    const key = `category|${seriesId}|${years}|${beijingDayOf(now)}`;
    const memo = this.answers.get(key) as CategoryAnswer | undefined;
    if (memo) return memo;
    if (!calendarIndicatorById(seriesId) && !(await this.repo.hasIndicator(seriesId)))
      throw new DomainError('not_found', messages.market.seriesNotFound, 'series_not_found');
    const rows = await this.repo.history(seriesId, categoryRangeFrom(years, now));
    const answer: CategoryAnswer = {
      success: true,
      data: rows.map((r) => ({
        pub_time: r.pubTime.toISOString(),
        actual: r.actual,
        previous: r.previous,
        consensus: r.consensus,
        indicator_name: r.indicatorName,
        country: r.country,
        star: r.star,
        sources: sources(r),
      })),
    };
    this.remember(key, answer);
    return answer;
  }

  /**
   * Reads a provider, stores what it read and fills the actuals FRED now gives. An export without
   * its own time is dated by this read.
   */
  async run(provider: CalendarProvider, signal?: AbortSignal): Promise<CalendarRun> {
    const read = await provider.read(signal);
    const now = this.clock.now();
    const counts = await this.repo.store(
      read.releases,
      provider.origin,
      now,
      read.exportedAt === undefined ? undefined : (read.exportedAt ?? now),
    );
    const filledFromFred = await this.fillFromFred();
    this.invalidate();
    return {
      ...counts,
      read: read.releases.length,
      skipped: [...read.skipped, ...counts.olderExport],
      filledFromFred,
    };
  }

  /**
   * Fills the actual of every landed release of a FRED-linked indicator from the macro area's
   * series, where FRED has the period it reports; the value's source is the series' own (fred for
   * FRED and its files, demo for the demo series). Answers how many actuals changed.
   */
  async fillFromFred(): Promise<number> {
    const now = this.clock.now();
    const due = await this.repo.fredCandidates(
      fredLinked.map((i) => i.id),
      now,
    );
    if (due.length === 0) return 0;
    const states = await this.macro.states();
    const histories = new Map<string, PointsByDate>();
    const updates: { id: number; actual: string | null; source: FigureSource | null }[] = [];
    for (const release of due) {
      const link = calendarIndicatorById(release.indicatorId)?.fred;
      if (!link) continue;
      let points = histories.get(link.seriesId);
      if (!points) {
        points = pointsByDate(await this.macro.history(link.seriesId));
        histories.set(link.seriesId, points);
      }
      const generated = states.get(link.seriesId)?.source === 'demo';
      // A real release never shows an invented actual (issue 34): it waits for FRED's, and one a
      // generated series gave before the fix is taken back.
      if (generated && release.origin !== 'demo') {
        if (release.actualSource === 'demo')
          updates.push({ id: release.id, actual: null, source: null });
        continue;
      }
      const actual = fredActual(link, points, release.pubTime.toISOString().slice(0, 10));
      if (actual === null) continue;
      const source: FigureSource = generated ? 'demo' : 'fred';
      if (actual !== release.actual || source !== release.actualSource)
        updates.push({ id: release.id, actual, source });
    }
    const changed = await this.repo.setActuals(updates, now);
    if (changed > 0) {
      this.invalidate();
      this.logger.info({ changed }, 'calendar actuals filled from FRED series');
    }
    return changed;
  }

  /** Forgets every memoised answer. */
  invalidate(): void {
    this.version = null;
    this.answers.clear();
  }

  /** How many answers the memo holds (for tests). */
  get memoSize(): number {
    return this.answers.size;
  }

  private remember(key: string, answer: DayAnswer | CategoryAnswer): void {
    if (this.answers.size >= answerMemoLimit) this.answers.clear();
    this.answers.set(key, answer);
  }

  private async checkVersion(): Promise<void> {
    const now = Date.now();
    if (this.version !== null && now - this.checkedAt < this.versionCheckMs) return;
    const version = await this.repo.version();
    this.checkedAt = now;
    if (version === this.version) return;
    this.answers.clear();
    this.version = version;
  }
}
