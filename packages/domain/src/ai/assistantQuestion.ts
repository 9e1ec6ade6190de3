import { allSeries } from '../market/catalogue.ts';
import {
  parseAmount,
  parsePeriod,
  parseQuestionDate,
  type Amount,
  type Period,
} from './assistantNumbers.ts';
import type { Cadence } from './assistantBacktest.ts';

/** The kinds of question the offline analyst answers; `unknown` gets the list of these. */
export const assistantKinds = [
  'define',
  'overview',
  'change',
  'upcoming',
  'news',
  'compare',
  'dca',
  'release',
  'unknown',
] as const;
export type AssistantKind = (typeof assistantKinds)[number];

/** The on-chain indicators the product draws, by their catalogue chart_key. */
export type IndicatorKey = 'nupl' | 'rainbow' | 'stock_to_flow' | 'whale';

export type Subject =
  { type: 'btc' } | { type: 'indicator'; key: IndicatorKey } | { type: 'series'; id: string };

/** The releases whose meaning for Bitcoin the analyst explains. */
export type ReleaseGroup = 'fed' | 'cpi' | 'jobs';

export interface InvestmentPlan {
  amount: number;
  currency: Amount['currency'];
  /** Null: one purchase (a lump sum). */
  cadence: Cadence | null;
  /** True when the amount is the whole budget to split ("10万分月定投"), false when it is each instalment. */
  total: boolean;
  /** The first purchase's day when the question names one. */
  from: string | null;
}

export interface ClassifiedQuestion {
  kind: AssistantKind;
  subjects: Subject[];
  period: Period | null;
  release: ReleaseGroup | null;
  plan: InvestmentPlan | null;
  /** Words to search the news for (the subjects' names or the words after 关于). */
  searchWords: string[];
}

const indicatorWords: ReadonlyArray<[IndicatorKey, RegExp]> = [
  ['nupl', /nupl|未实现净?盈亏/i],
  ['rainbow', /彩虹/],
  ['stock_to_flow', /s2f|存量流量|stock.?to.?flow/i],
  ['whale', /巨鲸|mvrv|获利压力/i],
];

/** Everyday names of the catalogue's series, beyond their own Chinese names. */
const seriesAliases: Readonly<Record<string, RegExp>> = {
  NASDAQCOM: /纳斯达克|纳指|nasdaq|科技股/i,
  DJIA: /道琼斯|道指|dow/i,
  SP500: /标普500|标普|s&p|美股/i,
  DEXJPUS: /日元|yen/i,
  DEXUSEU: /欧元(?!区)/,
  DEXUSAL: /澳元/,
  DEXSZUS: /瑞郎|瑞士法郎/,
  DEXSIUS: /新加坡元|新元/,
  DEXINUS: /卢比/,
  DEXCAUS: /加元|加拿大元/,
  DEXHKUS: /港元|港币/,
  PSILVUSDM: /白银|银价/,
  PPLATUSDM: /铂金/,
  PWHEAMTUSDM: /小麦/,
  PMAIZMTUSDM: /玉米/,
  PCOFFOTMUSDM: /咖啡/,
  DGS30: /30年期?(国债|美债)/,
  DGS10: /10年期?(国债|美债)|十年期?(国债|美债)|美债收益率|长债/,
  DGS5: /5年期?(国债|美债)|五年期?(国债|美债)/,
  DGS2: /2年期?(国债|美债)|两年期?(国债|美债)/,
  DGS3MO: /3个月期?(国债|美债)|三个月期?(国债|美债)|短债/,
  DFEDTARU: /联邦基金利率|基准利率|美联储利率|联储利率|降息|加息|利率决议|议息/,
  MORTGAGE30US: /30年期?(固定)?(抵押|房贷)|房贷利率|抵押贷款利率/,
  MORTGAGE15US: /15年期?(固定)?(抵押|房贷)/,
  TERMCBCCALLNS: /信用卡利率/,
  A191RL1Q225SBEA: /gdp|经济增长/i,
  UNRATE: /失业率/,
  CIVPART: /劳动参与率/,
  UMCSENT: /消费者信心|密歇根/,
  NAPM: /pmi|采购经理/i,
  RSXFS: /零售销售|零售数据/,
  HSN1F: /新屋销售/,
  PPIACO: /ppi|生产者价格/i,
  PERMIT: /营建许可|开工许可/,
  CSUSHPINSA: /房价|凯斯.?席勒/,
  M2SL: /m2|货币供应|流动性/i,
  CPIAUCSL: /cpi|通胀|消费者价格|物价/i,
  PAYEMS: /非农|就业人数|就业报告/,
  INDPRO: /工业生产|工业产出/,
};

/** The subjects a question names, in the order they are written. */
export function subjectsOf(question: string): Subject[] {
  const found: Array<{ at: number; subject: Subject }> = [];
  for (const [key, pattern] of indicatorWords) {
    const at = question.search(pattern);
    if (at >= 0) found.push({ at, subject: { type: 'indicator', key } });
  }
  for (const series of allSeries) {
    if (series.id === 'CBBTCUSD') continue;
    const alias = seriesAliases[series.id];
    const atName = question.indexOf(series.name);
    const atAlias = alias ? question.search(alias) : -1;
    const at = atName >= 0 ? atName : atAlias;
    if (at >= 0) found.push({ at, subject: { type: 'series', id: series.id } });
  }
  const btc = question.search(/比特币|btc|大饼|币价/i);
  if (btc >= 0) found.push({ at: btc, subject: { type: 'btc' } });
  found.sort((a, b) => a.at - b.at);
  return found.map((f) => f.subject);
}

const releaseWords: ReadonlyArray<[ReleaseGroup, RegExp]> = [
  ['fed', /美联储|联储|fomc|降息|加息|利率决议|议息|鲍威尔|联邦基金/i],
  ['cpi', /cpi|通胀|消费者价格|物价/i],
  ['jobs', /非农|就业|失业/],
];

const meaningWords =
  /意味|影响|利好|利空|对比特币|对币|怎么看|怎么影响|有什么关系|会怎样|会不会|冲击/;

function releaseOf(question: string): ReleaseGroup | null {
  return releaseWords.find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

function planOf(question: string, today: string): InvestmentPlan | null {
  const amount = parseAmount(question);
  const regular = /定投|每周|每个?星期|每个?月|每月|分月|分周|分批|按月|按周/.test(question);
  const hypothetical = /如果|假如|要是|当初|当时|那时/.test(question) && /投|买/.test(question);
  if (!amount && !regular) return null;
  if (!regular && !hypothetical) return null;
  const cadence: Cadence | null = /每周|每个?星期|分周|按周|周定投/.test(question)
    ? 'week'
    : regular
      ? 'month'
      : null;
  const total = cadence !== null && !/每周|每个?星期|每个?月|每月/.test(question);
  return {
    amount: amount?.value ?? (cadence === 'week' ? 100 : 1_000),
    currency: amount?.currency ?? '元',
    cadence,
    total,
    from: parseQuestionDate(question, today),
  };
}

const newsPattern = /新闻|消息|资讯|快讯|报道|动态|发生了什么|出了什么事/;
const upcomingPattern =
  /本周|这周|下周|接下来|即将|未来几天|什么时候(公布|发布|公告|开会)|下次|下一次|日历|日程|要公布|将公布|有哪些(重要)?数据/;
const comparePattern = /对比|比较|相比|哪个|谁(涨|跌|更|表现)|跑赢|跑输|vs|和.+(相比|比)/i;
const changePattern =
  /变化|涨了多少|跌了多少|涨幅|跌幅|走势|回撤|表现|收益|多少倍|涨跌|怎么变|变动|趋势|最高|最低|从.+到/;
const definePattern =
  /是什么|什么是|什么意思|含义|原理|介绍|解释|怎么算|如何计算|怎么解读|如何解读|怎么看(这个|该)?指标/;
const overviewPattern =
  /行情|市场|现在|目前|当前|周期|位置|阶段|牛市|熊市|抄底|顶部|底部|高估|低估|估值|多少钱|价格|怎么样|如何|处于/;

/** What a Chinese question asks and about what: the offline analyst's first step. */
export function classifyQuestion(question: string, today: string): ClassifiedQuestion {
  const subjects = subjectsOf(question);
  const release = releaseOf(question);
  const plan = planOf(question, today);
  const period = parsePeriod(question, today);
  const about = /关于(.{1,12}?)(的|有什么|有哪些|[？?，,。]|$)/.exec(question)?.[1];
  const searchWords = [
    ...(about ? [about.trim()] : []),
    ...(question.match(/[A-Za-z][A-Za-z0-9]{1,15}/g) ?? []).filter((w) => !/^(btc|vs)$/i.test(w)),
  ];
  let kind: AssistantKind;
  if (plan) kind = 'dca';
  else if (newsPattern.test(question)) kind = 'news';
  else if (release && meaningWords.test(question)) kind = 'release';
  else if (upcomingPattern.test(question) && !changePattern.test(question)) kind = 'upcoming';
  else if (comparePattern.test(question) && subjects.length >= 2) kind = 'compare';
  else if (definePattern.test(question) && subjects.length > 0) kind = 'define';
  else if (changePattern.test(question) || (period && subjects.length > 0)) kind = 'change';
  else if (release) kind = 'release';
  else if (overviewPattern.test(question) || subjects.length > 0) kind = 'overview';
  else kind = 'unknown';
  return { kind, subjects, period, release, plan, searchWords };
}
