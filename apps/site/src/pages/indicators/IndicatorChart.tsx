import { ChartFrame, IndicatorFigureChart } from '@coinsight/charts/react';
import type { ChartFigure } from '@coinsight/domain/api';
import { withDetail } from '@coinsight/domain/chartSampling';
import { chartOf } from '@coinsight/domain/indicatorMenu';
import { loadingPercent } from '@coinsight/domain/loading';
import { DemoMark } from '@coinsight/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient } from '../../api/client.ts';
import { detailWindow, loadFigure, loadMarkedFigure, overviewPoints } from './indicatorData.ts';
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
  | { status: 'ready'; figure: ChartFigure; demo: boolean };

/** How long the ruler rests before a window's detail is asked for. */
const detailDelayMs = 250;

/**
 * A VIP's chart of one indicator: btcdata in the matching chart, or the live price chart. The first
 * draw asks for the whole history thinned to the screen's width (issue 38: the rainbow was 2.8 MB);
 * a zoom asks for its window's detail, and the CSV export for the exact figure.
 */
export function IndicatorChart({ groupId, item, height }: IndicatorChartProps) {
  const indicator = chartOf(item);
  const live = indicator.chart === 'livePrice';
  const [load, setLoad] = useState<Load>({ status: 'loading', progress: 0 });
  const [detail, setDetail] = useState<ChartFigure | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The server renders this page without a screen: its render draws no chart, only the frame.
  const points = useMemo(
    () => overviewPoints(typeof window === 'undefined' ? 1280 : window.innerWidth),
    [],
  );

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
    setDetail(null);
    loadMarkedFigure(tracked, groupId, item.id, abort.signal, { points }).then(
      ({ figure, demo }) => {
        step(loadingPercent.parse);
        step(loadingPercent.draw);
        requestAnimationFrame(() => {
          if (!abort.signal.aborted) setLoad({ status: 'ready', figure, demo });
        });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('btcdata failed', error);
        setLoad({ status: 'failed' });
      },
    );
    return () => abort.abort();
  }, [live, groupId, item.id, attempt, points]);

  const overview = load.status === 'ready' ? load.figure : null;
  const pending = useRef<{
    timer?: ReturnType<typeof setTimeout>;
    abort?: AbortController;
    /** The window (epoch ms) of the detail loaded or loading. */
    covered?: [number, number];
  }>({});
  useEffect(
    () => () => {
      clearTimeout(pending.current.timer);
      pending.current.abort?.abort();
      pending.current.covered = undefined;
    },
    [overview],
  );
  const onWindowChange = useCallback(
    (from: number, to: number) => {
      if (!overview) return;
      clearTimeout(pending.current.timer);
      const covered = pending.current.covered;
      if (covered && covered[0] <= from && to <= covered[1]) return;
      const wanted = detailWindow(overview, points, from, to);
      if (!wanted) return;
      pending.current.timer = setTimeout(() => {
        pending.current.abort?.abort();
        const abort = new AbortController();
        pending.current.abort = abort;
        pending.current.covered = [Date.parse(wanted.from), Date.parse(wanted.to)];
        const { call } = createApiClient();
        loadFigure(call, groupId, item.id, abort.signal, { points, ...wanted }).then(
          (figure) => {
            if (!abort.signal.aborted) setDetail(figure);
          },
          // The thinned overview stays drawn; the next move of the ruler asks again.
          (error: unknown) => {
            if (!abort.signal.aborted) console.warn('btcdata detail failed', error);
          },
        );
      }, detailDelayMs);
    },
    [overview, points, groupId, item.id],
  );
  const figure = useMemo(
    () => (overview && detail ? withDetail(overview, detail) : overview),
    [overview, detail],
  );
  const exactFigure = useCallback(
    () => loadFigure(createApiClient().call, groupId, item.id),
    [groupId, item.id],
  );

  if (live) return <LivePrice height={height} />;
  const empty = figure !== null && figure.data.length === 0;
  return (
    <>
      {/* A detail window comes from the same history as the overview: the overview's mark holds. */}
      <DemoMark demo={load.status === 'ready' && load.demo} block />
      <ChartFrame
        status={empty ? 'empty' : load.status}
        progress={load.status === 'loading' ? load.progress : loadingPercent.done}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {figure && (
          <IndicatorFigureChart
            indicator={indicator}
            figure={figure}
            exactFigure={exactFigure}
            onWindowChange={onWindowChange}
            title={item.title}
            height={height}
          />
        )}
      </ChartFrame>
    </>
  );
}
