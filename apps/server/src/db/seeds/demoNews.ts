import { NewsRepo } from '../../modules/news/repo.ts';
import { linkRelated } from '../../modules/news/related.ts';
import { demoNews } from '../../providers/news/demo.ts';
import type { Db } from '../knex.ts';

/** Seeds the demo news once: nothing when any news is stored (a feed, an ingest, an earlier seed). */
export async function seedDemoNews(db: Db, now: Date): Promise<number> {
  const repo = new NewsRepo(db);
  if ((await repo.count()) > 0) return 0;
  const items = demoNews.items(now);
  let stored = 0;
  for (let i = 0; i < items.length; i += 100) {
    const batch = await repo.insertNew(items.slice(i, i + 100), now);
    for (const news of batch) await linkRelated(repo, news);
    stored += batch.length;
  }
  return stored;
}
