import type { Logger } from 'pino';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { migrateLatest, openDb, type Db } from './db/knex.ts';
import { seedDemo } from './db/seeds/demo.ts';
import { seedDemoMacro } from './db/seeds/demoMacro.ts';
import { seedDemoOrders } from './db/seeds/demoOrders.ts';
import { seedDemoChat } from './db/seeds/demoChat.ts';
import { seedDemoNews } from './db/seeds/demoNews.ts';
import { seedDemoCalendar } from './db/seeds/demoCalendar.ts';
import { seedDemoAnalysis } from './db/seeds/demoAnalysis.ts';
import { createLogger } from './logger.ts';
import { BtcHistoryService } from './modules/market/btcHistory.ts';
import { createServer, type AppServer, type CreateServerOptions } from './server.ts';

export type { AppServer } from './server.ts';

/** The generator's items carry its source names and no link (as migration 0018 marks older rows). */
async function markDemoNews(db: Db): Promise<void> {
  await db('news')
    .whereIn('source', ['币见快讯', '链上观察', '币见研究院', '市场速递'])
    .whereNull('link')
    .update({ demo: true });
}

/** Opens the configured database, migrates it and, where configured, seeds the demo data once. */
export async function prepareDatabase(config: Config, logger: Logger, now: Date): Promise<Db> {
  const db = openDb(config.database);
  try {
    await migrateLatest(db);
    if (!config.seedDemo) return db;
    if (await seedDemo(db, now, { withAdmin: config.nodeEnv !== 'production' }))
      logger.info('demo data seeded (see the README for the demo accounts)');
    if (await seedDemoOrders(db, config, now))
      logger.info('demo orders and a refund request seeded (see the README)');
    if (await seedDemoChat(db, now)) logger.info('demo chat groups and their history seeded');
    if (await new BtcHistoryService(db).seedDemo(now))
      logger.info('demo Bitcoin history seeded (npm run ingest -- btc loads the real one)');
    // Every source gets its generator's rows at once, whatever it is configured to read: the site
    // is usable offline and while the real reads run, which replace them (issue 34).
    if ((await seedDemoMacro(db, now)) > 0)
      logger.info('demo macro series seeded (FRED replaces each series once it answers)');
    if ((await seedDemoCalendar(db, now)) > 0)
      logger.info('demo economic calendar seeded (the online export replaces it once it answers)');
    if ((await seedDemoNews(db, now)) > 0) {
      await markDemoNews(db);
      logger.info('demo news seeded (the first feed read replaces it)');
    }
    if ((await seedDemoAnalysis(db, now, logger)) > 0)
      logger.info('demo daily analyses seeded (the last 90 days, by the offline analyst)');
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** The database made ready, then the server built on it: what `npm start`, tests and tools run. */
export async function createApp(
  config: Config,
  options: Omit<CreateServerOptions, 'db'> = {},
): Promise<AppServer> {
  const logger = options.logger ?? createLogger(config);
  const db = await prepareDatabase(config, logger, (options.clock ?? systemClock).now());
  try {
    return await createServer(config, { ...options, logger, db });
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
