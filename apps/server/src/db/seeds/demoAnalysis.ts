import { closedDays } from '@coinsight/domain/analysis';
import type { Logger } from 'pino';
import { AnalysisRepo } from '../../modules/analysis/repo.ts';
import { analysisSourcesOn } from '../../modules/analysis/sources.ts';
import { AnalysisWriter } from '../../modules/analysis/writer.ts';
import type { Db } from '../knex.ts';

/** Closed Beijing days the demo database gets an analysis for. */
export const demoAnalysisDays = 90;

/**
 * Writes the last 90 closed Beijing days once (nothing when any record exists), from whatever the
 * database holds by then (the demo Bitcoin history and news are seeded first) with the offline
 * analyst: the same data always gives the same texts, and start-up never waits on an AI provider.
 */
export async function seedDemoAnalysis(db: Db, now: Date, logger: Logger): Promise<number> {
  const repo = new AnalysisRepo(db);
  if ((await repo.count()) > 0) return 0;
  const writer = new AnalysisWriter(analysisSourcesOn(db), () => null, logger);
  const days = await writer.write(closedDays(now, demoAnalysisDays).reverse());
  for (const day of days) await repo.write(day, now);
  return days.length;
}
