import { paymentResultTitles, type PaymentResultState } from '@coinsight/domain/membership';
import { formatBeijing } from '@coinsight/domain/time';
import { Button } from '../../primitives/Button/Button.tsx';
import * as card from '../private/card.css.ts';
import * as styles from './PaymentResult.css.ts';

export interface PaymentResultProps {
  /** querying, success, incomplete (failure or not finished) or queryFailed. */
  state: PaymentResultState;
  /** The trade number asked about. */
  outTradeNo?: string;
  /** After success: whole days of membership now left. */
  leftdays?: number;
  /** After success: the new expiry, ISO-8601 UTC, shown in Beijing time. */
  expiry?: string | null;
  /** 返回首页 (route btm). */
  onBackHome: () => void;
  /** 重新查询, offered after a failed or unfinished query. */
  onRetry?: () => void;
}

const marks: Readonly<Record<PaymentResultState, string>> = {
  querying: '…',
  success: '✓',
  incomplete: '!',
  queryFailed: '?',
};

/** Spec 1 §2.6: the payment result — querying, success, failure or incomplete, query failed. */
export function PaymentResult({
  state,
  outTradeNo,
  leftdays,
  expiry,
  onBackHome,
  onRetry,
}: PaymentResultProps) {
  const shownExpiry = formatBeijing(expiry, 'minute');
  return (
    <section
      className={`${card.card} ${styles.root}`}
      aria-labelledby="payment-result-heading"
      aria-busy={state === 'querying'}
    >
      <span className={`${styles.mark} ${styles.tone[state]}`} aria-hidden="true">
        {marks[state]}
      </span>
      <div role={state === 'queryFailed' || state === 'incomplete' ? 'alert' : 'status'}>
        <h1 id="payment-result-heading" className={styles.title}>
          {paymentResultTitles[state]}
        </h1>
      </div>
      {outTradeNo ? <p className={card.muted}>订单号：{outTradeNo}</p> : null}
      {state === 'success' && leftdays !== undefined ? (
        <p className={styles.detail}>
          会员剩余 {leftdays} 天{shownExpiry ? `，到期时间 ${shownExpiry}（北京时间）` : ''}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onRetry && (state === 'queryFailed' || state === 'incomplete') ? (
          <Button variant="secondary" onPress={onRetry}>
            重新查询
          </Button>
        ) : null}
        <Button onPress={onBackHome}>返回首页</Button>
      </div>
    </section>
  );
}
