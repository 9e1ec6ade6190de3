import type { SeriesPoint } from '@coinsight/domain/market';
import type { Knex } from 'knex';
import { readInstant, type Db } from '../../db/knex.ts';
import { newVersion, setMeta } from '../../db/appMeta.ts';

/** What filled a series: the demo generator, FRED over HTTP, or a CSV file given to the ingest. */
export type MacroSource = 'demo' | 'fred' | 'file';

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface SeriesState {
  source: MacroSource;
  refreshedAt: Date | null;
}

/** app_meta key that changes after every write, so another process's cache sees an ingest. */
const versionKey = 'macro_version';

/** Rows per statement: 4 parameters a row, well under SQLite's 32,766. */
const chunkSize = 500;

interface Row {
  series_id: string;
  date: string;
  value: number;
  updated_at: Date;
}

/** The knex queries of macro_observations and macro_series. */
export class MacroRepo {
  constructor(private readonly db: Db) {}

  /** A series' stored observations, oldest first. */
  async history(seriesId: string): Promise<SeriesPoint[]> {
    const rows = await this.db<Row>('macro_observations')
      .select('date', 'value')
      .where({ series_id: seriesId })
      .orderBy('date', 'asc');
    return rows.map((r) => ({ date: r.date, value: Number(r.value) }));
  }

  /** What filled one series (null: nothing yet). */
  async sourceOf(seriesId: string): Promise<MacroSource | null> {
    const row = await this.db('macro_series')
      .where({ series_id: seriesId })
      .first<{ source: MacroSource } | undefined>('source');
    return row?.source ?? null;
  }

  /** What filled each series and when FRED was last asked. */
  async states(): Promise<Map<string, SeriesState>> {
    const rows = await this.db('macro_series').select<
      { series_id: string; source: MacroSource; refreshed_at: unknown }[]
    >('series_id', 'source', 'refreshed_at');
    return new Map(
      rows.map((r) => [
        r.series_id,
        { source: r.source, refreshedAt: readInstant(r.refreshed_at) },
      ]),
    );
  }

  /** The version every write changes ('none' before the first). */
  async version(): Promise<string> {
    const row = await this.db('app_meta').where({ key: versionKey }).first<{ value: string }>();
    return row?.value ?? 'none';
  }

  /**
   * Stores a series' observations in one transaction: new days inserted, days whose value changed
   * (FRED's revisions) updated, the rest left alone, so a second run changes nothing. Days not in
   * `points` are kept: a refresh asks for a recent window only. A real source (fred, file) replaces
   * the demo generator's rows of that series first. `refreshedAt` records that FRED was asked.
   */
  async upsert(
    seriesId: string,
    points: readonly SeriesPoint[],
    source: MacroSource,
    now: Date,
    refreshedAt: Date | null = null,
  ): Promise<UpsertCounts> {
    const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
    await this.db.transaction(async (trx) => {
      const state = await trx('macro_series').where({ series_id: seriesId }).first<{
        source: MacroSource;
      }>();
      if (state?.source === 'demo' && source !== 'demo')
        await trx('macro_observations').where({ series_id: seriesId }).delete();
      const empty =
        (state?.source === 'demo' && source !== 'demo') ||
        !(await trx('macro_observations').where({ series_id: seriesId }).first('date'));
      const unique = [...new Map(points.map((p) => [p.date, p.value])).entries()];
      for (let i = 0; i < unique.length; i += chunkSize) {
        const chunk = unique.slice(i, i + chunkSize);
        const existing = empty
          ? new Map<string, number>()
          : new Map(
              (
                await trx<Row>('macro_observations')
                  .select('date', 'value')
                  .where({ series_id: seriesId })
                  .whereIn(
                    'date',
                    chunk.map(([date]) => date),
                  )
              ).map((r) => [r.date, Number(r.value)]),
            );
        const fresh = chunk.filter(([date]) => !existing.has(date));
        const changed = chunk.filter(
          ([date, value]) => existing.has(date) && existing.get(date) !== value,
        );
        if (fresh.length > 0)
          await trx('macro_observations').insert(
            fresh.map(([date, value]) => ({ series_id: seriesId, date, value, updated_at: now })),
          );
        for (const [date, value] of changed)
          await trx('macro_observations')
            .where({ series_id: seriesId, date })
            .update({ value, updated_at: now });
        counts.inserted += fresh.length;
        counts.updated += changed.length;
        counts.unchanged += chunk.length - fresh.length - changed.length;
      }
      const stateRow = {
        source,
        updated_at: now,
        ...(refreshedAt ? { refreshed_at: refreshedAt } : {}),
      };
      if (state) await trx('macro_series').where({ series_id: seriesId }).update(stateRow);
      else await trx('macro_series').insert({ series_id: seriesId, ...stateRow });
      await bumpVersion(trx);
    });
    return counts;
  }

  /** Records that FRED was asked for a series and had nothing new (or failed): the schedule moves on. */
  async markRefreshed(seriesId: string, at: Date): Promise<void> {
    const found = await this.db('macro_series').where({ series_id: seriesId }).first('series_id');
    if (found)
      await this.db('macro_series').where({ series_id: seriesId }).update({ refreshed_at: at });
    else
      await this.db('macro_series').insert({
        series_id: seriesId,
        source: 'fred',
        refreshed_at: at,
        updated_at: at,
      });
  }

  /** Whether a series has any stored observation. */
  async hasRows(seriesId: string): Promise<boolean> {
    return Boolean(
      await this.db('macro_observations').where({ series_id: seriesId }).first('date'),
    );
  }

  /** The newest stored date of a series, or null. */
  async lastDate(seriesId: string): Promise<string | null> {
    const row = await this.db('macro_observations')
      .where({ series_id: seriesId })
      .max<{ last: string | null }>('date as last')
      .first();
    return row?.last ?? null;
  }
}

function bumpVersion(trx: Knex.Transaction): Promise<void> {
  return setMeta(trx, versionKey, newVersion());
}
