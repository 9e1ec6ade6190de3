/** One cell of the month view: a day of the month shown, or a blank before the 1st / after the last. */
export type MonthCell = { day: string; date: number } | null;

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a year, a month (1–12) and a day. */
export function dayOf(year: number, month: number, date: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(date)}`;
}

/** Year and month (1–12) of a `YYYY-MM-DD` day. */
export function monthOf(day: string): { year: number; month: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The month `offset` months away (negative: earlier); ±12 moves a year. */
export function shiftMonth(
  at: { year: number; month: number },
  offset: number,
): { year: number; month: number } {
  const index = at.year * 12 + (at.month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Days in a month (1–12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The month as weeks of seven cells, Monday first (the Chinese calendar's habit), blanks before the
 * 1st and after the last day.
 */
export function monthWeeks(year: number, month: number): MonthCell[][] {
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: MonthCell[] = Array.from({ length: firstWeekday }, () => null);
  for (let date = 1; date <= daysInMonth(year, month); date++) {
    cells.push({ day: dayOf(year, month, date), date });
  }
  while (cells.length % 7) cells.push(null);
  const weeks: MonthCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Column heads of the month view, Monday first. */
export const weekdayLabels = ['一', '二', '三', '四', '五', '六', '日'] as const;
