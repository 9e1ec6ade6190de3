import type { ChatProvider } from '../../providers/ai/types.ts';
import { newsProvider } from '../../providers/news/index.ts';
import { areaName, routeArea, servicesOf, subscribeArea, type Area } from '../area.ts';
import { aiAreaName } from '../ai/plugin.ts';
import { announceEveryMs, NewsAnnouncer } from './announcer.ts';
import { NewsRepo } from './repo.ts';
import { newsRoutes } from './routes.ts';
import { scheduleNews } from './schedule.ts';
import { NewsService } from './service.ts';
import { newsSubscription } from './subscriptions.ts';

export const newsAreaName = areaName<NewsServices>('coinsight-news');

export interface NewsServices {
  news: NewsService;
  newsAnnouncer: NewsAnnouncer;
}

/** News: feeds ingested and classified, the dated list, detail with the AI reading, search (issue 13). */
export const newsArea: Area = {
  name: newsAreaName,
  dependencies: [aiAreaName],
  register(server, options) {
    const { config, db, bus, clock, logger, jobs, sources } = server.app.core;
    const ai = servicesOf(server, aiAreaName);
    const provider = (): ChatProvider => ai.aiProvider;
    const repo = new NewsRepo(db);
    const announcer = new NewsAnnouncer(repo, bus, logger);
    const news = new NewsService(repo, announcer, provider, clock, logger);
    routeArea(server, newsRoutes, { news }, options);
    subscribeArea(server, [newsSubscription]);
    jobs.every({
      name: 'news-announce',
      everyMs: announceEveryMs,
      run: async () => {
        if ((await announcer.announceStored()) > 0) news.forgetSearches();
      },
    });
    // The demo's items are seeded once on first start (db/seeds/demoNews.ts); feeds are polled.
    scheduleNews({
      jobs,
      db,
      news,
      provider: newsProvider(config.news),
      pollMinutes: config.news.pollMinutes,
      sources,
      clock,
      logger,
    });
    server.expose('services', { news, newsAnnouncer: announcer } satisfies NewsServices);
  },
};
