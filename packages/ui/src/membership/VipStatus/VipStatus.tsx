import { formatBeijing } from '@coinsight/domain/time';
import { Link } from 'react-aria-components';
import * as card from '../private/card.css.ts';
import * as styles from './VipStatus.css.ts';

export interface VipStatusProps {
  /** Whole days of membership left. */
  leftdays: number;
  /** End of the membership, ISO-8601 UTC; shown in Beijing time. */
  expiry: string | null;
  /** Where the join-member-group link goes. */
  groupHref: string;
}

/** Spec 1 §2.5: for a VIP, the days left, the expiry (Beijing time) and the join-member-group link. */
export function VipStatus({ leftdays, expiry, groupHref }: VipStatusProps) {
  const shownExpiry = formatBeijing(expiry, 'minute');
  return (
    <section className={card.card} aria-labelledby="vip-status-heading">
      <h2 id="vip-status-heading" className={card.heading}>
        <span className={styles.badge}>VIP</span> 您已是尊贵会员
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>剩余天数</dt>
          <dd className={styles.value}>{leftdays} 天</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>到期时间</dt>
          <dd className={styles.value}>{shownExpiry ? `${shownExpiry}（北京时间）` : '—'}</dd>
        </div>
      </dl>
      <Link className={styles.link} href={groupHref}>
        加入会员群
      </Link>
    </section>
  );
}
