import { describe, expect, it } from 'vitest';
import {
  featureWeights,
  relatedByScore,
  relatedScoreMin,
  sameStoryAs,
  storyScore,
  titleOverlap,
  type StoryItem,
} from './storyScore.ts';
import { storyFeatures } from './storyTerms.ts';

const hour = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 20) + hours * hour);

function item(id: number, title: string, source: string, hours: number, summary = ''): StoryItem {
  return { id, title, source, publishedAt: at(hours), features: storyFeatures({ title, summary }) };
}

const corpus = [
  item(1, '美联储宣布降息 25 个基点', 'Odaily', -5, '美联储主席鲍威尔表示将继续观察通胀数据'),
  item(2, '鲍威尔：美联储降息后将观察通胀', 'PANews', -3, '鲍威尔在新闻发布会上表示'),
  item(3, '某交易所上线新币 XYZ', 'BlockBeats', -2, '该交易所今日上线新代币'),
  item(
    4,
    'Fed cuts rates by 25 basis points',
    'CoinDesk',
    -4,
    'Powell said the Fed will watch inflation',
  ),
  item(5, '美联储降息 25 个基点', 'PANews', -100, '上个月的旧闻'),
];

describe('the related-news score', () => {
  it('scores a story higher with its follow-up than with an unrelated item', () => {
    const weight = featureWeights(corpus);
    const [cut, followUp, other] = corpus;
    const related = storyScore(cut!.features, followUp!.features, weight);
    expect(related).toBeGreaterThanOrEqual(relatedScoreMin);
    expect(storyScore(cut!.features, other!.features, weight)).toBeLessThan(relatedScoreMin);
    expect(storyScore(cut!.features, cut!.features, weight)).toBeCloseTo(1, 6);
  });

  it('relates across languages through shared entities', () => {
    const weight = featureWeights(corpus);
    expect(storyScore(corpus[3]!.features, corpus[1]!.features, weight)).toBeGreaterThan(0);
  });

  it('lists related news best first, within three days, without itself', () => {
    const fresh = item(6, '美联储降息落地，鲍威尔称仍需观察通胀', 'Odaily', 0);
    const ranked = relatedByScore(fresh, [...corpus, fresh]);
    // The English telling relates through its entities (美联储, 鲍威尔) alone, so it comes last.
    expect(ranked.map((r) => r.id)).toEqual([2, 1, 4]);
    expect(ranked[0]!.score).toBeGreaterThanOrEqual(ranked[1]!.score);
  });
});

describe('one story from several sources', () => {
  it('measures how much of two titles is shared', () => {
    expect(titleOverlap('EBay rejects Icahn slate of directors', 'eBay rejects Icahn slate')).toBe(
      0.8,
    );
    expect(titleOverlap('美联储降息', '美联储加息')).toBeCloseTo(2 / 6, 6);
  });

  it('finds the stored item another source told the same story as, within a day', () => {
    const syndicated = item(7, '美联储宣布降息25个基点', 'BlockBeats', -4.5);
    expect(sameStoryAs(syndicated, corpus)).toBe(1);
    // The same source again is an update of its own item, not a second source.
    expect(sameStoryAs({ ...syndicated, source: 'Odaily' }, corpus.slice(0, 1))).toBeNull();
    // Days apart, the look-alike it matches is the one of its own day.
    expect(sameStoryAs({ ...syndicated, publishedAt: at(-101) }, corpus)).toBe(5);
    expect(sameStoryAs(item(8, '某交易所下架旧币', 'Odaily', -1), corpus)).toBeNull();
  });
});
