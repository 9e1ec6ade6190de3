import { relatedLimit, relatedWindowMs } from './related.ts';
import { storyTermsOf } from './storyTerms.ts';

/**
 * How alike two stories are (issue 35), and which stored items are a new item's related news or
 * the same story told by another source. Items are compared by their features (storyFeatures):
 * a feature shared by few of the items around counts much, one most of them carry (比特币 in a
 * crypto feed) little — its weight is ln(1 + N / df) over those N items — and an entity counts
 * three times a plain term. The score is the cosine of the two weighted feature sets, 0 to 1.
 */

export interface StoryItem {
  id: number;
  title: string;
  source: string;
  publishedAt: Date;
  features: readonly string[];
}

/** Least score for two items to be related news: tuned on the real corpus of the server's tests. */
export const relatedScoreMin = 0.2;

/** How far apart in time the same story may be told by two sources. */
export const duplicateWindowMs = 86_400_000;

/** Least share of title terms two items must share to be one story (with a high score). */
export const duplicateTitleMin = 0.6;

export type FeatureWeight = (feature: string) => number;

/** The weight of each feature among these items: rarer features weigh more, an entity three times a term. */
export function featureWeights(items: readonly { features: readonly string[] }[]): FeatureWeight {
  const df = new Map<string, number>();
  for (const item of items) for (const f of item.features) df.set(f, (df.get(f) ?? 0) + 1);
  const n = Math.max(items.length, 1);
  return (f) => Math.log(1 + n / (df.get(f) ?? 1)) * (f.startsWith('@') ? 3 : 1);
}

/** The cosine of two items' weighted feature sets. */
export function storyScore(
  a: readonly string[],
  b: readonly string[],
  weight: FeatureWeight,
): number {
  if (a.length === 0 || b.length === 0) return 0;
  const other = new Set(b);
  let shared = 0;
  let normA = 0;
  for (const f of new Set(a)) {
    const w = weight(f) ** 2;
    normA += w;
    if (other.has(f)) shared += w;
  }
  let normB = 0;
  for (const f of other) normB += weight(f) ** 2;
  return shared === 0 ? 0 : shared / Math.sqrt(normA * normB);
}

/** The share of their title terms two titles have in common (Jaccard). */
export function titleOverlap(a: string, b: string): number {
  const x = new Set(storyTermsOf(a));
  const y = new Set(storyTermsOf(b));
  if (x.size === 0 || y.size === 0) return 0;
  let both = 0;
  for (const t of x) if (y.has(t)) both += 1;
  return both / (x.size + y.size - both);
}

export interface ScoredStory {
  id: number;
  score: number;
}

/**
 * An item's related news among the candidates (itself excluded): those within relatedWindowMs
 * scoring at least relatedScoreMin, best first (nearest in time on a tie), at most
 * relatedLimit − 1 (room for itself at the head of its list).
 */
export function relatedByScore(
  item: StoryItem,
  candidates: readonly StoryItem[],
  weight: FeatureWeight = featureWeights([item, ...candidates]),
): ScoredStory[] {
  const at = item.publishedAt.getTime();
  const near = (c: StoryItem) => Math.abs(c.publishedAt.getTime() - at);
  return candidates
    .filter((c) => c.id !== item.id && near(c) <= relatedWindowMs)
    .map((c) => ({ c, score: storyScore(item.features, c.features, weight) }))
    .filter(({ score }) => score >= relatedScoreMin)
    .sort((x, y) => y.score - x.score || near(x.c) - near(y.c))
    .slice(0, relatedLimit - 1)
    .map(({ c, score }) => ({ id: c.id, score }));
}

/**
 * The stored item an incoming one is the same story as, told by another source within
 * duplicateWindowMs — most of the title's terms shared (a syndicated or lightly edited headline),
 * or the same title as written — or null. The best match wins.
 */
export function sameStoryAs(item: StoryItem, candidates: readonly StoryItem[]): number | null {
  const at = item.publishedAt.getTime();
  let best: { id: number; overlap: number } | null = null;
  for (const c of candidates) {
    if (c.id === item.id || c.source === item.source) continue;
    if (Math.abs(c.publishedAt.getTime() - at) > duplicateWindowMs) continue;
    const overlap = titleOverlap(item.title, c.title);
    if (overlap >= duplicateTitleMin && (!best || overlap > best.overlap))
      best = { id: c.id, overlap };
  }
  return best?.id ?? null;
}
