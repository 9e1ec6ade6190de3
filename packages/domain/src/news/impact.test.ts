import { describe, expect, it } from 'vitest';
import type { NewsType } from '../api/news.ts';
import { impactLabels, impactLevelOf, impactLevelOfType, timelineImpact } from './impact.ts';

describe('timeline impact weighting (spec 3 §9)', () => {
  it('has no overall impact for an empty timeline', () => {
    expect(timelineImpact([])).toBeNull();
  });

  it('weighs node i by 2^i, so the latest node weighs most', () => {
    // (1·2 + 2·(−1)) / 3 = 0 → neutral; reversed: (1·(−1) + 2·2) / 3 = 1 → bullish.
    expect(timelineImpact(['bullish', 'bearish-1'])).toEqual({
      score: 0,
      level: 'neutral',
      label: '中性',
    });
    expect(timelineImpact(['bearish-1', 'bullish'])).toEqual({
      score: 1,
      level: 'bullish',
      label: '轻微利好',
    });
  });

  it('averages three nodes with weights 1, 2, 4', () => {
    // (−2 + 2·0 + 4·(−2)) / 7 = −10/7 ≈ −1.43 → 轻微利空, not yet major.
    const impact = timelineImpact(['bearish', 'neutral', 'bearish']);
    expect(impact?.score).toBeCloseTo(-10 / 7);
    expect(impact?.label).toBe('轻微利空');
  });

  it.each([
    [-2, 'major-bearish'],
    [-1.5, 'major-bearish'],
    [-1.49, 'bearish'],
    [-0.5, 'bearish'],
    [-0.49, 'neutral'],
    [0, 'neutral'],
    [0.49, 'neutral'],
    [0.5, 'bullish'],
    [1.49, 'bullish'],
    [1.5, 'major-bullish'],
    [2, 'major-bullish'],
  ])('places %s at %s (thresholds inclusive)', (value, level) => {
    expect(impactLevelOf(value)).toBe(level);
  });

  it.each<[NewsType, string]>([
    ['bullish', '重大利好'],
    ['bullish-1', '轻微利好'],
    ['neutral', '中性'],
    ['bearish-1', '轻微利空'],
    ['bearish', '重大利空'],
  ])('labels a %s node %s', (type, label) => {
    expect(impactLabels[impactLevelOfType(type)]).toBe(label);
  });

  it('stays finite over a long timeline', () => {
    const types = Array.from({ length: 60 }, (_, i): NewsType => (i % 2 ? 'bullish' : 'bearish'));
    // Alternating −2, 2 ending on 2: Σ (−2)^i over 2^60 − 1 leaves exactly 2/3.
    const impact = timelineImpact(types);
    expect(impact?.score).toBeCloseTo(2 / 3);
    expect(impact?.level).toBe('bullish');
  });
});
