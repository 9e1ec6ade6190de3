import { describe, expect, it } from 'vitest';
import { relatedLimit, relatedTo, subjectsOf } from './related.ts';

const hour = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 20) + hours * hour);

describe('related news by shared subject within a window', () => {
  it('names the subjects of a title, not Bitcoin alone', () => {
    expect(subjectsOf('贝莱德 IBIT 现货 ETF 单日净流入 3 亿美元')).toEqual(['现货 ETF', '贝莱德']);
    expect(subjectsOf('比特币短线上涨 2%')).toEqual([]);
  });

  it('links items sharing a subject within three days, nearest first', () => {
    const item = { id: 10, title: '美联储宣布降息 25 个基点', publishedAt: at(0) };
    const candidates = [
      { id: 1, title: '鲍威尔讲话前市场观望', publishedAt: at(-30) },
      { id: 2, title: 'FOMC 会议纪要公布', publishedAt: at(-5) },
      { id: 3, title: '美联储官员：仍需观察数据', publishedAt: at(-100) },
      { id: 4, title: '某交易所上线新币', publishedAt: at(-1) },
      { id: 10, title: '美联储宣布降息 25 个基点', publishedAt: at(0) },
    ];
    expect(relatedTo(item, candidates)).toEqual([2, 1]);
  });

  it('keeps room for the item itself within the limit', () => {
    const item = { id: 100, title: '稳定币 USDT 增发', publishedAt: at(0) };
    const candidates = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      title: `稳定币市值变化 ${i}`,
      publishedAt: at(-i),
    }));
    expect(relatedTo(item, candidates)).toHaveLength(relatedLimit - 1);
  });

  it('relates nothing to an item without a subject', () => {
    expect(
      relatedTo({ id: 1, title: '比特币上涨', publishedAt: at(0) }, [
        { id: 2, title: '比特币上涨', publishedAt: at(0) },
      ]),
    ).toEqual([]);
  });
});
