import { seriesById } from '@coinsight/domain/market';
import { fredClient } from '../../providers/macro/fredClient.ts';
import { originOf } from '../../sources/failure.ts';
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
    const { config, db, clock, logger, jobs, sources } = server.app.core;
    const { btcHistory } = servicesOf(server, marketAreaName);
    const repo = new MacroRepo(db);
    const macro = new MacroService(repo, () => btcHistory.daily(), {
      btcIsDemo: () => btcHistory.isDemo(),
    });
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
    // One series still generated makes the source demo: its chart carries the mark. A series FRED
    // does not carry (catalogue `unavailable`) is generated for good and marked on its own answer;
    // it does not hold the whole source in demo.
    const serving = async () => {
      const states = [...(await repo.states()).entries()];
      if (states.length === 0) return 'none' as const;
      const generated = states.some(
        ([id, s]) => s.source === 'demo' && seriesById(id)?.unavailable === undefined,
      );
      return generated ? ('demo' as const) : ('real' as const);
    };
    const read = async (signal?: AbortSignal) => {
      if (!macroSchedule) return;
      const results = await macroSchedule.tick(signal);
      const next = new Date(clock.now().getTime() + macroSchedule.checkEveryMs);
      if (macroSchedule.lastFailure !== null)
        await sources.failed('macro', macroSchedule.lastFailure, next);
      else if (results.length > 0) await sources.succeeded('macro', next);
      else await sources.scheduled('macro', next);
    };
    sources.register('macro', {
      configured: macroSchedule ? 'real' : 'demo',
      origin: macroSchedule
        ? originOf(config.macro.fredApiKey ? config.macro.fredUrl : config.macro.fredCsvUrl)
        : null,
      serving,
      rows: async () => {
        const [row] = (await db('macro_observations').count({ n: '*' })) as {
          n: number | string;
        }[];
        return Number(row?.n ?? 0);
      },
      // An admin's 立即刷新 asks FRED now, also for the series that failed within the hour.
      ...(macroSchedule
        ? {
            refresh: () => {
              macroSchedule.forgetFailures();
              return read();
            },
          }
        : {}),
    });
    if (macroSchedule)
      jobs.every({
        name: 'macro.fred-refresh',
        everyMs: macroSchedule.checkEveryMs,
        run: (signal) => sources.track('macro', () => read(signal)),
      });
    server.expose('services', { macro, macroSchedule } satisfies MacroServices);
  },
};
