import { seriesById, seriesDetailHref, type FinancialRow } from '@coinsight/domain/market';
import { FinancialOverviewTable, type OverviewStatus } from '@coinsight/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client.ts';
import { LoginFirst } from './LoginFirst.tsx';
import { MacroCache } from './macroCache.ts';
import { loadOverview } from './macroData.ts';
import * as styles from './MacroPages.css.ts';
import { useStoredPaging } from './useStoredPaging.ts';

type Load = {
  status: OverviewStatus;
  progress: number;
  rows: FinancialRow[];
  demoSeries?: ReadonlySet<string>;
};

function Overview() {
  const [, navigate] = useLocation();
  const cache = useMemo(() => new MacroCache(localStorage), []);
  const paging = useStoredPaging();
  const [load, setLoad] = useState<Load>({ status: 'loading', progress: 10, rows: [] });
  const [refresh, setRefresh] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    const onProgress = (progress: number) => {
      if (!abort.signal.aborted) setLoad({ status: 'loading', progress, rows: [] });
    };
    loadOverview({ call, cache, fresh: refresh > 0, signal: abort.signal, onProgress }).then(
      (outcome) => {
        if (abort.signal.aborted) return;
        setLoad(
          outcome.ok
            ? {
                status: 'ready',
                progress: 100,
                rows: outcome.value,
                demoSeries: new Set(outcome.demoSeries ?? []),
              }
            : { status: outcome.reason, progress: 0, rows: [] },
        );
      },
      () => {},
    );
    return () => abort.abort();
  }, [cache, refresh]);

  const open = useCallback(
    (row: FinancialRow) => {
      const series = seriesById(row.id);
      if (series) navigate(seriesDetailHref(series));
    },
    [navigate],
  );

  return (
    <FinancialOverviewTable
      rows={load.rows}
      status={load.status}
      progress={load.progress}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
      onRefresh={() => setRefresh((n) => n + 1)}
      onOpen={open}
      demoSeries={load.demoSeries}
    />
  );
}

/** Spec 3 §2.5: the financial overview (toFinancialData), for logged-in users. */
export function FinancialDataPage() {
  return (
    <div className={styles.page}>
      <LoginFirst>
        <Overview />
      </LoginFirst>
    </div>
  );
}
