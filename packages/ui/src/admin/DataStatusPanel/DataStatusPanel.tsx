import {
  dataSourceLabels,
  type DataSource,
  type IngestRun,
  type IngestSource,
  ingestSources,
} from '@coinsight/domain/api';
import { beijingDateTime } from '@coinsight/domain/time';
import { Button } from '../../primitives/Button/Button.tsx';
import { ListScreen } from '../../primitives/ListScreen/ListScreen.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as panel from '../shared/adminPanel.css.ts';
import * as styles from '../IndicatorCatalogue/IndicatorCatalogue.css.ts';

export interface DataSourceStatus {
  source: DataSource;
  label: string;
  /** The newest stored day, null when nothing is stored. */
  last_day: string | null;
  rows: number;
}

export interface DataStatusPanelProps {
  sources: readonly DataSourceStatus[];
  /** The latest ingest started from the dashboard, followed while it runs. */
  run: IngestRun | null;
  onStart: (source: IngestSource) => void;
  /** The start was refused (one already runs) or failed. */
  startError?: string | null;
  /** A start request is on its way. @default false */
  starting?: boolean;
  /** @default 'ready' */
  state?: 'ready' | 'loading' | 'error';
  /** @default 数据状态加载失败，请稍后重试 */
  errorText?: string;
  onRetry?: () => void;
}

const runStateLabels = { running: '导入中', done: '已完成', failed: '失败' } as const;

/** 图表's data status: the last day stored per source, and an ingest started here with its progress. */
export function DataStatusPanel({
  sources,
  run,
  onStart,
  startError = null,
  starting = false,
  state = 'ready',
  errorText = '数据状态加载失败，请稍后重试',
  onRetry,
}: DataStatusPanelProps) {
  const running = run?.state === 'running';
  return (
    <ListScreen title="数据状态">
      <LoadState
        state={state}
        loadingText="数据状态加载中…"
        errorText={errorText}
        onRetry={onRetry}
      >
        <div role="group" aria-label="各数据来源">
          <dl className={panel.figures}>
            {sources.map((s) => (
              <div key={s.source} className={panel.figure}>
                <dt className={panel.figureLabel}>{s.label}</dt>
                <dd className={panel.figureValue}>{s.last_day ?? '暂无数据'}</dd>
                <dd className={panel.muted}>共 {s.rows.toLocaleString('zh-CN')} 条</dd>
              </div>
            ))}
          </dl>
        </div>
        <span className={panel.row} role="group" aria-label="运行数据导入">
          {ingestSources.map((source) => (
            <Button
              key={source}
              variant="secondary"
              isDisabled={running || starting}
              onPress={() => onStart(source)}
            >
              导入{dataSourceLabels[source]}
            </Button>
          ))}
        </span>
        <Notice message={startError} />
        {run ? (
          <section className={panel.section} aria-label="最近一次导入">
            <p className={panel.muted} role="status">
              {dataSourceLabels[run.source]}：{runStateLabels[run.state]}（
              {Math.round(run.progress * 100)}%，已写入 {run.rows} 条）— {run.message}
            </p>
            <progress
              className={styles.progress}
              aria-label="导入进度"
              max={1}
              value={run.progress}
            />
            <p className={list.label} style={{ fontWeight: 400 }}>
              {run.admin} 于 {beijingDateTime(run.started_at)} 开始
              {run.finished_at ? `，${beijingDateTime(run.finished_at)} 结束` : ''}
            </p>
            {run.state === 'failed' ? <Notice message={run.message} /> : null}
          </section>
        ) : null}
      </LoadState>
    </ListScreen>
  );
}
