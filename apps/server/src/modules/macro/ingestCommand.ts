import { readCommand, UsageError, type CommandIo } from '../../commands/command.ts';
import { migrateLatest, openDb } from '../../db/knex.ts';
import { fredClient } from '../../providers/macro/fredClient.ts';
import {
  ingestFredFiles,
  ingestFredSeries,
  UnknownSeriesError,
  type FredIngestResult,
} from './fredIngest.ts';

export const fredUsage =
  'usage: npm run ingest -- fred [--series ID…] [--file <fred.csv>…]\n' +
  '  without --file: from FRED (its API with FRED_API_KEY, else the CSV download FRED_CSV_URL), every catalogued series or the --series named\n' +
  '  with --file: FRED CSV files (observation_date,SERIES or date,value); the series is --series (in file order), the header, or the name fred-<SERIES>.csv';

interface FredArgs {
  series: string[];
  files: string[];
}

function parseFredArgs(argv: readonly string[]): FredArgs {
  const args: FredArgs = { series: [], files: [] };
  let flag: '--series' | '--file' | null = null;
  let taken = true;
  for (const word of argv) {
    if (word === '--series' || word === '--file') {
      if (!taken) throw new UsageError(fredUsage);
      flag = word;
      taken = false;
    } else if (word.startsWith('--') || flag === null) throw new UsageError(fredUsage);
    else {
      if (flag === '--series') args.series.push(...word.split(',').filter(Boolean));
      else args.files.push(word);
      taken = true;
    }
  }
  if (!taken) throw new UsageError(fredUsage);
  if (args.files.length > 0 && args.series.length > 0 && args.series.length !== args.files.length)
    throw new UsageError('with --file, give one --series per file (or none)');
  return args;
}

function line(r: FredIngestResult): string {
  return (
    `fred ${r.seriesId} (${r.from}): ${r.read} observations read (${r.missing} missing dropped), ` +
    `${r.inserted} inserted, ${r.updated} updated, ${r.unchanged} unchanged; ` +
    `${r.first && r.last ? `${r.first} → ${r.last}` : 'no observations'}\n`
  );
}

/** `npm run ingest -- fred …`; answers the exit code (2 usage, 1 a series failed, 0 done). */
export async function runFredIngest(argv: readonly string[], io: CommandIo): Promise<number> {
  const command = readCommand(parseFredArgs, argv, io);
  if (command === 2) return 2;
  const { args, config } = command;
  const started = Date.now();
  const db = openDb(config.database);
  try {
    await migrateLatest(db);
    if (args.files.length > 0) {
      let done = 0;
      const results = await ingestFredFiles(db, args.files, {
        seriesIds: args.series,
        onFile: (r) => {
          done += 1;
          io.stderr.write(`[${done}/${args.files.length}] ${r.seriesId}: ${r.read} observations\n`);
          io.stdout.write(line(r));
        },
      });
      io.stdout.write(
        `fred: ${results.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
      return 0;
    }
    const fred = fredClient({
      apiUrl: config.macro.fredUrl,
      csvUrl: config.macro.fredCsvUrl,
      apiKey: config.macro.fredApiKey,
    });
    const { results, failures } = await ingestFredSeries(db, fred, args.series, {
      onSeries: (i, total, id) =>
        io.stderr.write(`[${i + 1}/${total}] ${id} from FRED ${fred.via}…\n`),
    });
    for (const r of results) io.stdout.write(line(r));
    for (const f of failures) io.stderr.write(`fred ${f.seriesId} failed: ${f.message}\n`);
    io.stdout.write(
      `fred: ${results.length} series stored, ${failures.length} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return failures.length > 0 ? 1 : 0;
  } catch (error) {
    io.stderr.write(
      `ingest failed: ${error instanceof Error ? error.message : String(error)}\n` +
        (error instanceof UnknownSeriesError
          ? ''
          : 'Nothing of that series was stored; earlier ones were (running again is safe: rows are upserted).\n'),
    );
    return error instanceof UnknownSeriesError ? 2 : 1;
  } finally {
    await db.destroy();
  }
}
