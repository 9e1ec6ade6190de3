import type { AlertFired } from '@coinsight/domain/realtime';
import { formatBeijing } from '@coinsight/domain/time';
import * as styles from '../alerts.css.ts';

export interface AlertToastsProps {
  /** The alerts that fired and are still shown, oldest first. */
  items: readonly AlertFired[];
  onDismiss: (item: AlertFired) => void;
}

/**
 * The toast of a fired alert (issue 17), in every open tab of the member. It stays until closed or
 * until the site lets it go, longer than the site's one-second notices: an alert is worth reading.
 */
export function AlertToasts({ items, onDismiss }: AlertToastsProps) {
  return (
    <div className={styles.toasts} role="status" aria-live="polite" aria-label="指标提醒">
      {items.map((item) => (
        <div key={`${item.id}-${item.fired_at}`} className={styles.toast} data-alert-toast="">
          <div className={styles.toastText}>
            <strong>指标提醒：{item.title}</strong>
            <span>{item.message}</span>
            <span className={styles.itemMeta}>
              {formatBeijing(item.fired_at, 'minute')}（北京时间）
            </span>
          </div>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={`关闭提醒：${item.title}`}
            onClick={() => onDismiss(item)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
