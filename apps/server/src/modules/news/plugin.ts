import { routeArea, type Area } from '../area.ts';
import { aiAreaName } from '../ai/plugin.ts';
import { newsRoutes } from './routes.ts';

export const newsAreaName = 'coinsight-news';

export type NewsServices = Record<string, never>;

/** News: feeds ingested and classified, the dated list, detail with the AI reading, search (issue 13). */
export const newsArea: Area = {
  name: newsAreaName,
  dependencies: [aiAreaName],
  register(server, options) {
    routeArea(server, newsRoutes, {}, options);
    server.expose('services', {} satisfies NewsServices);
  },
};
