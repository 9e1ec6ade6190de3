import * as styles from './Notice.css.ts';

export const noticeTones = ['error', 'success', 'info'] as const;
export type NoticeTone = (typeof noticeTones)[number];

export interface NoticeProps {
  /** The text; nothing is shown for null. */
  message: string | null;
  /** Errors are announced at once (alert), the rest politely (status). @default 'error' */
  tone?: NoticeTone;
}

/** One line telling what just happened: a server's refusal, a confirmation, a note. */
export function Notice({ message, tone = 'error' }: NoticeProps) {
  if (message === null) return null;
  return (
    <p
      className={styles.notice({ tone })}
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
    >
      {message}
    </p>
  );
}
