import type { ContractRoute } from '../../http/contractRoute.ts';

/** What the calendar area's handlers reach. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area lands
export interface CalendarDeps {}

/** The calendar area's contract routes. */
export const calendarRoutes: readonly ContractRoute<CalendarDeps>[] = [];
