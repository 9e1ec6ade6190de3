import type { Order } from '../api/orders.ts';

/**
 * Spec 2 §5: search filters by title, case-insensitively, ignoring surrounding spaces. Decision: the
 * order number matches too, so a member can find the order a receipt names. A blank search keeps all.
 */
export function searchOrders<T extends Pick<Order, 'title' | 'orderNumber'>>(
  orders: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...orders];
  return orders.filter(
    (order) =>
      order.title.toLowerCase().includes(needle) ||
      order.orderNumber.toLowerCase().includes(needle),
  );
}
