import {
  analysisAdminDay,
  analysisDay,
  analysisEdit,
  analysisLatest,
  analysisMenu,
} from '../../contract.ts';
import { routesFor, type ContractRoute } from '../../http/contractRoute.ts';
import type { AnalysisService } from './service.ts';

/** What the analysis area's handlers reach. */
export interface AnalysisDeps {
  analysis: AnalysisService;
}

const route = routesFor<AnalysisDeps>();

/** Daily analysis: the menu, a day, the home's latest summary, and the admin's read and edit (issue 15). */
export const analysisRoutes: readonly ContractRoute<AnalysisDeps>[] = [
  route(analysisMenu, async ({ deps }) => ({ months: await deps.analysis.menu() })),
  route(analysisDay, ({ params, deps }) => deps.analysis.day(params.date)),
  route(analysisLatest, async ({ deps }) => ({ latest: await deps.analysis.latest() })),
  route(analysisAdminDay, ({ params, deps }) => deps.analysis.adminDay(params.date)),
  route(analysisEdit, ({ params, body, admin, deps }) =>
    deps.analysis.edit(admin, params.date, body),
  ),
];
