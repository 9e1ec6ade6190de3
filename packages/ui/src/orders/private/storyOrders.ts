import type { Order, OrderStatus } from '@coinsight/domain/api';
import { planTitle, vipProductName } from '@coinsight/domain/membership';

const image =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#1d4ed8"/><text x="20" y="26" font-size="14" fill="#fff" text-anchor="middle">VIP</text></svg>',
  );

/** Orders for stories: one per status, newest first, with a known date and price each. */
export function storyOrders(count = 8): Order[] {
  const statuses: OrderStatus[] = [
    'pending_payment',
    'paid',
    'pending_review',
    'refund_succeeded',
    'refund_failed',
    'after_sales',
    'refunding',
    'refunded',
  ];
  const titles = [planTitle(30), planTitle(365), planTitle(90)];
  const totals = ['30.00', '300.00', '88.00'];
  return Array.from({ length: count }, (_, i) => {
    const status = statuses[i % statuses.length] ?? 'paid';
    const day = String(20 - (i % 19)).padStart(2, '0');
    return {
      id: 2000 - i,
      create: `2026-11-${day}T02:15:00.000Z`,
      date: status === 'pending_payment' ? null : `2026-11-${day}T02:16:30.000Z`,
      orderNumber: `CS202611${day}1015${String(i).padStart(2, '0')}A${i}`,
      title: titles[i % titles.length] ?? vipProductName,
      image,
      quantity: 1,
      total: totals[i % totals.length] ?? '30.00',
      status,
      shopName: '币见官方',
      paymentMethod: i % 2 === 0 ? 'wxpay' : 'alipay',
      reason: status === 'refund_failed' ? '不符合退款条件' : null,
    };
  });
}
