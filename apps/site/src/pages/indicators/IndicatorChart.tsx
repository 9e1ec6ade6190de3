import {
  ChartFrame,
  NuplChart,
  RainbowChart,
  StockToFlowChart,
  WhaleChart,
} from '@coinsight/charts/react';
import type { ChartFigure } from '@coinsight/domain/api';
import { chartKindOf } from '@coinsight/domain/indicatorMenu';
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

interface FigureForProps {
  kind: string;
  figure: ChartFigure;
  title: string;
  height?: number;
}

function FigureFor({ kind, ...chart }: FigureForProps) {
  switch (kind) {
    case 'nupl':
      return <NuplChart {...chart} />;
    case 'whale':
      return <WhaleChart {...chart} />;
    case 'rainbow':
      return <RainbowChart {...chart} />;
    default:
      // Any other indicator is a price-and-value figure on two axes, the shape the S2F chart draws.
      return <StockToFlowChart {...chart} />;
  }
}

/** A VIP's chart of one indicator: btcdata in the matching chart, or the live price chart. */
export function IndicatorChart({ groupId, item, height }: IndicatorChartProps) {
  const kind = chartKindOf(item);
  const [load, setLoad] = useState<Load>({ status: 'loading', progress: 0 });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (kind === 'livePrice') return;
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
  }, [kind, groupId, item.id, attempt]);

  if (kind === 'livePrice') return <LivePrice height={height} />;
  const empty = load.status === 'ready' && load.figure.data.length === 0;
  return (
    <ChartFrame
      status={empty ? 'empty' : load.status}
      progress={load.status === 'loading' ? load.progress : loadingPercent.done}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      {load.status === 'ready' && (
        <FigureFor kind={kind} figure={load.figure} title={item.title} height={height} />
      )}
    </ChartFrame>
  );
}
