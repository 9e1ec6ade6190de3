import { inviteeRewardDays, inviterRewardDays } from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import * as card from '../private/card.css.ts';
import { copyText } from './copyText.ts';
import * as styles from './InviteCodeCard.css.ts';

/** Spec 1 §9: the copy notice lasts 2 seconds. */
export const copiedNoticeMs = 2000;

export interface InviteCodeCardProps {
  /** The member's own invite code; empty for a visitor. */
  code: string;
  /** Puts the code on the clipboard. @default the Clipboard API, or a copy command over plain http */
  onCopy?: (code: string) => Promise<void> | void;
  /** How long 已复制! stays. @default 2000 */
  noticeMs?: number;
}

/** Spec 1 §2.5: the member's invite code with a copy button that says 已复制! for 2 seconds. */
export function InviteCodeCard({
  code,
  onCopy = copyText,
  noticeMs = copiedNoticeMs,
}: InviteCodeCardProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await onCopy(code);
    } catch (error) {
      console.warn('invite code could not be copied', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), noticeMs);
  };

  return (
    <section className={card.card} aria-labelledby="invite-code-heading">
      <h2 id="invite-code-heading" className={card.heading}>
        我的邀请码
      </h2>
      <div className={styles.row}>
        <code className={styles.code}>{code || '登录后可见'}</code>
        {code ? (
          <Button variant="secondary" onPress={() => void copy()}>
            复制
          </Button>
        ) : null}
        <span className={styles.notice} role="status">
          {copied ? messages.membership.inviteCodeCopied : ''}
        </span>
      </div>
      <p className={card.muted}>
        好友注册时填写您的邀请码，好友获得{inviteeRewardDays}天会员，您获得{inviterRewardDays}
        天会员。
      </p>
    </section>
  );
}
