import {
  catalogue,
  dataStatus,
  ingestRunStatus,
  renameCatalogueItem,
  reorderCatalogueGroup,
  startIngest,
  type IngestRun,
  type IngestSource,
} from '@coinsight/domain/api';
import { DataStatusPanel, IndicatorCatalogue } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { uploadThumbnail } from '../indicators/indicatorData.ts';
import { SourcesScreen } from './SourcesScreen.tsx';
import { actionFailure, useAdminLoad } from './useAdminLoad.ts';

/** The contract asks for about one poll a second while an ingest runs. */
export const ingestPollMs = 1000;

function DataStatusScreen() {
  const load = useAdminLoad(
    (signal) => call(dataStatus, { signal }),
    'data',
    '数据状态加载失败，请稍后重试',
  );
  const [run, setRun] = useState<IngestRun | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const shown = run ?? load.data?.run ?? null;
  const reloadStatus = load.retry;

  // Follows a running ingest until it is done or failed, then reads the sources' new last days.
  useEffect(() => {
    if (shown?.state !== 'running') return;
    const timer = setTimeout(() => {
      call(ingestRunStatus, { params: { id: shown.id } }).then(
        (answer) => {
          setRun(answer.run);
          if (answer.run.state !== 'running') reloadStatus();
        },
        (error: unknown) => setStartError(actionFailure(error).message),
      );
    }, ingestPollMs);
    return () => clearTimeout(timer);
    // Each answer (a new run object) schedules the next poll.
  }, [shown, reloadStatus]);

  const start = async (source: IngestSource) => {
    setStarting(true);
    setStartError(null);
    try {
      setRun((await call(startIngest, { body: { source } })).run);
    } catch (error) {
      setStartError(actionFailure(error).message);
    } finally {
      setStarting(false);
    }
  };

  return (
    <DataStatusPanel
      sources={load.data?.sources ?? []}
      run={shown}
      onStart={(source) => void start(source)}
      starting={starting}
      startError={startError}
      state={load.state}
      errorText={load.errorText}
      onRetry={load.retry}
    />
  );
}

/** 图表: the indicator catalogue (titles, order, free thumbnails), the data sources and the data status. */
export function ChartsSection() {
  const load = useAdminLoad(
    (signal) => call(catalogue, { signal }).then((answer) => answer.groups),
    'catalogue',
    '指标目录加载失败，请稍后重试',
  );
  const reload = async () => load.setData((await call(catalogue)).groups);
  return (
    <>
      <IndicatorCatalogue
        groups={load.data ?? []}
        state={load.state}
        errorText={load.errorText}
        onRetry={load.retry}
        onRename={async (item, title) => {
          try {
            await call(renameCatalogueItem, { params: { id: item.id }, body: { title } });
            await reload();
            return `已将标题改为“${title}”`;
          } catch (error) {
            throw actionFailure(error);
          }
        }}
        onReorder={async (group, itemIds) => {
          try {
            await call(reorderCatalogueGroup, {
              params: { id: group.id },
              body: { item_ids: itemIds },
            });
            await reload();
            return `已调整“${group.title}”的顺序`;
          } catch (error) {
            throw actionFailure(error);
          }
        }}
        onUpload={async (image, itemId) => {
          await uploadThumbnail(call, image, itemId);
          await reload();
        }}
      />
      <SourcesScreen />
      <DataStatusScreen />
    </>
  );
}
