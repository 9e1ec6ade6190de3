import { adminSources, refreshSource, type SourceKey } from '@coinsight/domain/api';
import { SourceStatusPanel } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { actionFailure, useAdminLoad } from './useAdminLoad.ts';

/** While a read runs the panel re-reads the statuses this often, to show its end. */
export const sourcesPollMs = 2000;

/** 数据源 (issue 34): each source's state from admin.sources, and 立即刷新 through admin.refreshSource. */
export function SourcesScreen() {
  const load = useAdminLoad(
    (signal) => call(adminSources, { signal }),
    'sources',
    '数据源状态加载失败，请稍后重试',
  );
  const [requesting, setRequesting] = useState<SourceKey[]>([]);
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const { data, setData } = load;
  const running = data?.sources.some((s) => s.running) ?? false;

  // Each new answer schedules the next read while any source still reads.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      call(adminSources).then(setData, (error: unknown) =>
        setRefreshError(actionFailure(error).message),
      );
    }, sourcesPollMs);
    return () => clearTimeout(timer);
  }, [data, running, setData]);

  const refresh = async (source: SourceKey) => {
    setRequesting((keys) => [...keys, source]);
    setRefreshError(null);
    try {
      const answer = await call(refreshSource, { params: { source } });
      setData({
        generated_at: new Date().toISOString(),
        ...data,
        sources: (data?.sources ?? []).map((s) => (s.source === source ? answer.source : s)),
      });
    } catch (error) {
      setRefreshError(actionFailure(error).message);
    } finally {
      setRequesting((keys) => keys.filter((key) => key !== source));
    }
  };

  return (
    <SourceStatusPanel
      sources={data?.sources ?? []}
      generatedAt={data?.generated_at ?? null}
      onRefresh={(source) => void refresh(source)}
      requesting={requesting}
      refreshError={refreshError}
      state={load.state}
      errorText={load.errorText}
      onRetry={load.retry}
    />
  );
}
