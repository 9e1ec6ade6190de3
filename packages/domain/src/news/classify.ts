import type { NewsTopic, NewsType } from '../api/news.ts';
import { impactLabels, impactLevelOfType } from './impact.ts';

/**
 * The offline rules for a news item's type and importance: what the server uses when no AI key is
 * set, or when the AI's answer cannot be read. Deterministic: words that usually move Bitcoin up
 * or down count ±2 (strong) or ±1 (mild); the sum, capped at ±2, is the type (2 bullish,
 * 1 bullish-1, 0 neutral, −1 bearish-1, −2 bearish). An item is important (大事件) when it holds an
 * event word or its words sum to a strong lean.
 */
export const leaningWords: readonly (readonly [string, number])[] = [
  ['历史新高', 2],
  ['创新高', 2],
  ['暴涨', 2],
  ['大涨', 2],
  ['批准', 2],
  ['获批', 2],
  ['净流入', 2],
  ['增持', 2],
  ['降息', 2],
  ['利好', 2],
  ['突破', 1],
  ['上涨', 1],
  ['涨超', 1],
  ['买入', 1],
  ['流入', 1],
  ['反弹', 1],
  ['采用', 1],
  ['合作', 1],
  ['上线', 1],
  ['暴跌', -2],
  ['大跌', -2],
  ['崩盘', -2],
  ['被盗', -2],
  ['黑客', -2],
  ['破产', -2],
  ['爆仓', -2],
  ['加息', -2],
  ['净流出', -2],
  ['利空', -2],
  ['禁令', -2],
  ['起诉', -2],
  ['跌破', -1],
  ['下跌', -1],
  ['跌超', -1],
  ['抛售', -1],
  ['减持', -1],
  ['流出', -1],
  ['清算', -1],
  ['漏洞', -1],
  ['调查', -1],
  ['罚款', -1],
];

/** Words that make an item a 大事件 whatever its lean. */
export const eventWords: readonly string[] = [
  '突发',
  '重磅',
  '美联储',
  '议息',
  'ETF',
  '批准',
  '获批',
  '黑客',
  '被盗',
  '破产',
  '历史新高',
  '减半',
  '法案',
];

const typesByScore: Readonly<Record<number, NewsType>> = {
  [-2]: 'bearish',
  [-1]: 'bearish-1',
  0: 'neutral',
  1: 'bullish-1',
  2: 'bullish',
};

export interface NewsClassification {
  type: NewsType;
  important: boolean;
  /** The leaning words found, in list order (the offline reading quotes them). */
  matched: string[];
}

/**
 * Leaning words overlap (净流入 holds 流入): a word inside a longer one already found is not
 * counted again.
 */
export function classifyNews(title: string, summary = ''): NewsClassification {
  const text = `${title}\n${summary}`;
  const matched: string[] = [];
  let score = 0;
  for (const [word, weight] of leaningWords) {
    if (!text.includes(word) || matched.some((m) => m.includes(word))) continue;
    matched.push(word);
    score += weight;
  }
  const capped = Math.max(-2, Math.min(2, score));
  const upper = text.toUpperCase();
  const important =
    Math.abs(capped) === 2 || eventWords.some((word) => upper.includes(word.toUpperCase()));
  return { type: typesByScore[capped] ?? 'neutral', important, matched };
}

const watchPoints: Readonly<Record<NewsTopic, string>> = {
  加密货币: '可留意链上资金流向、交易所余额与现货 ETF 的资金变化是否印证这一消息。',
  宏观经济: '可留意美元指数、美债收益率与市场对利率路径的预期是否随之变化。',
  金融市场: '可留意美股与风险资产的整体情绪是否传导到加密市场。',
  政策监管: '可留意后续的正式文件、执行时间表以及主要交易所和机构的回应。',
};

/** The first sentence of a summary, for the reading's restatement. */
function firstSentence(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const end = trimmed.search(/[。！？!?]/);
  return end === -1 ? trimmed : trimmed.slice(0, end + 1);
}

/**
 * The offline AI reading of an item: it restates the item (its own words and figures only, never
 * new ones), names the lean and the words it rests on, and what to watch for its topic.
 */
export function offlineNewsReading(item: {
  title: string;
  summary: string;
  type: NewsType;
  topic: NewsTopic;
  important: boolean;
}): string {
  const { matched } = classifyNews(item.title, item.summary);
  const label = impactLabels[impactLevelOfType(item.type)];
  const said = firstSentence(item.summary) || item.title;
  const basis =
    matched.length > 0
      ? `判断依据是消息中的「${matched.join('」「')}」等表述。`
      : '消息中没有明显的利多或利空表述。';
  const weight = item.important
    ? '这是一条大事件，短期内可能引起较大的价格波动。'
    : '这是一条一般资讯，单独对价格的影响通常有限。';
  return [
    `要点：${said}`,
    `这条消息属于「${item.topic}」话题，对比特币的影响倾向为「${label}」。${basis}${weight}`,
    watchPoints[item.topic],
  ].join('\n\n');
}
