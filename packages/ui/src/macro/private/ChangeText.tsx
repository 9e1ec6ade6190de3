import { formatChangePercent } from '@coinsight/domain/market';
import * as styles from './macro.css.ts';

/** A change in percent, signed and coloured (red down, green up); — when there is none. */
export function ChangeText({ change, suffix = '' }: { change: number | null; suffix?: string }) {
  if (change === null) return <span className={styles.change.flat}>—</span>;
  const tone = change > 0 ? 'rise' : change < 0 ? 'fall' : 'flat';
  return (
    <span className={styles.change[tone]} data-tone={tone}>
      {formatChangePercent(change)}
      {suffix}
    </span>
  );
}
