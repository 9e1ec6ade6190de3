import { demoCalendar } from '../../providers/calendar/demo.ts';
import { pointsByDate } from '@coinsight/domain/calendar';
import { areaName, routeArea, type Area } from '../area.ts';
import { macroAreaName } from '../macro/plugin.ts';
import { MacroRepo } from '../macro/repo.ts';
import { CalendarRepo } from './repo.ts';
import { calendarRoutes } from './routes.ts';
import { scheduleCalendar } from './schedule.ts';
import { CalendarService } from './service.ts';

export const calendarAreaName = areaName<CalendarServices>('coinsight-calendar');

/** What the calendar area shares with the areas after it and with tests. */
export interface CalendarServices {
  calendar: CalendarService;
}

/** The economic calendar: releases from a file, an online source or the demo generator, actuals filled from FRED; economic/date and category/{seriesId}[/{years}] (issue 15). */
export const calendarArea: Area = {
  name: calendarAreaName,
  // The macro area stores the FRED series the actuals come from (read here through its repo).
  dependencies: [macroAreaName],
  register(server, options) {
    const { config, db, clock, logger, jobs, sources } = server.app.core;
    const repo = new CalendarRepo(db);
    const macro = new MacroRepo(db);
    const calendar = new CalendarService(repo, macro, clock, logger);
    const demo = demoCalendar(
      () => clock.now(),
      async (seriesId) => pointsByDate(await macro.history(seriesId)),
    );
    routeArea(server, calendarRoutes, { calendar }, options);
    scheduleCalendar(jobs, calendar, repo, demo, config.calendar, logger, { sources, clock });
    server.expose('services', { calendar } satisfies CalendarServices);
  },
};
