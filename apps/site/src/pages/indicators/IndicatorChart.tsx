import { ChartFrame, IndicatorFigureChart } from '@coinsight/charts/react';
import type { ChartFigure } from '@coinsight/domain/api';
import { chartOf } from '@coinsight/domain/indicatorMenu';
import { loadingPercent } from '@coinsight/domain/loading';
import { useEffect, useState } from 'react';
import { createApiClient } from '../../api/client.ts';
import { loadFigure } from './indicatorData.ts';
import { LivePrice } from './LivePrice.tsx';

export interface IndicatorChartProps {
  groupId: number;
  item: { id: number; title: string; chart_key?: string | null };
  /** Plot height in CSS pixels; the charts' own default (60 % of the width) when absent. */
  height?: number;
}

type Load =
  | { status: 'loading'; progress: number }
  | { status: 'failed' }
  | { status: 'ready'; figure: ChartFigure };

/** A VIP's chart of one indicator: btcdata in the matching chart, or the live price chart. */
export function IndicatorChart({ groupId, item, height }: IndicatorChartProps) {
  const indicator = chartOf(item);
  const live = indicator.chart === 'livePrice';
  const [load, setLoad] = useState<Load>({ status: 'loading', progress: 0 });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (live) return;
    const abort = new AbortController();
    const step = (progress: number) => {
      if (!abort.signal.aborted) setLoad({ status: 'loading', progress });
    };
    const { call: tracked } = createApiClient({
      fetch: async (input, init) => {
        step(loadingPercent.request);
        const response = await fetch(input, init);
        step(loadingPercent.receive);
        return response;
      },
    });
    step(loadingPercent.prepare);
    loadFigure(tracked, groupId, item.id, abort.signal).then(
      (figure) => {
        step(loadingPercent.parse);
        step(loadingPercent.draw);
        requestAnimationFrame(() => {
          if (!abort.signal.aborted) setLoad({ status: 'ready', figure });
        });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('btcdata failed', error);
        setLoad({ status: 'failed' });
      },
    );
    return () => abort.abort();
  }, [live, groupId, item.id, attempt]);

  if (live) return <LivePrice height={height} />;
  const empty = load.status === 'ready' && load.figure.data.length === 0;
  return (
    <ChartFrame
      status={empty ? 'empty' : load.status}
      progress={load.status === 'loading' ? load.progress : loadingPercent.done}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      {load.status === 'ready' && (
        <IndicatorFigureChart
          indicator={indicator}
          figure={load.figure}
          title={item.title}
          height={height}
        />
      )}
    </ChartFrame>
  );
}
