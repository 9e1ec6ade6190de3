import { silentLogger } from '../../logger.ts';
import { fileArgs, onMigratedDb, readCommand, type CommandIo } from '../../commands/command.ts';
import { chatProvider } from '../../providers/ai/index.ts';
import { feedSource } from '../../providers/news/feedSource.ts';
import { createBus } from '../../realtime/bus.ts';
import { systemClock } from '../../clock.ts';
import { NewsAnnouncer } from './announcer.ts';
import { ingestFeeds } from './feedRun.ts';
import { NewsRepo } from './repo.ts';
import { NewsService } from './service.ts';

export const newsUsage =
  'usage: npm run ingest -- news [--file <feed.xml|feed.json>…]\n' +
  '  without --file: the feeds of NEWS_FEEDS; with --file: RSS 2.0, Atom or JSON Feed files';

/**
 * `npm run ingest -- news`: reads the feeds (or files), stores what is new and says per feed what
 * it read, stored and skipped. A running server publishes the new items to open pages within
 * seconds (its announce job). Exit 1 when a feed failed (the others are stored; run again safely).
 */
export async function runNewsIngest(argv: readonly string[], io: CommandIo): Promise<number> {
  const command = readCommand(fileArgs(newsUsage), argv, io);
  if (command === 2) return 2;
  const { args, config } = command;
  const started = Date.now();
  return onMigratedDb(config.database, async (db) => {
    const logger = silentLogger();
    const repo = new NewsRepo(db);
    // Pushing to pages is the server's job (its announce job finds these rows), not this process's.
    const announcer = new NewsAnnouncer(
      repo,
      createBus(() => Promise.resolve()),
      logger,
    );
    const provider = chatProvider(config.ai, {
      findings: () => Promise.reject(new Error('the ingest command answers no questions')),
    });
    const news = new NewsService(repo, announcer, () => provider, systemClock, logger);
    const feeds = feedSource(args.files.length > 0 ? args.files : config.news.feeds);
    const results = await ingestFeeds(news, feeds, {
      logger,
      onBatch: (location, c) =>
        io.stderr.write(
          `${location}: ${c.stored + c.duplicates}/${c.read} items, ${c.stored} new\n`,
        ),
    });
    let failed = 0;
    for (const r of results) {
      for (const bad of r.bad)
        io.stderr.write(`${r.location}: skipped 「${bad.name}」: ${bad.reason}\n`);
      if (r.error !== null) {
        failed += 1;
        io.stderr.write(`${r.location}: failed: ${r.error}\n`);
        continue;
      }
      io.stdout.write(
        `news: ${r.source ?? r.location}: ${r.counts.read} read, ${r.counts.stored} stored, ` +
          `${r.counts.duplicates} already stored, ${r.bad.length} skipped\n`,
      );
    }
    io.stdout.write(
      `news: ${feeds.locations.length - failed}/${feeds.locations.length} feeds read; ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return failed > 0 ? 1 : 0;
  });
}
