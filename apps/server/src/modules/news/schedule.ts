import type { Logger } from 'pino';
import type { Jobs } from '../../jobs/jobs.ts';
import type { FeedsProvider } from '../../providers/news/types.ts';
import { ingestFeeds } from './feedRun.ts';
import type { NewsService } from './service.ts';

/** With NEWS_SOURCE=feeds: the configured feeds read every pollMinutes, on one instance. */
export function scheduleFeeds(
  jobs: Jobs,
  news: NewsService,
  feeds: FeedsProvider,
  pollMinutes: number,
  logger: Logger,
) {
  jobs.every({
    name: 'news-feeds',
    everyMs: pollMinutes * 60_000,
    run: async (signal) => {
      const results = await ingestFeeds(news, feeds, { logger, signal });
      const stored = results.reduce((sum, r) => sum + r.counts.stored, 0);
      if (stored > 0) logger.info({ stored }, 'news feeds read');
    },
  });
}
