import { describe, expect, it } from 'vitest';
import { factConflicts, textFacts } from './textFacts.ts';

describe('textFacts', () => {
  it('reads figures with their units, commas and $ included, and leaves bare numbers out', () => {
    expect(
      textFacts(
        '比特币 ETF 净流出 2.5 亿美元，$95,000 附近，增持 1,200 枚，降息 25 个基点，共 3 家',
      ).figures,
    ).toEqual(['2.5 亿美元', '95000 美元', '1200 枚', '25 个基点']);
    expect(textFacts('美国 10 月 CPI 同比上涨 2.7%').figures).toEqual(['10 月', '2.7 %']);
  });

  it('reads names by kind, one spelling per name, the longest name first', () => {
    expect(textFacts('贝莱德 IBIT 流入居首，ETH 与以太坊，向 OKX 转入，SEC 起诉').names).toEqual([
      { kind: 'fund', name: '贝莱德 IBIT' },
      { kind: 'exchange', name: 'OKX' },
      { kind: 'coin', name: '以太坊' },
      { kind: 'institution', name: 'SEC' },
    ]);
    expect(textFacts('Blockchain 与 TOKX').names).toEqual([]);
  });
});

describe('factConflicts', () => {
  it('finds the figures the issue saw contradicting each other', () => {
    expect(
      factConflicts({
        title: '比特币现货 ETF 昨日净流出 2.5 亿美元',
        summary: '美国比特币现货 ETF 昨日合计净流出 4 亿美元以上。',
        body: '美国比特币现货 ETF 昨日合计净流出 4 亿美元以上。',
      }),
    ).toEqual(['标题的「2.5 亿美元」不在正文中', '标题的「2.5 亿美元」与摘要不符']);
  });

  it('finds a coin or an exchange that changes between the texts', () => {
    expect(
      factConflicts({
        title: 'Dogecoin 24 小时上涨 8%',
        summary: 'XRP 在过去 24 小时大涨。',
        body: 'Dogecoin 24 小时上涨 8%。XRP 在过去 24 小时大涨。',
      }),
    ).toEqual([
      '标题的「Dogecoin」与摘要不符',
      '摘要的「XRP」不在标题中',
      '正文的「XRP」不在标题中',
    ]);
    expect(
      factConflicts({
        title: '某巨鲸地址向 Coinbase 转入 3000 枚 ETH',
        summary: '一个巨鲸地址向 OKX 转入大额 ETH。',
        body: '一个巨鲸地址向 Coinbase 转入 3000 枚 ETH。',
      }),
    ).toEqual(['标题的「Coinbase」与摘要不符', '摘要的「OKX」不在标题中']);
  });

  it('lets the summary and the body add figures, names of other kinds, and institutions', () => {
    expect(
      factConflicts({
        title: '美国众议院通过加密市场结构法案',
        summary: '众议院通过的法案明确了 SEC 与 CFTC 的分工，尚需参议院表决。',
        body: '众议院通过的法案明确了 SEC 与 CFTC 的分工，尚需参议院表决。',
      }),
    ).toEqual([]);
    expect(
      factConflicts({
        title: '比特币现货 ETF 昨日净流入 3.2 亿美元',
        summary:
          '美国比特币现货 ETF 昨日合计净流入 3.2 亿美元，其中贝莱德 IBIT 净流入 1.8 亿美元。',
        body: '美国比特币现货 ETF 昨日合计净流入 3.2 亿美元，其中贝莱德 IBIT 净流入 1.8 亿美元。',
      }),
    ).toEqual([]);
  });
});
