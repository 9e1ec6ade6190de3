import type { HistoryRange } from '@coinsight/domain/api';
import {
  defaultSeriesRange,
  seriesByRoute,
  type MacroSeries,
  type SeriesCategory,
  type SeriesPoint,
} from '@coinsight/domain/market';
import { SeriesDetail, type SeriesDetailStatus } from '@coinsight/ui';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { call } from '../../api/client.ts';
import { LoginFirst } from './LoginFirst.tsx';
import { MacroCache } from './macroCache.ts';
import { loadHistory, preloadDelayMs, preloadRanges } from './macroData.ts';
import * as styles from './MacroPages.css.ts';

type Load = {
  status: SeriesDetailStatus;
  progress: number;
  points: SeriesPoint[];
  fetchedAt: number | null;
  demo?: boolean;
};

const loading: Load = { status: 'loading', progress: 10, points: [], fetchedAt: null };

function Detail({ series }: { series: MacroSeries }) {
  const [, navigate] = useLocation();
  const cache = useMemo(() => new MacroCache(localStorage), []);
  const [range, setRange] = useState<HistoryRange>(defaultSeriesRange);
  const [refresh, setRefresh] = useState(0);
  const [load, setLoad] = useState<Load>(loading);
  const preloaded = useRef(false);

  useEffect(() => {
    const abort = new AbortController();
    let preload: ReturnType<typeof setTimeout> | undefined;
    const onProgress = (progress: number) => {
      if (!abort.signal.aborted) setLoad({ ...loading, progress });
    };
    loadHistory({
      call,
      cache,
      seriesId: series.id,
      range,
      fresh: refresh > 0,
      signal: abort.signal,
      onProgress,
    }).then(
      (outcome) => {
        if (abort.signal.aborted) return;
        if (!outcome.ok) {
          setLoad({ status: 'failed', progress: 0, points: [], fetchedAt: null });
          return;
        }
        setLoad({
          status: 'ready',
          progress: 100,
          points: outcome.value,
          fetchedAt: outcome.fetchedAt,
          demo: outcome.demo === true,
        });
        if (preloaded.current) return;
        preloaded.current = true;
        preload = setTimeout(() => {
          void preloadRanges({ call, cache, seriesId: series.id, shown: range });
        }, preloadDelayMs);
      },
      () => {},
    );
    return () => {
      abort.abort();
      clearTimeout(preload);
    };
  }, [cache, series.id, range, refresh]);

  return (
    <SeriesDetail
      series={series}
      range={range}
      onRangeChange={setRange}
      status={load.status}
      progress={load.progress}
      points={load.points}
      fetchedAt={load.fetchedAt}
      demo={load.demo === true}
      onRefresh={() => setRefresh((n) => n + 1)}
      onBack={() => navigate('/toFinancialData')}
    />
  );
}

/**
 * Spec 3 §2.6: a series' detail page, /{category}/{segment}. The spec has two versions for a segment
 * the catalogue lacks (go home, or take it as the series id); following ARCHITECTURE's decision, a
 * known route opens its series and anything else goes home to /.
 */
export function SeriesPage({ category }: { category: SeriesCategory }) {
  const { type } = useParams<{ type: string }>();
  const series = seriesByRoute(category, type);
  if (!series) return <Redirect to="/" replace />;
  return (
    <div className={styles.page}>
      <LoginFirst>
        <Detail key={series.id} series={series} />
      </LoginFirst>
    </div>
  );
}

/** The page of one category's routes, /{category}/{type}. */
export function seriesPageOf(category: SeriesCategory): ComponentType {
  return function CategorySeriesPage() {
    return <SeriesPage category={category} />;
  };
}
