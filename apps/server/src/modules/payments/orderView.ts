import type { Order, PaymentStatus } from '@coinsight/domain/api';
import { planTitle } from '@coinsight/domain/membership';
import { fenToYuan, yuanToFen } from '@coinsight/domain/money';
import type { OrderRow } from './orderRepo.ts';

/**
 * Fen of an amount as a gateway or the contract writes it (digits, at most two decimals); NaN for
 * anything else, which then matches no price and no order.
 */
export function fenOf(yuan: string): number {
  return /^\d{1,9}(\.\d{1,2})?$/.test(yuan) ? yuanToFen(yuan) : Number.NaN;
}

export const shopName = '币见官方';
export const orderImage = '/images/vip-card.svg';

/** The order as the order pages read it (contract `order`). */
export function orderView(row: OrderRow): Order {
  return {
    id: row.id,
    create: row.createdAt.toISOString(),
    date: row.paidAt ? row.paidAt.toISOString() : null,
    orderNumber: row.outTradeNo,
    title: planTitle(row.vipDuration),
    image: orderImage,
    quantity: 1,
    total: fenToYuan(row.amountCents),
    status: row.status,
    shopName,
    paymentMethod: row.payType,
    reason: row.reason,
  };
}

/**
 * The pay code the QR page may draw: only while the order still waits for its payment. A paid,
 * failed or refunded order's code is never shown again, so an old link cannot collect twice.
 */
export function shownPayCode(row: OrderRow): string | null {
  return row.status === 'pending_payment' && !row.failedAt ? row.payCode : null;
}

/** Payment status as payment/status reads it: paid and everything after it (refunds) is success. */
export function paymentStatusOf(order: OrderRow): PaymentStatus {
  if (order.status !== 'pending_payment') return 'success';
  return order.failedAt ? 'failed' : 'pending';
}
