import { chartAccess } from '@coinsight/domain/indicatorMenu';
import { FavoriteChartsGrid, IndicatorCards } from '@coinsight/ui';
import { useSnapshot } from 'valtio';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { useFavoriteDesk } from './DeskPage.tsx';
import { useDataMobile } from './useDataMobile.ts';

/** Spec 1 §2.3: the home page's four indicator cards (存量流量模型, NUPL, 巨鲸指标, 彩虹图). */
export function HomeIndicatorCards() {
  return <IndicatorCards />;
}

/**
 * Spec 2 §2.5: on desktop the home page shows the member's favourite charts (favorite/0, a VIP call);
 * a member without VIP has none yet and sees the empty notice with 去收藏; visitors see nothing.
 */
export function HomeFavoriteCharts() {
  const store = useSiteStore();
  const { username, is_vip } = useSnapshot(store.state);
  const mobile = useDataMobile();
  const access = chartAccess({ loggedIn: username !== null, isVip: is_vip });
  const items = useFavoriteDesk(access === 'vip' && !mobile);
  if (mobile || access === 'visitor') return null;
  return <FavoriteChartsGrid items={access === 'vip' ? items : []} />;
}
