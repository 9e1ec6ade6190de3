import type { OrderLayout } from './orderTabs.ts';

/** Spec 2 §9: order page sizes by layout, default 5. */
export const orderPageSizes = {
  desktop: [5, 10, 15],
  mobile: [5, 10, 20],
} as const satisfies Record<OrderLayout, readonly number[]>;
export const defaultOrderPageSize = 5;

/** Spec 2 §9: the admin's refund list page sizes, default 5. */
export const refundAdminPageSizes = [5, 10, 15, 20] as const;
export const defaultRefundAdminPageSize = 5;

export interface Page<T> {
  /** The items on the page. */
  items: T[];
  /** The page shown, 1-based, clamped to the pages there are. */
  page: number;
  /** At least 1, so an empty list still has a page to show its empty notice on. */
  pageCount: number;
  total: number;
}

/** One page of `items`; a page past the end shows the last page. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    pageCount,
    total: items.length,
  };
}

/** A size from the layout's list; anything else (a size from the other layout) falls back to 5. */
export function orderPageSizeFor(layout: OrderLayout, size: number): number {
  return (orderPageSizes[layout] as readonly number[]).includes(size) ? size : defaultOrderPageSize;
}
