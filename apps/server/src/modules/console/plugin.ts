import { areaName, routeArea, servicesOf, type Area } from '../area.ts';
import { accountAreaName } from '../account/plugin.ts';
import { indicatorsAreaName } from '../indicators/plugin.ts';
import { macroAreaName } from '../macro/plugin.ts';
import { marketAreaName } from '../market/plugin.ts';
import { paymentsAreaName } from '../payments/plugin.ts';
import { AdminsService } from './admins.ts';
import { CatalogueService } from './catalogue.ts';
import { IngestRunner } from './ingest.ts';
import { MembersService } from './members.ts';
import { enforceAdminRoles } from '../../http/adminRoles.ts';
import { consoleRoutes } from './routes.ts';
import { StatisticsService } from './statistics.ts';

export const consoleAreaName = areaName<ConsoleServices>('coinsight-console');

/** What the console area shares with the areas after it and with tests. */
export interface ConsoleServices {
  consoleMembers: MembersService;
  consoleIngest: IngestRunner;
}

/** The admin console: statistics, members (search, adjust, freeze, sessions), admins and their roles, the indicator catalogue and data status, the audit log (issue 17). */
export const consoleArea: Area = {
  name: consoleAreaName,
  dependencies: [
    accountAreaName,
    marketAreaName,
    indicatorsAreaName,
    macroAreaName,
    paymentsAreaName,
  ],
  register(server, options) {
    const { config, db, clock, logger, audit, sources } = server.app.core;
    const { account } = servicesOf(server, accountAreaName);
    const { btcHistory } = servicesOf(server, marketAreaName);
    const { macro } = servicesOf(server, macroAreaName);
    const { indicators } = servicesOf(server, indicatorsAreaName);
    const members = new MembersService(db, account, audit, clock);
    const ingest = new IngestRunner({ db, config, btcHistory, macro, audit, clock, logger });
    enforceAdminRoles(server);
    routeArea(
      server,
      consoleRoutes,
      {
        db,
        statistics: new StatisticsService(db, clock),
        members,
        admins: new AdminsService(db, account, audit, clock),
        catalogue: new CatalogueService(db, indicators, audit),
        ingest,
        sources,
        audit,
        clock,
      },
      options,
    );
    // A run in progress finishes (or fails) before the database closes.
    server.ext('onPreStop', () => ingest.idle());
    server.expose('services', {
      consoleMembers: members,
      consoleIngest: ingest,
    } satisfies ConsoleServices);
  },
};
