import {
  sourceKeys,
  sourceLabels,
  type PublicSourceStatus,
  type SourceKey,
  type SourceMode,
  type SourceStatus,
} from '@coinsight/domain/api';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/knex.ts';
import { describeFailure } from './failure.ts';

/** What a source area tells the registry about the data it serves. */
export interface SourceProbe {
  /** What the configuration asks for. */
  readonly configured: 'real' | 'demo';
  /** Where a real read goes (a host), null for a demo-configured source. */
  readonly origin: string | null;
  /** Where the rows it serves now came from: a real read, the generator, or nothing yet. */
  serving(): Promise<'real' | 'demo' | 'none'>;
  /** Rows it feeds now in its main table. */
  rows(): Promise<number>;
  /** One read now (立即刷新); absent for a demo-configured source. */
  refresh?: () => Promise<void>;
}

interface Stored {
  lastSuccess: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  nextRun: Date | null;
}

interface Row {
  source: string;
  mode: string;
  last_success_at: Date | string | null;
  last_error: string | null;
  last_error_at: Date | string | null;
  next_run_at: Date | string | null;
}

const dateOf = (v: Date | string | null): Date | null =>
  v === null ? null : v instanceof Date ? v : new Date(/Z|[+-]\d\d:?\d\d$/.test(v) ? v : `${v}Z`);
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const modeOf = (serving: 'real' | 'demo' | 'none'): SourceMode =>
  serving === 'none' ? 'off' : serving;

/**
 * Every outside source's state (issue 34): what it serves (real, demo, off), its last success and
 * failure, its next run. Areas register a probe for their source and report each read; the admin
 * panel, the monitoring JSON and the site's notice read the statuses. The states are kept in
 * source_status so a restart and the other instances see them.
 */
export class SourceRegistry {
  private readonly probes = new Map<SourceKey, SourceProbe>();
  private readonly state = new Map<SourceKey, Stored>();
  private readonly runs = new Map<SourceKey, Promise<void>>();
  private loaded: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  register(source: SourceKey, probe: SourceProbe): void {
    this.probes.set(source, probe);
  }

  /** A read that stored real data: the source serves it now; the last error is cleared. */
  async succeeded(source: SourceKey, nextRun: Date | null = null): Promise<void> {
    const was = await this.stored(source);
    if (was.lastError) this.logger.info({ source }, `${sourceLabels[source]}：已恢复实时数据`);
    await this.save(source, {
      lastSuccess: this.clock.now(),
      lastError: null,
      lastErrorAt: null,
      nextRun: nextRun ?? was.nextRun,
    });
  }

  /**
   * A read that failed: the source keeps serving what it has (its generator's rows when it never
   * read real data) and says why. One console line per failure that differs from the last.
   */
  async failed(source: SourceKey, error: unknown, nextRun: Date | null = null): Promise<string> {
    const was = await this.stored(source);
    const line = describeFailure(error, this.probes.get(source)?.origin ?? null);
    if (line !== was.lastError)
      this.logger.warn({ source }, `${sourceLabels[source]}不可用，使用演示数据：${line}`);
    await this.save(source, {
      ...was,
      lastError: line,
      lastErrorAt: this.clock.now(),
      nextRun: nextRun ?? was.nextRun,
    });
    return line;
  }

  /** When the schedule reads the source next. */
  async scheduled(source: SourceKey, nextRun: Date): Promise<void> {
    await this.save(source, { ...(await this.stored(source)), nextRun });
  }

  /** Runs `read` as the source's one read in flight (a second caller joins it). */
  track(source: SourceKey, read: () => Promise<void>): Promise<void> {
    let run = this.runs.get(source);
    if (!run) {
      run = read().finally(() => this.runs.delete(source));
      this.runs.set(source, run);
    }
    return run;
  }

  /** 立即刷新: starts one read now (not awaited) and answers the status with running true. */
  async refresh(source: SourceKey): Promise<SourceStatus> {
    const refresh = this.probes.get(source)?.refresh;
    if (refresh)
      void this.track(source, refresh).catch((error: unknown) =>
        this.logger.warn({ err: error, source }, 'source refresh failed'),
      );
    return this.status(source);
  }

  /** Waits for every read in flight (the server stopping, a test). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.runs.values()]);
  }

  async status(source: SourceKey): Promise<SourceStatus> {
    const probe = this.probes.get(source);
    const stored = await this.stored(source);
    const [serving, rows] = probe
      ? await Promise.all([probe.serving(), probe.rows()])
      : (['none', 0] as const);
    return {
      source,
      label: sourceLabels[source],
      mode: modeOf(serving),
      configured: probe?.configured ?? 'demo',
      origin: probe?.origin ?? null,
      last_success: iso(stored.lastSuccess),
      rows,
      next_run: probe?.configured === 'real' ? iso(stored.nextRun) : null,
      last_error: stored.lastError,
      last_error_at: iso(stored.lastErrorAt),
      running: this.runs.has(source),
    };
  }

  async statuses(): Promise<SourceStatus[]> {
    return Promise.all(sourceKeys.map((s) => this.status(s)));
  }

  /**
   * Each source's mode alone, for the site-wide notice the server writes into every page it sends
   * and the public sources call: neither the row counts nor the stored state are read.
   */
  async modes(): Promise<PublicSourceStatus[]> {
    return Promise.all(
      sourceKeys.map(async (source) => ({
        source,
        label: sourceLabels[source],
        mode: modeOf((await this.probes.get(source)?.serving()) ?? 'none'),
      })),
    );
  }

  private async stored(source: SourceKey): Promise<Stored> {
    this.loaded ??= this.load();
    await this.loaded;
    return (
      this.state.get(source) ?? {
        lastSuccess: null,
        lastError: null,
        lastErrorAt: null,
        nextRun: null,
      }
    );
  }

  private async load(): Promise<void> {
    const rows = await this.db<Row>('source_status').select();
    for (const r of rows)
      if ((sourceKeys as string[]).includes(r.source))
        this.state.set(r.source as SourceKey, {
          lastSuccess: dateOf(r.last_success_at),
          lastError: r.last_error,
          lastErrorAt: dateOf(r.last_error_at),
          nextRun: dateOf(r.next_run_at),
        });
  }

  private async save(source: SourceKey, next: Stored): Promise<void> {
    this.state.set(source, next);
    const serving = (await this.probes.get(source)?.serving()) ?? 'none';
    const row = {
      mode: modeOf(serving),
      last_success_at: next.lastSuccess,
      last_error: next.lastError,
      last_error_at: next.lastErrorAt,
      next_run_at: next.nextRun,
      updated_at: this.clock.now(),
    };
    await this.db('source_status')
      .insert({ source, ...row })
      .onConflict('source')
      .merge(row);
  }
}
