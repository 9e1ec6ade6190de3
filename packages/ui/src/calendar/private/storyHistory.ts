import type { CalendarHistoryRow } from '../CalendarHistory/CalendarHistory.tsx';

/**
 * Monthly releases of 美国CPI年率 from January 2015 to October 2026 (released 21:30 Beijing on the
 * 12th), a deterministic wave so the change bars go both ways.
 */
export function storyHistoryRows(): CalendarHistoryRow[] {
  const rows: CalendarHistoryRow[] = [];
  let previous: string | null = null;
  for (let month = 0; month < 142; month++) {
    const actual = (2.5 + Math.sin(month / 5) * 1.2 + (month % 7) * 0.05).toFixed(1);
    rows.push({
      pub_time: new Date(Date.UTC(2015, month, 12, 13, 30)).toISOString(),
      actual,
      previous,
      consensus: (Number(actual) + 0.1).toFixed(1),
      indicator_name: '美国CPI年率（%）',
      country: '美国',
      star: 3,
      sources: { actual: 'fred' },
    });
    previous = actual;
  }
  return rows;
}
