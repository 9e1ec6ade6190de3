import type { ContractRoute } from '../../http/contractRoute.ts';

/** What the macro area's handlers reach. */
export type MacroDeps = Record<string, never>;

/** Macro and financial series: the catalogue's observations, FRED ingestion, the overview (issue 14). */
export const macroRoutes: ContractRoute<MacroDeps>[] = [];
