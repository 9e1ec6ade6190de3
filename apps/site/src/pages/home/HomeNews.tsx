import { newsList, recentlyViewed, type NewsItem, type ViewedNews } from '@coinsight/domain/api';
import { stepBackDays } from '@coinsight/domain/news';
import { beijingDate } from '@coinsight/domain/time';
import {
  NewsFlash,
  RecentlyViewedCarousel,
  type CarouselStatus,
  type NewsFlashStatus,
} from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { detailHref, withPushed } from '../news/newsData.ts';
import { useNewsLive } from '../news/useNewsLive.ts';
import { useSiteState } from '../../store/useSiteState.ts';

/** How many items the home's news flash lists. */
export const newsFlashSize = 8;

/** Spec 1 §2.3: the latest news of the last six days, with new items pushed in as they come. */
export function HomeNewsFlash() {
  const [, navigate] = useLocation();
  const [items, setItems] = useState<NewsItem[]>([]);
  const [status, setStatus] = useState<NewsFlashStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    const today = beijingDate(Date.now());
    const days = stepBackDays(today);
    setStatus('loading');
    call(newsList, {
      query: { start_date: days[days.length - 1] ?? today, end_date: today, limit: newsFlashSize },
      signal: abort.signal,
    }).then(
      ({ results }) => {
        if (abort.signal.aborted) return;
        setItems(results);
        setStatus('ready');
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('home: news flash failed', error);
        setStatus('error');
      },
    );
    return () => abort.abort();
  }, [attempt]);

  useNewsLive((item) =>
    setItems((current) => withPushed(current, item)?.slice(0, newsFlashSize) ?? current),
  );

  return (
    <NewsFlash
      items={items}
      status={status}
      onOpen={(item) => navigate(detailHref(item.id))}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

/** Spec 2 §2.5: on a desktop, a member's ten most recently viewed news as a carousel. */
export function HomeRecentlyViewed() {
  const store = useSiteStore();
  const { username, isMobile } = useSiteState(store);
  const [, navigate] = useLocation();
  const [items, setItems] = useState<ViewedNews[]>([]);
  const [status, setStatus] = useState<CarouselStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const shown = username !== null && !isMobile;

  useEffect(() => {
    if (!shown) return;
    const abort = new AbortController();
    setStatus('loading');
    call(recentlyViewed, { signal: abort.signal }).then(
      ({ results }) => {
        if (abort.signal.aborted) return;
        setItems(results);
        setStatus('ready');
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('home: recently viewed failed', error);
        setStatus('error');
      },
    );
    return () => abort.abort();
  }, [shown, attempt]);

  if (!shown) return null;
  return (
    <RecentlyViewedCarousel
      items={items}
      status={status}
      onOpen={(id) => navigate(detailHref(id))}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
