import type { AbnormalIndicator, AnalysisEvent, MajorItem } from '../api/analysis.ts';

/**
 * Where the spec's route names land (spec 3 §2.1, §2.2; decision recorded for issue 15):
 * - indicator-detail (type=technical, name) → the indicator's chart on /toTarget, at the address
 *   the record carries (the server resolves the menu position of the chart it measured);
 * - event-detail (type=news, name) and major-event-detail (type=利好/利空, name) → the news: the
 *   item's detail page when it came from the news area, its original article otherwise.
 * An item with neither has no link and reads as plain text.
 */
export type AnalysisTarget =
  | { kind: 'site'; path: string }
  | { kind: 'news'; newsId: number }
  | { kind: 'external'; url: string };

const targetOfLink = (link: string): AnalysisTarget | null => {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'external', url: trimmed };
  // The contract admits only site paths besides http(s); anything else is not followed.
  return trimmed.startsWith('/') && !trimmed.startsWith('//')
    ? { kind: 'site', path: trimmed }
    : null;
};

/** indicator-detail: the chart the indicator was measured on. */
export function indicatorTarget(item: Pick<AbnormalIndicator, 'link'>): AnalysisTarget | null {
  return targetOfLink(item.link);
}

/** event-detail and major-event-detail: the news item, else its original article. */
export function newsTarget(
  item: Pick<AnalysisEvent | MajorItem, 'news_id' | 'link'>,
): AnalysisTarget | null {
  if (item.news_id !== null) return { kind: 'news', newsId: item.news_id };
  return targetOfLink(item.link);
}

/** A target as an address, given how the site addresses a news item's detail page. */
export function targetHref(
  target: AnalysisTarget | null,
  newsDetailHref: (id: number) => string,
): string | null {
  if (!target) return null;
  if (target.kind === 'news') return newsDetailHref(target.newsId);
  return target.kind === 'site' ? target.path : target.url;
}

/** 利好 reads bullish, 利空 bearish: the tones the news area's badges use. */
export const majorTone = (type: MajorItem['type']): 'bullish' | 'bearish' =>
  type === '利好' ? 'bullish' : 'bearish';

/**
 * The daily analysis page's address (issue 15's route decision: the spec's "target page", but
 * /toTarget is the indicator page), on one day when given.
 */
export function dailyAnalysisHref(date?: string): string {
  return date ? `/toDailyAnalysis?date=${date}` : '/toDailyAnalysis';
}
