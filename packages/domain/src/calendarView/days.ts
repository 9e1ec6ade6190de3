/**
 * The calendar page's days (spec 3 §2.7): Beijing calendar days `YYYY-MM-DD`, the long label above the
 * table and the days before and after (the 前一天 / 后一天 buttons and the 1 s preload, spec 3 §9).
 */

const dayText = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** By `getUTCDay()`: Sunday is 0. */
const weekdayNames = [
  '星期日',
  '星期一',
  '星期二',
  '星期三',
  '星期四',
  '星期五',
  '星期六',
] as const;

function dayMsOf(day: string): number {
  const match = dayText.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2025-02-29 over to 1 March; such a day does not exist.
  if (new Date(ms).toISOString().slice(0, 10) !== day) throw new RangeError(`not a day: ${day}`);
  return ms;
}

/** Whether `text` is a calendar day that exists (no 2025-02-29). */
export function isCalendarDay(text: string): boolean {
  try {
    dayMsOf(text);
    return true;
  } catch {
    return false;
  }
}

/** The day `offset` days after `day` (before it when negative). */
export function shiftDay(day: string, offset: number): string {
  return new Date(dayMsOf(day) + offset * dayMs).toISOString().slice(0, 10);
}

/** The days the page preloads a second after showing `day`: the one before and the one after. */
export function adjacentDays(day: string): [before: string, after: string] {
  return [shiftDay(day, -1), shiftDay(day, 1)];
}

/** The long-form label above the table: `2026年11月20日 星期五`. */
export function longDateLabel(day: string): string {
  const date = new Date(dayMsOf(day));
  return (
    `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日 ` +
    weekdayNames[date.getUTCDay()]
  );
}

/** The look-ahead when today has no releases: a week, so a holiday week still finds one. */
export const openingLookAheadDays = 7;

/**
 * The days the page tries when it opens, in order, showing the first with releases: today, then
 * the weekdays of the week after it (the calendar's releases fall on weekdays, so a weekend day
 * would only cost a request). None with releases: the page stays on today.
 */
export function openingDays(today: string): string[] {
  const later = Array.from({ length: openingLookAheadDays }, (_, i) => shiftDay(today, i + 1));
  const weekday = (day: string) => {
    const weekdayIndex = new Date(dayMsOf(day)).getUTCDay();
    return weekdayIndex !== 0 && weekdayIndex !== 6;
  };
  return [today, ...later.filter(weekday)];
}
