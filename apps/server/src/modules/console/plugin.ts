import { routeArea, type Area } from '../area.ts';
import { paymentsAreaName } from '../payments/plugin.ts';
import { consoleRoutes } from './routes.ts';

export const consoleAreaName = 'coinsight-console';

/** What the console area shares with the areas after it and with tests. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area lands
export interface ConsoleServices {}

/** The admin console: statistics, members (search, adjust, freeze, sessions), admins and their roles, the indicator catalogue and data status, the audit log (issue 17). */
export const consoleArea: Area = {
  name: consoleAreaName,
  dependencies: [paymentsAreaName],
  register(server, options) {
    routeArea(server, consoleRoutes, {}, options);
    server.expose('services', {} satisfies ConsoleServices);
  },
};
