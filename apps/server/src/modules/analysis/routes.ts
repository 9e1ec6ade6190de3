import type { ContractRoute } from '../../http/contractRoute.ts';

/** What the analysis area's handlers reach. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area lands
export interface AnalysisDeps {}

/** The analysis area's contract routes. */
export const analysisRoutes: readonly ContractRoute<AnalysisDeps>[] = [];
