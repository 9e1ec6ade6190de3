import type { SiteRoute } from '../../router/siteRoute.ts';

/** The news area's pages, spread into the site's route table. */
export const newsRoutes: readonly SiteRoute[] = [];
