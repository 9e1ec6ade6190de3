import type { SiteRoute } from '../../router/siteRoute.ts';

/** The ai area's pages, spread into the site's route table. */
export const aiRoutes: readonly SiteRoute[] = [];
