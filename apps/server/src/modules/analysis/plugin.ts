import type { ChatProvider } from '../../providers/ai/types.ts';
import { aiAreaName } from '../ai/plugin.ts';
import { areaName, routeArea, servicesOf, type Area } from '../area.ts';
import { indicatorsAreaName } from '../indicators/plugin.ts';
import { marketAreaName } from '../market/plugin.ts';
import { newsAreaName } from '../news/plugin.ts';
import { AnalysisRepo } from './repo.ts';
import { analysisRoutes } from './routes.ts';
import { AnalysisService } from './service.ts';
import { analysisSources } from './sources.ts';
import { AnalysisWriter } from './writer.ts';

export const analysisAreaName = areaName<AnalysisServices>('coinsight-analysis');

/** What the analysis area shares with the areas after it and with tests. */
export interface AnalysisServices {
  /** The daily analysis records: reading, the admin's edit, the schedule's writing. */
  analysis: AnalysisService;
}

/**
 * How often the schedule looks for closed days to write. The Beijing day closes at 16:00 UTC; the
 * record appears within this time, and a day whose close lands later is written again then.
 */
export const analysisEveryMs = 15 * 60_000;

/** Daily analysis: one record per Beijing day, its technical side computed from our own data and its news side from the news table, written by the AI provider on a schedule and editable by an admin (issue 15). */
export const analysisArea: Area = {
  name: analysisAreaName,
  dependencies: [marketAreaName, newsAreaName, aiAreaName, indicatorsAreaName],
  register(server, options) {
    const { db, clock, logger, jobs, audit } = server.app.core;
    const { btcHistory } = servicesOf(server, marketAreaName);
    const { news } = servicesOf(server, newsAreaName);
    const { indicators } = servicesOf(server, indicatorsAreaName);
    const ai = servicesOf(server, aiAreaName);
    const writer = new AnalysisWriter(
      analysisSources({ btcHistory, news: news.repo, indicators: indicators.repo }),
      (): ChatProvider => ai.aiProvider,
      logger,
    );
    const analysis = new AnalysisService(db, new AnalysisRepo(db), writer, audit, clock, logger);
    routeArea(server, analysisRoutes, { analysis }, options);
    jobs.every({
      name: 'daily-analysis',
      everyMs: analysisEveryMs,
      run: async (signal) => {
        await analysis.runSchedule(signal);
      },
    });
    server.expose('services', { analysis } satisfies AnalysisServices);
  },
};
