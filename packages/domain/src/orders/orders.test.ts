import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '../api/orders.ts';
import {
  adminLogoutCountdownSeconds,
  adminLogoutCountdownText,
  adminLogoutSecondsLeft,
  canRequestRefund,
  checkRefundApplication,
  checkRefundForm,
  defaultOrderPageSize,
  defaultRefundAdminPageSize,
  orderDetailOf,
  orderDetailSearch,
  orderPageSizeFor,
  orderPageSizes,
  orderTabCounts,
  orderTabIds,
  orderTabLabel,
  ordersInTab,
  pageOf,
  parseOrderDetailSearch,
  refundAdminPageSizes,
  searchOrders,
} from './index.ts';

const withStatus = (status: OrderStatus, id = 1) => ({ id, status });
const everyStatus: OrderStatus[] = [
  'after_sales',
  'pending_payment',
  'paid',
  'refunded',
  'refunding',
  'refund_succeeded',
  'refund_failed',
  'pending_review',
];
const allOrders = everyStatus.map((status, i) => withStatus(status, i + 1));
const statusesIn = (orders: { status: OrderStatus }[]) => orders.map((o) => o.status);

describe('order tabs', () => {
  it('names the four tabs as the page shows them', () => {
    expect(orderTabIds.map(orderTabLabel)).toEqual(['全部订单', '待付款', '售后', '待审核']);
  });

  it('shows every order under 全部订单', () => {
    expect(ordersInTab(allOrders, 'all', 'desktop')).toHaveLength(8);
  });

  it('keeps only unpaid orders under 待付款', () => {
    expect(statusesIn(ordersInTab(allOrders, 'pending_payment', 'mobile'))).toEqual([
      'pending_payment',
    ]);
  });

  it('gathers after-sales and refund states under 售后', () => {
    expect(statusesIn(ordersInTab(allOrders, 'after_sales', 'desktop'))).toEqual([
      'after_sales',
      'refunded',
      'refunding',
      'refund_failed',
    ]);
  });

  it('counts 退款成功 as 待审核 on mobile only (spec 2 §4)', () => {
    expect(statusesIn(ordersInTab(allOrders, 'pending_review', 'desktop'))).toEqual([
      'pending_review',
    ]);
    expect(statusesIn(ordersInTab(allOrders, 'pending_review', 'mobile'))).toEqual([
      'refund_succeeded',
      'pending_review',
    ]);
  });

  it('counts each tab', () => {
    expect(orderTabCounts(allOrders, 'mobile')).toEqual({
      all: 8,
      pending_payment: 1,
      after_sales: 4,
      pending_review: 2,
    });
    expect(orderTabCounts([], 'desktop')).toEqual({
      all: 0,
      pending_payment: 0,
      after_sales: 0,
      pending_review: 0,
    });
  });
});

describe('order search', () => {
  const orders = [
    { title: 'VIP会员·年度', orderNumber: 'CS20261119160000B2' },
    { title: 'VIP会员·月度', orderNumber: 'CS20261120101500A1' },
    { title: '指标课程', orderNumber: 'CS20260101000000Z9' },
  ];

  it('matches the title case-insensitively, ignoring surrounding spaces (spec 2 §5)', () => {
    expect(searchOrders(orders, '  vip会员 ').map((o) => o.orderNumber)).toEqual([
      'CS20261119160000B2',
      'CS20261120101500A1',
    ]);
    expect(searchOrders(orders, '年度')).toHaveLength(1);
  });

  it('matches the order number too', () => {
    expect(searchOrders(orders, 'cs2026010')).toEqual([orders[2]]);
  });

  it('keeps everything for a blank search and nothing for an unknown word', () => {
    expect(searchOrders(orders, '   ')).toEqual(orders);
    expect(searchOrders(orders, '期货')).toEqual([]);
  });
});

describe('page sizes and pages', () => {
  it('offers 5/10/15 on desktop, 5/10/20 on mobile, 5/10/15/20 to the admin, 5 by default (spec 2 §9)', () => {
    expect(orderPageSizes).toEqual({ desktop: [5, 10, 15], mobile: [5, 10, 20] });
    expect(refundAdminPageSizes).toEqual([5, 10, 15, 20]);
    expect(defaultOrderPageSize).toBe(5);
    expect(defaultRefundAdminPageSize).toBe(5);
  });

  it('falls back to 5 for a size the layout does not offer', () => {
    expect(orderPageSizeFor('mobile', 20)).toBe(20);
    expect(orderPageSizeFor('desktop', 20)).toBe(5);
    expect(orderPageSizeFor('mobile', 15)).toBe(5);
  });

  it('cuts 12 items into pages of 5: 5, 5, 2', () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pageOf(items, 1, 5)).toEqual({
      items: [1, 2, 3, 4, 5],
      page: 1,
      pageCount: 3,
      total: 12,
    });
    expect(pageOf(items, 3, 5).items).toEqual([11, 12]);
  });

  it('clamps a page past the end to the last and keeps one page for an empty list', () => {
    expect(pageOf([1, 2, 3], 9, 2)).toEqual({ items: [3], page: 2, pageCount: 2, total: 3 });
    expect(pageOf([], 1, 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(pageOf([1, 2], 0, 5).page).toBe(1);
  });
});

describe('refund form rules (spec 2 §5)', () => {
  const order = { outTradeNo: 'CS20261119160000B2', paid: '300.00' };
  const filled = { contact: ' 微信 coinsight ', reason: ' 只需要部分时长 ', amount: '' };

  it('sends a full refund without an amount, trimmed', () => {
    expect(checkRefundForm(filled, 'full', order)).toEqual({
      ok: true,
      submission: {
        contact_info: '微信 coinsight',
        reason: '只需要部分时长',
        out_trade_no: 'CS20261119160000B2',
        refundall: true,
      },
    });
  });

  it.each([
    ['contact', { ...filled, contact: '  ' }],
    ['reason', { ...filled, reason: '' }],
  ] as const)('refuses a blank %s with 请完整填写所有信息', (field, values) => {
    expect(checkRefundForm(values, 'full', order)).toEqual({
      ok: false,
      field,
      message: '请完整填写所有信息',
    });
  });

  it('needs an amount only for a partial refund', () => {
    expect(checkRefundForm(filled, 'partial', order)).toEqual({
      ok: false,
      field: 'amount',
      message: '请完整填写所有信息',
    });
  });

  it.each([
    ['100', true, undefined],
    ['300.00', true, undefined],
    ['299.99', true, undefined],
    ['300.01', false, '退款金额不能超过订单金额'],
    ['1000', false, '退款金额不能超过订单金额'],
    ['0', false, '退款金额必须大于 0'],
    ['0.00', false, '退款金额必须大于 0'],
    ['12.345', false, '请输入正确的退款金额（最多两位小数）'],
    ['-5', false, '请输入正确的退款金额（最多两位小数）'],
    ['abc', false, '请输入正确的退款金额（最多两位小数）'],
  ])('a partial refund of %s yuan from 300.00 paid: ok %s', (amount, ok, message) => {
    const check = checkRefundForm({ ...filled, amount }, 'partial', order);
    expect(check.ok).toBe(ok);
    if (check.ok) expect(check.submission).toMatchObject({ amount, refundall: false });
    else expect(check).toEqual({ ok: false, field: 'amount', message });
  });

  it('refuses text past the contract’s lengths', () => {
    expect(checkRefundForm({ ...filled, reason: '很'.repeat(501) }, 'full', order)).toEqual({
      ok: false,
      field: 'reason',
      message: '填写内容过长',
    });
  });
});

describe('refund application rules (spec 2 §5)', () => {
  it.each([
    [{ reason: '误购', contact: '13800000000' }, true],
    [{ reason: '  ', contact: '13800000000' }, false],
    [{ reason: '误购', contact: '' }, false],
  ])('%o → ok %s', (values, ok) => {
    expect(checkRefundApplication(values)).toEqual(
      ok ? { ok: true } : { ok: false, message: '请完整填写退款原因和联系方式' },
    );
  });
});

describe('admin logout countdown (spec 2 §4)', () => {
  it('counts 3, 2, 1, then 0 (to the login page)', () => {
    expect(adminLogoutCountdownSeconds).toBe(3);
    expect([0, 999, 1000, 2500, 3000, 9000].map(adminLogoutSecondsLeft)).toEqual([
      3, 3, 2, 1, 0, 0,
    ]);
    expect(adminLogoutCountdownText(3)).toBe('已退出登录，3 秒后返回管理员登录页');
  });
});

describe('order detail', () => {
  const order: Order = {
    id: 1005,
    create: '2026-11-19T08:00:00.000Z',
    date: '2026-11-19T08:01:12.000Z',
    orderNumber: 'CS20261119160000B2',
    title: 'VIP会员·年度',
    image: '/images/vip-card.png',
    quantity: 1,
    total: '300.00',
    status: 'paid',
    shopName: '币见官方',
    paymentMethod: 'alipay',
    reason: null,
  };

  it('round-trips through the spec’s query fields', () => {
    const search = orderDetailSearch(order);
    expect(new URLSearchParams(search).get('productName')).toBe('VIP会员·年度');
    expect(new URLSearchParams(search).has('reason')).toBe(false);
    expect(parseOrderDetailSearch(search)).toEqual(orderDetailOf(order));
  });

  it('needs an order number and drops malformed fields', () => {
    expect(parseOrderDetailSearch('productName=x')).toBeNull();
    expect(
      parseOrderDetailSearch('?orderNumber=A1&quantity=-2&paymentMethod=paypal&status=lost'),
    ).toMatchObject({ orderNumber: 'A1', quantity: 1, paymentMethod: null, status: null });
  });

  it('draws a picture from a link only when it is the site’s own', () => {
    const image = (value: string) =>
      parseOrderDetailSearch(`orderNumber=A1&image=${encodeURIComponent(value)}`)?.image;
    expect(image('/images/vip-card.svg')).toBe('/images/vip-card.svg');
    for (const foreign of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'https://evil.example/pixel.gif',
      '//evil.example/pixel.gif',
      '/\\evil.example/pixel.gif',
    ])
      expect(image(foreign), foreign).toBe('');
  });

  it('allows a refund of a paid order or one whose refund failed', () => {
    expect(everyStatus.filter(canRequestRefund)).toEqual(['paid', 'refund_failed']);
    expect(canRequestRefund(null)).toBe(false);
  });
});
