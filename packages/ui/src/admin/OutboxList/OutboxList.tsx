import { beijingDateTime } from '@coinsight/domain/time';
import { useMemo } from 'react';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { ListScreen } from '../../primitives/ListScreen/ListScreen.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import * as styles from './OutboxList.css.ts';

/** One outbox mail as GET /api/v1/admin/outbox/ returns it (created_at is ISO-8601 UTC). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export const outboxListStates = ['ready', 'loading', 'error'] as const;
export type OutboxListState = (typeof outboxListStates)[number];

export interface OutboxListProps {
  /** The outbox mails; shown newest first whatever their order. */
  mails: readonly OutboxMail[];
  /** @default 'ready' */
  state?: OutboxListState;
  /** What failed in the error state. @default '待发送邮件加载失败，请稍后重试' */
  errorText?: string;
  onRetry?: () => void;
}

export const outboxListTexts = {
  title: '待发送邮件（未配置 SMTP 时）',
  empty: '暂无待发送邮件',
  loading: '待发送邮件加载中…',
  loadFailed: '待发送邮件加载失败，请稍后重试',
  showBody: '查看正文',
  openLink: '打开邮件中的链接',
} as const;

// Password-reset mails carry their link in the plain text; the first http(s) address is it.
const linkPattern = /https?:\/\/\S+/;

function newestFirst(a: OutboxMail, b: OutboxMail): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
}

/**
 * The admin's outbox: the mails (password-reset links) kept while no SMTP server is configured,
 * newest first, each body and its link shown on demand.
 */
export function OutboxList({
  mails,
  state = 'ready',
  errorText = outboxListTexts.loadFailed,
  onRetry,
}: OutboxListProps) {
  const sorted = useMemo(() => [...mails].sort(newestFirst), [mails]);

  return (
    <ListScreen title={outboxListTexts.title}>
      <LoadState
        state={state}
        loadingText={outboxListTexts.loading}
        errorText={errorText}
        onRetry={onRetry}
      >
        {sorted.length === 0 ? (
          <p className={list.empty}>{outboxListTexts.empty}</p>
        ) : (
          <ul className={styles.list} aria-label={outboxListTexts.title}>
            {sorted.map((mail) => {
              const link = linkPattern.exec(mail.text)?.[0];
              return (
                <li key={mail.id} className={styles.mail}>
                  <h3 className={styles.subject}>{mail.subject}</h3>
                  <p className={styles.meta}>
                    <span>收件人：{mail.to}</span>
                    <span>
                      时间：
                      <time dateTime={mail.created_at}>{beijingDateTime(mail.created_at)}</time>
                      （北京时间）
                    </span>
                  </p>
                  <details>
                    <summary className={styles.summary}>{outboxListTexts.showBody}</summary>
                    <pre className={styles.body}>{mail.text}</pre>
                    {link ? (
                      <a className={styles.link} href={link} target="_blank" rel="noreferrer">
                        {outboxListTexts.openLink}
                      </a>
                    ) : null}
                  </details>
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
    </ListScreen>
  );
}
