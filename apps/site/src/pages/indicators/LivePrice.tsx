import type { PriceFrequency, PricePoint } from '@coinsight/domain/api';
import { ChartFrame, PriceChart } from '@coinsight/charts/react';
import { btcPriceSubscription } from '@coinsight/domain/realtime';
import { DemoMark } from '@coinsight/ui';
import { createContext, useContext, useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { createBrowserConnection } from '../../realtime/browserSocket.ts';
import type { RealtimeConnection } from '../../realtime/connection.ts';
import { appendTick, demoAfter, loadMarkedPrice } from './livePrice.ts';

/**
 * Opens the socket the live price ticks arrive on; null runs without one (mock mode and tests,
 * where no Nes server is there). Tests hand in their own through the provider.
 */
export const PriceSocketContext = createContext<(() => RealtimeConnection) | null>(
  import.meta.env.MODE === 'mock' || import.meta.env.MODE === 'test'
    ? null
    : createBrowserConnection,
);

export interface LivePriceProps {
  /** First frequency shown. @default 'live' */
  initialFrequency?: PriceFrequency;
  /** Plot height in CSS pixels. @default the chart's own */
  height?: number;
}

/** Spec 2 §2.1 and §2.7: the bitcoin price chart; in live mode it appends the pushed ticks. */
export function LivePrice({ initialFrequency = 'live', height }: LivePriceProps) {
  const connect = useContext(PriceSocketContext);
  const [frequency, setFrequency] = useState<PriceFrequency>(initialFrequency);
  const [points, setPoints] = useState<readonly PricePoint[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [demo, setDemo] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setPoints(null);
    setFailed(false);
    loadMarkedPrice(call, frequency, abort.signal).then(
      (answer) => {
        setPoints(answer.points);
        setDemo(answer.demo);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('btc_price failed', error);
        setFailed(true);
      },
    );
    return () => abort.abort();
  }, [frequency, attempt]);

  useEffect(() => {
    if (frequency !== 'live' || !connect) return;
    const connection = connect();
    connection.subscribe(btcPriceSubscription, (message) => {
      setDemo((current) => demoAfter(current, message));
      setPoints((current) => (current ? appendTick(current, message) : current));
    });
    connection.start();
    return () => void connection.stop();
  }, [frequency, connect]);

  const status = failed
    ? 'failed'
    : points === null
      ? 'loading'
      : points.length
        ? 'ready'
        : 'empty';
  return (
    <>
      <DemoMark demo={status === 'ready' && demo} block />
      <ChartFrame
        status={status}
        progress={points === null ? 10 : 100}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {points && (
          <PriceChart
            points={points}
            frequency={frequency}
            onFrequencyChange={setFrequency}
            hideRuler={frequency === 'live'}
            height={height}
          />
        )}
      </ChartFrame>
    </>
  );
}
