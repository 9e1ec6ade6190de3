import { newsTypes, type NewsTopic, type NewsType } from '@coinsight/domain/api';
import { classifyNews, offlineNewsReading } from '@coinsight/domain/news';
import type { ChatProvider } from '../ai/types.ts';

export interface Classified {
  type: NewsType;
  important: boolean;
}

const classifyPrompt =
  '你是加密货币新闻编辑。判断这条快讯对比特币价格的影响，只回答一行 JSON：' +
  '{"type": "bullish" | "bullish-1" | "neutral" | "bearish-1" | "bearish", "important": true | false}。' +
  'bullish 为重大利好，bullish-1 为轻微利好，bearish-1 为轻微利空，bearish 为重大利空；' +
  'important 表示这是可能显著影响市场的大事件。';

/** The provider's JSON answer, or null when it is not one (the rules then decide). */
export function readClassification(answer: string): Classified | null {
  const json = /\{[^{}]*\}/.exec(answer)?.[0];
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as { type?: unknown; important?: unknown };
    const type = newsTypes.find((t) => t === parsed.type);
    if (!type || typeof parsed.important !== 'boolean') return null;
    return { type, important: parsed.important };
  } catch {
    return null;
  }
}

/**
 * The type and importance of an item: the AI provider's when an API key is set, the offline rules
 * (classifyNews in @coinsight/domain/news) without one, or when the answer cannot be read or the
 * call fails, so an ingest never stops on the AI.
 */
export async function classifyItem(
  provider: ChatProvider,
  item: { title: string; summary: string },
  signal?: AbortSignal,
): Promise<Classified> {
  const rules = () => {
    const { type, important } = classifyNews(item.title, item.summary);
    return { type, important };
  };
  if (provider.offline) return rules();
  try {
    const answer = await provider.complete({
      model: 'normal',
      maxTokens: 60,
      ...(signal ? { signal } : {}),
      messages: [
        { role: 'system', content: classifyPrompt },
        { role: 'user', content: `标题：${item.title}\n摘要：${item.summary}` },
      ],
    });
    return readClassification(answer.text) ?? rules();
  } catch {
    return rules();
  }
}

const readingPrompt =
  '你是审慎的加密市场分析师。请用中文分三段解读这条新闻：要点、对比特币的可能影响、值得关注的后续。' +
  '只依据新闻原文，不要编造原文没有的数字、日期、机构或事实；不给投资建议；总长不超过 300 字。';

/**
 * The AI reading of an item: through the provider when a key is set; the offline rules' reading
 * (offlineNewsReading, which only restates the item) without one. Null when the provider fails.
 */
export async function readItem(
  provider: ChatProvider,
  item: {
    title: string;
    summary: string;
    plain: string;
    type: NewsType;
    topic: NewsTopic;
    important: boolean;
  },
): Promise<string | null> {
  if (provider.offline) return offlineNewsReading(item);
  try {
    const answer = await provider.complete({
      model: 'normal',
      maxTokens: 600,
      messages: [
        { role: 'system', content: readingPrompt },
        {
          role: 'user',
          content: `标题：${item.title}\n摘要：${item.summary}\n正文：${item.plain.slice(0, 3000)}`,
        },
      ],
    });
    return answer.text.trim() || null;
  } catch {
    return null;
  }
}
