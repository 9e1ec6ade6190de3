// `npm run analysis:write -- [--from YYYY-MM-DD] [--to YYYY-MM-DD]` (cli/analysis.ts):
// writes the daily analysis of a range of closed Beijing days again from what the database holds
// now (after `npm run ingest -- btc` replaced the demo history, say), through the provider when
// AI_API_KEY is set, else the offline analyst. Days an admin edited are kept as they are.
import { closedDays, previousDay } from '@coinsight/domain/analysis';
import { analysisDate } from '@coinsight/domain/api';
import { readCommand, UsageError, type CommandIo } from '../../commands/command.ts';
import { systemClock } from '../../clock.ts';
import { migrateLatest, openDb } from '../../db/knex.ts';
import { silentLogger } from '../../logger.ts';
import { OpenAiCompatibleProvider } from '../../providers/ai/openaiCompatible.ts';
import { AnalysisRepo, type WriteOutcome } from './repo.ts';
import { analysisSourcesOn } from './sources.ts';
import { AnalysisWriter } from './writer.ts';

export const analysisUsage =
  'usage: npm run analysis:write -- [--from YYYY-MM-DD] [--to YYYY-MM-DD]\n' +
  '  default: the last 90 closed Beijing days; --to at most yesterday (Beijing), 400 days per run';

/** Days one run writes at most: a provider call each when a key is set. */
export const maxCommandDays = 400;

interface Args {
  from?: string;
  to?: string;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if ((flag !== '--from' && flag !== '--to') || value === undefined)
      throw new UsageError(analysisUsage);
    if (!analysisDate.safeParse(value).success) throw new UsageError(analysisUsage);
    args[flag === '--from' ? 'from' : 'to'] = value;
  }
  return args;
}

/** The days from `from` to `to`, oldest first; null when the range is backwards or too long. */
export function daysBetween(from: string, to: string): string[] | null {
  const out: string[] = [];
  for (let day = to; day >= from; day = previousDay(day)) {
    out.push(day);
    if (out.length > maxCommandDays) return null;
  }
  return out.length > 0 ? out.reverse() : null;
}

export async function runAnalysisCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const command = readCommand(parseArgs, argv, io);
  if (command === 2) return 2;
  const { args, config } = command;
  const now = systemClock.now();
  const yesterday = closedDays(now, 1)[0]!;
  const to = args.to ?? yesterday;
  const from = args.from ?? closedDays(now, 90).at(-1)!;
  const days = to <= yesterday ? daysBetween(from, to) : null;
  if (!days) {
    io.stderr.write(`${analysisUsage}\n`);
    return 2;
  }
  const db = openDb(config.database);
  try {
    await migrateLatest(db);
    const { apiKey } = config.ai;
    const provider = apiKey ? new OpenAiCompatibleProvider({ ...config.ai, apiKey }) : null;
    const writer = new AnalysisWriter(analysisSourcesOn(db), () => provider, silentLogger());
    const repo = new AnalysisRepo(db);
    const counts: Record<WriteOutcome, number> = {
      inserted: 0,
      updated: 0,
      unchanged: 0,
      edited: 0,
    };
    for (const day of await writer.write(days)) counts[await repo.write(day, now)] += 1;
    io.stdout.write(
      `daily analysis ${days[0]} … ${days.at(-1)} (${provider ? 'AI provider' : 'offline analyst'}): ` +
        `${counts.inserted} new, ${counts.updated} rewritten, ${counts.unchanged} unchanged, ` +
        `${counts.edited} kept as an admin edited them\n`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
