import type { FigureSource } from '@coinsight/domain/api';
import { calendarCountries } from '@coinsight/domain/api';
import type { Knex } from 'knex';
import { readInstant, type Db } from '../../db/knex.ts';
import { exportWeekOf } from '../../providers/calendar/forexFactory.ts';
import type {
  CalendarOrigin,
  CalendarRelease,
  SkippedRelease,
} from '../../providers/calendar/types.ts';
import { newVersion, setMeta } from '../../db/appMeta.ts';

/** A stored release with its figures' sources. */
export interface StoredRelease extends CalendarRelease {
  id: number;
  /** Which provider scheduled it: a real one's release never takes a generated figure. */
  origin: CalendarOrigin;
  actualSource: FigureSource | null;
  consensusSource: FigureSource | null;
  previousSource: FigureSource | null;
}

export interface StoreCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Demo releases removed by the first real import. */
  demoRemoved: number;
  /** Releases of weeks a newer export was stored for: left as that export gave them. */
  olderExport: SkippedRelease[];
}

interface Row {
  id: number;
  indicator_id: string;
  pub_time: unknown;
  indicator_name: string;
  country: string;
  category: string;
  star: number;
  actual: string | null;
  actual_source: FigureSource | null;
  consensus: string | null;
  consensus_source: FigureSource | null;
  previous: string | null;
  previous_source: FigureSource | null;
  origin: CalendarOrigin;
}

/** app_meta key changed by every write, so another process's cache sees an ingest. */
const versionKey = 'calendar_version';

/** Releases per statement: 14 parameters a row, well under SQLite's 32,766. */
const chunkSize = 400;

const figures = ['actual', 'consensus', 'previous'] as const;

function fromRow(r: Row): StoredRelease {
  return {
    id: r.id,
    indicatorId: r.indicator_id,
    pubTime: readInstant(r.pub_time) ?? new Date(0),
    indicatorName: r.indicator_name,
    country: r.country,
    category: r.category,
    star: Number(r.star),
    actual: r.actual,
    consensus: r.consensus,
    previous: r.previous,
    actualSource: r.actual_source,
    consensusSource: r.consensus_source,
    previousSource: r.previous_source,
    origin: r.origin,
  };
}

const keyOf = (indicatorId: string, pubTime: Date): string => `${indicatorId}|${pubTime.getTime()}`;

/** The knex queries of calendar_events. */
export class CalendarRepo {
  constructor(private readonly db: Db) {}

  /**
   * Stores releases in one transaction, each keyed by indicator and time: new ones inserted, known
   * ones updated where something changed. A figure the provider gives replaces the stored one
   * (with the provider as its source); a figure it leaves out keeps the stored one (the export has
   * no actuals: a poll must not erase one FRED filled). A real provider's first store removes the
   * demo generator's releases, and the generator stores nothing once a real provider has.
   *
   * `exportedAt` dates a Forex Factory export: each week keeps the newest export stored, so the
   * releases of a week whose stored export is newer are left alone (an older download imported
   * later must not roll the consensus back); an export as new or newer updates the week.
   */
  async store(
    releases: readonly CalendarRelease[],
    origin: CalendarOrigin,
    now: Date,
    exportedAt?: Date,
  ): Promise<StoreCounts> {
    const counts: StoreCounts = {
      inserted: 0,
      updated: 0,
      unchanged: 0,
      demoRemoved: 0,
      olderExport: [],
    };
    let unique = [...new Map(releases.map((r) => [keyOf(r.indicatorId, r.pubTime), r])).values()];
    await this.db.transaction(async (trx) => {
      if (exportedAt) {
        const older = await olderWeeks(trx, unique, exportedAt, now);
        counts.olderExport = unique.flatMap((r) => {
          const storedAt = older.get(exportWeekOf(r.pubTime));
          return storedAt
            ? [
                {
                  what: `${r.indicatorId} ${r.pubTime.toISOString()}`,
                  reason:
                    `the week of ${exportWeekOf(r.pubTime)} was exported ${exportedAt.toISOString()}, ` +
                    `older than the stored export of ${storedAt.toISOString()}`,
                },
              ]
            : [];
        });
        unique = unique.filter((r) => !older.has(exportWeekOf(r.pubTime)));
      }
      if (origin !== 'demo')
        counts.demoRemoved = await trx('calendar_events').where({ origin: 'demo' }).delete();
      // Checked inside the transaction: a demo run that started before an import finished (the
      // job at start-up) must not bring the demo releases back beside the real ones.
      else if (await trx('calendar_events').whereNot({ origin: 'demo' }).first('id')) return;
      for (let i = 0; i < unique.length; i += chunkSize) {
        const chunk = unique.slice(i, i + chunkSize);
        const times = chunk.map((r) => r.pubTime.getTime());
        const existing = new Map(
          (
            await trx<Row>('calendar_events')
              .whereIn('indicator_id', [...new Set(chunk.map((r) => r.indicatorId))])
              .andWhere('pub_time', '>=', new Date(Math.min(...times)))
              .andWhere('pub_time', '<=', new Date(Math.max(...times)))
          ).map((row) => {
            const stored = fromRow(row);
            return [keyOf(stored.indicatorId, stored.pubTime), stored] as const;
          }),
        );
        const fresh: Record<string, unknown>[] = [];
        for (const release of chunk) {
          const stored = existing.get(keyOf(release.indicatorId, release.pubTime));
          if (!stored) {
            fresh.push(insertRow(release, origin, now));
            continue;
          }
          const change = changes(stored, release, origin);
          if (Object.keys(change).length === 0) {
            counts.unchanged += 1;
            continue;
          }
          await trx('calendar_events')
            .where({ id: stored.id })
            .update({ ...change, updated_at: now });
          counts.updated += 1;
        }
        if (fresh.length > 0) await trx('calendar_events').insert(fresh);
        counts.inserted += fresh.length;
      }
      if (counts.inserted + counts.updated + counts.demoRemoved > 0) await bumpVersion(trx);
    });
    return counts;
  }

  /** Releases of 美国 and 欧元区 in [from, to), by time then indicator. */
  async between(from: Date, to: Date): Promise<StoredRelease[]> {
    const rows = await this.db<Row>('calendar_events')
      .where('pub_time', '>=', from)
      .andWhere('pub_time', '<', to)
      .whereIn('country', [...calendarCountries])
      .orderBy([
        { column: 'pub_time', order: 'asc' },
        { column: 'indicator_id', order: 'asc' },
      ]);
    return rows.map(fromRow);
  }

  /** An indicator's releases that have an actual, from `from` on (null: all), oldest first. */
  async history(indicatorId: string, from: Date | null): Promise<StoredRelease[]> {
    const query = this.db<Row>('calendar_events')
      .where({ indicator_id: indicatorId })
      .whereNotNull('actual')
      .whereIn('country', [...calendarCountries])
      .orderBy('pub_time', 'asc');
    if (from) void query.andWhere('pub_time', '>=', from);
    return (await query).map(fromRow);
  }

  /** Whether any release of the indicator is stored. */
  async hasIndicator(indicatorId: string): Promise<boolean> {
    return Boolean(
      await this.db('calendar_events').where({ indicator_id: indicatorId }).first('id'),
    );
  }

  /** How many releases each origin scheduled. */
  async originCounts(): Promise<Record<CalendarOrigin, number>> {
    const rows = await this.db('calendar_events')
      .select('origin')
      .count<{ origin: CalendarOrigin; n: number | string }[]>('id as n')
      .groupBy('origin');
    const counts: Record<CalendarOrigin, number> = { demo: 0, online: 0, file: 0 };
    for (const r of rows) counts[r.origin] = Number(r.n);
    return counts;
  }

  /**
   * Releases of these indicators due by `now` whose actual FRED may give: none yet, or one FRED or
   * the demo gave before (a revision or a real series replacing a demo one). An actual from a file
   * or the online source is left alone.
   */
  async fredCandidates(indicatorIds: readonly string[], now: Date): Promise<StoredRelease[]> {
    const rows = await this.db<Row>('calendar_events')
      .whereIn('indicator_id', [...indicatorIds])
      .andWhere('pub_time', '<=', now)
      .andWhere((q) => {
        void q.whereNull('actual').orWhereIn('actual_source', ['fred', 'demo']);
      })
      .orderBy('pub_time', 'asc');
    return rows.map(fromRow);
  }

  /** Sets actuals (one transaction); answers how many changed. */
  async setActuals(
    updates: readonly { id: number; actual: string | null; source: FigureSource | null }[],
    now: Date,
  ): Promise<number> {
    if (updates.length === 0) return 0;
    await this.db.transaction(async (trx) => {
      for (const u of updates)
        await trx('calendar_events')
          .where({ id: u.id })
          .update({ actual: u.actual, actual_source: u.source, updated_at: now });
      await bumpVersion(trx);
    });
    return updates.length;
  }

  /** The version every write changes ('none' before the first). */
  async version(): Promise<string> {
    const row = await this.db('app_meta').where({ key: versionKey }).first<{ value: string }>();
    return row?.value ?? 'none';
  }
}

function insertRow(release: CalendarRelease, origin: CalendarOrigin, now: Date) {
  return {
    indicator_id: release.indicatorId,
    pub_time: release.pubTime,
    indicator_name: release.indicatorName,
    country: release.country,
    category: release.category,
    star: release.star,
    actual: release.actual,
    actual_source: release.actual === null ? null : origin,
    consensus: release.consensus,
    consensus_source: release.consensus === null ? null : origin,
    previous: release.previous,
    previous_source: release.previous === null ? null : origin,
    origin,
    updated_at: now,
  };
}

function changes(
  stored: StoredRelease,
  release: CalendarRelease,
  origin: CalendarOrigin,
): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  if (stored.indicatorName !== release.indicatorName) change.indicator_name = release.indicatorName;
  if (stored.country !== release.country) change.country = release.country;
  if (stored.category !== release.category) change.category = release.category;
  if (stored.star !== release.star) change.star = release.star;
  for (const figure of figures) {
    const value = release[figure];
    if (value === null) continue;
    if (value !== stored[figure] || stored[`${figure}Source`] !== origin) {
      change[figure] = value;
      change[`${figure}_source`] = origin;
    }
  }
  return change;
}

/**
 * The weeks of these releases whose stored export is newer than `exportedAt`, with its time; the
 * other weeks are recorded as exported at `exportedAt`.
 */
async function olderWeeks(
  trx: Knex.Transaction,
  releases: readonly CalendarRelease[],
  exportedAt: Date,
  now: Date,
): Promise<Map<string, Date>> {
  const weeks = [...new Set(releases.map((r) => exportWeekOf(r.pubTime)))];
  const stored = new Map(
    (
      await trx('calendar_exports')
        .whereIn('week', weeks)
        .select<{ week: string; exported_at: unknown }[]>('week', 'exported_at')
    ).map((row) => [row.week, readInstant(row.exported_at) ?? new Date(0)] as const),
  );
  const older = new Map<string, Date>();
  for (const week of weeks) {
    const storedAt = stored.get(week);
    if (storedAt && storedAt.getTime() > exportedAt.getTime()) older.set(week, storedAt);
    else if (storedAt)
      await trx('calendar_exports')
        .where({ week })
        .update({ exported_at: exportedAt, updated_at: now });
    else await trx('calendar_exports').insert({ week, exported_at: exportedAt, updated_at: now });
  }
  return older;
}

function bumpVersion(trx: Knex.Transaction): Promise<void> {
  return setMeta(trx, versionKey, newVersion());
}
