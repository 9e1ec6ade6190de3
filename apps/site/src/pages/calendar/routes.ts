import type { SiteRoute } from '../../router/siteRoute.ts';

/**
 * The economic calendar's pages, spread into the site's route table (issue 15): the calendar under
 * the root layout and /history_market/{targetId}, a top-level route of its own.
 */
export const calendarRoutes: readonly SiteRoute[] = [];
