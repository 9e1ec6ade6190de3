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
