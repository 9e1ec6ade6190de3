// `npm run ingest -- fred [--series ID…] [--file <fred.csv>…]` loads macro series (see
// modules/macro/ingestCommand.ts); `npm run ingest -- news [--file F…]` reads news feeds (see
// modules/news/ingestCommand.ts); `npm run ingest -- calendar [--file F…]` reads economic calendar
// releases (see modules/calendar/ingestCommand.ts); the rest of this file is the Bitcoin history:
// `npm run ingest -- btc [--file <coinmetrics.csv>] [--from YYYY-MM-DD] [--url <api base>]`:
// loads daily Bitcoin metrics into btc_daily of the database DATABASE_URL names, from the Coin
// Metrics community API (COINMETRICS_URL) or from one of their CSV files. Upserts are idempotent,
// in batches of 1,000 days, each batch one transaction: a bad row stops the run with its line
// named and exit code 1, and nothing of the batch it is in is stored (earlier batches are; running
// again after the fix is safe). A progress bar goes to stderr, the summary to stdout.
import type { BtcDay } from '@coinsight/domain/indicators';
import { readCommand, runWhenMain, UsageError, type CommandIo } from '../commands/command.ts';
import { migrateLatest, openDb } from '../db/knex.ts';
import { runCalendarIngest } from '../modules/calendar/ingestCommand.ts';
import { runFredIngest } from '../modules/macro/ingestCommand.ts';
import { runNewsIngest } from '../modules/news/ingestCommand.ts';
import { BtcHistoryService, type UpsertCounts } from '../modules/market/btcHistory.ts';
import {
  BadRowError,
  fetchCoinMetrics,
  fileSize,
  readCoinMetricsCsv,
} from '../modules/market/coinMetrics.ts';

export const batchSize = 1_000;

const usage =
  'usage: npm run ingest -- btc [--file <coinmetrics.csv>] [--from YYYY-MM-DD] [--url <api base URL>]\n' +
  '       npm run ingest -- fred [--series ID…] [--file <fred.csv>…]\n' +
  '       npm run ingest -- news [--file <feed.xml|feed.json>…]\n' +
  '       npm run ingest -- calendar [--file <calendar.csv|calendar.json>…]';

/** What the ingest command writes to and reads: the process's streams and environment, or a test's. */
export type IngestIo = CommandIo;

interface Args {
  file?: string;
  from?: string;
  url?: string;
}

function parseArgs(argv: readonly string[]): Args {
  const [what, ...rest] = argv;
  if (what !== 'btc') throw new UsageError(usage);
  const args: Args = {};
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined || value.startsWith('--')) throw new UsageError(usage);
    if (flag === '--file') args.file = value;
    else if (flag === '--from') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new UsageError(`--from must be YYYY-MM-DD`);
      args.from = value;
    } else if (flag === '--url') args.url = value.replace(/\/+$/, '');
    else throw new UsageError(usage);
  }
  return args;
}

/** A one-line bar redrawn in place on a terminal; elsewhere a line at each tenth. */
class Progress {
  private shownTenth = -1;
  constructor(private readonly out: IngestIo['stderr']) {}

  update(fraction: number, rows: number): void {
    const f = Math.min(1, Math.max(0, fraction));
    const label = `${Math.round(f * 100)}% ${rows.toLocaleString('en-US')} rows`;
    if (this.out.isTTY) {
      const filled = Math.round(f * 30);
      this.out.write(`\r[${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${label}   `);
    } else if (Math.floor(f * 10) > this.shownTenth) {
      this.shownTenth = Math.floor(f * 10);
      this.out.write(`${label}\n`);
    }
  }

  end(): void {
    if (this.out.isTTY) this.out.write('\n');
  }
}

interface Totals extends UpsertCounts {
  read: number;
  skipped: number;
  first: string | null;
  last: string | null;
}

/** Collects days and stores them a batch at a time. */
class Batcher {
  readonly totals: Totals = {
    read: 0,
    skipped: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    first: null,
    last: null,
  };
  // Keyed by date: a day repeated in the source is stored once, its last value winning.
  private pending = new Map<string, BtcDay>();

  constructor(private readonly history: BtcHistoryService) {}

  async add(day: BtcDay | null): Promise<void> {
    this.totals.read += 1;
    if (day === null) {
      this.totals.skipped += 1;
      return;
    }
    this.pending.set(day.date, day);
    if (this.pending.size >= batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const days = [...this.pending.values()];
    const counts = await this.history.upsert(days, 'coinmetrics');
    this.pending = new Map();
    this.totals.inserted += counts.inserted;
    this.totals.updated += counts.updated;
    this.totals.unchanged += counts.unchanged;
    for (const d of days) {
      if (this.totals.first === null || d.date < this.totals.first) this.totals.first = d.date;
      if (this.totals.last === null || d.date > this.totals.last) this.totals.last = d.date;
    }
  }

  get stored(): number {
    return this.totals.inserted + this.totals.updated + this.totals.unchanged;
  }
}

const dayMs = 86_400_000;

/** Runs the command; answers the exit code. */
export async function runIngest(argv: readonly string[], io: IngestIo): Promise<number> {
  if (argv[0] === 'fred') return runFredIngest(argv.slice(1), io);
  if (argv[0] === 'news') return runNewsIngest(argv.slice(1), io);
  if (argv[0] === 'calendar') return runCalendarIngest(argv.slice(1), io);
  const command = readCommand(parseArgs, argv, io);
  if (command === 2) return 2;
  const { args, config } = command;
  const started = Date.now();
  const db = openDb(config.database);
  const progress = new Progress(io.stderr);
  let batcher: Batcher | null = null;
  try {
    await migrateLatest(db);
    batcher = new Batcher(new BtcHistoryService(db));
    if (args.file) {
      const size = Math.max(1, await fileSize(args.file));
      for await (const row of readCoinMetricsCsv(args.file)) {
        await batcher.add(row.day);
        if (row.line % 100 === 0) progress.update(row.bytes / size, batcher.totals.read);
      }
    } else {
      const baseUrl = args.url ?? config.market.coinMetricsUrl;
      const start = Date.parse(`${args.from ?? '2010-07-18'}T00:00:00Z`);
      for await (const page of fetchCoinMetrics({
        baseUrl,
        ...(args.from ? { from: args.from } : {}),
      })) {
        for (const day of page.days) await batcher.add(day);
        const last = page.days.findLast((d) => d !== null);
        if (last)
          progress.update(
            (Date.parse(`${last.date}T00:00:00Z`) - start) / Math.max(dayMs, Date.now() - start),
            batcher.totals.read,
          );
      }
    }
    await batcher.flush();
    progress.update(1, batcher.totals.read);
    progress.end();
    const t = batcher.totals;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    io.stdout.write(
      `btc: ${t.read} rows read (${t.skipped} before prices began), ${t.inserted} inserted, ` +
        `${t.updated} updated, ${t.unchanged} unchanged; ` +
        `${t.first && t.last ? `${t.first} → ${t.last}` : 'no days'}; ${seconds} s\n`,
    );
    return 0;
  } catch (error) {
    progress.end();
    const stored = batcher?.stored ?? 0;
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(
      `ingest failed: ${message}\n` +
        `${error instanceof BadRowError ? 'Nothing of the batch holding that row' : 'Nothing of the batch in progress'} ` +
        `was stored; ${stored} days from earlier batches were (running again is safe: rows are upserted).\n`,
    );
    return 1;
  } finally {
    await db.destroy();
  }
}

runWhenMain(import.meta.url, runIngest);
