import { getTargetAll, type FavoriteItem, type KnowledgeItem } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  chartAccess,
  chartOf,
  favoritesGroupAvailable,
  positionFromQuery,
  selectFromMenu,
  defaultList,
  defaultUnit,
  type MenuSelection,
} from '@coinsight/domain/indicatorMenu';
import {
  ChartLock,
  FavoriteToggle,
  IndicatorMenu,
  RotateSwitch,
  TouchTip,
  useToast,
} from '@coinsight/ui';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { call } from '../../api/client.ts';
import { firstAnswer } from '../../prerender/firstAnswers.ts';
import { lazyPage } from '../../router/lazyPage.ts';
import { PageBoundary, PageLoading } from '../../router/PageFallback.tsx';
import { useSiteStore } from '../../store/StoreContext.tsx';
import {
  loadFavorites,
  loadMenu,
  saveFavorite,
  type MenuGroups,
  type MenuMode,
} from './indicatorData.ts';
import type { IndicatorChartProps } from './IndicatorChart.tsx';
import * as styles from './IndicatorPage.css.ts';
import { useDataMobile } from './useDataMobile.ts';
import { useSiteState } from '../../store/useSiteState.ts';

type MenuItem = MenuGroups[number]['items'][number];

const KnowledgeArticle = lazyPage(() =>
  import('./knowledgeArticle.ts').then((m) => m.KnowledgeArticle),
);

/**
 * The chart and what draws it (d3, the chart toolbar, the live price) load only when a chart is
 * shown (a VIP's, or the free live price): a visitor's /toTarget opens on the lock, and on a slow
 * link each of those chunks and their style sheets was a further request before it could render.
 */
const IndicatorChart = lazyPage<IndicatorChartProps>(() =>
  import('./IndicatorChart.tsx').then((m) => m.IndicatorChart),
);

const basePath: Record<MenuMode, string> = { indicator: '/toTarget', knowledge: '/toKnowledge' };
const modeTitle: Record<MenuMode, string> = { indicator: '指标', knowledge: '知识' };

/**
 * Spec 2 §2.1: the indicator page (/toTarget) and its knowledge mode (/toKnowledge). The left menu,
 * the chosen item's chart (or article), the favourite star, rotate on mobile and the touch tip;
 * visitors and members without VIP see the lock instead of the data.
 */
export function IndicatorPage({ mode }: { mode: MenuMode }) {
  const store = useSiteStore();
  const { username, is_vip } = useSiteState(store);
  const access = chartAccess({ loggedIn: username !== null, isVip: is_vip });
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const mobile = useDataMobile();
  const toast = useToast();

  const list = positionFromQuery(search.get('list'), defaultList);
  const unit = positionFromQuery(search.get('unit'), defaultUnit);
  // The knowledge articles come with the menu, which is for VIP only.
  const menuAllowed = mode === 'indicator' || access === 'vip';
  const withFavorites = favoritesGroupAvailable(mode, username !== null);

  const [menu, setMenu] = useState<MenuGroups | null>(() =>
    mode === 'indicator' ? (firstAnswer(getTargetAll)?.itemlist ?? null) : null,
  );
  // The menu the page came with (prerender/firstAnswers.ts) is the server's of a moment ago.
  const [menuCameWithPage] = useState(() => menu !== null);
  const [menuFailed, setMenuFailed] = useState(false);
  const [desk, setDesk] = useState<FavoriteItem[]>([]);
  const [rotated, setRotated] = useState(false);
  const [starEpoch, setStarEpoch] = useState(0);

  useEffect(() => {
    if (!menuAllowed || menuCameWithPage) return;
    const abort = new AbortController();
    setMenuFailed(false);
    loadMenu(call, mode, abort.signal).then(setMenu, (error: unknown) => {
      if (abort.signal.aborted) return;
      console.warn('menu failed', error);
      setMenuFailed(true);
    });
    return () => abort.abort();
  }, [mode, menuAllowed, menuCameWithPage]);

  useEffect(() => {
    if (!withFavorites || access !== 'vip') return;
    const abort = new AbortController();
    loadFavorites(call, abort.signal).then(setDesk, (error: unknown) => {
      if (!abort.signal.aborted) console.warn('favorites failed', error);
    });
    return () => abort.abort();
  }, [withFavorites, access]);

  useEffect(() => {
    if (!mobile) setRotated(false);
  }, [mobile]);

  // A VIP's chart code comes while the menu is on its way, not after it.
  useEffect(() => {
    if (mode === 'indicator' && access === 'vip') IndicatorChart.preload().catch(() => undefined);
  }, [mode, access]);

  const selection: MenuSelection<MenuItem> | null = menu
    ? selectFromMenu<MenuItem>(menu, list, unit)
    : null;
  const item = selection?.item;
  // The free tier (issue 37): the live price is for everyone, as its feed is (spec 2: visitors and
  // members see price charts); the other indicators show their free thumbnails behind the lock.
  const free = mode === 'indicator' && item !== undefined && chartOf(item).chart === 'livePrice';
  const locked = access !== 'vip' && !free;
  const isFavorite = item ? desk.some((f) => f.item_id === item.id) : false;

  const changeFavorite = (favorite: boolean) => {
    if (!selection) return;
    const target = {
      itemId: selection.item.id,
      groupId: selection.groupId,
      list: selection.list,
      unit: selection.unit,
    };
    saveFavorite(call, target, favorite, desk).then(setDesk, (error: unknown) => {
      toast.show(error instanceof Error ? error.message : messages.orders.operationFailed, 'error');
      // The star showed the wanted state; a fresh one shows what the server still holds.
      setStarEpoch((n) => n + 1);
    });
  };

  const lockedView = locked && (
    <ChartLock
      reason={access === 'visitor' ? 'visitor' : 'member'}
      onLogin={() => store.actions.openLogin()}
      thumbnail={item && 'thumbnail' in item ? item.thumbnail : null}
      title={item?.title}
      memberText={mode === 'knowledge' ? '开通会员后即可阅读全部知识文章' : undefined}
    />
  );

  const chart =
    item && selection ? (
      mode === 'knowledge' ? (
        <PageBoundary>
          <Suspense fallback={<PageLoading />}>
            <KnowledgeArticle item={item as KnowledgeItem} />
          </Suspense>
        </PageBoundary>
      ) : (
        <PageBoundary>
          <Suspense fallback={<PageLoading />}>
            <IndicatorChart
              key={item.id}
              groupId={selection.groupId}
              item={item}
              // Turned sideways the plot's height is the phone's width, less the toolbar and the ruler.
              height={rotated ? Math.max(160, window.innerWidth - 170) : undefined}
            />
          </Suspense>
        </PageBoundary>
      )
    ) : null;

  return (
    <div className={styles.root}>
      {menuAllowed &&
        (menu ? (
          <IndicatorMenu
            title={modeTitle[mode]}
            groups={menu}
            selectedId={item?.id ?? null}
            initialOpenGroup={selection?.groupId ?? null}
            loggedIn={username !== null}
            favorites={
              mode === 'indicator'
                ? desk.map((f) => ({ id: f.item_id, title: f.title }))
                : undefined
            }
            onSelect={(_chosen, position) =>
              navigate(`${basePath[mode]}?list=${position.list}&unit=${position.unit}`)
            }
          />
        ) : (
          <p
            className={menuFailed ? styles.note : `${styles.note} ${styles.menuLoading}`}
            role={menuFailed ? 'alert' : 'status'}
          >
            {menuFailed ? '菜单加载失败，请刷新页面重试' : '正在加载…'}
          </p>
        ))}
      <section className={styles.content} aria-label={item?.title ?? modeTitle[mode]}>
        <div className={styles.header}>
          <h1 className={styles.title}>{item?.title ?? modeTitle[mode]}</h1>
          {mode === 'indicator' && (
            <>
              <FavoriteToggle
                key={`${item?.id}-${starEpoch}`}
                isFavorite={isFavorite}
                isDisabled={access !== 'vip' || !item}
                onChange={changeFavorite}
              />
              {/* While rotated, the switch sits in the turned overlay that covers the page. */}
              {mobile && !rotated && (
                <RotateSwitch isMobile rotated={false} onChange={setRotated} />
              )}
            </>
          )}
        </div>
        {item && item.detail.length > 0 && (
          <p className={styles.detail}>{item.detail.join(' · ')}</p>
        )}
        {mode === 'indicator' && access === 'vip' && <TouchTip />}
        {locked ? (
          lockedView
        ) : rotated ? (
          <div className={styles.rotated}>
            <RotateSwitch isMobile rotated onChange={setRotated} />
            {chart}
          </div>
        ) : (
          <div className={styles.chartBox}>{chart}</div>
        )}
      </section>
    </div>
  );
}

export function TargetPage() {
  return <IndicatorPage mode="indicator" />;
}

export function KnowledgePage() {
  return <IndicatorPage mode="knowledge" />;
}
