import { describe, expect, it } from 'vitest';
import { classifyNews, offlineNewsReading } from './classify.ts';

describe('offline classification of Chinese headlines', () => {
  it.each([
    ['比特币突破 10 万美元，创历史新高', 'bullish', true],
    ['比特币现货 ETF 单日净流入 5.2 亿美元', 'bullish', true],
    ['某上市公司宣布增持 1,000 枚比特币', 'bullish', true],
    ['以太坊小幅反弹，站上 3,500 美元', 'bullish-1', false],
    ['某交易所遭黑客攻击，约 3,000 万美元资产被盗', 'bearish', true],
    ['美联储意外加息 25 个基点', 'bearish', true],
    ['比特币跌破 9 万美元，24 小时全网清算超 2 亿美元', 'bearish', true],
    ['某巨鲸地址减持 2,000 枚 ETH', 'bearish-1', false],
    ['某公链发布新版本路线图', 'neutral', false],
    ['美联储主席将于周三发表讲话', 'neutral', true],
  ])('%s → %s, important %s', (title, type, important) => {
    expect(classifyNews(title)).toMatchObject({ type, important });
  });

  it('counts a word inside a longer one once (净流入 is not also 流入)', () => {
    expect(classifyNews('ETF 净流入').matched).toEqual(['净流入']);
  });

  it('answers the same for the same words', () => {
    const title = '某交易所上线新代币，随后下跌';
    expect(classifyNews(title)).toEqual(classifyNews(title));
  });
});

describe('the offline reading', () => {
  const item = {
    title: '比特币现货 ETF 单日净流入 5.2 亿美元',
    summary: '据统计，美国比特币现货 ETF 昨日合计净流入 5.2 亿美元。其中规模最大的基金贡献过半。',
    type: 'bullish' as const,
    topic: '加密货币' as const,
    important: true,
  };

  it('restates the item, names the lean, its basis and what to watch', () => {
    const reading = offlineNewsReading(item);
    expect(reading).toContain('要点：据统计，美国比特币现货 ETF 昨日合计净流入 5.2 亿美元。');
    expect(reading).toContain('「重大利好」');
    expect(reading).toContain('「净流入」');
    expect(reading).toContain('大事件');
    expect(reading.split('\n\n')).toHaveLength(3);
  });

  it('quotes no figure the item does not hold', () => {
    const figures = offlineNewsReading(item).match(/\d+(\.\d+)?/g) ?? [];
    const source = `${item.title}${item.summary}`;
    for (const figure of figures) expect(source).toContain(figure);
  });
});
