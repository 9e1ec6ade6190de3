import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/** The loading page (spec 1 §2.1), a top-level route. */
export const loadingRoutes: readonly SiteRoute[] = [
  {
    name: 'loading',
    path: '/loading',
    layout: 'bare',
    component: lazyPage(() => import('./LoadingPage.tsx').then((m) => m.LoadingPage)),
  },
];
