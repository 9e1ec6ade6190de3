import type { NewsTopic } from '../api/news.ts';

/**
 * Keywords of each topic (spec 2 §9), tried in this order: policy and macro words are the rarer,
 * more telling ones in a crypto feed (a news item about the SEC and Bitcoin is about regulation),
 * then crypto words; anything else is 金融市场, the default. Latin words match case-insensitively.
 */
export const topicKeywords: readonly (readonly [NewsTopic, readonly string[]])[] = [
  [
    '政策监管',
    [
      '监管',
      '证监会',
      'SEC',
      'CFTC',
      '法案',
      '立法',
      '合规',
      '牌照',
      '禁令',
      '执法',
      '起诉',
      '诉讼',
      '制裁',
      '反洗钱',
      '税务',
      '征税',
      'MiCA',
    ],
  ],
  [
    '宏观经济',
    [
      '美联储',
      '央行',
      '加息',
      '降息',
      '利率',
      'CPI',
      'PCE',
      'PPI',
      '非农',
      '就业',
      '失业率',
      '通胀',
      'GDP',
      'PMI',
      '国债',
      '美元指数',
      '经济',
      '鲍威尔',
      '货币政策',
      'FOMC',
      '议息',
      '缩表',
    ],
  ],
  [
    '加密货币',
    [
      '比特币',
      'BTC',
      '以太坊',
      'ETH',
      '加密',
      '区块链',
      '稳定币',
      'USDT',
      'USDC',
      '链上',
      '矿工',
      '挖矿',
      '算力',
      '减半',
      'DeFi',
      'NFT',
      'Web3',
      'Solana',
      'SOL',
      '代币',
      '山寨币',
      '币安',
      'Binance',
      'Coinbase',
      'OKX',
      '钱包',
      '空投',
      'Layer2',
      '公链',
      '巨鲸',
    ],
  ],
];

export const defaultTopic: NewsTopic = '金融市场';

/** Whether `text` holds `keyword`: Latin keywords as whole words (SOL is not in SOLUTION), case-insensitively. */
function holds(text: string, keyword: string): boolean {
  if (!/^[A-Za-z0-9]+$/.test(keyword)) return text.includes(keyword);
  return new RegExp(`(^|[^A-Za-z0-9])${keyword}(?![A-Za-z0-9])`, 'i').test(text);
}

/** The topic label of a news item from its title (and summary): the first topic one of whose keywords it holds. */
export function topicOf(title: string, summary = ''): NewsTopic {
  const text = `${title}\n${summary}`;
  for (const [topic, keywords] of topicKeywords)
    if (keywords.some((keyword) => holds(text, keyword))) return topic;
  return defaultTopic;
}
