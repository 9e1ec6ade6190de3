import { pointsByDate } from '@coinsight/domain/calendar';
import { silentLogger } from '../../logger.ts';
import { CalendarRepo } from '../../modules/calendar/repo.ts';
import { CalendarService } from '../../modules/calendar/service.ts';
import { MacroRepo } from '../../modules/macro/repo.ts';
import { demoCalendar } from '../../providers/calendar/demo.ts';
import type { Db } from '../knex.ts';

/**
 * Gives an empty calendar the demo generator's releases (ten years back to three weeks ahead),
 * their FRED-linked actuals filled from the macro series seeded before it. A calendar that holds
 * anything (an earlier seed, an import) is left alone. Answers how many releases were stored.
 */
export async function seedDemoCalendar(db: Db, now: Date): Promise<number> {
  const repo = new CalendarRepo(db);
  const origins = await repo.originCounts();
  if (origins.demo + origins.file + origins.online > 0) return 0;
  const macro = new MacroRepo(db);
  const clock = { now: () => now, sleep: () => Promise.resolve() };
  const service = new CalendarService(repo, macro, clock, silentLogger());
  const run = await service.run(
    demoCalendar(clock.now, async (seriesId) => pointsByDate(await macro.history(seriesId))),
  );
  return run.inserted;
}
