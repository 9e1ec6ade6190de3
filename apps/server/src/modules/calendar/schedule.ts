import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import { originOf } from '../../sources/failure.ts';
import type { SourceRegistry } from '../../sources/registry.ts';
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
 * always; with CALENDAR_SOURCE=online the export read every pollMinutes, its outcome reported to
 * the source registry (a failure keeps the demo releases, which a success replaces); the generator
 * run again over a calendar the demo seed filled, unless a real import has replaced it (a server
 * without SEED_DEMO gets no demo releases), so an unreachable export still leaves upcoming rows.
 */
export function scheduleCalendar(
  jobs: Jobs,
  calendar: CalendarService,
  repo: CalendarRepo,
  demo: CalendarProvider,
  settings: CalendarSettings,
  logger: Logger,
  status: { sources: SourceRegistry; clock: Clock },
): void {
  const { sources, clock } = status;
  const online = settings.source === 'online';
  const read = async (signal?: AbortSignal) => {
    const next = new Date(clock.now().getTime() + settings.pollMinutes * 60_000);
    try {
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
      if (run.read === 0) throw new Error('the export held no release (malformed)');
      await sources.succeeded('calendar', next);
    } catch (error) {
      await sources.failed('calendar', error, next);
    }
  };
  sources.register('calendar', {
    configured: online ? 'real' : 'demo',
    origin: online ? originOf(settings.url) : null,
    serving: async () => {
      const origins = await repo.originCounts();
      if (origins.file + origins.online > 0) return 'real';
      return origins.demo > 0 ? 'demo' : 'none';
    },
    rows: async () => {
      const origins = await repo.originCounts();
      return origins.demo + origins.file + origins.online;
    },
    ...(online ? { refresh: () => read() } : {}),
  });
  jobs.every({
    name: 'calendar.fred-fill',
    everyMs: fredFillEveryMs,
    run: async () => void (await calendar.fillFromFred()),
  });
  if (online)
    jobs.every({
      name: 'calendar.online',
      everyMs: settings.pollMinutes * 60_000,
      run: (signal) => sources.track('calendar', () => read(signal)),
    });
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
