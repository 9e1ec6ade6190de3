import type { TimelineEvent } from '@coinsight/ui';

/** Spec 3 §2.4: the three sample datasets of /test-latest-news. */
export const timelineSamples = ['adoption', 'etf', 'empty'] as const;
export type TimelineSample = (typeof timelineSamples)[number];

export const timelineSampleLabels: Readonly<Record<TimelineSample, string>> = {
  adoption: '企业采用比特币',
  etf: '比特币 ETF 获批',
  empty: '空数据',
};

export const timelineSampleEvents: Readonly<Record<TimelineSample, readonly TimelineEvent[]>> = {
  adoption: [
    {
      id: 1,
      date: '2024-08-12',
      title: '一家纳斯达克上市公司宣布将比特币作为主要储备资产',
      impact: 'bullish-1',
      impact_description: '企业资产负债表配置比特币，长期需求增加。',
    },
    {
      ids: [2, 3],
      date: '2024-09-20',
      title: '多家上市公司跟进购入比特币，合计超过 2 万枚',
      impact: 'bullish',
      impact_description: '企业采用扩散，市场情绪明显改善。',
    },
    {
      date: '2024-10-15',
      title: '会计准则调整：比特币可按公允价值计量',
      impact: 'neutral',
      impact_description: '降低企业持币的账面波动，影响偏中长期。',
    },
    {
      id: 4,
      date: '2024-11-05',
      title: '一家持币企业因股价下跌被迫减持部分比特币',
      impact: 'bearish-1',
      impact_description: '短期抛压有限，但提示企业持币的流动性风险。',
    },
  ],
  etf: [
    {
      id: 11,
      date: '2023-06-15',
      title: '全球最大资产管理公司提交比特币现货 ETF 申请',
      impact: 'bullish-1',
      impact_description: '机构入场预期升温。',
    },
    {
      id: 12,
      date: '2023-08-29',
      title: '法院裁定监管机构须重新审查灰度的转换申请',
      impact: 'bullish',
      impact_description: '现货 ETF 获批的法律障碍明显减少。',
    },
    {
      id: 13,
      date: '2023-11-16',
      title: '监管机构推迟对多只现货 ETF 的决定',
      impact: 'bearish-1',
      impact_description: '市场短线回调，但获批预期未变。',
    },
    {
      id: 14,
      date: '2024-01-10',
      title: '11 只比特币现货 ETF 同日获批上市',
      impact: 'bullish',
      impact_description: '传统资金获得合规入口，里程碑事件。',
    },
  ],
  empty: [],
};
