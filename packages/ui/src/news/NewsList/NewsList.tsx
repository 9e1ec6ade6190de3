import type { NewsItem } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { loadMoreStep, nearBottom, noMoreNoticeMs } from '@coinsight/domain/newsView';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { NewsCard } from '../NewsCard/NewsCard.tsx';
import * as news from '../private/news.css.ts';
import * as styles from './NewsList.css.ts';

export const newsListStatuses = ['loading', 'ready', 'error'] as const;
export type NewsListStatus = (typeof newsListStatuses)[number];

export interface NewsListProps {
  /** The cards shown (the day's loaded items under the chosen filter), newest first. */
  items: readonly NewsItem[];
  /** @default 'ready' */
  status?: NewsListStatus;
  /** How many items of the day are loaded (before filtering). @default items.length */
  loaded?: number;
  /** How many items the day has in all. @default loaded */
  total?: number;
  /** A next page is on its way. @default false */
  loadingMore?: boolean;
  /** Load the next page: asked when scrolled within 20 px of the bottom, or by 加载更多. */
  onLoadMore: () => void;
  /**
   * Whether reaching the bottom loads by itself (VIP); otherwise only the 加载更多 button asks
   * (it opens the membership overlay for others). @default true
   */
  autoLoad?: boolean;
  onOpen: (item: NewsItem) => void;
  onRelated?: (item: NewsItem) => void;
  /** 重试 after a failed load. */
  onRetry?: () => void;
  /** What an empty day says. @default '当日暂无新闻' */
  emptyText?: string;
}

/** Spec 2 §2.2 and §9: the day's news cards, ten a page, more near the bottom, an empty notice. */
export function NewsList({
  items,
  status = 'ready',
  loaded = items.length,
  total = loaded,
  loadingMore = false,
  onLoadMore,
  autoLoad = true,
  onOpen,
  onRelated,
  onRetry,
  emptyText = '当日暂无新闻',
}: NewsListProps) {
  const [noMore, setNoMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const reachEnd = () => {
    const step = loadMoreStep({ loaded, total, loading: loadingMore });
    if (step === 'fetch') onLoadMore();
    if (step !== 'no-more') return;
    setNoMore(true);
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => setNoMore(false), noMoreNoticeMs);
  };

  return (
    <section className={styles.root} aria-label="新闻列表" aria-busy={status === 'loading'}>
      <LoadState
        state={status}
        loadingText="新闻加载中…"
        errorText="新闻加载失败"
        onRetry={onRetry}
      >
        {items.length === 0 && loaded >= total ? (
          <p className={news.notice}>{emptyText}</p>
        ) : (
          <div
            className={styles.scroller}
            data-part="scroller"
            onScroll={(event) => {
              if (autoLoad && nearBottom(event.currentTarget)) reachEnd();
            }}
          >
            <ul className={styles.items}>
              {items.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} onOpen={onOpen} onRelated={onRelated} />
                </li>
              ))}
            </ul>
            <div className={styles.end}>
              {loadingMore ? (
                <p className={news.muted} role="status">
                  加载中…
                </p>
              ) : loaded < total ? (
                <Button variant="secondary" onPress={reachEnd}>
                  加载更多
                </Button>
              ) : null}
              <p className={news.muted} role="status">
                {noMore ? messages.news.noMoreContent : ''}
              </p>
            </div>
          </div>
        )}
      </LoadState>
    </section>
  );
}
