import { newsList, treeNews } from '@coinsight/domain/api';
import { stepBackDays } from '@coinsight/domain/news';
import { beijingDate } from '@coinsight/domain/time';
import { EventTimeline, type TimelineEvent } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { detailHref, idsOf, timelineEventOf } from './newsData.ts';
import * as styles from './NewsPages.css.ts';
import { useSiteState } from '../../store/useSiteState.ts';

/** How many of the latest big events the page draws when no item is named. */
const latestEventCount = 8;

type Load = { status: 'loading' | 'ready'; title?: string; events: TimelineEvent[] };

/**
 * The events of a related-news set (`?related=` from a card), or else the latest big events of the
 * last six days, oldest first.
 */
async function loadTimeline(related: number[], signal: AbortSignal): Promise<Load> {
  if (related.length > 0) {
    const { title, data } = await call(treeNews, { body: { related }, signal });
    return { status: 'ready', title: title || undefined, events: data.map(timelineEventOf) };
  }
  const today = beijingDate(Date.now());
  const days = stepBackDays(today);
  const { results } = await call(newsList, {
    query: { start_date: days[days.length - 1] ?? today, end_date: today, limit: 50 },
    signal,
  });
  const events = results
    .filter((n) => n.important)
    .slice(0, latestEventCount)
    .reverse()
    .map(timelineEventOf);
  return { status: 'ready', events };
}

/** Spec 3 §2.3 and spec 2 §2.4: /toLatestNews, the event timeline (members). */
export function LatestNewsPage() {
  const store = useSiteStore();
  const { username } = useSiteState(store);
  const [, navigate] = useLocation();
  const related = idsOf(new URLSearchParams(useSearch()).get('related'));
  const key = related.join(',');
  const [load, setLoad] = useState<Load>({ status: 'loading', events: [] });

  useEffect(() => {
    if (username === null) return;
    const abort = new AbortController();
    setLoad({ status: 'loading', events: [] });
    loadTimeline(idsOf(key), abort.signal).then(setLoad, (error: unknown) => {
      if (abort.signal.aborted) return;
      console.warn('news: timeline failed', error);
      setLoad({ status: 'ready', events: [] });
    });
    return () => abort.abort();
  }, [key, username]);

  return (
    <div className={styles.page}>
      <EventTimeline
        status={username === null ? 'login' : load.status}
        title={load.title}
        events={load.events}
        onOpen={(id) => navigate(detailHref(id))}
        onLogin={() => store.actions.openLogin()}
        onBack={() => navigate('/toNews')}
      />
    </div>
  );
}
