import { routeArea, type Area } from '../area.ts';
import { marketAreaName } from '../market/plugin.ts';
import { alertsRoutes } from './routes.ts';

export const alertsAreaName = 'coinsight-alerts';

/** What the alerts area shares with the areas after it and with tests. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area lands
export interface AlertsServices {}

/** Member alerts: a VIP's indicator and price alerts, evaluated when new data lands and delivered once per crossing (issue 17). */
export const alertsArea: Area = {
  name: alertsAreaName,
  dependencies: [marketAreaName],
  register(server, options) {
    routeArea(server, alertsRoutes, {}, options);
    server.expose('services', {} satisfies AlertsServices);
  },
};
