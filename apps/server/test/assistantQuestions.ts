/**
 * The assistant's question set (issue 36): Chinese questions of every kind the offline analyst
 * answers, each with the facts its answer must state, computed here from the test database (the
 * demo data seeded at a fixed day) with the domain's maths. assistant.test.ts runs it against the
 * offline analyst and, through a scripted model, against the grounded path, and prints coverage.
 */
import {
  btcText,
  dcaBacktest,
  fromAllTimeHigh,
  indicatorReadings,
  lumpSumBacktest,
  maxDrawdown,
  monthsBack,
  percentText,
  periodReturn,
  seriesValueText,
  usdText,
  type Cadence,
} from '@coinsight/domain/ai';
import type { CalendarRow } from '@coinsight/domain/api';
import { dayMs, dayOf, dayTime, type BtcDay } from '@coinsight/domain/indicators';
import { seriesById, seriesPoints, type SeriesPoint } from '@coinsight/domain/market';
import { beijingDate, beijingDateTime } from '@coinsight/domain/time';
import type { AppServer } from '../src/startup.ts';

/** The test database as the expectations read it. */
export class QuestionContext {
  private constructor(
    readonly server: AppServer,
    readonly days: BtcDay[],
    readonly now: Date,
  ) {}

  static async of(server: AppServer, now: Date): Promise<QuestionContext> {
    return new QuestionContext(server, await server.services.btcHistory.daily(), now);
  }

  get today(): string {
    return this.days.at(-1)!.date;
  }

  async series(id: string): Promise<SeriesPoint[]> {
    const { observations } = await this.server.services.macro.observations({
      series_id: id,
      sort_order: 'asc',
    });
    return seriesPoints(observations);
  }

  /** The newest value as answers write it, and its date. */
  async latest(id: string): Promise<string[]> {
    const last = (await this.series(id)).at(-1)!;
    return [seriesValueText(last.value, seriesById(id)!.unit), last.date];
  }

  /** The series' change from the first observation on or after `from` to the newest, in percent. */
  async seriesChange(id: string, from: string): Promise<string[]> {
    const points = await this.series(id);
    const start = points.find((p) => p.date >= from)!;
    const last = points.at(-1)!;
    return [percentText(((last.value - start.value) / Math.abs(start.value)) * 100)];
  }

  btcReturn(from: string, to = this.today): string[] {
    const r = periodReturn(this.days, from, to)!;
    return [usdText(r.from.price), usdText(r.to.price), percentText(r.percent)];
  }

  drawdown(from: string, to = this.today): string[] {
    return [percentText(maxDrawdown(this.days, from, to)!.percent)];
  }

  readings() {
    return indicatorReadings(this.days)!;
  }

  /** The next release of a calendar indicator after now: its name and Beijing time. */
  async nextRelease(id: string): Promise<string[]> {
    const start = beijingDate(this.now);
    for (let i = 0; i < 45; i++) {
      const rows = (await this.server.services.calendar.day(dayOf(dayTime(start) + i * dayMs)))
        .data;
      const row = rows.find(
        (r) => r.indicator_id === id && Date.parse(r.pub_time) > this.now.getTime(),
      );
      if (row) return [row.indicator_name, beijingDateTime(row.pub_time, 'minute')];
    }
    throw new Error(`no next release of ${id} in the test calendar`);
  }

  /** The most important release of the coming week. */
  async weekReleases(): Promise<CalendarRow[]> {
    const start = beijingDate(this.now);
    const rows: CalendarRow[] = [];
    for (let i = 0; i <= 7; i++)
      rows.push(
        ...(await this.server.services.calendar.day(dayOf(dayTime(start) + i * dayMs))).data,
      );
    return rows.filter((r) => r.star >= 3);
  }

  async lastActual(id: string): Promise<string[]> {
    const rows = (await this.server.services.calendar.category(id, 1)).data;
    return [`实际 ${rows.at(-1)!.actual}`];
  }

  /** The first news item a search finds: its title. */
  async newsTitle(words: string): Promise<string[]> {
    const found = await this.server.services.news.search({ q: words, offset: 0, limit: 5 }, null);
    return found.results.length > 0 ? [found.results[0]!.title] : ['/toNewsDetail?newsid='];
  }

  async knowledge(title: string): Promise<string[]> {
    const groups = (await this.server.services.indicators.knowledgeAll()).knowledgelist;
    const item = groups
      .flatMap((g) => g.items.map((i) => ({ g, i })))
      .find(({ i }) => i.title === title)!;
    return [item.i.title, `/toKnowledge?list=${item.g.id}&unit=${item.i.id}`];
  }

  /** A regular-instalment backtest: its first and last buy, the coins and the return. */
  instalments(amount: number, cadence: Cadence, from: string): string[] {
    const b = dcaBacktest(this.days, { amount, cadence, from, to: this.today })!;
    return [b.buys[0]!.date, b.buys.at(-1)!.date, btcText(b.coins), percentText(b.returnPercent)];
  }

  /** A total split into the instalments of the last year. */
  plan(total: number, cadence: Cadence): string[] {
    const from =
      cadence === 'week' ? dayOf(dayTime(this.today) - 52 * 7 * dayMs) : monthsBack(this.today, 12);
    const n = dcaBacktest(this.days, { amount: 1, cadence, from, to: this.today })!.buys.length;
    return this.instalments(Math.round((total / n) * 100) / 100, cadence, from);
  }

  lumpSum(amount: number, from: string): string[] {
    const b = lumpSumBacktest(this.days, { amount, from, to: this.today })!;
    return [b.buys[0]!.date, percentText(b.returnPercent)];
  }

  yearStart(): string {
    return `${this.today.slice(0, 4)}-01-01`;
  }

  back(days: number): string {
    return dayOf(dayTime(this.today) - days * dayMs);
  }
}

export interface AssistantQuestion {
  question: string;
  /** The facts any answer to it must state (figures, names, dates, pages). */
  facts: (c: QuestionContext) => Promise<string[]> | string[];
  /** What only the offline analyst writes (its offer of the kinds it answers). */
  offlineOnly?: boolean;
}

const offer = () => ['我可以回答这些问题'];

export const assistantQuestions: readonly AssistantQuestion[] = [
  // The three questions.
  {
    question: '结合NUPL和彩虹图，现在处于牛熊周期的什么位置？',
    facts: (c) => {
      const r = c.readings();
      return [
        r.nupl.value.toFixed(3),
        r.nupl.zone,
        r.rainbow.band,
        percentText(fromAllTimeHigh(c.days)!.percent),
      ];
    },
  },
  {
    question: '美联储降息对比特币意味着什么？',
    facts: async (c) => [
      '美联储基准利率（上限）',
      ...(await c.latest('DFEDTARU')),
      ...(await c.nextRelease('US_FED_RATE')),
    ],
  },
  {
    question: '我有10万，想分月定投比特币，怎么安排？',
    facts: (c) => c.plan(100_000, 'month'),
  },
  // What X is.
  {
    question: 'NUPL是什么？',
    facts: (c) => ['/toTarget?list=', c.readings().nupl.value.toFixed(3)],
  },
  { question: '彩虹图是什么意思？', facts: (c) => ['/toTarget?list=', c.readings().rainbow.band] },
  { question: '什么是S2F模型？', facts: (c) => [usdText(c.readings().s2f.modelUsd)] },
  { question: 'MVRV-Z是什么？', facts: (c) => [c.readings().whale!.value.toFixed(2)] },
  {
    question: '联邦基金利率是什么？',
    facts: async (c) => ['/rates/', ...(await c.latest('DFEDTARU'))],
  },
  { question: 'M2货币供应量是什么？', facts: (c) => c.latest('M2SL') },
  { question: '失业率是什么意思？', facts: (c) => c.latest('UNRATE') },
  { question: '10年期美债收益率是什么？', facts: (c) => c.latest('DGS10') },
  { question: '什么是做空？', facts: (c) => c.knowledge('什么是做多与做空') },
  { question: '比特币减半是什么？', facts: (c) => c.knowledge('比特币减半') },
  { question: '杠杆和强制平仓是什么意思？', facts: (c) => c.knowledge('杠杆与强制平仓') },
  { question: '怎么保管私钥和助记词？', facts: (c) => c.knowledge('保管好私钥与助记词') },
  // Where the market stands.
  {
    question: '现在比特币行情怎么样？',
    facts: (c) => [usdText(c.days.at(-1)!.price), c.readings().nupl.zone],
  },
  { question: '比特币现在多少钱？', facts: (c) => [usdText(c.days.at(-1)!.price)] },
  {
    question: '现在是牛市还是熊市？',
    facts: (c) => [c.readings().nupl.zone, c.readings().rainbow.band],
  },
  { question: '目前NUPL是多少？', facts: (c) => [c.readings().nupl.value.toFixed(3)] },
  { question: '彩虹图现在在哪个色带？', facts: (c) => [c.readings().rainbow.band] },
  {
    question: '巨鲸指标现在怎么样？',
    facts: (c) => [c.readings().whale!.value.toFixed(2), c.readings().whale!.zone],
  },
  {
    question: '比特币距离历史最高点还有多远？',
    facts: (c) => [percentText(fromAllTimeHigh(c.days)!.percent)],
  },
  { question: '纳斯达克现在多少点？', facts: (c) => c.latest('NASDAQCOM') },
  { question: '美元兑日元现在是多少？', facts: (c) => c.latest('DEXJPUS') },
  { question: '现在的美联储利率是多少？', facts: (c) => c.latest('DFEDTARU') },
  { question: '当前美国CPI是多少？', facts: (c) => c.latest('CPIAUCSL') },
  // How X changed over a period.
  { question: '过去30天比特币涨了多少？', facts: (c) => c.btcReturn(c.back(30)) },
  { question: '比特币今年以来的涨幅是多少？', facts: (c) => c.btcReturn(c.yearStart()) },
  { question: '近一年比特币最大回撤是多少？', facts: (c) => c.drawdown(monthsBack(c.today, 12)) },
  { question: '2024年1月以来比特币涨了多少？', facts: (c) => c.btcReturn('2024-01-01') },
  { question: '过去一周比特币走势如何？', facts: (c) => c.btcReturn(c.back(7)) },
  {
    question: '最近三个月NUPL怎么变化的？',
    facts: (c) => {
      const from = c.days.findIndex((d) => d.date >= monthsBack(c.today, 3));
      return [
        indicatorReadings(c.days, from)!.nupl.value.toFixed(3),
        c.readings().nupl.value.toFixed(3),
      ];
    },
  },
  {
    question: '10年期国债收益率过去一年变化了多少？',
    facts: (c) => c.seriesChange('DGS10', monthsBack(c.today, 12)),
  },
  {
    question: '失业率最近一年的走势怎么样？',
    facts: (c) => c.seriesChange('UNRATE', monthsBack(c.today, 12)),
  },
  {
    question: '白银价格过去一年涨了多少？',
    facts: (c) => c.seriesChange('PSILVUSDM', monthsBack(c.today, 12)),
  },
  { question: '2025年比特币表现怎么样？', facts: (c) => c.btcReturn('2025-01-01', '2025-12-31') },
  { question: '比特币2024年2月涨跌多少？', facts: (c) => c.btcReturn('2024-02-01', '2024-02-29') },
  {
    question: 'M2过去一年变化了多少？',
    facts: (c) => c.seriesChange('M2SL', monthsBack(c.today, 12)),
  },
  // What is coming.
  {
    question: '这周有哪些重要数据公布？',
    facts: async (c) => [(await c.weekReleases())[0]!.indicator_name],
  },
  {
    question: '接下来一周有什么重要的经济日历事件？',
    facts: async (c) => [(await c.weekReleases())[0]!.indicator_name],
  },
  { question: '下次美联储议息是什么时候？', facts: (c) => c.nextRelease('US_FED_RATE') },
  { question: '下次CPI什么时候公布？', facts: (c) => c.nextRelease('US_CPI_YOY') },
  { question: '下次非农什么时候公布？', facts: (c) => c.nextRelease('US_NFP') },
  // News about Y.
  { question: '最近有什么关于ETF的新闻？', facts: (c) => c.newsTitle('ETF') },
  { question: '最近有什么美联储相关的新闻？', facts: (c) => c.newsTitle('美联储') },
  { question: '最近比特币有什么重要消息？', facts: (c) => c.newsTitle('比特币') },
  { question: '有关于CPI的报道吗？', facts: (c) => c.newsTitle('CPI') },
  { question: '最近有什么关于监管的消息？', facts: (c) => c.newsTitle('监管') },
  { question: '今天有什么新闻？', facts: () => ['/toNewsDetail?newsid='] },
  // A compared with B.
  {
    question: '纳斯达克和比特币今年以来谁涨得多？',
    facts: async (c) => [
      ...(await c.seriesChange('NASDAQCOM', c.yearStart())),
      ...c.btcReturn(c.yearStart()).slice(2),
    ],
  },
  {
    question: '比特币和标普500近一年哪个表现更好？',
    facts: async (c) => [
      ...c.btcReturn(monthsBack(c.today, 12)).slice(2),
      ...(await c.seriesChange('SP500', monthsBack(c.today, 12))),
    ],
  },
  {
    question: '比特币和白银过去一年对比如何？',
    facts: async (c) => [
      ...c.btcReturn(monthsBack(c.today, 12)).slice(2),
      ...(await c.seriesChange('PSILVUSDM', monthsBack(c.today, 12))),
    ],
  },
  {
    question: '道琼斯和纳斯达克今年以来谁涨得多？',
    facts: async (c) => [
      ...(await c.seriesChange('DJIA', c.yearStart())),
      ...(await c.seriesChange('NASDAQCOM', c.yearStart())),
    ],
  },
  {
    question: '比特币与纳指过去三个月相比怎么样？',
    facts: async (c) => [
      ...c.btcReturn(monthsBack(c.today, 3)).slice(2),
      ...(await c.seriesChange('NASDAQCOM', monthsBack(c.today, 3))),
    ],
  },
  {
    question: '10年期美债和2年期美债收益率对比',
    facts: async (c) => [...(await c.latest('DGS10')), ...(await c.latest('DGS2'))],
  },
  // If I had put N in every week/month since D.
  {
    question: '如果我从2024年1月开始每周投500元，现在怎么样？',
    facts: (c) => c.instalments(500, 'week', '2024-01-01'),
  },
  {
    question: '如果2023年1月开始每月定投1000元，收益多少？',
    facts: (c) => c.instalments(1000, 'month', '2023-01-01'),
  },
  {
    question: '每周定投100美元，过去一年的结果如何？',
    facts: (c) => c.instalments(100, 'week', dayOf(dayTime(c.today) - 52 * 7 * dayMs)),
  },
  {
    question: '假如2022年初一次性买入1万元比特币，现在值多少？',
    facts: (c) => c.lumpSum(10_000, '2022-01-01'),
  },
  {
    question: '如果我在2020年3月买了5千块比特币，现在怎么样？',
    facts: (c) => c.lumpSum(5_000, '2020-03-01'),
  },
  {
    question: '从2021年11月开始每月投2000，现在收益如何？',
    facts: (c) => c.instalments(2000, 'month', '2021-11-01'),
  },
  { question: '5万元分周定投比特币会怎样？', facts: (c) => c.plan(50_000, 'week') },
  {
    question: '每个月定投两千块，从2025年1月开始到现在赚了吗？',
    facts: (c) => c.instalments(2000, 'month', '2025-01-01'),
  },
  // What a release means for Bitcoin.
  {
    question: '美联储加息对比特币有什么影响？',
    facts: async (c) => [...(await c.latest('DFEDTARU')), ...(await c.nextRelease('US_FED_RATE'))],
  },
  {
    question: 'CPI数据对比特币有什么影响？',
    facts: async (c) => [...(await c.latest('CPIAUCSL')), ...(await c.nextRelease('US_CPI_YOY'))],
  },
  {
    question: '非农数据对比特币意味着什么？',
    facts: async (c) => [...(await c.latest('PAYEMS')), ...(await c.nextRelease('US_NFP'))],
  },
  {
    question: '通胀超预期对比特币是利好还是利空？',
    facts: async (c) => [...(await c.latest('CPIAUCSL')), ...(await c.lastActual('US_CPI_YOY'))],
  },
  {
    question: '失业率上升对比特币有什么影响？',
    facts: async (c) => [
      ...(await c.latest('UNRATE')),
      ...(await c.nextRelease('US_UNEMPLOYMENT')),
    ],
  },
  { question: 'FOMC会议对币价影响大吗？', facts: (c) => c.nextRelease('US_FED_RATE') },
  { question: '就业数据好对比特币是利好吗？', facts: (c) => c.latest('PAYEMS') },
  // What it cannot answer: it says so and offers what it can.
  { question: '今天午饭吃什么？', facts: offer, offlineOnly: true },
  { question: '帮我写一首诗', facts: offer, offlineOnly: true },
];
