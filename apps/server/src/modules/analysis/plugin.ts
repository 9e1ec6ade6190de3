import { routeArea, type Area } from '../area.ts';
import { newsAreaName } from '../news/plugin.ts';
import { aiAreaName } from '../ai/plugin.ts';
import { analysisRoutes } from './routes.ts';

export const analysisAreaName = 'coinsight-analysis';

/** What the analysis area shares with the areas after it and with tests. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area lands
export interface AnalysisServices {}

/** Daily analysis: one record per Beijing day, its technical side computed from our own data and its news side from the news table, written by the AI provider on a schedule and editable by an admin (issue 15). */
export const analysisArea: Area = {
  name: analysisAreaName,
  dependencies: [newsAreaName, aiAreaName],
  register(server, options) {
    routeArea(server, analysisRoutes, {}, options);
    server.expose('services', {} satisfies AnalysisServices);
  },
};
