import type { ContractRoute } from '../../http/contractRoute.ts';

/** What the alerts area's handlers reach. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area lands
export interface AlertsDeps {}

/** The alerts area's contract routes. */
export const alertsRoutes: readonly ContractRoute<AlertsDeps>[] = [];
