import type { Order } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { orderTimeText } from '@coinsight/domain/orders';
import { Button } from '../../primitives/Button/Button.tsx';
import { OrderStatusText } from '../private/OrderStatusText.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import * as shared from '../private/orders.css.ts';
import * as styles from './OrderCards.css.ts';

export interface OrderCardsProps {
  /** The orders of the page shown. */
  orders: readonly Order[];
  /** 查看详情: opens the order's detail page. */
  onOpenDetail: (order: Order) => void;
  /** Shown when there are no orders. @default '暂无订单' */
  emptyText?: string;
}

/** Spec 2 §2.8: the mobile order list, one card per order. */
export function OrderCards({
  orders,
  onOpenDetail,
  emptyText = messages.orders.noOrders,
}: OrderCardsProps) {
  if (orders.length === 0) return <p className={list.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label="订单列表">
      {orders.map((order) => (
        <li key={order.id} className={styles.card} aria-label={`订单 ${order.orderNumber}`}>
          <div className={styles.top}>
            <span className={styles.shop}>{order.shopName}</span>
            <OrderStatusText status={order.status} />
          </div>
          <div className={styles.body}>
            <img className={shared.thumb} src={order.image} alt="" />
            <div>
              <p className={styles.title}>{order.title}</p>
              <p className={styles.meta}>
                订单号 <span className={list.mono}>{order.orderNumber}</span>
              </p>
              <p className={styles.meta}>下单时间 {orderTimeText(order.create)}</p>
            </div>
          </div>
          <div className={styles.bottom}>
            <span>
              共 {order.quantity} 件 实付 <strong className={list.mono}>¥{order.total}</strong>
            </span>
            <Button
              variant="secondary"
              aria-label={`查看详情 ${order.orderNumber}`}
              onPress={() => onOpenDetail(order)}
            >
              查看详情
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
