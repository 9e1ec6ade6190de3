import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/** The home page (spec 1 §2.1: btm), under the root layout. */
export const homeRoutes: readonly SiteRoute[] = [
  {
    name: 'btm',
    path: '/',
    layout: 'shell',
    component: lazyPage(() => import('./HomePage.tsx').then((m) => m.HomePage)),
  },
];
