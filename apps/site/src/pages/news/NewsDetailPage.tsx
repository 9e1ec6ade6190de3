import {
  newsDetail,
  recordNewsView,
  treeNews,
  type NewsDetail as Detail,
  type RelatedNews,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  NewsDetail,
  RelatedNewsTree,
  type NewsDetailStatus,
  type RelatedNewsStatus,
} from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../api/ApiError.ts';
import { call } from '../../api/client.ts';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { detailHref, idsOf, timelineHref } from './newsData.ts';
import * as styles from './NewsPages.css.ts';
import { useSiteState } from '../../store/useSiteState.ts';

type Load =
  | { status: Exclude<NewsDetailStatus, 'ready'>; detail: null; error?: string }
  | { status: 'ready'; detail: Detail };

type Related = { status: RelatedNewsStatus; nodes: RelatedNews[] };

function useRelated(detail: Detail | null) {
  const [related, setRelated] = useState<Related>({ status: 'loading', nodes: [] });
  const [attempt, setAttempt] = useState(0);
  const ids = detail?.related ?? [];
  const key = ids.join(',');
  useEffect(() => {
    if (!detail) return;
    const wanted = idsOf(key);
    if (!wanted.some((id) => id !== detail.id)) {
      setRelated({ status: 'ready', nodes: [] });
      return;
    }
    const abort = new AbortController();
    setRelated({ status: 'loading', nodes: [] });
    call(treeNews, { body: { related: wanted }, signal: abort.signal }).then(
      ({ data }) => {
        if (!abort.signal.aborted) setRelated({ status: 'ready', nodes: data });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('news: treenews failed', error);
        setRelated({ status: 'error', nodes: [] });
      },
    );
    return () => abort.abort();
  }, [detail, key, attempt]);
  return { related, retry: () => setAttempt((n) => n + 1), hasRelated: ids.length > 1 };
}

/** Spec 2 §2.3: /toNewsDetail?newsid= — the item, its AI reading and its related news (VIP). */
export function NewsDetailPage() {
  const store = useSiteStore();
  const { username } = useSiteState(store);
  const [, navigate] = useLocation();
  const id = idsOf(new URLSearchParams(useSearch()).get('newsid'))[0] ?? null;
  const [load, setLoad] = useState<Load>({ status: 'loading', detail: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) {
      setLoad({ status: 'error', detail: null, error: messages.news.newsNotFound });
      return;
    }
    const abort = new AbortController();
    setLoad({ status: 'loading', detail: null });
    call(newsDetail, { params: { id }, signal: abort.signal }).then(
      (detail) => {
        if (!abort.signal.aborted) setLoad({ status: 'ready', detail });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (isApiError(error) && (error.status === 401 || error.status === 403)) {
          setLoad({ status: error.status === 401 ? 'loginRequired' : 'refused', detail: null });
          return;
        }
        setLoad({
          status: 'error',
          detail: null,
          error: isApiError(error) ? error.message : undefined,
        });
      },
    );
    return () => abort.abort();
    // A login (or logout) asks again: the visitor who logs in from the notice gets the item.
  }, [id, attempt, username]);

  // Spec 2 §7: choosing an item records a view (the home's 最近浏览); only members have one.
  const shownId = load.status === 'ready' ? load.detail.id : null;
  useEffect(() => {
    if (shownId === null || username === null) return;
    call(recordNewsView, { params: { id: shownId } }).catch((error: unknown) =>
      console.warn('news: recording the view failed', error),
    );
  }, [shownId, username]);

  const detail = load.status === 'ready' ? load.detail : null;
  const { related, retry, hasRelated } = useRelated(detail);

  return (
    <div className={styles.page}>
      <NewsDetail
        status={load.status}
        detail={detail}
        aiReading={detail?.ai_reading ?? null}
        errorText={load.status === 'error' ? load.error : undefined}
        onRetry={() => setAttempt((n) => n + 1)}
        onBuy={() => navigate('/toVip')}
        onLogin={() => store.actions.openLogin()}
        onBack={() => navigate('/toNews')}
      >
        <RelatedNewsTree
          status={related.status}
          nodes={related.nodes}
          currentId={detail?.id}
          emptyText={hasRelated ? messages.news.relatedEmpty : messages.news.noRelated}
          onRetry={retry}
          onOpen={(next) => navigate(detailHref(next))}
        />
        {detail && hasRelated ? (
          <p className={styles.links}>
            <Link className={styles.link} href={timelineHref(detail.related)}>
              查看事件时间线
            </Link>
          </p>
        ) : null}
      </NewsDetail>
    </div>
  );
}
