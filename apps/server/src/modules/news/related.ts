import { relatedLimit, relatedTo, relatedWindowMs } from '@coinsight/domain/news';
import type { NewsRepo, StoredNews } from './repo.ts';

/**
 * Links a newly stored item with the stored ones sharing a subject within the window (relatedTo
 * in @coinsight/domain/news), both ways: each keeps its own id first (treenews titles the
 * timeline with it) and its newest links.
 */
export async function linkRelated(repo: NewsRepo, news: StoredNews): Promise<void> {
  const at = news.publishedAt.getTime();
  const candidates = await repo.cardsBetween(
    new Date(at - relatedWindowMs),
    new Date(at + relatedWindowMs),
  );
  const ids = relatedTo(news, candidates);
  if (ids.length === 0) return;
  news.related = [news.id, ...ids];
  await repo.setRelated(news.id, news.related);
  for (const other of candidates.filter((c) => ids.includes(c.id))) {
    const own = other.related.length > 0 ? other.related : [other.id];
    if (own.includes(news.id)) continue;
    const rest = [...own.slice(1), news.id].slice(-(relatedLimit - 1));
    await repo.setRelated(other.id, [own[0] ?? other.id, ...rest]);
  }
}
