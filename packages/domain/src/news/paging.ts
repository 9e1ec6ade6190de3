import { newsPageSize } from '../api/news.ts';

/**
 * Who may page (spec 2 §6): the first page is anyone's, later pages are VIP paging. The server
 * answers 403 开通会员后可查看更多新闻 when this is false; the page opens the VIP overlay instead of
 * asking.
 */
export function mayPage(offset: number, vip: boolean): boolean {
  return offset === 0 || vip;
}

/** The offset of the next page, or null when `total` is reached (the page shows 没有更多内容了). */
export function nextOffset(
  offset: number,
  received: number,
  total: number,
  limit: number = newsPageSize,
): number | null {
  const next = offset + Math.min(received, limit);
  return received > 0 && next < total ? next : null;
}

/** The card style of a recently viewed item: good for bullish types, bad for bearish, else neutral. */
export function viewedStatusOf(type: string): 'good' | 'bad' | 'neutral' {
  if (type.startsWith('bullish')) return 'good';
  if (type.startsWith('bearish')) return 'bad';
  return 'neutral';
}

/** The list's filter tabs (spec 2 §9): all, info (not important) and big events (important). */
export const newsFilters = ['all', 'info', 'event'] as const;
export type NewsFilter = (typeof newsFilters)[number];

export const newsFilterLabels: Readonly<Record<NewsFilter, string>> = {
  all: '全部',
  info: '资讯',
  event: '大事件',
};

export function matchesFilter(item: { important: boolean }, filter: NewsFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'event' ? item.important : !item.important;
}
