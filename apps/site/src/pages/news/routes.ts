import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/**
 * The news area's pages, spread into the site's route table (spec 3 §2.1): the list, the detail and
 * the latest-news timeline under the root layout; the timeline's test page a top-level route. Each
 * page is its own chunk (router/lazyPage.ts), so /toNews never loads the detail's DOMPurify.
 */
export const newsRoutes: readonly SiteRoute[] = [
  {
    name: 'toNews',
    path: '/toNews',
    layout: 'shell',
    component: lazyPage(() => import('./NewsPage.tsx').then((m) => m.NewsPage)),
  },
  {
    name: 'toNewsDetail',
    path: '/toNewsDetail',
    layout: 'shell',
    component: lazyPage(() => import('./NewsDetailPage.tsx').then((m) => m.NewsDetailPage)),
  },
  {
    name: 'latestnews',
    path: '/toLatestNews',
    layout: 'shell',
    component: lazyPage(() => import('./LatestNewsPage.tsx').then((m) => m.LatestNewsPage)),
  },
  {
    name: 'test-latest-news',
    path: '/test-latest-news',
    layout: 'bare',
    component: lazyPage(() => import('./TestLatestNewsPage.tsx').then((m) => m.TestLatestNewsPage)),
  },
];
