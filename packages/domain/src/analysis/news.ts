/** The news side of a day: which of the day's items become events and major items. */
import type { AnalysisEvent, MajorItem } from '../api/analysis.ts';
import type { NewsType } from '../api/news.ts';
import { impactValues } from '../news/impact.ts';
import { beijingDateTime, type Instant } from '../time/beijing.ts';

/** A news item of the day as the analysis reads it (the news area's stored card). */
export interface DayNewsItem {
  id: number;
  title: string;
  summary: string;
  type: NewsType;
  important: boolean;
  publishedAt: Instant;
  link: string | null;
}

/** Events listed per day at most: a busy feed day holds a hundred items. */
export const maxEvents = 12;
/** Major items listed per day at most. */
export const maxMajor = 10;
/** Characters of an item's summary kept as its brief. */
export const briefLength = 150;

export function cutText(text: string, length: number): string {
  const chars = [...text.trim()];
  return chars.length <= length ? chars.join('') : `${chars.slice(0, length - 1).join('')}…`;
}

const timeOf = (item: DayNewsItem) => beijingDateTime(item.publishedAt, 'minute').slice(11);
const epoch = (item: DayNewsItem) => new Date(item.publishedAt).getTime();
const byTime = (a: DayNewsItem, b: DayNewsItem) => epoch(a) - epoch(b) || a.id - b.id;
const safeLink = (link: string | null) => (link && /^https?:\/\/\S+$/.test(link) ? link : '');

/**
 * The day's events: important items first, then the strongest leans, then the latest, at most
 * maxEvents, listed in time order.
 */
export function selectEvents(items: readonly DayNewsItem[]): AnalysisEvent[] {
  const weight = (i: DayNewsItem) => (i.important ? 10 : 0) + Math.abs(impactValues[i.type]);
  return [...items]
    .sort((a, b) => weight(b) - weight(a) || byTime(b, a))
    .slice(0, maxEvents)
    .sort(byTime)
    .map((i) => ({
      news_id: i.id,
      title: cutText(i.title, 200),
      brief: cutText(i.summary || i.title, briefLength),
      time: timeOf(i),
      link: safeLink(i.link),
    }));
}

/**
 * Is this item a major one: a strong lean (bullish, bearish), or a weak one the classifier marked
 * important. Neutral items never are.
 */
export function isMajor(item: DayNewsItem): boolean {
  const value = impactValues[item.type];
  return Math.abs(value) === 2 || (item.important && value !== 0);
}

/** The day's 利好 and 利空 items in time order, at most maxMajor (the strongest kept). */
export function selectMajor(items: readonly DayNewsItem[]): MajorItem[] {
  return items
    .filter(isMajor)
    .sort((a, b) => Math.abs(impactValues[b.type]) - Math.abs(impactValues[a.type]) || byTime(b, a))
    .slice(0, maxMajor)
    .sort(byTime)
    .map((i) => ({
      news_id: i.id,
      type: impactValues[i.type] > 0 ? '利好' : '利空',
      title: cutText(i.title, 200),
      brief: cutText(i.summary || i.title, briefLength),
      time: timeOf(i),
      link: safeLink(i.link),
    }));
}
