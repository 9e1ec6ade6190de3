import type { Order, PaymentStatus, VipDuration } from '@coinsight/domain/api';
import type { OrderRow } from './orderRepo.ts';

/** Fen to yuan as the contract writes it: '0.01', '300.00'. */
export function yuanOf(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Yuan (a checked decimal string) to fen; NaN for anything else. */
export function centsOf(yuan: string): number {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(yuan)) return Number.NaN;
  const [whole = '0', fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const planLabels: Record<VipDuration, string> = { 30: '月度', 90: '季度', 365: '年度' };

export const productName = 'VIP会员';
export const shopName = '币见官方';
export const orderImage = '/images/vip-card.svg';

/** The order as the order pages read it (contract `order`). */
export function orderView(row: OrderRow): Order {
  return {
    id: row.id,
    create: row.createdAt.toISOString(),
    date: row.paidAt ? row.paidAt.toISOString() : null,
    orderNumber: row.outTradeNo,
    title: `${productName}·${planLabels[row.vipDuration]}`,
    image: orderImage,
    quantity: 1,
    total: yuanOf(row.amountCents),
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
