import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/** The password reset pages (spec 1 §2.1): asking for the mail, and the mail's link. */
export const accountRoutes: readonly SiteRoute[] = [
  {
    name: 'toReset',
    path: '/toReset',
    layout: 'shell',
    component: lazyPage(() => import('./ToResetPage.tsx').then((m) => m.ToResetPage)),
  },
  {
    name: 'resetPassword',
    path: '/reset-password/:uid/:token',
    layout: 'shell',
    component: lazyPage(() => import('./ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage)),
  },
];
