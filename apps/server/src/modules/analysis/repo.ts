import { analysisContent, type AnalysisContent } from '@coinsight/domain/api';
import type { Knex } from 'knex';
import { isUniqueViolation, readInstant, type Db } from '../../db/knex.ts';

/** Who wrote a day's texts: the offline analyst, the configured provider, or an admin. */
export type WrittenBy = 'offline' | 'openai-compatible' | 'admin';

/** A day's record as stored (table daily_analysis). */
export interface StoredAnalysis {
  date: string;
  content: AnalysisContent;
  /** The Bitcoin history day the technical side read (null without history). */
  historyDate: string | null;
  writtenBy: WrittenBy;
  /** Whether the texts read generated data (the history or a news item of the day). */
  fromDemo: boolean;
  generatedAt: Date;
  updatedAt: Date;
  /** Set by an admin's edit; the schedule never writes such a day again. */
  editedAt: Date | null;
  editedBy: { id: number; username: string } | null;
}

/** What the schedule or the seed writes for a day. */
export interface GeneratedAnalysis {
  date: string;
  content: AnalysisContent;
  historyDate: string | null;
  writtenBy: Exclude<WrittenBy, 'admin'>;
  fromDemo: boolean;
}

interface Row {
  date: string;
  content: string;
  history_date: string | null;
  written_by: string;
  from_demo: unknown;
  generated_at: unknown;
  updated_at: unknown;
  edited_at: unknown;
  edited_by_id: number | null;
  edited_by_username: string | null;
}

function fromRow(row: Row): StoredAnalysis {
  return {
    date: row.date,
    // Parsed, not cast: a row written by an older build or by hand must still fit the contract.
    content: analysisContent.parse(JSON.parse(row.content)),
    historyDate: row.history_date,
    writtenBy: row.written_by as WrittenBy,
    fromDemo: Boolean(row.from_demo),
    generatedAt: readInstant(row.generated_at) ?? new Date(0),
    updatedAt: readInstant(row.updated_at) ?? new Date(0),
    editedAt: readInstant(row.edited_at),
    editedBy:
      row.edited_by_id === null
        ? null
        : { id: Number(row.edited_by_id), username: row.edited_by_username ?? '' },
  };
}

/** A second writer of the same day (SQLite names a primary key clash apart from a unique index). */
function isDuplicate(error: unknown): boolean {
  return (
    isUniqueViolation(error) ||
    (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export type WriteOutcome = 'inserted' | 'updated' | 'unchanged' | 'edited';

export class AnalysisRepo {
  constructor(private readonly db: Db) {}

  /** Every day with a record, in no particular order. */
  async dates(): Promise<string[]> {
    const rows = await this.db<Row>('daily_analysis').select('date');
    return rows.map((r) => r.date);
  }

  async get(date: string, trx: Knex | Knex.Transaction = this.db): Promise<StoredAnalysis | null> {
    const row = await trx<Row>('daily_analysis').where({ date }).first();
    return row ? fromRow(row) : null;
  }

  async latest(): Promise<StoredAnalysis | null> {
    const row = await this.db<Row>('daily_analysis').orderBy('date', 'desc').first();
    return row ? fromRow(row) : null;
  }

  /** Which of these days have a record, with what the schedule needs to decide about each. */
  async states(
    dates: readonly string[],
  ): Promise<
    Map<
      string,
      { historyDate: string | null; edited: boolean; writtenBy: WrittenBy; fromDemo: boolean }
    >
  > {
    if (dates.length === 0) return new Map();
    const rows = await this.db<Row>('daily_analysis')
      .whereIn('date', dates)
      .select('date', 'history_date', 'edited_at', 'written_by', 'from_demo');
    return new Map(
      rows.map((r) => [
        r.date,
        {
          historyDate: r.history_date,
          edited: r.edited_at !== null,
          writtenBy: r.written_by as WrittenBy,
          fromDemo: Boolean(r.from_demo),
        },
      ]),
    );
  }

  /**
   * Stores a generated day: inserted when new, replaced when the stored one is not an admin's
   * edit, left alone when it is ('edited') or when nothing changed ('unchanged'). The update's
   * own condition (edited_at IS NULL) keeps an edit that lands between the read and the write.
   */
  async write(day: GeneratedAnalysis, now: Date): Promise<WriteOutcome> {
    const content = JSON.stringify(day.content);
    const existing = await this.db<Row>('daily_analysis').where({ date: day.date }).first();
    if (!existing) {
      try {
        await this.db('daily_analysis').insert({
          date: day.date,
          content,
          history_date: day.historyDate,
          written_by: day.writtenBy,
          from_demo: day.fromDemo,
          generated_at: now,
          updated_at: now,
          edited_at: null,
          edited_by_id: null,
          edited_by_username: null,
        });
        return 'inserted';
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        return 'unchanged';
      }
    }
    if (existing.edited_at !== null) return 'edited';
    if (
      existing.content === content &&
      existing.history_date === day.historyDate &&
      existing.written_by === day.writtenBy &&
      Boolean(existing.from_demo) === day.fromDemo
    )
      return 'unchanged';
    const changed = await this.db('daily_analysis')
      .where({ date: day.date })
      .whereNull('edited_at')
      .update({
        content,
        history_date: day.historyDate,
        written_by: day.writtenBy,
        from_demo: day.fromDemo,
        generated_at: now,
        updated_at: now,
      });
    return changed > 0 ? 'updated' : 'edited';
  }

  /** An admin's edit, inside the caller's transaction (which also records the audit entry). */
  async edit(
    trx: Knex.Transaction,
    date: string,
    content: AnalysisContent,
    admin: { id: number; username: string },
    now: Date,
  ): Promise<void> {
    await trx('daily_analysis')
      .where({ date })
      .update({
        content: JSON.stringify(content),
        written_by: 'admin',
        from_demo: false,
        updated_at: now,
        edited_at: now,
        edited_by_id: admin.id,
        edited_by_username: admin.username,
      });
  }

  async count(): Promise<number> {
    const row = await this.db('daily_analysis').count<{ n: number | string }[]>({ n: '*' });
    return Number(row[0]?.n ?? 0);
  }
}
