import { orderStatus, refundableStatuses, type Order, type OrderStatus } from '../api/orders.ts';
import { payTypes, type PayType } from '../api/membership.ts';
import { payTypeLabels } from '../membership/purchase.ts';
import { beijingDateTime } from '../time/beijing.ts';

/** How the order pages name a payment way: the names the purchase shows (one map, `payTypeLabels`). */
export const orderPayMethodLabels: Readonly<Record<PayType, string>> = payTypeLabels;

/** What the order detail page shows: the query fields of spec 2 §2.8, typed. */
export interface OrderDetail {
  orderNumber: string;
  image: string;
  productName: string;
  quantity: number;
  /** Yuan as a decimal string. */
  finalPrice: string;
  paymentMethod: PayType | null;
  /** ISO-8601 UTC; null while unpaid. */
  paymentTime: string | null;
  /** ISO-8601 UTC. */
  orderTime: string;
  /** The latest refund reason, null if none. */
  reason: string | null;
  /** Decision: carried too (the spec's fields lack it) so the page knows whether a refund may be asked. */
  status: OrderStatus | null;
}

export function orderDetailOf(order: Order): OrderDetail {
  return {
    orderNumber: order.orderNumber,
    image: order.image,
    productName: order.title,
    quantity: order.quantity,
    finalPrice: order.total,
    paymentMethod: order.paymentMethod,
    paymentTime: order.date,
    orderTime: order.create,
    reason: order.reason,
    status: order.status,
  };
}

/** The query string of /detailorder for an order (spec 2 §2.8's fields plus status). */
export function orderDetailSearch(order: Order): string {
  const detail = orderDetailOf(order);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(detail)) {
    if (value !== null) search.set(key, String(value));
  }
  return search.toString();
}

const isInstant = (value: string) => !Number.isNaN(Date.parse(value));

/** Reads /detailorder's query; null without an order number. Unknown or malformed fields stay empty. */
export function parseOrderDetailSearch(search: string): OrderDetail | null {
  const query = new URLSearchParams(search);
  const text = (key: string) => query.get(key)?.trim() ?? '';
  const orderNumber = text('orderNumber');
  if (orderNumber === '') return null;
  const quantity = Number(text('quantity'));
  const method = text('paymentMethod');
  const status = orderStatus.safeParse(text('status'));
  const paymentTime = text('paymentTime');
  const orderTime = text('orderTime');
  return {
    orderNumber,
    // A link is anyone's to write: only a picture of the site itself is drawn from it.
    image: /^\/(?![/\\])/.test(text('image')) ? text('image') : '',
    productName: text('productName'),
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
    finalPrice: text('finalPrice'),
    paymentMethod: (payTypes as readonly string[]).includes(method) ? (method as PayType) : null,
    paymentTime: paymentTime !== '' && isInstant(paymentTime) ? paymentTime : null,
    orderTime: isInstant(orderTime) ? orderTime : '',
    reason: text('reason') || null,
    status: status.success ? status.data : null,
  };
}

/** An instant as the order pages show it (Beijing time), or — when there is none. */
export function orderTimeText(instant: string | null): string {
  return instant ? beijingDateTime(instant) : '—';
}

/** Whether the member may ask for a refund of an order in this status (the contract's rule). */
export function canRequestRefund(status: OrderStatus | null): boolean {
  return status !== null && refundableStatuses.includes(status);
}
