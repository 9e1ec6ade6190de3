import { fredData } from '../../contract.ts';
import { routesFor, type ContractRoute } from '../../http/contractRoute.ts';
import type { MacroService } from './service.ts';

/** What the macro area's handlers reach. */
export interface MacroDeps {
  macro: MacroService;
}

const route = routesFor<MacroDeps>();

/**
 * GET fred-data (spec 3 §7): the overview's latest two and the detail page's windows, from our own
 * tables. The service hands out one answer object per query until the data changes, so its ETag is
 * computed once; members only, so the browser alone may keep it, revalidating on each use.
 */
export const fredDataRoute = route(fredData, ({ query, deps }) => deps.macro.observations(query), {
  etag: true,
  cacheControl: 'private, no-cache',
  fastRead: true,
});

/** Macro and financial series: the catalogue's observations (issue 14). */
export const macroRoutes: ContractRoute<MacroDeps>[] = [fredDataRoute];
