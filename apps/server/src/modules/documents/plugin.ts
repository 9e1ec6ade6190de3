import { routeArea, type Area } from '../area.ts';
import { newsAreaName } from '../news/plugin.ts';
import { analysisAreaName } from '../analysis/plugin.ts';
import { documentsRoutes } from './routes.ts';

export const documentsAreaName = 'coinsight-documents';

/** What the documents area shares with the areas after it and with tests. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area lands
export interface DocumentsServices {}

/** Documents: admins create, edit, preview, publish and unpublish news items, knowledge articles and daily analyses, sanitised as ingested news is (issue 17). */
export const documentsArea: Area = {
  name: documentsAreaName,
  dependencies: [newsAreaName, analysisAreaName],
  register(server, options) {
    routeArea(server, documentsRoutes, {}, options);
    server.expose('services', {} satisfies DocumentsServices);
  },
};
