import { messages } from '@coinsight/domain/messages';
import { Link } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { action } from '../private/cards.css.ts';
import * as styles from './ChartLock.css.ts';

export const chartLockReasons = ['visitor', 'member'] as const;
export type ChartLockReason = (typeof chartLockReasons)[number];

export interface ChartLockProps {
  /** visitor: 请先登录 and 登录&注册; member (not VIP): the prompt to buy membership. */
  reason: ChartLockReason;
  /** Opens the login dialog (visitors). */
  onLogin: () => void;
  /** The indicator's free thumbnail URL, shown behind the lock; null or absent when there is none. */
  thumbnail?: string | null;
  /** The indicator's title, naming the thumbnail. */
  title?: string;
  /** Where buying membership starts. @default '/toVip' */
  vipHref?: string;
  /** The prompt to members without VIP. @default '开通会员后即可查看全部指标图表' */
  memberText?: string;
}

function LockIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9zm3 4a1.5 1.5 0 0 1 .75 2.8V19h-1.5v-2.2A1.5 1.5 0 0 1 12 14z" />
    </svg>
  );
}

/** Spec 2 §2.1 and spec 1 §6: the chart area for visitors and members without VIP; the data stays hidden. */
export function ChartLock({
  reason,
  onLogin,
  thumbnail = null,
  title = '指标',
  vipHref = '/toVip',
  memberText = messages.indicators.vipToViewCharts,
}: ChartLockProps) {
  return (
    <section className={styles.root} aria-label="图表已锁定">
      {thumbnail && <img className={styles.thumbnail} src={thumbnail} alt={`${title}示意图`} />}
      <div className={styles.panel}>
        <LockIcon />
        {reason === 'visitor' ? (
          <>
            <p className={styles.text}>{messages.account.loginRequired}</p>
            <Button onPress={onLogin}>登录&amp;注册</Button>
          </>
        ) : (
          <>
            <p className={styles.text}>{memberText}</p>
            <Link className={action} href={vipHref}>
              开通会员
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
