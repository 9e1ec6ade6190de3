import type { SiteRoute } from '../../router/siteRoute.ts';
import { LatestNewsPage } from './LatestNewsPage.tsx';
import { NewsDetailPage } from './NewsDetailPage.tsx';
import { NewsPage } from './NewsPage.tsx';
import { TestLatestNewsPage } from './TestLatestNewsPage.tsx';

/**
 * The news area's pages, spread into the site's route table (spec 3 §2.1): the list, the detail and
 * the latest-news timeline under the root layout; the timeline's test page a top-level route.
 */
export const newsRoutes: readonly SiteRoute[] = [
  { name: 'toNews', path: '/toNews', layout: 'shell', component: NewsPage },
  { name: 'toNewsDetail', path: '/toNewsDetail', layout: 'shell', component: NewsDetailPage },
  { name: 'latestnews', path: '/toLatestNews', layout: 'shell', component: LatestNewsPage },
  {
    name: 'test-latest-news',
    path: '/test-latest-news',
    layout: 'bare',
    component: TestLatestNewsPage,
  },
];
