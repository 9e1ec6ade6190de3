import { indicatorSummary, type IndicatorReading } from '@coinsight/domain/api';
import { chartAccess } from '@coinsight/domain/indicatorMenu';
import { IndicatorCards } from '@coinsight/ui';
import { Suspense, useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { lazyPage } from '../../router/lazyPage.ts';
import { PageBoundary } from '../../router/PageFallback.tsx';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { useDataMobile } from './useDataMobile.ts';
import { useSiteState } from '../../store/useSiteState.ts';

// Visitors and phones never see the grid, so its code (and the chart desk's calls) loads only for a
// member on a desktop: the home page's first load stays small. A grid whose chunk cannot be fetched
// is left out, as for a visitor.
const HomeFavoriteGrid = lazyPage(() =>
  import('./HomeFavoriteGrid.tsx').then((m) => m.HomeFavoriteGrid),
);

/**
 * Spec 1 §2.3: the home page's four indicator cards (存量流量模型, NUPL, 巨鲸指标, 彩虹图) with today's
 * value and zone from the public indicators.summary; a failed call leaves the cards without them.
 */
export function HomeIndicatorCards() {
  const [summary, setSummary] = useState<{
    date: string | null;
    cards: IndicatorReading[] | null;
    demo?: true;
  } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    call(indicatorSummary, { signal: abort.signal }).then(setSummary, () => {
      if (!abort.signal.aborted) setSummary({ date: null, cards: null });
    });
    return () => abort.abort();
  }, []);
  return (
    <IndicatorCards
      readings={summary?.cards ?? null}
      loading={summary === null}
      date={summary?.date ?? null}
      demo={summary?.demo === true}
    />
  );
}

/**
 * Spec 2 §2.5: on desktop the home page shows the member's favourite charts (favorite/0, a VIP call);
 * a member without VIP has none yet and sees the empty notice with 去收藏; visitors see nothing.
 */
export function HomeFavoriteCharts() {
  const store = useSiteStore();
  const { username, is_vip } = useSiteState(store);
  const mobile = useDataMobile();
  const access = chartAccess({ loggedIn: username !== null, isVip: is_vip });
  if (mobile || access === 'visitor') return null;
  return (
    <PageBoundary failed={() => null}>
      <Suspense fallback={null}>
        <HomeFavoriteGrid vip={access === 'vip'} />
      </Suspense>
    </PageBoundary>
  );
}
