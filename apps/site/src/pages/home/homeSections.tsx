import { dailyAnalysisHref } from '@coinsight/domain/analysisView';
import { IndicatorCards, LatestAnalysis, NewsFlash } from '@coinsight/ui';
import { Suspense } from 'react';
import { lazyPage } from '../../router/lazyPage.ts';
import { PageBoundary } from '../../router/PageFallback.tsx';

/**
 * The home's live sections load after the hero has painted (issue 18: the home's first load is the
 * entry and this page's own chunk). What they fetch with — the contracts' zod schemas, the news
 * push, the members' carousel and favourites — is most of the page's code and none of it is needed
 * to paint. Until a section's chunk arrives it shows its own loading state, the same element its
 * code shows while its call is under way, so nothing moves when it arrives; a chunk that cannot be
 * fetched shows the section's failed call, with 重试 where the section has one.
 */
const live = () => import('./HomeLive.tsx');

const LiveIndicatorCards = lazyPage(() => live().then((m) => m.HomeIndicatorCards));
const LiveNewsFlash = lazyPage(() => live().then((m) => m.HomeNewsFlash));
const LiveRecentlyViewed = lazyPage(() => live().then((m) => m.HomeRecentlyViewed));
const LiveFavoriteCharts = lazyPage(() => live().then((m) => m.HomeFavoriteCharts));
const LiveAiReport = lazyPage(() => import('./HomeAiReport.tsx').then((m) => m.HomeAiReport));

const ignore = () => undefined;

/** The four indicator cards (spec 1 §2.3), each saying 加载中… until its chunk and summary arrive. */
export function HomeIndicatorCards() {
  return (
    <PageBoundary failed={() => <IndicatorCards readings={null} loading={false} date={null} />}>
      <Suspense fallback={<IndicatorCards readings={null} loading date={null} />}>
        <LiveIndicatorCards />
      </Suspense>
    </PageBoundary>
  );
}

/** The news flash, then on a desktop a member's recently viewed news and favourite charts. */
export function HomeNewsSections() {
  return (
    <>
      <PageBoundary
        failed={(retry) => <NewsFlash items={[]} status="error" onOpen={ignore} onRetry={retry} />}
      >
        <Suspense fallback={<NewsFlash items={[]} status="loading" onOpen={ignore} />}>
          <LiveNewsFlash />
        </Suspense>
      </PageBoundary>
      {/* Members only (visitors see neither): they come after the flash, below the first screen, and
          are left out when their chunk cannot be fetched. */}
      <PageBoundary failed={() => null}>
        <Suspense fallback={null}>
          <LiveRecentlyViewed />
          <LiveFavoriteCharts />
        </Suspense>
      </PageBoundary>
    </>
  );
}

/** The AI report teaser: the newest daily analysis in short. */
export function HomeAiReport() {
  return (
    <PageBoundary
      failed={(retry) => (
        <LatestAnalysis latest={null} status="error" dayHref={dailyAnalysisHref} onRetry={retry} />
      )}
    >
      <Suspense
        fallback={<LatestAnalysis latest={null} status="loading" dayHref={dailyAnalysisHref} />}
      >
        <LiveAiReport />
      </Suspense>
    </PageBoundary>
  );
}
