import {
  mobilePendingReviewStatuses,
  orderStatusLabels,
  orderTabs,
  type Order,
  type OrderStatus,
} from '../api/orders.ts';

/** The four tabs of the order page (spec 2 §2.8), in the order they are shown. */
export const orderTabIds = ['all', 'pending_payment', 'after_sales', 'pending_review'] as const;
export type OrderTabId = (typeof orderTabIds)[number];

/** The layouts the order page chooses between by device (spec 2 §2.8). */
export const orderLayouts = ['desktop', 'mobile'] as const;
export type OrderLayout = (typeof orderLayouts)[number];

export function orderTabLabel(tab: OrderTabId): string {
  return orderTabs[tab].label;
}

export function orderStatusLabel(status: OrderStatus): string {
  return orderStatusLabels[status];
}

/** The statuses a tab shows; on mobile 退款成功 counts as 待审核 (spec 2 §4). */
export function tabStatuses(tab: OrderTabId, layout: OrderLayout): readonly OrderStatus[] {
  if (tab === 'pending_review' && layout === 'mobile') return mobilePendingReviewStatuses;
  return orderTabs[tab].statuses;
}

export function ordersInTab<T extends Pick<Order, 'status'>>(
  orders: readonly T[],
  tab: OrderTabId,
  layout: OrderLayout,
): T[] {
  const statuses = tabStatuses(tab, layout);
  return orders.filter((order) => statuses.includes(order.status));
}

/** How many orders each tab holds, for the tab badges. */
export function orderTabCounts(
  orders: readonly Pick<Order, 'status'>[],
  layout: OrderLayout,
): Record<OrderTabId, number> {
  return Object.fromEntries(
    orderTabIds.map((tab) => [tab, ordersInTab(orders, tab, layout).length]),
  ) as Record<OrderTabId, number>;
}

export function isOrderTabId(value: string): value is OrderTabId {
  return (orderTabIds as readonly string[]).includes(value);
}
