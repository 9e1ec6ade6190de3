import { seriesCategories } from '@coinsight/domain/market';
import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/**
 * The macro area's pages, spread into the site's route table: the overview under the root layout
 * (toFinancialData, spec 3 §2.1) and the detail pages, top-level routes of their own, one pattern per
 * category (/market/{type} … /crypto/{type}), all from one chunk.
 */
export const macroRoutes: readonly SiteRoute[] = [
  {
    name: 'toFinancialData',
    path: '/toFinancialData',
    layout: 'shell',
    component: lazyPage(() => import('./FinancialDataPage.tsx').then((m) => m.FinancialDataPage)),
  },
  ...seriesCategories.map((category): SiteRoute => ({
    name: `${category}-detail`,
    path: `/${category}/:type`,
    layout: 'bare',
    component: lazyPage(() => import('./SeriesPage.tsx').then((m) => m.seriesPageOf(category))),
  })),
];
