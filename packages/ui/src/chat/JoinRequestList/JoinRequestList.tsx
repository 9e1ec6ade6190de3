import { sortJoinRequests, type JoinRequestStatus } from '@coinsight/domain/chat';
import { messages } from '@coinsight/domain/messages';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../feedback/ConfirmDialog/ConfirmDialog.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as panel from '../private/panel.css.ts';
import * as styles from './JoinRequestList.css.ts';

/** A join request as the window shows it: the status is set at once on the click (spec 1 §4). */
export interface JoinRequestItem {
  id: number;
  username: string;
  group_name: string;
  status: JoinRequestStatus;
}

export const joinRequestListStates = ['ready', 'loading', 'error'] as const;
export type JoinRequestListState = (typeof joinRequestListStates)[number];

export const joinRequestListTexts = {
  title: '加群申请',
  empty: messages.chat.noJoinRequests,
  loading: '加群申请加载中…',
  loadFailed: '加群申请加载失败，请稍后重试',
  accept: '同意',
  reject: '拒绝',
  accepted: '已同意',
  rejected: '已拒绝',
  clear: '清空',
  clearTitle: '清空加群申请',
  clearMessage: '确定清空全部加群申请吗？',
} as const;

export interface JoinRequestListProps {
  /** The requests in any order; shown pending first, then by id. */
  requests: readonly JoinRequestItem[];
  /** @default 'ready' */
  state?: JoinRequestListState;
  /** 同意 on a pending request. */
  onAccept: (id: number) => void;
  /** 拒绝 on a pending request. */
  onReject: (id: number) => void;
  /** Confirmed 清空: the list is emptied. */
  onClear: () => void;
  /** 重试 in the error state. */
  onRetry?: () => void;
}

/** The join requests of the groups this member manages, with 同意 / 拒绝 and a confirmed 清空. */
export function JoinRequestList({
  requests,
  state = 'ready',
  onAccept,
  onReject,
  onClear,
  onRetry,
}: JoinRequestListProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const t = joinRequestListTexts;
  const ordered = sortJoinRequests(requests);

  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {t.title}
        </h3>
        {state === 'ready' && requests.length > 0 ? (
          <Button variant="ghost" onPress={() => setConfirming(true)}>
            {t.clear}
          </Button>
        ) : null}
      </div>
      <div className={panel.scroller}>
        <LoadState state={state} loadingText={t.loading} errorText={t.loadFailed} onRetry={onRetry}>
          {ordered.length === 0 ? (
            <p className={panel.empty}>{t.empty}</p>
          ) : (
            <ul className={panel.list} aria-label={t.title}>
              {ordered.map((request) => (
                <li key={request.id} className={styles.request} data-status={request.status}>
                  <div className={styles.who}>
                    <span className={panel.ellipsis}>{request.username}</span>
                    <span className={styles.group}>申请加入 {request.group_name}</span>
                  </div>
                  {request.status === 'pending' ? (
                    <div className={styles.actions}>
                      <Button
                        variant="primary"
                        aria-label={`${t.accept} ${request.username}`}
                        onPress={() => onAccept(request.id)}
                      >
                        {t.accept}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`${t.reject} ${request.username}`}
                        onPress={() => onReject(request.id)}
                      >
                        {t.reject}
                      </Button>
                    </div>
                  ) : (
                    <span className={styles.decided}>
                      {request.status === 'accepted' ? t.accepted : t.rejected}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={t.clearTitle}
        message={t.clearMessage}
        tone="danger"
        confirmLabel={t.clear}
        onConfirm={() => {
          setConfirming(false);
          onClear();
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
