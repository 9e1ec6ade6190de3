import { calendarCountries, type CalendarRow } from '../api/market.ts';
import { beijingDateTime } from '../time/beijing.ts';

/**
 * The economic calendar's rows as the page shows them (spec 3 §2.7, §5, §7): only 美国 and 欧元区, in
 * pub_time order, Beijing times, the empty-figure texts, stars and the impact on Bitcoin.
 */

/** The fields of a calendar row the page reads (the contract's row may carry more). */
export type CalendarRowView = Pick<
  CalendarRow,
  | 'pub_time'
  | 'indicator_id'
  | 'indicator_name'
  | 'country'
  | 'flag_url'
  | 'actual'
  | 'consensus'
  | 'previous'
  | 'star'
  | 'category'
>;

/** Spec 3 §5: an empty actual reads 暂未发布; an empty consensus or previous 暂无. */
export const calendarFigureDefaults = { actual: '暂未发布', other: '暂无' } as const;

/** Spec 3 §5: a star missing or not above zero means no impact on Bitcoin. */
export const calendarImpactLabels = { some: '有影响', none: '无影响' } as const;

/** Spec 3 §9: importance has at most three stars. */
export const maxCalendarStars = 3;

const isBlank = (figure: string | null | undefined): figure is null | undefined | '' =>
  figure === null || figure === undefined || figure.trim() === '';

/** The actual as shown: the figure, or 暂未发布. */
export function actualText(actual: string | null | undefined): string {
  return isBlank(actual) ? calendarFigureDefaults.actual : actual.trim();
}

/** A consensus or previous as shown: the figure, or 暂无. */
export function figureText(figure: string | null | undefined): string {
  return isBlank(figure) ? calendarFigureDefaults.other : figure.trim();
}

/** The stars to draw: a whole number from 0 to 3 (anything else is clamped; not a number is 0). */
export function starCount(star: number | null | undefined): number {
  if (typeof star !== 'number' || !Number.isFinite(star)) return 0;
  return Math.min(maxCalendarStars, Math.max(0, Math.round(star)));
}

/** Spec 3 §5: 有影响 when the star is above zero, else 无影响. */
export function impactText(star: number | null | undefined): string {
  return typeof star === 'number' && star > 0
    ? calendarImpactLabels.some
    : calendarImpactLabels.none;
}

/** The row's time of day in Beijing, `HH:mm`. */
export function calendarTimeLabel(pubTime: string): string {
  return beijingDateTime(pubTime, 'minute').slice(11);
}

/** The row's release in Beijing, `YYYY-MM-DD HH:mm`. */
export function calendarPublishLabel(pubTime: string): string {
  return beijingDateTime(pubTime, 'minute');
}

const keptCountries: readonly string[] = calendarCountries;

/**
 * Spec 3 §7: the page keeps only 美国 and 欧元区 and sorts by pub_time ascending (then indicator id, so
 * two releases at one minute keep one order). Rows whose pub_time cannot be read are dropped.
 */
export function keepCalendarRows<R extends CalendarRowView>(rows: readonly R[]): R[] {
  return rows
    .filter(
      (row) => keptCountries.includes(row.country) && Number.isFinite(Date.parse(row.pub_time)),
    )
    .sort(
      (a, b) =>
        Date.parse(a.pub_time) - Date.parse(b.pub_time) ||
        a.indicator_id.localeCompare(b.indicator_id),
    );
}

/** The history page's query a calendar row opens (spec 3 §2.7). */
export interface HistoryQuery {
  seriesId: string;
  name: string;
  category: string;
  /** The indicator's introduction: none is written for calendar indicators yet. */
  intro: string;
  /** 有影响 / 无影响. */
  impact: string;
  /** The release's Beijing time, `YYYY-MM-DD HH:mm`. */
  publish: string;
  bullish: string;
  bearish: string;
}

/** Spec 3 §2.7: what the calendar's intro says while no introduction is written. */
export const calendarIntroPlaceholder = '暂未生成';

/** The query a row click carries to /history_market/{indicator_id} (spec 3 §2.7). */
export function historyQuery(row: CalendarRowView): HistoryQuery {
  return {
    seriesId: row.indicator_id,
    name: row.indicator_name,
    category: row.category,
    intro: calendarIntroPlaceholder,
    impact: impactText(row.star),
    publish: calendarPublishLabel(row.pub_time),
    bullish: '0',
    bearish: '0',
  };
}

/** The history page's address for a row: `/history_market/{indicator_id}?seriesId=…&name=…`. */
export function historyHref(row: CalendarRowView): string {
  const query = new URLSearchParams({ ...historyQuery(row) });
  return `/history_market/${encodeURIComponent(row.indicator_id)}?${query.toString()}`;
}

/** Reads the history page's query back; a missing field is empty text (seriesId falls back to the path's id). */
export function readHistoryQuery(search: string, targetId: string): HistoryQuery {
  const query = new URLSearchParams(search);
  const text = (key: keyof HistoryQuery) => query.get(key) ?? '';
  return {
    seriesId: text('seriesId') || targetId,
    name: text('name'),
    category: text('category'),
    intro: text('intro') || calendarIntroPlaceholder,
    impact: text('impact'),
    publish: text('publish'),
    bullish: text('bullish') || '0',
    bearish: text('bearish') || '0',
  };
}
