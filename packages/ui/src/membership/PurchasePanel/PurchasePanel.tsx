import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './PurchasePanel.css.ts';

export interface PurchasePanelProps {
  /** The chosen plan's price in yuan, or null when no plan is chosen. */
  amount: string | null;
  /** 立即支付. The page checks the guards (login, VIP, way, length) and opens the payment. */
  onPay: () => void;
  /** The payment is being opened: the button is busy and cannot be pressed again. @default false */
  isPending?: boolean;
}

/** Spec 1 §2.5: the amount to pay and the 立即支付 button. */
export function PurchasePanel({ amount, onPay, isPending = false }: PurchasePanelProps) {
  return (
    <div className={styles.root}>
      <p className={styles.amount}>
        <span className={styles.term}>应付金额</span>
        <output className={amount === null ? styles.valueHint : styles.value} aria-label="应付金额">
          {amount === null ? '请选择会员时长' : `¥${amount}`}
        </output>
      </p>
      <Button className={styles.pay} onPress={onPay} isPending={isPending}>
        {isPending ? '正在创建订单…' : '立即支付'}
      </Button>
    </div>
  );
}
