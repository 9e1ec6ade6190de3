import { featureWeights } from '@coinsight/domain/news';
import { NewsRepo } from '../../modules/news/repo.ts';
import { neighbourWindow, relatedLists } from '../../modules/news/related.ts';
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
    if (batch.length === 0) continue;
    // One read of the batch's neighbours and one write of every list it changed: linking each item
    // on its own read its window and wrote its lists again, hundreds of times on a first start.
    const times = batch.map((news) => news.publishedAt.getTime());
    const window = await neighbourWindow(
      repo,
      new Date(Math.min(...times)),
      new Date(Math.max(...times)),
      true,
    );
    const weight = featureWeights(window);
    const lists = new Map<number, number[]>();
    for (const news of batch)
      for (const [id, list] of relatedLists(news, window, weight)) lists.set(id, list);
    await repo.setRelatedMany(lists);
    stored += batch.length;
  }
  return stored;
}
