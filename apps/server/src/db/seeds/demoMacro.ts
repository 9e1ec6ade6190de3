import { financialSeries } from '@coinsight/domain/market';
import { MacroRepo } from '../../modules/macro/repo.ts';
import { demoSeriesPoints } from '../../providers/macro/demo.ts';
import type { Db } from '../knex.ts';

/**
 * Gives every catalogued series without observations its demo history up to `now`'s UTC day, so
 * the overview and every detail page have believable data on a first `npm start`. A series that
 * already has rows (an earlier seed, an ingest) is left alone. Answers how many series were filled.
 */
export async function seedDemoMacro(db: Db, now: Date): Promise<number> {
  const repo = new MacroRepo(db);
  const today = now.toISOString().slice(0, 10);
  let filled = 0;
  for (const series of financialSeries) {
    if (await repo.hasRows(series.id)) continue;
    const points = demoSeriesPoints(series, today);
    if (points.length === 0) continue;
    await repo.upsert(series.id, points, 'demo', now);
    filled += 1;
  }
  return filled;
}
