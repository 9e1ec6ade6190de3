import type { CategoryRow, HistoryRange } from '@coinsight/domain/api';
import { defaultHistoryRange, readHistoryQuery } from '@coinsight/domain/calendarView';
import { messages } from '@coinsight/domain/messages';
import { CalendarHistory, type CalendarHistoryStatus } from '@coinsight/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { call } from '../../api/client.ts';
import { LoginFirst } from '../macro/LoginFirst.tsx';
import { HistoryCache, loadRange, preloadRanges, rangePreloadMs } from './calendarData.ts';
import * as styles from './CalendarPages.css.ts';

type Load = { status: CalendarHistoryStatus; progress: number; rows: CategoryRow[] };

const loading: Load = { status: 'loading', progress: 10, rows: [] };

const sourceLabel = (source: string): string =>
  (messages.calendar.sources as Readonly<Record<string, string>>)[source] ?? source;

function History({ targetId }: { targetId: string }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = useMemo(() => readHistoryQuery(search, targetId), [search, targetId]);
  const seriesId = query.seriesId;
  const cache = useMemo(() => new HistoryCache(localStorage), []);
  const [range, setRange] = useState<HistoryRange>(defaultHistoryRange);
  const [refresh, setRefresh] = useState(0);
  const [load, setLoad] = useState<Load>(loading);
  const preloaded = useRef(false);

  useEffect(() => {
    const abort = new AbortController();
    let preload: ReturnType<typeof setTimeout> | undefined;
    const onProgress = (progress: number) => {
      if (!abort.signal.aborted) setLoad({ ...loading, progress });
    };
    loadRange(cache, seriesId, range, { call, signal: abort.signal, onProgress }).then(
      (outcome) => {
        if (abort.signal.aborted) return;
        if (!outcome.ok) {
          setLoad({ status: 'failed', progress: 0, rows: [] });
          return;
        }
        setLoad({ status: 'ready', progress: 100, rows: outcome.value });
        if (preloaded.current) return;
        preloaded.current = true;
        preload = setTimeout(() => {
          void preloadRanges(cache, seriesId, range, { call });
        }, rangePreloadMs);
      },
      () => {},
    );
    return () => {
      abort.abort();
      clearTimeout(preload);
    };
  }, [cache, seriesId, range, refresh]);

  return (
    <CalendarHistory
      query={query}
      range={range}
      onRangeChange={setRange}
      status={load.status}
      progress={load.progress}
      rows={load.rows}
      onRefresh={() => {
        // Spec 3 §2.8: 刷新 clears the cached range, then fetches it again.
        cache.remove(seriesId, range);
        setRefresh((n) => n + 1);
      }}
      // Spec 3 §2.8: back to the previous page — the calendar is the only page that opens this one
      // (as the series pages go back to their overview); it comes back on the day it showed.
      onBack={() => navigate('/toFinancialDataOkx')}
      sourceLabel={sourceLabel}
    />
  );
}

/** Spec 3 §2.8: the history of a calendar indicator, /history_market/{targetId}. */
export function HistoryMarketPage() {
  const { targetId } = useParams<{ targetId: string }>();
  return (
    <div className={styles.page}>
      <LoginFirst>
        <History key={targetId} targetId={targetId} />
      </LoginFirst>
    </div>
  );
}
