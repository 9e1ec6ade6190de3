/** Spec 2 §9: the list's filter tabs, 全部 / 资讯 (not important) / 大事件 (important). */
export const newsFilters = ['all', 'info', 'event'] as const;
export type NewsFilter = (typeof newsFilters)[number];

export const newsFilterLabels: Readonly<Record<NewsFilter, string>> = {
  all: '全部',
  info: '资讯',
  event: '大事件',
};

/** Whether an item belongs under a filter tab. */
export function matchesNewsFilter(item: { important: boolean }, filter: NewsFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'event' ? item.important : !item.important;
}
