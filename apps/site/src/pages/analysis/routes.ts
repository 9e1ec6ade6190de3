import type { SiteRoute } from '../../router/siteRoute.ts';

/** The daily analysis page, spread into the site's route table (issue 15). */
export const analysisRoutes: readonly SiteRoute[] = [];
