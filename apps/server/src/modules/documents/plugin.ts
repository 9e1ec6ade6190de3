import { areaName, routeArea, servicesOf, type Area } from '../area.ts';
import { indicatorsAreaName } from '../indicators/plugin.ts';
import { newsAreaName } from '../news/plugin.ts';
import { analysisAreaName } from '../analysis/plugin.ts';
import { DocumentsRepo } from './repo.ts';
import { documentsRoutes } from './routes.ts';
import { DocumentsService } from './service.ts';

export const documentsAreaName = areaName<DocumentsServices>('coinsight-documents');

/** What the documents area shares with the areas after it and with tests. */
export interface DocumentsServices {
  documents: DocumentsService;
}

/**
 * Documents: admins create, edit, preview, publish and unpublish news items and knowledge
 * articles, sanitised as ingested news is (issue 17). Daily analyses are edited through the
 * analysis area's admin endpoint, which is why it comes first.
 */
export const documentsArea: Area = {
  name: documentsAreaName,
  dependencies: [newsAreaName, indicatorsAreaName, analysisAreaName],
  register(server, options) {
    const { db, clock, audit } = server.app.core;
    const { news } = servicesOf(server, newsAreaName);
    const { indicators } = servicesOf(server, indicatorsAreaName);
    const documents = new DocumentsService(new DocumentsRepo(db), news, indicators, audit, clock);
    routeArea(server, documentsRoutes, { documents }, options);
    server.expose('services', { documents } satisfies DocumentsServices);
  },
};
