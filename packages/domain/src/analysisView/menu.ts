/** One day of the menu: its `YYYY-MM-DD` date and the label the menu shows. */
export interface AnalysisMenuDay {
  date: string;
  /** e.g. 11月23日 周一 */
  label: string;
}

/** One dropdown of the menu: a month with its days. */
export interface AnalysisMenuMonth {
  /** `YYYY-MM` */
  id: string;
  /** e.g. 2026年11月 */
  label: string;
  days: AnalysisMenuDay[];
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Weekday names, Sunday first as `getUTCDay` counts. */
const weekdays = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** Year, month and day of a `YYYY-MM-DD` date; null for anything else, 29 Feb of a common year included. */
export function dateParts(date: string): { year: number; month: number; day: number } | null {
  const match = dayPattern.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = new Date(Date.UTC(year, month - 1, day));
  if (
    real.getUTCFullYear() !== year ||
    real.getUTCMonth() !== month - 1 ||
    real.getUTCDate() !== day
  )
    return null;
  return { year, month, day };
}

/** The weekday of a valid date, 周一…周日. */
export function weekdayOf(date: string): string {
  const parts = dateParts(date);
  if (!parts) return '';
  return weekdays[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()] ?? '';
}

/** 11月23日 周一 */
export function dayLabel(date: string): string {
  const parts = dateParts(date);
  return parts ? `${parts.month}月${parts.day}日 ${weekdayOf(date)}` : date;
}

/** 2026年11月23日 周一: the heading of the day shown. */
export function longDayLabel(date: string): string {
  const parts = dateParts(date);
  return parts ? `${parts.year}年${parts.month}月${parts.day}日 ${weekdayOf(date)}` : date;
}

/** 2026年11月 for `2026-11`. */
export function monthLabel(id: string): string {
  const [year, month] = id.split('-');
  return `${year}年${Number(month)}月`;
}

/**
 * The menu's dropdowns from the days that have an analysis: one per month, newest month first and
 * newest day first inside it, so the first dropdown's first day is the latest analysis (the spec's
 * table ran January to March; a live product opens on its latest day). Invalid dates (the spec's
 * data held a 29 February of a common year) and repeats are dropped.
 */
export function groupByMonth(dates: readonly string[]): AnalysisMenuMonth[] {
  const valid = [...new Set(dates)]
    .filter((d) => dateParts(d) !== null)
    .sort()
    .reverse();
  const months: AnalysisMenuMonth[] = [];
  for (const date of valid) {
    const id = date.slice(0, 7);
    let month = months[months.length - 1];
    if (month?.id !== id) {
      month = { id, label: monthLabel(id), days: [] };
      months.push(month);
    }
    month.days.push({ date, label: dayLabel(date) });
  }
  return months;
}

/** The menu from the server's months (analysisMenu), labelled and in the menu's order. */
export function menuFromMonths(
  months: readonly { month: string; days: readonly string[] }[],
): AnalysisMenuMonth[] {
  return groupByMonth(months.flatMap((m) => m.days));
}
