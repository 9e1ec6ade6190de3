import type { OrderStatus } from '@coinsight/domain/api';
import { orderStatusLabel } from '@coinsight/domain/orders';
import * as styles from './orders.css.ts';
import { statusTone } from './statusTone.ts';

/** An order's status in words, coloured by what it asks of the member. */
export function OrderStatusText({ status }: { status: OrderStatus }) {
  return (
    <span className={`${styles.status} ${styles.statusTones[statusTone[status]]}`}>
      {orderStatusLabel(status)}
    </span>
  );
}
