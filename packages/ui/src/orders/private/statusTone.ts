import type { OrderStatus } from '@coinsight/domain/api';

export type StatusTone = 'neutral' | 'warning' | 'success' | 'info';

/** The colour family of each order status: red wants action, green is settled, blue is waiting. */
export const statusTone: Readonly<Record<OrderStatus, StatusTone>> = {
  pending_payment: 'warning',
  paid: 'success',
  after_sales: 'info',
  refunding: 'info',
  pending_review: 'info',
  refunded: 'neutral',
  refund_succeeded: 'neutral',
  refund_failed: 'warning',
};
