import type { ChartFigure } from '@coinsight/domain/api';
import {
  dayOf,
  figureFor,
  type BtcDay,
  type ChartKey,
  type FigureOptions,
} from '@coinsight/domain/indicators';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.ts';
import { newVersion, setMeta } from '../../db/appMeta.ts';
import { demoHistory } from '../../providers/marketdata/demoHistory.ts';

/** app_meta key that changes after every write to btc_daily, so each process's cache sees another process's ingest. */
const versionKey = 'btc_daily_version';
/** app_meta key naming what filled btc_daily: 'demo' (the generator) or 'coinmetrics' (an ingest). */
const sourceKey = 'btc_daily_source';

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

interface Row {
  date: string;
  price: number;
  market_cap: number;
  realized_cap: number;
  supply: number;
}

const toRow = (d: BtcDay): Row => ({
  date: d.date,
  price: d.price,
  market_cap: d.marketCap,
  realized_cap: d.realizedCap,
  supply: d.supply,
});

const fromRow = (r: Row): BtcDay => ({
  date: r.date,
  price: Number(r.price),
  marketCap: Number(r.market_cap),
  realizedCap: Number(r.realized_cap),
  supply: Number(r.supply),
});

function sameRow(a: Row, b: Row): boolean {
  return (
    Number(a.price) === b.price &&
    Number(a.market_cap) === b.market_cap &&
    Number(a.realized_cap) === b.realized_cap &&
    Number(a.supply) === b.supply
  );
}

/** Rows written per statement: well under SQLite's 32,766 bound parameters (5 per row). */
const chunkSize = 500;

/**
 * The stored Bitcoin history (btc_daily). `daily()` is served from memory and reloaded when the
 * version in app_meta changes, which every write bumps: the ingest CLI runs in its own process,
 * and a single-row read per call is far cheaper than the ~6,000-row table.
 */
export class BtcHistoryService {
  private cache: { version: string; days: BtcDay[]; demo: boolean } | null = null;
  private figures: { days: BtcDay[] | null; byKey: Map<string, ChartFigure> } = {
    days: null,
    byKey: new Map(),
  };

  private checkedAt = Number.NEGATIVE_INFINITY;
  /** Hear every write this process makes (issue 17: the alerts evaluate the newest day). */
  private readonly writeListeners = new Set<() => void>();

  /**
   * `versionCheckMs`: how long a checked version is trusted before app_meta is read again, so that
   * a busy server does not ask the database on every read; another process's ingest (the CLI,
   * another instance) shows within that time, this process's own at once. 0 checks on every call.
   */
  constructor(
    private readonly db: Db,
    private readonly versionCheckMs = 0,
  ) {}

  /** Every stored day, oldest first. The array is shared: callers must not change it. */
  async daily(): Promise<BtcDay[]> {
    const now = performance.now();
    if (this.cache && now - this.checkedAt < this.versionCheckMs) return this.cache.days;
    const version = await this.version(this.db);
    this.checkedAt = now;
    if (this.cache?.version === version) return this.cache.days;
    const rows = await this.db<Row>('btc_daily').select().orderBy('date', 'asc');
    const source = await this.db('app_meta').where({ key: sourceKey }).first<{ value: string }>();
    const days = rows.map(fromRow);
    this.cache = { version, days, demo: days.length > 0 && source?.value === 'demo' };
    return days;
  }

  /**
   * Whether the stored days came from the generator: the 演示数据 mark of btcdata and chart/summary.
   * Read with the days, so it costs nothing beyond `daily()` and never disagrees with it.
   */
  async isDemo(): Promise<boolean> {
    await this.daily();
    return this.cache?.demo ?? false;
  }

  /**
   * figureFor over every stored day, kept until the history changes: the rainbow over 16 years
   * takes ~130 ms and 1.6 MB to build, too much to redo on every btcdata request.
   */
  async figure(chartKey: ChartKey, options: FigureOptions = {}): Promise<ChartFigure> {
    const days = await this.daily();
    const key = `${chartKey}:${options.rainbow ?? 'classic'}`;
    if (this.figures.days !== days) this.figures = { days, byKey: new Map() };
    let figure = this.figures.byKey.get(key);
    if (!figure) {
      figure = figureFor(chartKey, days, options);
      this.figures.byKey.set(key, figure);
    }
    return figure;
  }

  /** What fills btc_daily: a real read (Coin Metrics, a file), the generator, or nothing yet. */
  async serving(): Promise<'real' | 'demo' | 'none'> {
    const row = await this.db('app_meta').where({ key: sourceKey }).first<{ value: string }>();
    if (!row || (await this.daily()).length === 0) return 'none';
    return row.value === 'demo' ? 'demo' : 'real';
  }

  /** The newest stored day, or null on an empty table. */
  async latest(): Promise<BtcDay | null> {
    return (await this.daily()).at(-1) ?? null;
  }

  /** Calls `listener` after each upsert of this process (an ingest, the demo seed). */
  onWrite(listener: () => void): void {
    this.writeListeners.add(listener);
  }

  /** Forgets the in-memory copy (the next `daily()` reads the table). */
  invalidate(): void {
    this.cache = null;
  }

  /**
   * Inserts new days and overwrites changed ones, all in one transaction: either the whole batch
   * is stored or none of it. Running it twice with the same rows changes nothing the second time.
   * When the table holds demo rows, a real source replaces them in the same transaction.
   */
  async upsert(days: readonly BtcDay[], source: 'coinmetrics' | 'demo'): Promise<UpsertCounts> {
    const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
    await this.db.transaction(async (trx) => {
      const current = await trx('app_meta').where({ key: sourceKey }).first<{ value: string }>();
      if (current?.value === 'demo' && source !== 'demo') await trx('btc_daily').delete();
      for (let i = 0; i < days.length; i += chunkSize) {
        const rows = days.slice(i, i + chunkSize).map(toRow);
        const existing = new Map(
          (
            await trx<Row>('btc_daily')
              .select()
              .whereIn(
                'date',
                rows.map((r) => r.date),
              )
          ).map((r) => [r.date, r]),
        );
        const fresh = rows.filter((r) => !existing.has(r.date));
        const changed = rows.filter((r) => {
          const old = existing.get(r.date);
          return old !== undefined && !sameRow(old, r);
        });
        if (fresh.length > 0) await trx('btc_daily').insert(fresh);
        for (const r of changed) await trx('btc_daily').where({ date: r.date }).update(r);
        counts.inserted += fresh.length;
        counts.updated += changed.length;
        counts.unchanged += rows.length - fresh.length - changed.length;
      }
      await setMeta(trx, sourceKey, source);
      await setMeta(trx, versionKey, newVersion());
    });
    this.invalidate();
    for (const listener of this.writeListeners) listener();
    return counts;
  }

  /**
   * Fills an empty table with the generated history up to `today` (anchored to a real close,
   * providers/marketdata/demoHistory.ts); false when rows exist already.
   */
  async seedDemo(today: Date): Promise<boolean> {
    const any = await this.db('btc_daily').first('date');
    if (any) return false;
    await this.upsert(demoHistory({ to: dayOf(today.getTime()) }), 'demo');
    return true;
  }

  private async version(db: Knex): Promise<string> {
    const row = await db('app_meta').where({ key: versionKey }).first<{ value: string }>();
    return row?.value ?? 'none';
  }
}
