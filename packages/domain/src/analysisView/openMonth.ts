import type { AnalysisMenuMonth } from './menu.ts';

/** The open dropdown's month id; null when all are closed. Spec 3 §4: one open at a time. */
export type OpenMonth = string | null;

/** Clicking a dropdown opens it and closes the other; clicking the open one closes it. */
export function toggleMonth(open: OpenMonth, id: string): OpenMonth {
  return open === id ? null : id;
}

/** While searching every month with a match is shown open, so no match hides in a closed dropdown. */
export function isMonthOpen(open: OpenMonth, id: string, searching: boolean): boolean {
  return searching || open === id;
}

/** The day the page shows and the dropdown it opens. */
export interface AnalysisPick {
  month: string;
  date: string;
}

/**
 * Spec 3 §4: at start the first dropdown opens and its first day is picked. A day asked for in the
 * address (a link from the home page) is picked instead when the menu holds it. Null for an empty
 * menu.
 */
export function openingPick(
  months: readonly AnalysisMenuMonth[],
  wanted?: string | null,
): AnalysisPick | null {
  if (wanted) {
    const month = months.find((m) => m.days.some((d) => d.date === wanted));
    if (month) return { month: month.id, date: wanted };
  }
  const first = months.find((m) => m.days.length > 0);
  const day = first?.days[0];
  return first && day ? { month: first.id, date: day.date } : null;
}
