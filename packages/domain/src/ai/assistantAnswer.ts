import { messages } from '../messages/index.ts';
import type { AssistantFact } from './assistantFacts.ts';
import type { AssistantKind, ClassifiedQuestion, ReleaseGroup } from './assistantQuestion.ts';

/** What the analyst found for a question: the facts and the sentences it draws from them. */
export interface AssistantFindings {
  question: ClassifiedQuestion;
  facts: AssistantFact[];
  /** Plain conclusions computed from the facts (who rose more, where the cycle stands). */
  conclusions: string[];
}

const kindNames: Readonly<Record<AssistantKind, string>> = {
  define: '概念解释',
  overview: '市场现状',
  change: '一段时间的变化',
  upcoming: '近期日程',
  news: '相关新闻',
  compare: '对比',
  dca: '定投/买入回测',
  release: '数据发布对比特币的影响',
  unknown: '无法识别',
};

/** The kinds the offline analyst answers, each with a question to try. */
export const assistantExamples: ReadonlyArray<[string, string]> = [
  ['概念解释', 'NUPL 是什么？'],
  ['市场现状', '结合 NUPL 和彩虹图，现在处于周期的什么位置？'],
  ['一段时间的变化', '过去 30 天比特币涨了多少？'],
  ['近期日程', '这周有哪些重要数据公布？'],
  ['相关新闻', '最近有什么关于 ETF 的新闻？'],
  ['对比', '纳斯达克和比特币今年以来谁涨得多？'],
  ['定投回测', '如果我从 2024年1月 开始每周投 500 元，现在怎么样？'],
  ['数据发布的影响', '美联储降息对比特币意味着什么？'],
];

/** What a release means for Bitcoin in general; the figures come from the facts. */
export const releaseMeaning: Readonly<Record<ReleaseGroup, string>> = {
  fed:
    '降息会压低美元无风险收益率、降低持有现金的机会成本，通常改善包括比特币在内的风险资产的流动性预期；加息则相反。' +
    '市场往往提前定价：决议与预期一致时当天波动可能有限，更关键的是声明和发布会对后续利率路径的指引。',
  cpi: '通胀高于预期会推迟降息、推高美元和美债收益率，对比特币偏利空；低于预期则提高降息预期，偏利好。',
  jobs: '就业强劲（非农高于预期、失业率下降）意味着美联储不急于降息，对比特币偏利空；就业走弱会提高降息预期，偏利好。',
};

const lead: Readonly<Record<AssistantKind, string>> = {
  define: '以下解释来自本站的指标说明与知识库，并附上当前读数：',
  overview: '根据本站当前的行情与链上指标：',
  change: '按本站存储的历史数据计算：',
  upcoming: '本站经济日历中接下来的重要发布：',
  news: '本站新闻库中的相关报道：',
  compare: '按同一时间段计算的对比：',
  dca: '按本站存储的比特币每日收盘价回测（每次在计划日期的收盘价买入，不计手续费）：',
  release: '这类数据与比特币的关系，以及本站的相关数据：',
  unknown: '',
};

/** The offline answer's first line, known before any data is read, so it is sent at once. */
export const offlineHeader = `**${messages.ai.offlineName}**（离线模式：未配置 AI 接口密钥，以下内容由本站数据计算得出，不是大模型的回答）\n\n`;

const bullet = (fact: AssistantFact) => `- **${fact.title}**：${fact.text}（[查看](${fact.page})）`;

/** The list of what the analyst can answer, for a question it cannot. */
export function offerText(): string {
  return assistantExamples.map(([name, example]) => `- ${name}：例如「${example}」`).join('\n');
}

/**
 * The offline analyst's answer in Markdown: labelled, led by what kind of answer it is, every fact
 * with its figures and a link to its page, the conclusions, and what it cannot do.
 */
export function assistantAnswerText(findings: AssistantFindings): string {
  return offlineHeader + assistantAnswerBody(findings);
}

/** The answer after its header line. */
export function assistantAnswerBody(findings: AssistantFindings): string {
  const { question, facts, conclusions } = findings;
  if (question.kind === 'unknown' || facts.length === 0) {
    const why =
      question.kind === 'unknown'
        ? '这个问题超出了本地分析助手能从本站数据计算的范围。'
        : '本站暂时没有回答这个问题所需的数据。';
    return [why, '我可以回答这些问题：', '', offerText()].join('\n');
  }
  const release =
    question.kind === 'release' && question.release ? [releaseMeaning[question.release], ''] : [];
  return [
    ...release,
    lead[question.kind],
    '',
    ...facts.map(bullet),
    ...(conclusions.length > 0 ? ['', ...conclusions.map((c) => `**${c}**`)] : []),
    '',
    '> 以上数据来自本站，点击「查看」可打开对应页面；仅供参考，不构成投资建议。',
  ].join('\n');
}

/** The deep model's 思考过程 for an offline answer: what was recognised and read. */
export function assistantReasoning(findings: AssistantFindings): string {
  const { question, facts } = findings;
  const read =
    facts.length > 0
      ? `读取了 ${facts.length} 条数据：${facts.map((f) => f.title).join('、')}。`
      : '没有可用的数据。';
  return `问题类型：${kindNames[question.kind]}。${question.period ? `时间段：${question.period.label}（${question.period.from} 至 ${question.period.to}）。` : ''}${read}`;
}

/**
 * The facts as the model reads them (a system message): numbered so its answer can cite them,
 * with the instruction to use only these figures.
 */
export function factsBlock(facts: readonly AssistantFact[], today: string): string {
  if (facts.length === 0) return '';
  return [
    `以下是币见网站截至 ${today} 的数据（来自本站数据库）。回答时请使用这些数字，并用 [F1] 这样的编号注明引用了哪条；不要编造这里没有的数字。`,
    ...facts.map((f, i) => `[F${i + 1}] ${f.title}：${f.text}（页面 ${f.page}）`),
  ].join('\n');
}

/** The facts an answer cites as [F1]…; all of them when it cites none. */
export function citedFacts(text: string, facts: readonly AssistantFact[]): AssistantFact[] {
  const cited = new Set([...text.matchAll(/\[F(\d+)\]/g)].map((m) => Number(m[1]) - 1));
  const used = facts.filter((_, i) => cited.has(i));
  return used.length > 0 ? used : [...facts];
}
