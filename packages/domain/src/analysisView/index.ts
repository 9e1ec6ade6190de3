export {
  dateParts,
  dayLabel,
  groupByMonth,
  longDayLabel,
  menuFromMonths,
  monthLabel,
  weekdayOf,
} from './menu.ts';
export type { AnalysisMenuDay, AnalysisMenuMonth } from './menu.ts';
export { daySearchText, searchMenu, searchWords } from './search.ts';
export { isMonthOpen, openingPick, toggleMonth } from './openMonth.ts';
export type { AnalysisPick, OpenMonth } from './openMonth.ts';
export {
  analysisPhoneMaxWidth,
  isPhoneWidth,
  menuExpandedAfterPick,
  panelHeight,
} from './layout.ts';
export type { PanelMetrics } from './layout.ts';
export { dailyAnalysisHref, indicatorTarget, majorTone, newsTarget, targetHref } from './links.ts';
export type { AnalysisTarget } from './links.ts';
