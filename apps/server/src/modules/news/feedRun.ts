import type { Logger } from 'pino';
import type { FeedsProvider } from '../../providers/news/types.ts';
import type { IngestCounts, NewsService } from './service.ts';

export interface FeedResult {
  location: string;
  /** The feed's title, or null when it could not be read. */
  source: string | null;
  /** `read` counts every item of the feed: stored, already stored and skipped add up to it. */
  counts: IngestCounts;
  /** Items named and skipped. */
  bad: { name: string; reason: string }[];
  /** Why the whole feed failed, or null. */
  error: string | null;
}

/**
 * Reads each feed in turn and stores what is new. A feed that fails (network, not a feed) is named
 * and the next one read; what earlier feeds stored stays, and the failed one is read again on the
 * next run. Items that cannot be read are named and skipped; each feed's counts are logged, every
 * item in one of them.
 */
export async function ingestFeeds(
  news: NewsService,
  feeds: FeedsProvider,
  options: {
    logger: Logger;
    signal?: AbortSignal;
    onBatch?: (location: string, counts: IngestCounts) => void;
  },
): Promise<FeedResult[]> {
  const results: FeedResult[] = [];
  for (const location of feeds.locations) {
    if (options.signal?.aborted) break;
    const result: FeedResult = {
      location,
      source: null,
      counts: { read: 0, stored: 0, duplicates: 0 },
      bad: [],
      error: null,
    };
    try {
      const feed = await feeds.read(location, options.signal);
      result.source = feed.title;
      result.bad = feed.bad;
      for (const bad of feed.bad)
        options.logger.warn(
          { feed: location, item: bad.name, reason: bad.reason },
          'news item skipped',
        );
      const all = feed.items.length + feed.bad.length;
      const counts = await news.ingest(feed.items, feed.title, {
        ...(options.signal ? { signal: options.signal } : {}),
        onBatch: (batch) => options.onBatch?.(location, { ...batch, read: all }),
      });
      result.counts = { ...counts, read: all };
      options.logger.info(
        {
          feed: location,
          source: feed.title,
          read: all,
          stored: counts.stored,
          duplicates: counts.duplicates,
          skipped: feed.bad.length,
        },
        'news feed read',
      );
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
      options.logger.warn({ feed: location, err: error }, 'news feed failed');
    }
    results.push(result);
  }
  return results;
}
