/**
 * What the daily analysis asks a real AI provider (an API key is set), and how its answer is read.
 * The provider only rewrites the texts; the lists, values and links stay the product's own.
 */
import type { AnalysisContent } from '../api/analysis.ts';

export interface AnalysisPrompt {
  system: string;
  user: string;
}

const system =
  '你是审慎的加密市场分析师，为一个中文比特币数据网站撰写每日分析。只依据用户给出的数据与新闻，' +
  '不要编造数字、日期、机构或事实，不给投资建议。只回答一个 JSON 对象：' +
  '{"technical_summary": "技术面总结，不超过 200 字", "news_summary": "新闻面总结，不超过 200 字", ' +
  '"interpretations": ["按顺序为每个异常指标写一句解读，不超过 80 字"]}。';

/** The request for one day, built from the offline draft (which holds every fact the texts may use). */
export function analysisPrompt(date: string, draft: AnalysisContent): AnalysisPrompt {
  const indicators = draft.technical.indicators
    .map((i, n) => `${n + 1}. ${i.name}：${i.value}。${i.interpretation}`)
    .join('\n');
  const events = draft.news.events.map((e) => `- ${e.time} ${e.title}：${e.brief}`).join('\n');
  const major = draft.news.major.map((e) => `- [${e.type}] ${e.title}`).join('\n');
  return {
    system,
    user:
      `日期（北京时间）：${date}\n` +
      `技术面数据：${draft.technical.summary}\n` +
      `异常指标（${draft.technical.indicators.length} 个）：\n${indicators || '无'}\n` +
      `当日新闻：\n${events || '无'}\n重大消息：\n${major || '无'}\n` +
      `新闻统计：${draft.news.summary}`,
  };
}

export interface AnalysisAnswer {
  technicalSummary: string;
  newsSummary: string;
  interpretations: string[];
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? [...value.trim()].slice(0, max).join('')
    : null;

/**
 * The provider's JSON answer, or null when it is not one or lacks a summary. Interpretations must
 * match the indicators one for one, else the draft's are kept (an empty list).
 */
export function readAnalysisAnswer(answer: string, indicatorCount: number): AnalysisAnswer | null {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let parsed: { technical_summary?: unknown; news_summary?: unknown; interpretations?: unknown };
  try {
    parsed = JSON.parse(answer.slice(start, end + 1)) as typeof parsed;
  } catch {
    return null;
  }
  const technicalSummary = text(parsed.technical_summary, 2000);
  const newsSummary = text(parsed.news_summary, 2000);
  if (!technicalSummary || !newsSummary) return null;
  const list = Array.isArray(parsed.interpretations)
    ? parsed.interpretations.map((i) => text(i, 1000))
    : [];
  const interpretations =
    list.length === indicatorCount && list.every((i) => i !== null) ? (list as string[]) : [];
  return { technicalSummary, newsSummary, interpretations };
}

/** The draft with the provider's texts in place of the offline ones. */
export function withAnswer(draft: AnalysisContent, answer: AnalysisAnswer): AnalysisContent {
  return {
    technical: {
      summary: answer.technicalSummary,
      indicators: draft.technical.indicators.map((i, n) => ({
        ...i,
        interpretation: answer.interpretations[n] ?? i.interpretation,
      })),
    },
    news: { ...draft.news, summary: answer.newsSummary },
  };
}
