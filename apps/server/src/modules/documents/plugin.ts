import { routeArea, type Area, type AreaExposed } from '../area.ts';
import { indicatorsAreaName, type IndicatorsServices } from '../indicators/plugin.ts';
import { newsAreaName, type NewsServices } from '../news/plugin.ts';
import { analysisAreaName } from '../analysis/plugin.ts';
import { DocumentsRepo } from './repo.ts';
import { documentsRoutes } from './routes.ts';
import { DocumentsService } from './service.ts';

export const documentsAreaName = 'coinsight-documents';

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
    const exposed = server.plugins as unknown as Record<
      string,
      AreaExposed<NewsServices & IndicatorsServices>
    >;
    const services = (name: string) => {
      const found = exposed[name]?.services;
      if (!found) throw new Error(`${name} must be registered before ${documentsAreaName}`);
      return found;
    };
    const { news } = services(newsAreaName);
    const { indicators } = services(indicatorsAreaName);
    const documents = new DocumentsService(new DocumentsRepo(db), news, indicators, audit, clock);
    routeArea(server, documentsRoutes, { documents }, options);
    server.expose('services', { documents } satisfies DocumentsServices);
  },
};
