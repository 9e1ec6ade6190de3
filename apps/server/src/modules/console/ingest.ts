import {
  dataSourceLabels,
  dataSources,
  type DataSource,
  type IngestRun,
  type IngestSource,
} from '@coinsight/domain/api';
import type { BtcDay } from '@coinsight/domain/indicators';
import { messages } from '@coinsight/domain/messages';
import { beijingDate } from '@coinsight/domain/time';
import type { Logger } from 'pino';
import type { AuditLog } from '../../audit/auditLog.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/knex.ts';
import { readInstant } from '../../db/knex.ts';
import { DomainError } from '../../domainError.ts';
import type { AdminCredentials } from '../../sessions/credentials.ts';
import { fredClient } from '../../providers/macro/fredClient.ts';
import { ingestFredSeries } from '../macro/fredIngest.ts';
import type { BtcHistoryService } from '../market/btcHistory.ts';
import { fetchCoinMetrics } from '../market/coinMetrics.ts';

const m = messages.admin;
const dayMs = 86_400_000;
/** Where the Coin Metrics history starts when nothing real is stored yet (the CLI's default). */
const btcFirstDay = '2010-07-18';

type Admin = Pick<AdminCredentials, 'id' | 'username'>;

export interface IngestDeps {
  db: Db;
  config: Pick<Config, 'market' | 'macro'>;
  btcHistory: BtcHistoryService;
  /** Forgets the macro area's cached series once FRED's are stored. */
  macro: { invalidate(): void };
  audit: AuditLog;
  clock: Clock;
  logger: Logger;
}

/**
 * The data status and the ingests an admin starts from 图表: the same functions as `npm run
 * ingest -- btc|fred` (fetchCoinMetrics with BtcHistoryService.upsert, ingestFredSeries), run in
 * this process, one at a time, with their progress kept in memory for the dashboard to poll. Runs
 * are this process's: after a restart the status shows the stored days and no run.
 */
export class IngestRunner {
  private runs = new Map<number, IngestRun>();
  private serial = 0;
  private running: Promise<void> | null = null;

  constructor(private readonly deps: IngestDeps) {}

  async status(): Promise<{
    sources: Array<{ source: DataSource; label: string; last_day: string | null; rows: number }>;
    run: IngestRun | null;
  }> {
    const { db } = this.deps;
    const one = async (query: Promise<unknown>) =>
      ((await query) as Array<{ last: unknown; n: number | string }>)[0];
    const btc = await one(db('btc_daily').max({ last: 'date' }).count({ n: '*' }));
    const fred = await one(db('macro_observations').max({ last: 'date' }).count({ n: '*' }));
    const news = await one(db('news').max({ last: 'published_at' }).count({ n: '*' }));
    const newsLast = readInstant(news?.last);
    const last: Record<DataSource, { last_day: string | null; rows: number }> = {
      btc: { last_day: btc?.last ? String(btc.last) : null, rows: Number(btc?.n ?? 0) },
      fred: { last_day: fred?.last ? String(fred.last) : null, rows: Number(fred?.n ?? 0) },
      news: { last_day: newsLast ? beijingDate(newsLast) : null, rows: Number(news?.n ?? 0) },
    };
    return {
      sources: dataSources.map((source) => ({
        source,
        label: dataSourceLabels[source],
        ...last[source],
      })),
      run: this.serial > 0 ? (this.runs.get(this.serial) ?? null) : null,
    };
  }

  run(id: number): IngestRun {
    const run = this.runs.get(id);
    if (!run) throw new DomainError('not_found', m.ingestRunNotFound, 'ingest_run_not_found');
    return run;
  }

  /** Starts the ingest and answers at once; audited as data.ingest when it starts. */
  async start(admin: Admin, source: IngestSource): Promise<IngestRun> {
    if (this.running) throw new DomainError('conflict', m.ingestRunning, 'ingest_running');
    const id = ++this.serial;
    const run: IngestRun = {
      id,
      source,
      state: 'running',
      progress: 0,
      rows: 0,
      message: '正在连接数据源…',
      admin: admin.username,
      started_at: this.deps.clock.now().toISOString(),
      finished_at: null,
    };
    this.runs.set(id, run);
    // Claimed before any await: a second start meanwhile meets the 409.
    this.running = Promise.resolve();
    try {
      await this.deps.audit.record({
        admin,
        action: 'data.ingest',
        target: `source:${source}`,
        after: { run: id, source },
      });
    } catch (error) {
      this.running = null;
      this.runs.delete(id);
      throw error;
    }
    this.running = this.execute(run).finally(() => {
      this.running = null;
    });
    return { ...run };
  }

  /** Waits for the run in progress, if any (tests, and a server that stops). */
  async idle(): Promise<void> {
    await this.running;
  }

  private update(run: IngestRun, change: Partial<IngestRun>): void {
    Object.assign(run, change);
  }

  private async execute(run: IngestRun): Promise<void> {
    try {
      if (run.source === 'btc') await this.btc(run);
      else await this.fred(run);
      this.update(run, {
        state: 'done',
        progress: 1,
        finished_at: this.deps.clock.now().toISOString(),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.deps.logger.warn({ err: error, source: run.source }, 'dashboard ingest failed');
      this.update(run, {
        state: 'failed',
        message: `导入失败：${reason}`,
        finished_at: this.deps.clock.now().toISOString(),
      });
    }
  }

  /** From the last stored day on (again: Coin Metrics revises its latest days), or everything over demo rows. */
  private async btc(run: IngestRun): Promise<void> {
    const { db, btcHistory, config } = this.deps;
    const source = (await db('app_meta').where({ key: 'btc_daily_source' }).first('value')) as
      { value: string } | undefined;
    const latest = source?.value === 'coinmetrics' ? await btcHistory.latest() : null;
    const from = latest?.date ?? btcFirstDay;
    const start = Date.parse(`${from}T00:00:00Z`);
    const span = Math.max(dayMs, this.deps.clock.now().getTime() - start);
    for await (const page of fetchCoinMetrics({ baseUrl: config.market.coinMetricsUrl, from })) {
      const days = page.days.filter((d): d is BtcDay => d !== null);
      if (days.length > 0) await btcHistory.upsert(days, 'coinmetrics');
      const last = days.at(-1);
      this.update(run, {
        rows: run.rows + days.length,
        progress: last
          ? Math.min(0.99, (Date.parse(`${last.date}T00:00:00Z`) - start) / span)
          : run.progress,
        message: last ? `已导入至 ${last.date}` : run.message,
      });
    }
    this.update(run, { message: `完成：共 ${run.rows} 天` });
  }

  private async fred(run: IngestRun): Promise<void> {
    const { db, config, macro } = this.deps;
    const fred = fredClient({
      apiUrl: config.macro.fredUrl,
      csvUrl: config.macro.fredCsvUrl,
      apiKey: config.macro.fredApiKey,
    });
    const { results, failures } = await ingestFredSeries(db, fred, [], {
      now: this.deps.clock.now(),
      onSeries: (i, total, id) =>
        this.update(run, { progress: i / total, message: `正在导入 ${id}（${i + 1}/${total}）` }),
    });
    macro.invalidate();
    const rows = results.reduce((sum, r) => sum + r.inserted + r.updated + r.unchanged, 0);
    if (results.length === 0 && failures.length > 0)
      throw new Error(failures[0]?.message ?? 'FRED');
    this.update(run, {
      rows,
      message:
        failures.length > 0
          ? `完成：${results.length} 个系列，${failures.length} 个失败（${failures.map((f) => f.seriesId).join('、')}）`
          : `完成：${results.length} 个系列`,
    });
  }
}
