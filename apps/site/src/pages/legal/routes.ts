import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/** The legal texts the footer links to (issue 37): the user agreement at /agreement. */
export const legalRoutes: readonly SiteRoute[] = [
  {
    name: 'agreement',
    path: '/agreement',
    layout: 'shell',
    component: lazyPage(() => import('./AgreementPage.tsx').then((m) => m.AgreementPage)),
  },
];
