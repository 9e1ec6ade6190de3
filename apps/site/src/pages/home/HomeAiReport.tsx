import { analysisLatest, type AnalysisLatestSummary } from '@coinsight/domain/api';
import { dailyAnalysisHref } from '@coinsight/domain/analysisView';
import { LatestAnalysis, type LatestAnalysisStatus } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';

/**
 * Spec 1 §2.3: the AI report block leads with the newest daily analysis in short (public, a teaser:
 * the full day needs a login), linking to that day on /toDailyAnalysis; the topics follow it.
 */
export function HomeAiReport() {
  const [latest, setLatest] = useState<AnalysisLatestSummary | null>(null);
  const [status, setStatus] = useState<LatestAnalysisStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setStatus('loading');
    call(analysisLatest, { signal: abort.signal }).then(
      (answer) => {
        if (abort.signal.aborted) return;
        setLatest(answer.latest);
        setStatus('ready');
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('home: latest analysis failed', error);
        setStatus('error');
      },
    );
    return () => abort.abort();
  }, [attempt]);

  return (
    <LatestAnalysis
      latest={latest}
      status={status}
      dayHref={dailyAnalysisHref}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
