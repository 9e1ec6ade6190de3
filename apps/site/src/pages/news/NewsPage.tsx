import { searchNews, type NewsItem } from '@coinsight/domain/api';
import { matchesFilter, mayPage, type NewsFilter } from '@coinsight/domain/news';
import { beijingDate } from '@coinsight/domain/time';
import {
  NewsCalendar,
  NewsFilterTabs,
  NewsList,
  NewsSearch,
  type NewsListStatus,
  type NewsSearchHit,
  type NewsSearchStatus,
  type VipOverlayProps,
} from '@coinsight/ui';
import {
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { ClockBound } from '../../prerender/ClockBound.tsx';
import { lazyPage } from '../../router/lazyPage.ts';
import { PageBoundary } from '../../router/PageFallback.tsx';
import { useSiteStore } from '../../store/StoreContext.tsx';
import { firstNews } from './firstNews.ts';
import {
  dayPage,
  detailHref,
  newsPageMemory,
  openingDay,
  timelineHref,
  withPushedInDay,
} from './newsData.ts';
import * as styles from './NewsPages.css.ts';
import { useNewsLive } from './useNewsLive.ts';
import { useSiteState } from '../../store/useSiteState.ts';

interface DayList {
  status: NewsListStatus;
  items: NewsItem[];
  total: number;
  loadingMore: boolean;
}

const VipOverlay = lazyPage<VipOverlayProps>(() =>
  import('./vipOverlay.ts').then((m) => m.VipOverlay),
);

const emptyList: DayList = { status: 'loading', items: [], total: 0, loadingMore: false };

/** A day's first page asked for before the page knew it would show that day. */
interface EarlyPage {
  day: string;
  page: ReturnType<typeof dayPage>;
  abort: AbortController;
}

interface Search {
  status: NewsSearchStatus;
  results: NewsSearchHit[];
  total: number;
  searched: string;
  error?: string;
}

function useSearch() {
  const [search, setSearch] = useState<Search>({
    status: 'idle',
    results: [],
    total: 0,
    searched: '',
  });
  const abort = useRef<AbortController | null>(null);
  const run = useCallback((words: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setSearch({ status: 'loading', results: [], total: 0, searched: words });
    call(searchNews, { query: { q: words }, signal: controller.signal }).then(
      ({ results, total }) => {
        if (!controller.signal.aborted)
          setSearch({ status: 'ready', results, total, searched: words });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSearch({
          status: 'error',
          results: [],
          total: 0,
          searched: words,
          error: isApiError(error) ? error.message : undefined,
        });
      },
    );
  }, []);
  useEffect(() => () => abort.current?.abort(), []);
  return { search, run };
}

/** Spec 2 §2.2: /toNews — the calendar, the filter tabs, the day's news and our search box. */
export function NewsPage() {
  const store = useSiteStore();
  const { is_vip: vip } = useSiteState(store);
  const [, navigate] = useLocation();
  const today = useMemo(() => beijingDate(Date.now()), []);
  // The opening day and its first page when the page came with them (prerender/firstAnswers.ts).
  const [served] = useState(() => firstNews(today));
  // Back from another page, the day and filter chosen before (spec 1 §2.1: /toNews is kept alive).
  const memory = newsPageMemory(store);
  const [day, setDay] = useState<string | null>(() => memory.day ?? served?.day ?? null);
  const [filter, setFilter] = useState<NewsFilter>(() => memory.filter);
  useEffect(() => {
    memory.day = day;
    memory.filter = filter;
  }, [memory, day, filter]);
  const [list, setList] = useState<DayList>(() =>
    served?.page
      ? {
          status: 'ready',
          items: served.page.results,
          total: served.page.total,
          loadingMore: false,
        }
      : emptyList,
  );
  // Until another day is chosen or a retry asked for, the list shown is the one the page came with.
  const showsServed = useRef(served?.page != null);
  const [attempt, setAttempt] = useState(0);
  // 'never' until the first ask to buy: the overlay's chunk loads then, and it stays for its closing.
  const [overlay, setOverlay] = useState<'never' | 'open' | 'closed'>('never');
  const { search, run } = useSearch();

  // Today's first page, asked for beside the opening day: the page mostly opens on today, and
  // waiting for the opening day's answer before asking cost a round trip more before any news showed.
  const early = useRef<EarlyPage | null>(null);
  useEffect(
    () => () => {
      early.current?.abort.abort();
      early.current = null;
    },
    [],
  );

  useEffect(() => {
    if (day !== null) return;
    const abort = new AbortController();
    early.current?.abort.abort();
    const pageAbort = new AbortController();
    const page = dayPage(call, today, 0, pageAbort.signal);
    // Read by the list's effect when the opening lands on today; dropped otherwise.
    page.catch(() => undefined);
    early.current = { day: today, page, abort: pageAbort };
    // The answers are drawn as transitions, yielding to the browser: the calendar's forty-odd
    // buttons and the day's cards made one long blocking task on a slow phone.
    openingDay(call, today, abort.signal).then(
      (opening) => startTransition(() => setDay(opening)),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('news: opening day failed', error);
        setDay(today);
      },
    );
    return () => abort.abort();
  }, [day, today]);

  useEffect(() => {
    if (day === null) return;
    if (showsServed.current && day === served?.day && attempt === 0) return;
    showsServed.current = false;
    const abort = new AbortController();
    setList(emptyList);
    const taken = early.current;
    early.current = null;
    if (taken && taken.day !== day) taken.abort.abort();
    const page = taken?.day === day ? taken.page : dayPage(call, day, 0, abort.signal);
    if (taken?.day === day) abort.signal.addEventListener('abort', () => taken.abort.abort());
    page.then(
      ({ results, total }) => {
        if (!abort.signal.aborted)
          startTransition(() =>
            setList({ status: 'ready', items: results, total, loadingMore: false }),
          );
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('news: list failed', error);
        setList({ ...emptyList, status: 'error' });
      },
    );
    return () => abort.abort();
  }, [day, attempt, served]);

  const loadMore = () => {
    if (day === null || list.loadingMore) return;
    const offset = list.items.length;
    if (!mayPage(offset, vip)) {
      setOverlay('open');
      return;
    }
    setList((current) => ({ ...current, loadingMore: true }));
    dayPage(call, day, offset).then(
      ({ results, total }) =>
        setList((current) => ({
          status: 'ready',
          items: [
            ...current.items,
            ...results.filter((n) => !current.items.some((c) => c.id === n.id)),
          ],
          total,
          loadingMore: false,
        })),
      (error: unknown) => {
        console.warn('news: next page failed', error);
        // A refusal of paging (the session lost its VIP meanwhile) asks to buy, like the button.
        if (isApiError(error) && error.status === 403) setOverlay('open');
        setList((current) => ({ ...current, loadingMore: false }));
      },
    );
  };

  useNewsLive((item) => {
    if (item.date !== day) return;
    setList((current) => {
      const pushed = withPushedInDay(current, item);
      return pushed ? { ...current, ...pushed } : current;
    });
  });

  const shown = list.items.filter((item) => matchesFilter(item, filter));
  const open = (id: number) => navigate(detailHref(id));
  const shownDay = day ?? today;
  // The calendar's forty-odd buttons are about a quarter of the page's render work: it is drawn
  // again when its day changes, not with each answer (each made a long task on a slow phone).
  const calendar = useMemo(
    () => (
      <ClockBound>
        <NewsCalendar value={shownDay} today={today} onChange={setDay} />
      </ClockBound>
    ),
    [shownDay, today],
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>热点新闻</h1>
      <div className={styles.columns}>
        <div className={styles.side}>
          {calendar}
          <NewsSearch
            status={search.status}
            results={search.results}
            total={search.total}
            searched={search.searched}
            errorText={search.error}
            onSearch={run}
            onOpen={open}
          />
        </div>
        <div className={styles.main}>
          <NewsFilterTabs value={filter} onChange={setFilter} />
          {day ? (
            <p className={styles.dayLine} role="status">
              {day === today ? '今天' : day} 共 {list.total} 条新闻（北京时间）
            </p>
          ) : null}
          <NewsList
            items={shown}
            status={day === null ? 'loading' : list.status}
            loaded={list.items.length}
            total={list.total}
            loadingMore={list.loadingMore}
            autoLoad={vip}
            onLoadMore={loadMore}
            onOpen={(item) => open(item.id)}
            onRelated={(item) => navigate(timelineHref(item.related))}
            onRetry={() => setAttempt((n) => n + 1)}
            emptyText={list.items.length ? '该分类下暂无新闻' : '当日暂无新闻'}
          />
        </div>
      </div>
      {overlay !== 'never' && (
        <PageBoundary>
          <Suspense fallback={null}>
            <VipOverlay
              isOpen={overlay === 'open'}
              onBuy={() => {
                setOverlay('closed');
                navigate('/toVip');
              }}
              onClose={() => setOverlay('closed')}
            />
          </Suspense>
        </PageBoundary>
      )}
    </div>
  );
}
