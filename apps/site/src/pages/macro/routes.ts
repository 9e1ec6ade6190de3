import type { SiteRoute } from '../../router/siteRoute.ts';

/** The macro area's pages, spread into the site's route table. */
export const macroRoutes: readonly SiteRoute[] = [];
