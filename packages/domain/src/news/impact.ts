import type { NewsType } from '../api/news.ts';

/** The five impact levels of the event timeline (spec 3 §9), from the most bearish. */
export const impactLevels = [
  'major-bearish',
  'bearish',
  'neutral',
  'bullish',
  'major-bullish',
] as const;
export type ImpactLevel = (typeof impactLevels)[number];

/** What each level reads on the page (spec 3 §9, word for word). */
export const impactLabels: Readonly<Record<ImpactLevel, string>> = {
  'major-bearish': '重大利空',
  bearish: '轻微利空',
  neutral: '中性',
  bullish: '轻微利好',
  'major-bullish': '重大利好',
};

/**
 * A node's value (spec 3 §9: −2…2). The plain type is the strong one and `-1` its weaker variant,
 * so bullish counts 2 and bullish-1 counts 1.
 */
export const impactValues: Readonly<Record<NewsType, number>> = {
  bullish: 2,
  'bullish-1': 1,
  neutral: 0,
  'bearish-1': -1,
  bearish: -2,
};

/** The level of one value or average: at or below −1.5, −0.5; at or above 1.5, 0.5; else neutral. */
export function impactLevelOf(value: number): ImpactLevel {
  if (value <= -1.5) return 'major-bearish';
  if (value <= -0.5) return 'bearish';
  if (value >= 1.5) return 'major-bullish';
  if (value >= 0.5) return 'bullish';
  return 'neutral';
}

/** The level of one news type (a node's badge). */
export function impactLevelOfType(type: NewsType): ImpactLevel {
  return impactLevelOf(impactValues[type]);
}

export interface TimelineImpact {
  /** The weighted average, −2…2. */
  score: number;
  level: ImpactLevel;
  label: string;
}

/**
 * The overall impact of a timeline (the AI评价 footer): node i, counted from the oldest, weighs 2^i,
 * so later events weigh more. Null for an empty timeline (the page shows 暂无事件数据).
 */
export function timelineImpact(types: readonly NewsType[]): TimelineImpact | null {
  if (types.length === 0) return null;
  let weighted = 0;
  let weights = 0;
  types.forEach((type, i) => {
    const weight = 2 ** i;
    weighted += weight * impactValues[type];
    weights += weight;
  });
  const score = weighted / weights;
  const level = impactLevelOf(score);
  return { score, level, label: impactLabels[level] };
}
