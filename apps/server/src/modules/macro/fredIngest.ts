import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { btcSeries, financialSeries, seriesById, type SeriesPoint } from '@coinsight/domain/market';
import type { Db } from '../../db/knex.ts';
import type { FredClient } from '../../providers/macro/fredClient.ts';
import { parseFredCsv } from '../../providers/macro/fredCsv.ts';
import { MacroRepo, type MacroSource, type UpsertCounts } from './repo.ts';

/**
 * `npm run ingest -- fred`: FRED observations into macro_observations, from FRED over HTTP or from
 * CSV files (FRED's download, or the collectors' `date,value` copies). Each series is one
 * transaction; running it again changes nothing, and revised values are updated.
 */

/** A series named on the command line or by a file that the catalogue does not have. */
export class UnknownSeriesError extends Error {
  override readonly name = 'UnknownSeriesError';
}

export interface FredIngestResult extends UpsertCounts {
  seriesId: string;
  /** Where it came from: FRED's API or download, or the file's name. */
  from: string;
  /** Observations with a value. */
  read: number;
  /** Observations FRED marked missing, dropped (the days stay gaps). */
  missing: number;
  first: string | null;
  last: string | null;
}

export interface FredIngestFailure {
  seriesId: string;
  message: string;
}

/** The catalogue id a name stands for, in the catalogue's case; Bitcoin comes from `ingest -- btc`. */
export function catalogueId(name: string): string {
  const series = seriesById(name);
  if (!series)
    throw new UnknownSeriesError(
      `${name} is not a series of the catalogue (@coinsight/domain/market)`,
    );
  if (series.id === btcSeries.id)
    throw new UnknownSeriesError(
      `${series.id} is drawn from the daily Bitcoin history: use npm run ingest -- btc`,
    );
  return series.id;
}

/** The series a CSV file holds: `--series`, else its header (observation_date,DGS10), else its name (fred-DGS10.csv). */
export function fileSeriesId(file: string, headerId: string | null, given?: string): string {
  if (given) return catalogueId(given);
  if (headerId) return catalogueId(headerId);
  const match = /^(?:fred-)?([A-Za-z0-9_]+)\.csv$/i.exec(basename(file));
  if (!match?.[1])
    throw new UnknownSeriesError(
      `${file}: its header says value, not a series, and its name is not fred-<SERIES>.csv; name it with --series`,
    );
  return catalogueId(match[1]);
}

function result(
  seriesId: string,
  from: string,
  points: readonly SeriesPoint[],
  missing: number,
  counts: UpsertCounts,
): FredIngestResult {
  return {
    seriesId,
    from,
    read: points.length,
    missing,
    first: points[0]?.date ?? null,
    last: points.at(-1)?.date ?? null,
    ...counts,
  };
}

async function store(
  repo: MacroRepo,
  seriesId: string,
  points: readonly SeriesPoint[],
  source: MacroSource,
  now: Date,
): Promise<UpsertCounts> {
  const sorted = [...points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return repo.upsert(seriesId, sorted, source, now, source === 'fred' ? now : null);
}

/**
 * Loads FRED CSV files: what the end-to-end tests and a machine without network use. `seriesIds`
 * pairs with `files` in order when given; `macro`, a running server's service
 * (`server.services.macro`), forgets its cache at once instead of within a second. Throws on the
 * first bad file; earlier files stay stored.
 */
export async function ingestFredFiles(
  db: Db,
  files: readonly string[],
  options: {
    seriesIds?: readonly string[];
    now?: Date;
    onFile?: (r: FredIngestResult) => void;
    macro?: { invalidate(): void };
  } = {},
): Promise<FredIngestResult[]> {
  const repo = new MacroRepo(db);
  const now = options.now ?? new Date();
  const results: FredIngestResult[] = [];
  for (const [i, file] of files.entries()) {
    let csv;
    try {
      csv = parseFredCsv(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    const seriesId = fileSeriesId(file, csv.seriesId, options.seriesIds?.[i]);
    const counts = await store(repo, seriesId, csv.points, 'file', now);
    options.macro?.invalidate();
    const r = result(seriesId, basename(file), csv.points, csv.missing, counts);
    options.onFile?.(r);
    results.push(r);
  }
  return results;
}

/**
 * Loads series from FRED (every catalogued FRED series when `seriesIds` is empty). A series FRED
 * refuses or that cannot be read is reported and the others go on.
 */
export async function ingestFredSeries(
  db: Db,
  fred: FredClient,
  seriesIds: readonly string[],
  options: { now?: Date; onSeries?: (index: number, total: number, id: string) => void } = {},
): Promise<{ results: FredIngestResult[]; failures: FredIngestFailure[] }> {
  const repo = new MacroRepo(db);
  const ids = seriesIds.length > 0 ? seriesIds.map(catalogueId) : financialSeries.map((s) => s.id);
  const results: FredIngestResult[] = [];
  const failures: FredIngestFailure[] = [];
  for (const [i, id] of ids.entries()) {
    options.onSeries?.(i, ids.length, id);
    try {
      const answer = await fred.observations(id);
      const counts = await store(repo, id, answer.points, 'fred', options.now ?? new Date());
      results.push(result(id, `FRED ${fred.via}`, answer.points, answer.missing, counts));
    } catch (error) {
      failures.push({
        seriesId: id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { results, failures };
}
