/** A day's record assembled from its inputs, with the offline analyst's texts. */
import type { AbnormalKind, AnalysisContent } from '../api/analysis.ts';
import { abnormalOf, type AbnormalSignal } from './abnormal.ts';
import { selectEvents, selectMajor, type DayNewsItem } from './news.ts';
import type { ReadingPair } from './readings.ts';
import {
  abnormalInterpretation,
  abnormalName,
  abnormalValue,
  newsSummary,
  technicalSummary,
} from './texts.ts';

export interface DayInputs {
  /** The Beijing day. */
  date: string;
  /** The readings of the newest stored history day on or before `date`, or null without history. */
  reading: ReadingPair | null;
  /** The news items published during the Beijing day. */
  news: readonly DayNewsItem[];
  /** The site path of each indicator's chart ('/toTarget?list=…&unit=…'); a missing kind links nowhere. */
  chartLinks: Partial<Record<AbnormalKind, string>>;
}

export interface ComposedDay {
  content: AnalysisContent;
  signals: AbnormalSignal[];
  /** The history day the technical side read, or null. */
  historyDate: string | null;
}

/**
 * The record of a day as the offline analyst writes it. Abnormal indicators belong to the day's
 * own close: while only an earlier day is stored, the day has none yet (the schedule writes the
 * day again once its row lands).
 */
export function composeDay({ date, reading, news, chartLinks }: DayInputs): ComposedDay {
  const own = reading !== null && reading.today.date === date;
  const signals = own ? abnormalOf(reading) : [];
  const ordered = [...news].sort(
    (a, b) => new Date(a.publishedAt).getTime() - new Date(b.publishedAt).getTime() || a.id - b.id,
  );
  const major = selectMajor(ordered);
  return {
    signals,
    historyDate: reading?.today.date ?? null,
    content: {
      technical: {
        summary: technicalSummary(date, reading?.today ?? null, reading?.previous ?? null, signals),
        indicators: signals.map((s) => ({
          kind: s.kind,
          name: abnormalName(s.kind),
          value: abnormalValue(s),
          interpretation: abnormalInterpretation(s),
          link: chartLinks[s.kind] ?? '',
        })),
      },
      news: {
        summary: newsSummary(ordered, major),
        events: selectEvents(ordered),
        major,
      },
    },
  };
}
