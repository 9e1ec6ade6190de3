import { dateParts, type AnalysisMenuMonth } from './menu.ts';

/** The words of a search, lower-cased, blanks dropped. */
export function searchWords(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Every way a reader may type a day: 2026-11-23, 2026年11月23日, 11月23日, 11-23, 1123, 周一. A word
 * of the search matches when it is part of any of them.
 */
export function daySearchText(date: string, label: string): string {
  const parts = dateParts(date);
  if (!parts) return date;
  const mm = String(parts.month).padStart(2, '0');
  const dd = String(parts.day).padStart(2, '0');
  return [
    date,
    `${parts.year}年${parts.month}月${parts.day}日`,
    `${parts.year}年${mm}月${dd}日`,
    `${mm}-${dd}`,
    `${mm}${dd}`,
    label,
  ]
    .join(' ')
    .toLowerCase();
}

/**
 * The menu as the search box leaves it: each month keeps the days matching every word; a month
 * whose own label matches keeps all its days; months left empty are dropped. A blank search changes
 * nothing.
 */
export function searchMenu(
  months: readonly AnalysisMenuMonth[],
  query: string,
): AnalysisMenuMonth[] {
  const words = searchWords(query);
  if (words.length === 0) return [...months];
  return months
    .map((month) => ({
      ...month,
      days: month.days.filter((day) => {
        const text = `${month.label} ${month.id} ${daySearchText(day.date, day.label)}`;
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((month) => month.days.length > 0);
}
