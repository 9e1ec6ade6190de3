import { seriesCategories } from '@coinsight/domain/market';
import type { SiteRoute } from '../../router/siteRoute.ts';
import { FinancialDataPage } from './FinancialDataPage.tsx';
import { seriesPageOf } from './SeriesPage.tsx';

/**
 * The macro area's pages, spread into the site's route table: the overview under the root layout
 * (toFinancialData, spec 3 §2.1) and the detail pages, top-level routes of their own, one pattern per
 * category (/market/{type} … /crypto/{type}).
 */
export const macroRoutes: readonly SiteRoute[] = [
  {
    name: 'toFinancialData',
    path: '/toFinancialData',
    layout: 'shell',
    component: FinancialDataPage,
  },
  ...seriesCategories.map((category): SiteRoute => ({
    name: `${category}-detail`,
    path: `/${category}/:type`,
    layout: 'bare',
    component: seriesPageOf(category),
  })),
];
