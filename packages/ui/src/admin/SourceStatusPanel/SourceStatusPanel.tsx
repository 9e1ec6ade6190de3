import { sourceModeLabels, type SourceKey, type SourceStatus } from '@coinsight/domain/api';
import { beijingDateTime } from '@coinsight/domain/time';
import { Button } from '../../primitives/Button/Button.tsx';
import { ListScreen } from '../../primitives/ListScreen/ListScreen.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as panel from '../shared/adminPanel.css.ts';
import * as styles from './SourceStatusPanel.css.ts';

export interface SourceStatusPanelProps {
  /** Each source's state as admin.sources answers it (ticker, btc, macro, news, calendar). */
  sources: readonly SourceStatus[];
  /** When the server made the answer; shown so a stale page is recognisable. */
  generatedAt?: string | null;
  /** 立即刷新 pressed for a source. */
  onRefresh: (source: SourceKey) => void;
  /** Sources whose 立即刷新 request is on its way. @default [] */
  requesting?: readonly SourceKey[];
  /** A 立即刷新 was refused or failed. */
  refreshError?: string | null;
  /** @default 'ready' */
  state?: 'ready' | 'loading' | 'error';
  /** @default 数据源状态加载失败，请稍后重试 */
  errorText?: string;
  onRetry?: () => void;
}

const configuredLabels = { real: '读取外部数据源', demo: '按配置使用演示数据' } as const;

function at(instant: string | null, none: string): string {
  return instant === null ? none : beijingDateTime(instant, 'minute');
}

/**
 * 数据源 (issue 34): each outside source's mode (实时数据 / 演示数据 / 未启用), its last success,
 * rows, next run and last failure in Beijing time, and 立即刷新 for one read now.
 */
export function SourceStatusPanel({
  sources,
  generatedAt = null,
  onRefresh,
  requesting = [],
  refreshError = null,
  state = 'ready',
  errorText = '数据源状态加载失败，请稍后重试',
  onRetry,
}: SourceStatusPanelProps) {
  return (
    <ListScreen title="数据源">
      <LoadState
        state={state}
        loadingText="数据源状态加载中…"
        errorText={errorText}
        onRetry={onRetry}
      >
        {sources.length === 0 ? (
          <p className={panel.muted}>暂无数据源</p>
        ) : (
          <ul className={styles.cards} aria-label="各数据源状态">
            {sources.map((s) => {
              const busy = s.running || requesting.includes(s.source);
              return (
                <li key={s.source} className={styles.card} aria-label={s.label}>
                  <div className={styles.head}>
                    <h3 className={styles.name}>{s.label}</h3>
                    <span className={styles.mode[s.mode]} data-mode={s.mode}>
                      {sourceModeLabels[s.mode]}
                    </span>
                  </div>
                  <dl className={panel.facts}>
                    <dt className={panel.factLabel}>配置</dt>
                    <dd className={panel.factValue}>
                      {configuredLabels[s.configured]}
                      {s.origin === null ? '' : `（${s.origin}）`}
                    </dd>
                    <dt className={panel.factLabel}>上次成功</dt>
                    <dd className={panel.factValue}>{at(s.last_success, '从未成功')}</dd>
                    <dt className={panel.factLabel}>数据行数</dt>
                    <dd className={panel.factValue}>{s.rows.toLocaleString('zh-CN')} 条</dd>
                    <dt className={panel.factLabel}>下次运行</dt>
                    <dd className={panel.factValue}>{at(s.next_run, '无计划')}</dd>
                    <dt className={panel.factLabel}>最近错误</dt>
                    <dd
                      className={
                        s.last_error === null
                          ? panel.factValue
                          : `${panel.factValue} ${styles.error}`
                      }
                    >
                      {s.last_error === null
                        ? '无'
                        : `${s.last_error}${s.last_error_at === null ? '' : `（${at(s.last_error_at, '')}）`}`}
                    </dd>
                  </dl>
                  <span className={panel.row}>
                    <Button
                      variant="secondary"
                      aria-label={`立即刷新${s.label}`}
                      isDisabled={busy || s.configured === 'demo'}
                      onPress={() => onRefresh(s.source)}
                    >
                      立即刷新
                    </Button>
                    {busy ? (
                      <span className={panel.muted} role="status">
                        刷新中…
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <Notice message={refreshError} />
        {generatedAt === null ? null : (
          <p className={panel.muted}>状态更新于 {beijingDateTime(generatedAt)}（北京时间）</p>
        )}
      </LoadState>
    </ListScreen>
  );
}
