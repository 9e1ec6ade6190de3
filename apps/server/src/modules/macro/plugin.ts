import { routeArea, type Area } from '../area.ts';
import { macroRoutes } from './routes.ts';

export const macroAreaName = 'coinsight-macro';

export type MacroServices = Record<string, never>;

/** Macro and financial series: the catalogue's observations, FRED ingestion, the overview (issue 14). */
export const macroArea: Area = {
  name: macroAreaName,
  register(server, options) {
    routeArea(server, macroRoutes, {}, options);
    server.expose('services', {} satisfies MacroServices);
  },
};
