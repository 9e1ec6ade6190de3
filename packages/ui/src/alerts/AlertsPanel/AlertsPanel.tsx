import type { AlertRule } from '@coinsight/domain/alerts';
import type { AlertView } from '@coinsight/domain/api';
import { formatBeijing } from '@coinsight/domain/time';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { AlertRuleForm } from '../AlertRuleForm/AlertRuleForm.tsx';
import * as styles from '../alerts.css.ts';

export interface AlertsPanelProps {
  state: 'loading' | 'error' | 'ready';
  alerts: readonly AlertView[];
  /** The most a member may set (20). */
  limit: number;
  onAdd: (rule: AlertRule) => Promise<void> | void;
  onRemove: (id: number) => void;
  onRetry?: () => void;
  /** The alert being removed, whose button waits. */
  removingId?: number | null;
  adding?: boolean;
  /** The server's refusal of the last add. */
  addError?: string | null;
  /** The server's refusal of the last removal. */
  removeError?: string | null;
}

function stateText(alert: AlertView): string {
  const fired = formatBeijing(alert.last_fired_at, 'minute');
  if (alert.state === 'waiting')
    return fired ? `${fired} 已提醒，条件回落后重新生效` : '当前已满足条件，回落后再次满足时提醒';
  return fired ? `上次提醒 ${fired}` : '等待触发';
}

/** /toDesk: the VIP's alerts, each removable, and the form that adds one (issue 17). */
export function AlertsPanel({
  state,
  alerts,
  limit,
  onAdd,
  onRemove,
  onRetry,
  removingId = null,
  adding = false,
  addError = null,
  removeError = null,
}: AlertsPanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          我的提醒
        </h2>
        {state === 'ready' ? (
          <span className={styles.count}>
            {alerts.length} / {limit}
          </span>
        ) : null}
      </div>
      <p className={styles.itemMeta}>
        指标或价格穿越设定条件时，每次穿越提醒一次：所有打开的页面弹出通知，绑定邮箱的会员同时收到邮件。
      </p>
      <LoadState
        state={state}
        loadingText="提醒加载中…"
        errorText="提醒加载失败，请重试"
        {...(onRetry ? { onRetry } : {})}
      >
        {alerts.length === 0 ? (
          <p className={list.empty}>还没有设置提醒</p>
        ) : (
          <ul className={styles.list} aria-labelledby={headingId}>
            {alerts.map((alert) => (
              <li key={alert.id} className={styles.item}>
                <div className={styles.itemText}>
                  <span className={styles.itemTitle}>{alert.title}</span>
                  <span className={styles.itemMeta}>{stateText(alert)}</span>
                </div>
                <Button
                  variant="secondary"
                  aria-label={`删除提醒：${alert.title}`}
                  isDisabled={removingId === alert.id}
                  onPress={() => onRemove(alert.id)}
                >
                  删除
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Notice message={removeError} />
        <AlertRuleForm
          onSubmit={onAdd}
          full={alerts.length >= limit}
          pending={adding}
          error={addError}
        />
      </LoadState>
    </section>
  );
}
