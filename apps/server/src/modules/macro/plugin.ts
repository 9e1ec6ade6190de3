import { fredClient } from '../../providers/macro/fredClient.ts';
import { areaName, routeArea, servicesOf, type Area } from '../area.ts';
import { marketAreaName } from '../market/plugin.ts';
import { MacroRepo } from './repo.ts';
import { macroRoutes } from './routes.ts';
import { MacroSchedule } from './schedule.ts';
import { MacroService } from './service.ts';

export const macroAreaName = areaName<MacroServices>('coinsight-macro');

export interface MacroServices {
  /** fred-data's answers from the stored series (and Bitcoin's from the market's history). */
  macro: MacroService;
  /** The FRED refresh schedule; null unless MACRO_SOURCE=fred. */
  macroSchedule: MacroSchedule | null;
}

/**
 * Macro and financial series: the catalogue's observations, served from our own tables with a
 * cache; with MACRO_SOURCE=fred a schedule refreshes them from FRED while the server listens.
 */
export const macroArea: Area = {
  name: macroAreaName,
  dependencies: [marketAreaName],
  register(server, options) {
    const { config, db, clock, logger, jobs } = server.app.core;
    const { btcHistory } = servicesOf(server, marketAreaName);
    const repo = new MacroRepo(db);
    const macro = new MacroService(repo, () => btcHistory.daily());
    const macroSchedule =
      config.macro.source === 'fred'
        ? new MacroSchedule(
            {
              repo,
              macro,
              fred: fredClient({
                apiUrl: config.macro.fredUrl,
                csvUrl: config.macro.fredCsvUrl,
                apiKey: config.macro.fredApiKey,
              }),
            },
            clock,
            logger,
          )
        : null;
    routeArea(server, macroRoutes, { macro }, options);
    // A job: it runs once the server listens (never under inject()), on one instance of several.
    if (macroSchedule)
      jobs.every({
        name: 'macro.fred-refresh',
        everyMs: macroSchedule.checkEveryMs,
        run: async (signal) => void (await macroSchedule.tick(signal)),
      });
    server.expose('services', { macro, macroSchedule } satisfies MacroServices);
  },
};
