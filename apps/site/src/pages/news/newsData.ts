import { newsList, newsPageSize, type NewsItem, type RelatedNews } from '@coinsight/domain/api';
import { landingDay, stepBackDays, type NewsFilter } from '@coinsight/domain/news';
import { newsPublished } from '@coinsight/domain/realtime';
import type { TimelineEvent } from '@coinsight/ui';
import type { Call } from '../../api/client.ts';

/** The six days' newest item, from which the page's opening day follows. */
export function openingQuery(today: string) {
  const days = stepBackDays(today);
  return { start_date: days[days.length - 1] ?? today, end_date: today, limit: 1 };
}

export const dayPageQuery = (day: string, offset: number) => ({
  start_date: day,
  end_date: day,
  offset,
  limit: newsPageSize,
});

/**
 * Spec 2 §7: the page opens on today, or steps back up to 5 days to the nearest earlier day with
 * news. One call over the six days is enough: the answer is newest first, so its first card's day
 * is the landing day.
 */
export async function openingDay(call: Call, today: string, signal?: AbortSignal): Promise<string> {
  const { results } = await call(newsList, { query: openingQuery(today), signal });
  return landingDay(
    today,
    results.map((n) => n.date),
  );
}

/** One page of a day's news, newest first. */
export function dayPage(call: Call, day: string, offset: number, signal?: AbortSignal) {
  return call(newsList, { query: dayPageQuery(day, offset), signal });
}

/** Adds a pushed item in front of the list once (a second push of the same id changes nothing). */
export function withPushed(items: readonly NewsItem[], item: NewsItem): NewsItem[] | null {
  if (items.some((n) => n.id === item.id)) return null;
  return [item, ...items].sort((a, b) =>
    `${b.date} ${b.times}`.localeCompare(`${a.date} ${a.times}`),
  );
}

/** A day's list as the page holds it: the items paged in so far, and the day's count. */
export interface DayItems {
  items: readonly NewsItem[];
  total: number;
}

const newestFirst = (item: NewsItem) => `${item.date} ${item.times}`;

/**
 * The day's list with a pushed item added and counted, or null when the push is not news to it:
 * the item is shown already, or it sorts below the last item shown while the day has more to page
 * through. Such an item was in the day's count when the list was asked for, and paging brings it:
 * a feed ingested just before the page asked is pushed item by item after it answered, and each
 * counted again read 18 news for a day of 14.
 */
export function withPushedInDay(
  list: DayItems,
  item: NewsItem,
): { items: NewsItem[]; total: number } | null {
  const last = list.items.at(-1);
  const pagedLater =
    last !== undefined &&
    list.items.length < list.total &&
    newestFirst(item).localeCompare(newestFirst(last)) < 0;
  if (pagedLater) return null;
  const items = withPushed(list.items, item);
  return items ? { items, total: list.total + 1 } : null;
}

/** A /news/latest message, or null for anything else. */
export function pushedItem(message: unknown): NewsItem | null {
  const parsed = newsPublished.safeParse(message);
  return parsed.success ? parsed.data.item : null;
}

/** A news card or related node as a timeline node: its lean is the impact, its summary the description. */
export function timelineEventOf(item: NewsItem | RelatedNews): TimelineEvent {
  return {
    id: item.id,
    date: item.date,
    title: item.title,
    impact: item.type,
    impact_description: item.summary,
  };
}

/** `/toNewsDetail?newsid=…`, the detail of one item. */
export const detailHref = (id: number): string => `/toNewsDetail?newsid=${id}`;

/** `/toLatestNews?related=…`, the timeline of an item's related news (its own id first). */
export const timelineHref = (ids: readonly number[]): string =>
  `/toLatestNews?related=${ids.join(',')}`;

/** Ids from a query value `1,2,3`; anything that is not a positive integer is dropped. */
export function idsOf(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** What /toNews comes back to: the chosen day (null until the opening day is known) and filter. */
export interface NewsPageMemory {
  day: string | null;
  filter: NewsFilter;
}

const memories = new WeakMap<object, NewsPageMemory>();

/**
 * Spec 1 §2.1 keeps /toNews alive when switching away; the router has no keep-alive, so the page
 * keeps its day and filter here, one memory per site store: as long as the page load, as a kept-alive
 * page would live, and a new load (or test mount) starts afresh.
 */
export function newsPageMemory(owner: object): NewsPageMemory {
  let memory = memories.get(owner);
  if (!memory) {
    memory = { day: null, filter: 'all' };
    memories.set(owner, memory);
  }
  return memory;
}
