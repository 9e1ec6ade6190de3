import {
  featureWeights,
  type FeatureWeight,
  relatedByScore,
  relatedLimit,
  relatedWindowMs,
  storyFeatures,
  storyScore,
} from '@coinsight/domain/news';
import type { NewsRepo, StoredNews, StoryNeighbour } from './repo.ts';

/**
 * The stored items a new one may relate to: those within the related-news window of it, of its own
 * kind. A real item never joins or links a generated story: the generated ones are removed once a
 * feed is read, and a real telling merged into one went with it (issue 34: no mix).
 */
export function neighbourWindow(
  repo: NewsRepo,
  from: Date,
  to: Date,
  demo: boolean,
): Promise<StoryNeighbour[]> {
  return repo.storyWindow(
    new Date(from.getTime() - relatedWindowMs),
    new Date(to.getTime() + relatedWindowMs),
    demo,
  );
}

/**
 * Links a newly stored item with its related news (relatedByScore in @coinsight/domain/news: the
 * items within three days sharing enough entities and terms), both ways: the new item lists its
 * best neighbours after its own id (treenews titles the timeline with the first); each neighbour
 * adds the new item and keeps its best links by the same score. `window` is the ingest's list of
 * neighbours, kept current here (read afresh when not given).
 */
export async function linkRelated(
  repo: NewsRepo,
  news: StoredNews,
  window?: StoryNeighbour[],
): Promise<void> {
  const neighbours =
    window ?? (await neighbourWindow(repo, news.publishedAt, news.publishedAt, news.demo === true));
  await repo.setRelatedMany(relatedLists(news, neighbours));
}

/**
 * The related lists linking `news` changes (its own and its neighbours'), by item id, with the
 * window's entries updated to match: what linkRelated writes, for a caller linking many items to
 * write once. `windowWeight` is featureWeights(neighbours), for a caller whose window already holds
 * the items it links.
 */
export function relatedLists(
  news: StoredNews,
  neighbours: StoryNeighbour[],
  windowWeight?: FeatureWeight,
): Map<number, number[]> {
  const item = {
    id: news.id,
    title: news.title,
    source: news.source,
    publishedAt: news.publishedAt,
    features: storyFeatures(news),
  };
  const inWindow = neighbours.some((n) => n.id === item.id);
  const weight =
    inWindow && windowWeight
      ? windowWeight
      : featureWeights(inWindow ? neighbours : [item, ...neighbours]);
  const ids = relatedByScore(item, neighbours, weight).map((r) => r.id);
  if (ids.length === 0) return new Map();
  news.related = [news.id, ...ids];
  const lists = new Map<number, number[]>([[news.id, news.related]]);
  const byId = new Map(neighbours.map((n) => [n.id, n]));
  const own = byId.get(news.id);
  if (own) own.related = news.related;
  for (const id of ids) {
    const other = byId.get(id);
    if (!other) continue;
    const list = other.related.length > 0 ? other.related : [other.id];
    if (list.includes(news.id)) continue;
    const score = (linked: number) => {
      const features = linked === news.id ? item.features : byId.get(linked)?.features;
      // A link older than the window keeps its place behind those it can be scored against.
      return features ? storyScore(other.features, features, weight) : 0;
    };
    const rest = [...list.slice(1), news.id]
      .map((linked) => ({ linked, score: score(linked) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, relatedLimit - 1)
      .map((r) => r.linked);
    if (!rest.includes(news.id)) continue;
    other.related = [list[0] ?? other.id, ...rest];
    lists.set(other.id, other.related);
  }
  return lists;
}
