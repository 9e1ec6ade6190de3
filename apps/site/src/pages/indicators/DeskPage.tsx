import type { FavoriteItem } from '@coinsight/domain/api';
import { chartAccess } from '@coinsight/domain/indicatorMenu';
import { ChartLock, FavoriteChartsGrid } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { DeskAlerts } from '../alerts/DeskAlerts.tsx';
import { loadFavorites } from './indicatorData.ts';
import * as styles from './IndicatorPage.css.ts';
import { useSiteState } from '../../store/useSiteState.ts';

/** The member's favourite charts from favorite/0; null while loading. */
export function useFavoriteDesk(enabled: boolean): FavoriteItem[] | null {
  const [items, setItems] = useState<FavoriteItem[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    loadFavorites(call, abort.signal).then(setItems, (error: unknown) => {
      if (abort.signal.aborted) return;
      console.warn('favorites failed', error);
      setItems([]);
    });
    return () => abort.abort();
  }, [enabled]);
  return items;
}

/** /toDesk: the favourites desk (spec 2 §1: VIP members keep a desk of favourite indicator charts). */
export function DeskPage() {
  const store = useSiteStore();
  const { username, is_vip } = useSiteState(store);
  const access = chartAccess({ loggedIn: username !== null, isVip: is_vip });
  const items = useFavoriteDesk(access === 'vip');
  return (
    <div className={styles.bare}>
      <h1 className={styles.title}>我的收藏台</h1>
      {access === 'vip' ? (
        <>
          <FavoriteChartsGrid items={items} />
          <DeskAlerts />
        </>
      ) : (
        <ChartLock reason={access} onLogin={() => store.actions.openLogin()} title="收藏台" />
      )}
    </div>
  );
}
