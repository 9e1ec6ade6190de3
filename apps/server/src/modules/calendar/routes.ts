import { category, categoryYears, economicByDate } from '../../contract.ts';
import { routesFor, type ContractRoute } from '../../http/contractRoute.ts';
import type { CalendarService } from './service.ts';

/** What the calendar area's handlers reach. */
export interface CalendarDeps {
  calendar: CalendarService;
}

const route = routesFor<CalendarDeps>();

/**
 * Caching (spec 3 §9): the page keeps a day for an hour and a category range for two; the answers
 * say as much to the browser, members only (private), with an ETag so a browser whose copy is
 * older revalidates for a 304. The service hands out one object per question until the data
 * changes, so each tag is computed once.
 */
export const dayCaching = {
  etag: true,
  cacheControl: 'private, max-age=3600',
  fastRead: true,
} as const;
export const categoryCaching = {
  etag: true,
  cacheControl: 'private, max-age=7200',
  fastRead: true,
} as const;

/** GET economic/date/{date}: one Beijing day's releases of 美国 and 欧元区, by time. */
export const economicByDateRoute = route(
  economicByDate,
  ({ params, deps }) => deps.calendar.day(params.date),
  dayCaching,
);

/** GET category/{seriesId}: every release of an indicator that has an actual. */
export const categoryRoute = route(
  category,
  ({ params, deps }) => deps.calendar.category(params.seriesId, 0),
  categoryCaching,
);

/** GET category/{seriesId}/{years}: the same over the last 1, 3, 5 or 10 years (0: all). */
export const categoryYearsRoute = route(
  categoryYears,
  ({ params, deps }) => deps.calendar.category(params.seriesId, params.years),
  categoryCaching,
);

/** The calendar area's contract routes (spec 3 §7). */
export const calendarRoutes: readonly ContractRoute<CalendarDeps>[] = [
  economicByDateRoute,
  categoryRoute,
  categoryYearsRoute,
];
