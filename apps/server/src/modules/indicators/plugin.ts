import { areaName, routeArea, servicesOf, type Area } from '../area.ts';
import { marketAreaName } from '../market/plugin.ts';
import { indicatorsRoutes } from './routes.ts';
import { IndicatorsService } from './service.ts';

export const indicatorsAreaName = areaName<IndicatorsServices>('coinsight-indicators');

export interface IndicatorsServices {
  /** The indicator and knowledge menus, favourites and free thumbnails. */
  indicators: IndicatorsService;
}

/** The indicator catalogue, favourites, thumbnails and the VIP charts drawn from the market's history. */
export const indicatorsArea: Area = {
  name: indicatorsAreaName,
  dependencies: [marketAreaName],
  register(server, options) {
    const { db, clock, audit } = server.app.core;
    const { btcHistory } = servicesOf(server, marketAreaName);
    const indicators = new IndicatorsService(db, clock, audit);
    routeArea(server, indicatorsRoutes, { indicators, btcHistory }, options);
    server.expose('services', { indicators } satisfies IndicatorsServices);
    // After the start, not before it: drawing takes a moment and the thumbnails are not urgent.
    server.ext('onPostStart', () => {
      indicators.drawMissingThumbnails(btcHistory).then(
        (drawn) => {
          if (drawn > 0) server.app.core.logger.info({ drawn }, 'indicator thumbnails drawn');
        },
        (error: unknown) =>
          server.app.core.logger.warn({ err: error }, 'indicator thumbnails not drawn'),
      );
    });
  },
};
