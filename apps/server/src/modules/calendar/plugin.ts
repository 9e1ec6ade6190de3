import { routeArea, type Area } from '../area.ts';
import { macroAreaName } from '../macro/plugin.ts';
import { calendarRoutes } from './routes.ts';

export const calendarAreaName = 'coinsight-calendar';

/** What the calendar area shares with the areas after it and with tests. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area lands
export interface CalendarServices {}

/** The economic calendar: releases from a file, an online source or the demo generator, actuals filled from FRED; economic/date and category/{seriesId}[/{years}] (issue 15). */
export const calendarArea: Area = {
  name: calendarAreaName,
  dependencies: [macroAreaName],
  register(server, options) {
    routeArea(server, calendarRoutes, {}, options);
    server.expose('services', {} satisfies CalendarServices);
  },
};
