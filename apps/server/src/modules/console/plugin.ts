import { routeArea, type Area, type AreaExposed } from '../area.ts';
import { accountAreaName, type AccountServices } from '../account/plugin.ts';
import { indicatorsAreaName, type IndicatorsServices } from '../indicators/plugin.ts';
import { macroAreaName, type MacroServices } from '../macro/plugin.ts';
import { marketAreaName, type MarketServices } from '../market/plugin.ts';
import { paymentsAreaName } from '../payments/plugin.ts';
import { AdminsService } from './admins.ts';
import { CatalogueService } from './catalogue.ts';
import { IngestRunner } from './ingest.ts';
import { MembersService } from './members.ts';
import { enforceAdminRoles } from '../../http/adminRoles.ts';
import { consoleRoutes } from './routes.ts';
import { StatisticsService } from './statistics.ts';

export const consoleAreaName = 'coinsight-console';

/** What the console area shares with the areas after it and with tests. */
export interface ConsoleServices {
  consoleMembers: MembersService;
  consoleIngest: IngestRunner;
}

type Exposed = AreaExposed<AccountServices & MarketServices & MacroServices & IndicatorsServices>;

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
    const { config, db, clock, logger, audit } = server.app.core;
    const exposed = server.plugins as unknown as Record<string, Exposed>;
    const services = (name: string) => {
      const found = exposed[name]?.services;
      if (!found) throw new Error(`${name} must be registered before ${consoleAreaName}`);
      return found;
    };
    const { account } = services(accountAreaName);
    const { btcHistory } = services(marketAreaName);
    const { macro } = services(macroAreaName);
    const { indicators } = services(indicatorsAreaName);
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
