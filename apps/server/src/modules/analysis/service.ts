import type {
  AnalysisAdminRecord,
  AnalysisContent,
  AnalysisLatestSummary,
  AnalysisMenuMonth,
  AnalysisRecord,
} from '@coinsight/domain/api';
import { analysisMenuOf, closedDays } from '@coinsight/domain/analysis';
import { messages } from '@coinsight/domain/messages';
import type { Logger } from 'pino';
import type { AuditLog } from '../../audit/auditLog.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/knex.ts';
import { DomainError } from '../../domainError.ts';
import type { AdminCredentials } from '../../sessions/credentials.ts';
import type { AnalysisRepo, StoredAnalysis, WriteOutcome } from './repo.ts';
import type { AnalysisWriter } from './writer.ts';

const dayNotFound = () =>
  new DomainError('not_found', messages.analysis.dayNotFound, 'analysis_not_found');

/**
 * Closed Beijing days the schedule looks after: a missed run (a stopped server, a late history
 * ingest) is caught up for a week; older days stay as written.
 */
export const scheduleDays = 7;
/**
 * Closed days the schedule writes again (issue 34: the demo seed's 90 days): offline-written texts
 * once an AI key is configured, and texts read from generated data once the data is real.
 */
export const rewriteDays = 90;

function recordOf(stored: StoredAnalysis): AnalysisRecord {
  return {
    ...stored.content,
    date: stored.date,
    updated_at: stored.updatedAt.toISOString(),
    edited: stored.editedAt !== null,
  };
}

function adminRecordOf(stored: StoredAnalysis): AnalysisAdminRecord {
  return { ...recordOf(stored), edited_by: stored.editedBy?.username ?? null };
}

export interface ScheduleCounts {
  /** Days written (new or again). */
  written: number;
  /** Days with a record that were left as they were. */
  kept: number;
}

/** The daily analysis: what the page and the home read, the admin's edit, and the schedule's writing. */
export class AnalysisService {
  constructor(
    private readonly db: Db,
    readonly repo: AnalysisRepo,
    private readonly writer: AnalysisWriter,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async menu(): Promise<AnalysisMenuMonth[]> {
    return analysisMenuOf(await this.repo.dates());
  }

  async day(date: string): Promise<AnalysisRecord> {
    const stored = await this.repo.get(date);
    if (!stored) throw dayNotFound();
    return recordOf(stored);
  }

  async adminDay(date: string): Promise<AnalysisAdminRecord> {
    const stored = await this.repo.get(date);
    if (!stored) throw dayNotFound();
    return adminRecordOf(stored);
  }

  async latest(): Promise<AnalysisLatestSummary | null> {
    const stored = await this.repo.latest();
    if (!stored) return null;
    const { technical, news } = stored.content;
    return {
      date: stored.date,
      technical_summary: technical.summary,
      news_summary: news.summary,
      abnormal: technical.indicators.map((i) => i.name),
      bullish: news.major.filter((m) => m.type === '利好').length,
      bearish: news.major.filter((m) => m.type === '利空').length,
    };
  }

  /**
   * The admin's edit: the day's content replaced and an audit entry (before, after) recorded in
   * one transaction, so neither exists without the other.
   */
  async edit(
    admin: Pick<AdminCredentials, 'id' | 'username'>,
    date: string,
    content: AnalysisContent,
  ): Promise<AnalysisAdminRecord> {
    const now = this.clock.now();
    await this.db.transaction(async (trx) => {
      const before = await this.repo.get(date, trx);
      if (!before) throw dayNotFound();
      await this.repo.edit(trx, date, content, admin, now);
      await this.audit.record(
        {
          admin: { id: admin.id, username: admin.username },
          action: 'analysis.edit',
          target: `analysis:${date}`,
          before: before.content,
          after: content,
        },
        trx,
      );
    });
    return this.adminDay(date);
  }

  /**
   * Writes the given days now, whatever they hold (an admin's edit excepted): the seed and the
   * ingest command's `analysis` step.
   */
  async writeDays(dates: readonly string[], signal?: AbortSignal): Promise<WriteOutcome[]> {
    const now = this.clock.now();
    const days = await this.writer.write(dates, signal);
    const outcomes: WriteOutcome[] = [];
    for (const day of days) outcomes.push(await this.repo.write(day, now));
    return outcomes;
  }

  /**
   * The schedule's run: each closed Beijing day of the last week is written when it has no
   * record, or when its record read an earlier history day and the day's own close has landed
   * since; of the last 90 days, each the offline analyst wrote is written again by a configured
   * provider, and each that read generated data (the history, a news item) is written again once
   * no generated data is left to read. A day an admin edited is never written again; a complete
   * day is left as it is, so running twice writes nothing the second time.
   */
  async runSchedule(signal?: AbortSignal): Promise<ScheduleCounts> {
    const online = this.writer.online();
    const days = closedDays(this.clock.now(), rewriteDays);
    const states = await this.repo.states(days);
    const due: string[] = [];
    let latestHistory: string | null | undefined;
    let inputsGenerated: boolean | undefined;
    for (const [i, date] of days.entries()) {
      const state = states.get(date);
      if (!state) {
        if (i < scheduleDays) due.push(date);
        continue;
      }
      if (state.edited) continue;
      // Written by the offline analyst (the demo seed, a run without a key): the provider rewrites it.
      if (online && state.writtenBy === 'offline') {
        due.push(date);
        continue;
      }
      // Read generated data that real data has replaced since: written again from the real.
      if (state.fromDemo) {
        inputsGenerated ??= await this.writer.inputsGenerated();
        if (!inputsGenerated) {
          due.push(date);
          continue;
        }
      }
      if (state.historyDate === date || i >= scheduleDays) continue;
      latestHistory ??= await this.writer.historyEnd();
      // Written before its close landed: write again once the history reaches the day.
      if (latestHistory !== null && latestHistory >= date) due.push(date);
    }
    const outcomes = due.length > 0 ? await this.writeDays(due.reverse(), signal) : [];
    const written = outcomes.filter((o) => o === 'inserted' || o === 'updated').length;
    if (written > 0) this.logger.info({ written, days: due }, 'daily analysis written');
    const rewritten = outcomes.filter((o) => o === 'updated').length;
    return { written, kept: states.size - rewritten };
  }
}
