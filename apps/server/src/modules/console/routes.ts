import type { ContractRoute } from '../../http/contractRoute.ts';

/** What the console area's handlers reach. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area lands
export interface ConsoleDeps {}

/** The console area's contract routes. */
export const consoleRoutes: readonly ContractRoute<ConsoleDeps>[] = [];
