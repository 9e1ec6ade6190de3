import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/** The admin login (spec 2), a top-level route: where the dashboard sends a visitor. */
export const adminRoutes: readonly SiteRoute[] = [
  {
    name: 'admin',
    path: '/admin',
    layout: 'bare',
    component: lazyPage(() => import('./AdminLoginPage.tsx').then((m) => m.AdminLoginPage)),
  },
];
