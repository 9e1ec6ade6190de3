import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/**
 * The indicators area's pages (spec 1 §2.1): the indicator page and the knowledge articles from one
 * module, the desk, under the root layout; the chart test page a top-level route.
 */
export const indicatorRoutes: readonly SiteRoute[] = [
  {
    name: 'toTarget',
    path: '/toTarget',
    layout: 'shell',
    component: lazyPage(() => import('./IndicatorPage.tsx').then((m) => m.TargetPage)),
  },
  {
    name: 'toKnowledge',
    path: '/toKnowledge',
    layout: 'shell',
    component: lazyPage(() => import('./IndicatorPage.tsx').then((m) => m.KnowledgePage)),
  },
  {
    name: 'toDesk',
    path: '/toDesk',
    layout: 'shell',
    component: lazyPage(() => import('./DeskPage.tsx').then((m) => m.DeskPage)),
  },
  {
    name: 'testchart',
    path: '/testchart',
    layout: 'bare',
    component: lazyPage(() => import('./TestChartPage.tsx').then((m) => m.TestChartPage)),
  },
];
