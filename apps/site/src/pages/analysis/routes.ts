import { dailyAnalysisHref } from '@coinsight/domain/analysisView';
import { lazyPage } from '../../router/lazyPage.ts';
import type { SiteRoute } from '../../router/siteRoute.ts';

/**
 * The daily analysis page (issue 15, spec 3 §2.2). Route decision: the spec calls it the target
 * page, but /toTarget is the indicator page (spec 2 §2.1), so the daily analysis has its own path
 * under the root layout, /toDailyAnalysis (name toDailyAnalysis), linked from the navbar as 每日分析.
 * `?date=YYYY-MM-DD` opens that day (the home's AI report block links there); without it the first
 * dropdown's first day, the latest analysis, opens.
 *
 * Where the spec's route names land (packages/domain/src/analysisView/links.ts):
 * indicator-detail (type=technical, name) → the indicator's chart on /toTarget?list=…&unit=…;
 * event-detail (type=news, name) and major-event-detail (type=利好/利空, name) → the news item on
 * /toNewsDetail?newsid=…, or the original article in a new tab when the item came from elsewhere.
 */
export const analysisRoutes: readonly SiteRoute[] = [
  {
    name: 'toDailyAnalysis',
    path: dailyAnalysisHref(),
    layout: 'shell',
    component: lazyPage(() => import('./DailyAnalysisPage.tsx').then((m) => m.DailyAnalysisPage)),
  },
];
