import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/knex.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { NewsProvider } from '../../providers/news/types.ts';
import { originOf } from '../../sources/failure.ts';
import type { SourceRegistry } from '../../sources/registry.ts';
import { ingestFeeds } from './feedRun.ts';
import type { NewsService } from './service.ts';

const countOf = async (query: Promise<unknown>): Promise<number> =>
  Number(((await query) as { n: number | string }[])[0]?.n ?? 0);

/**
 * Removes the generator's items once a feed has stored real ones (issue 34: no mix), with their
 * search rows (SQLite's FTS5 table has no foreign key); views and other sources go by cascade.
 */
export async function removeDemoNews(db: Db): Promise<number> {
  return db.transaction(async (trx) => {
    const ids = ((await trx('news').where({ demo: true }).select('id')) as { id: number }[]).map(
      (r) => r.id,
    );
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      if (trx.client.config.client === 'better-sqlite3' || trx.client.config.client === 'sqlite3')
        await trx.raw(
          `DELETE FROM news_search WHERE rowid IN (${chunk.map(() => '?').join(',')})`,
          chunk,
        );
      else await trx('news_search').whereIn('news_id', chunk).delete();
      await trx('news_views').whereIn('news_id', chunk).delete();
      await trx('news').whereIn('id', chunk).delete();
    }
    return ids.length;
  });
}

/**
 * Registers the news with the source registry and, with NEWS_SOURCE=feeds, polls the feeds every
 * pollMinutes on one instance. No feed readable: the source says why and the generator's items
 * stay; a feed read: those items are removed.
 */
export function scheduleNews(deps: {
  jobs: Jobs;
  db: Db;
  news: NewsService;
  provider: NewsProvider;
  pollMinutes: number;
  sources: SourceRegistry;
  clock: Clock;
  logger: Logger;
}): void {
  const { jobs, db, news, provider, pollMinutes, sources, clock, logger } = deps;
  const feeds = provider.origin === 'feeds' ? provider : null;
  const read = async (signal?: AbortSignal) => {
    if (!feeds) return;
    const next = new Date(clock.now().getTime() + pollMinutes * 60_000);
    const results = await ingestFeeds(news, feeds, { logger, ...(signal ? { signal } : {}) });
    const stored = results.reduce((sum, r) => sum + r.counts.stored, 0);
    if (stored > 0) logger.info({ stored }, 'news feeds read');
    const read = results.filter((r) => r.error === null);
    if (read.length === 0) {
      const first = results.find((r) => r.error !== null);
      await sources.failed('news', new Error(first?.error ?? 'no feed configured'), next);
      return;
    }
    if (read.some((r) => r.counts.read > 0)) {
      const removed = await removeDemoNews(db);
      if (removed > 0) {
        news.forgetSearches();
        logger.info(`新闻快讯：实时新闻已替换 ${removed} 条演示新闻`);
      }
    }
    await sources.succeeded('news', next);
  };
  sources.register('news', {
    configured: feeds ? 'real' : 'demo',
    origin: feeds
      ? `${originOf(feeds.locations[0] ?? '')}${feeds.locations.length > 1 ? ` 等 ${feeds.locations.length} 个源` : ''}`
      : null,
    serving: async () => {
      const real = await countOf(db('news').where({ demo: false }).count({ n: '*' }));
      if (real > 0) return 'real';
      const demo = await countOf(db('news').where({ demo: true }).count({ n: '*' }));
      return demo > 0 ? 'demo' : 'none';
    },
    rows: () => countOf(db('news').count({ n: '*' })),
    ...(feeds ? { refresh: () => read() } : {}),
  });
  if (feeds)
    jobs.every({
      name: 'news-feeds',
      everyMs: pollMinutes * 60_000,
      run: (signal) => sources.track('news', () => read(signal)),
    });
}
