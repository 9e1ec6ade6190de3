import type { Logger } from 'pino';
import type { CalendarSettings } from '../../config.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { onlineCalendar } from '../../providers/calendar/forexFactory.ts';
import type { CalendarProvider } from '../../providers/calendar/types.ts';
import type { CalendarRepo } from './repo.ts';
import type { CalendarService } from './service.ts';

/** How often landed releases are looked up in the FRED series (the macro area refreshes those). */
export const fredFillEveryMs = 10 * 60_000;

/** How often the demo calendar is carried forward, so a server left running keeps upcoming releases. */
export const demoExtendEveryMs = 6 * 3_600_000;

/**
 * The calendar's jobs, run once the server listens (on one instance of several): the FRED fill
 * always; with CALENDAR_SOURCE=online the export read every pollMinutes; with demo the generator
 * run again over a calendar the demo seed filled, unless a real import has replaced it (a server
 * without SEED_DEMO gets no demo releases).
 */
export function scheduleCalendar(
  jobs: Jobs,
  calendar: CalendarService,
  repo: CalendarRepo,
  demo: CalendarProvider,
  settings: CalendarSettings,
  logger: Logger,
): void {
  jobs.every({
    name: 'calendar.fred-fill',
    everyMs: fredFillEveryMs,
    run: async () => void (await calendar.fillFromFred()),
  });
  if (settings.source === 'online')
    jobs.every({
      name: 'calendar.online',
      everyMs: settings.pollMinutes * 60_000,
      run: async (signal) => {
        const run = await calendar.run(onlineCalendar(settings.url), signal);
        logger.info(
          {
            read: run.read,
            inserted: run.inserted,
            updated: run.updated,
            skipped: run.skipped.length,
          },
          'calendar export read',
        );
      },
    });
  else
    jobs.every({
      name: 'calendar.demo-extend',
      everyMs: demoExtendEveryMs,
      run: async () => {
        // Only a calendar the demo seed filled (SEED_DEMO) and no real import replaced.
        const origins = await repo.originCounts();
        if (origins.demo > 0 && origins.file + origins.online === 0) await calendar.run(demo);
      },
    });
}
