// The calendar area's components; the package index re-exports them.
export {
  EconomicCalendarTable,
  calendarTableStatuses,
} from './EconomicCalendarTable/EconomicCalendarTable.tsx';
export type {
  CalendarFigure,
  CalendarTableRow,
  CalendarTableStatus,
  EconomicCalendarTableProps,
} from './EconomicCalendarTable/EconomicCalendarTable.tsx';
export {
  CalendarHistory,
  calendarHistoryStatuses,
  calendarHistoryTabs,
} from './CalendarHistory/CalendarHistory.tsx';
export type {
  CalendarHistoryProps,
  CalendarHistoryRow,
  CalendarHistoryStatus,
  CalendarHistoryTab,
} from './CalendarHistory/CalendarHistory.tsx';
