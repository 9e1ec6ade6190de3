import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/** Registration (spec 1 §2.1), under the root layout. */
export const registerRoutes: readonly SiteRoute[] = [
  {
    name: 'register',
    path: '/register',
    layout: 'shell',
    component: lazyPage(() => import('./RegisterPage.tsx').then((m) => m.RegisterPage)),
  },
];
