import { dailyAnalysisHref } from '@coinsight/domain/analysisView';
import { IndicatorCards, LatestAnalysis, NewsFlash } from '@coinsight/ui';
import { lazy, Suspense } from 'react';

/**
 * The home's live sections load after the hero has painted (issue 18: the home's first load is the
 * entry and this page's own chunk). What they fetch with — the contracts' zod schemas, the news
 * push, the members' carousel and favourites — is most of the page's code and none of it is needed
 * to paint. Until a section's chunk arrives it shows its own loading state, the same element its
 * code shows while its call is under way, so nothing moves when it arrives.
 */
const live = () => import('./HomeLive.tsx');

const LiveIndicatorCards = lazy(() => live().then((m) => ({ default: m.HomeIndicatorCards })));
const LiveNewsFlash = lazy(() => live().then((m) => ({ default: m.HomeNewsFlash })));
const LiveRecentlyViewed = lazy(() => live().then((m) => ({ default: m.HomeRecentlyViewed })));
const LiveFavoriteCharts = lazy(() => live().then((m) => ({ default: m.HomeFavoriteCharts })));
const LiveAiReport = lazy(() =>
  import('./HomeAiReport.tsx').then((m) => ({ default: m.HomeAiReport })),
);

const ignore = () => undefined;

/** The four indicator cards (spec 1 §2.3), each saying 加载中… until its chunk and summary arrive. */
export function HomeIndicatorCards() {
  return (
    <Suspense fallback={<IndicatorCards readings={null} loading date={null} />}>
      <LiveIndicatorCards />
    </Suspense>
  );
}

/** The news flash, then on a desktop a member's recently viewed news and favourite charts. */
export function HomeNewsSections() {
  return (
    <>
      <Suspense fallback={<NewsFlash items={[]} status="loading" onOpen={ignore} />}>
        <LiveNewsFlash />
      </Suspense>
      {/* Members only (visitors see neither): they come after the flash, below the first screen. */}
      <Suspense fallback={null}>
        <LiveRecentlyViewed />
        <LiveFavoriteCharts />
      </Suspense>
    </>
  );
}

/** The AI report teaser: the newest daily analysis in short. */
export function HomeAiReport() {
  return (
    <Suspense
      fallback={<LatestAnalysis latest={null} status="loading" dayHref={dailyAnalysisHref} />}
    >
      <LiveAiReport />
    </Suspense>
  );
}
