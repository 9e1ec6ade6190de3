import { messages } from '../messages/index.ts';
import { beijingDateTime } from '../time/beijing.ts';

const m = messages.ai;

/** What the product itself knows, as the offline analyst reads it; null where it knows nothing. */
export interface OfflineFacts {
  price: {
    /** US dollars. */
    usd: number;
    /** When the price was seen (a live tick or the last stored close). */
    at: string;
    source: 'live' | 'close';
  } | null;
  /** Change against the previous day's close, in percent. */
  dayChangePercent: number | null;
  /** The indicators of the newest stored day, null without history. */
  indicators: {
    date: string;
    nupl: { value: number; zone: string };
    s2f: { deflection: number; modelUsd: number };
    rainbow: { band: string };
    /** Null while the history is too short for a score. */
    mvrvZ: { value: number; zone: string } | null;
  } | null;
}

export interface OfflineAnswer {
  text: string;
  /** A short account of what was looked up, for the deep model's 思考过程. */
  reasoning: string;
}

const usd = (value: number) =>
  `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 美元`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`;

type Topic = 'price' | 'nupl' | 's2f' | 'rainbow' | 'mvrv';

const topicWords: Readonly<Record<Topic, RegExp>> = {
  price: /价格|行情|多少钱|涨|跌|price|btc|比特币/i,
  nupl: /nupl|未实现|盈亏/i,
  s2f: /s2f|存量|流量|stock/i,
  rainbow: /彩虹|rainbow/i,
  mvrv: /mvrv|巨鲸|z.?score|获利压力/i,
};

/** The topics a question names; none named means the whole overview. */
export function offlineTopics(question: string): Topic[] {
  const named = (Object.keys(topicWords) as Topic[]).filter((t) => topicWords[t].test(question));
  const specific = named.filter((t) => t !== 'price');
  return specific.length > 0 ? specific : ['price', 'nupl', 's2f', 'rainbow', 'mvrv'];
}

function priceLines(facts: OfflineFacts): string[] {
  if (!facts.price) return ['- **比特币价格**：暂无价格数据。'];
  const seen = facts.price.source === 'live' ? '实时报价' : '最近收盘价';
  const lines = [
    `- **比特币价格**：${usd(facts.price.usd)}（${seen}，${beijingDateTime(facts.price.at, 'minute')} 北京时间）`,
  ];
  lines.push(
    facts.dayChangePercent === null
      ? '- **日涨跌**：暂无前一日收盘数据，无法计算。'
      : `- **日涨跌**：${signed(facts.dayChangePercent)}（相对前一日收盘）`,
  );
  return lines;
}

function indicatorLines(facts: OfflineFacts, topics: readonly Topic[]): string[] {
  const ind = facts.indicators;
  if (!ind) return ['- **链上指标**：暂无历史数据，无法计算指标。'];
  const lines: string[] = [];
  if (topics.includes('nupl'))
    lines.push(
      `- **NUPL（未实现净盈亏）**：${ind.nupl.value.toFixed(3)}，处于「${ind.nupl.zone}」区间。`,
    );
  if (topics.includes('s2f')) {
    const side = ind.s2f.deflection >= 1 ? '高于' : '低于';
    lines.push(
      `- **存量流量模型（S2F）**：偏离度 ${ind.s2f.deflection.toFixed(2)}，价格${side}模型价 ${usd(ind.s2f.modelUsd)}。`,
    );
  }
  if (topics.includes('rainbow')) lines.push(`- **彩虹图**：价格位于「${ind.rainbow.band}」色带。`);
  if (topics.includes('mvrv'))
    lines.push(
      ind.mvrvZ
        ? `- **巨鲸获利压力（MVRV-Z）**：${ind.mvrvZ.value.toFixed(2)}，处于「${ind.mvrvZ.zone}」区间。`
        : '- **巨鲸获利压力（MVRV-Z）**：历史数据不足，暂无读数。',
    );
  if (lines.length > 0) lines.push('', `以上指标按 ${ind.date}（UTC 日）的链上数据计算。`);
  return lines;
}

/**
 * The offline analyst's answer: labelled as such, in Chinese, built only from the facts given (a
 * missing fact is said to be missing, never estimated), and honest that it is not a language model.
 */
export function offlineAnswer(question: string, facts: OfflineFacts): OfflineAnswer {
  const topics = offlineTopics(question);
  const text = [
    `**${m.offlineName}**（离线模式：未配置 AI 接口密钥，以下内容由本站数据自动生成，不是大模型的回答）`,
    '',
    '根据本站当前数据：',
    '',
    ...priceLines(facts),
    ...indicatorLines(facts, topics),
    '',
    '> 本地分析助手只能复述本站已有的行情与指标数据，无法理解开放式问题，也不构成投资建议。配置 AI 接口密钥后可使用完整的 AI 对话。',
  ].join('\n');
  const reasoning = [
    `问题涉及：${topics.map((t) => ({ price: '价格', nupl: 'NUPL', s2f: 'S2F', rainbow: '彩虹图', mvrv: 'MVRV-Z' })[t]).join('、')}。`,
    facts.price ? '已读取最新比特币价格。' : '没有价格数据。',
    facts.indicators ? `已读取 ${facts.indicators.date} 的链上指标。` : '没有链上历史数据。',
  ].join('');
  return { text, reasoning };
}

/**
 * Cuts a text into the pieces a typist would send: a few characters each, never splitting a
 * surrogate pair, so a paced stream reads naturally.
 */
export function typingPieces(text: string, size = 3): string[] {
  const chars = [...text];
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; i += size) pieces.push(chars.slice(i, i + size).join(''));
  return pieces;
}
