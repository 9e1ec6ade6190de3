import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/** The ai area's pages, spread into the site's route table (spec 3 §2.1: toAI, name ai). */
export const aiRoutes: readonly SiteRoute[] = [
  {
    name: 'ai',
    path: '/toAI',
    layout: 'shell',
    component: lazyPage(() => import('./AiPage.tsx').then((m) => m.AiPage)),
  },
];
