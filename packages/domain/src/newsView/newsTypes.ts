/** The marking of a card by the item's lean; the -1 types are the milder variant. */
export const newsTypeMarks = {
  bullish: { label: '利好', tone: 'bullish' },
  'bullish-1': { label: '轻微利好', tone: 'bullish' },
  bearish: { label: '利空', tone: 'bearish' },
  'bearish-1': { label: '轻微利空', tone: 'bearish' },
  neutral: { label: '中性', tone: 'neutral' },
} as const satisfies Record<string, { label: string; tone: 'bullish' | 'bearish' | 'neutral' }>;

export type NewsTone = 'bullish' | 'bearish' | 'neutral';

/** The mark of a type; an unknown type reads as neutral (spec 2 §3: "or other"). */
export function newsTypeMark(type: string): { label: string; tone: NewsTone } {
  return (
    (newsTypeMarks as Record<string, { label: string; tone: NewsTone }>)[type] ??
    newsTypeMarks.neutral
  );
}
