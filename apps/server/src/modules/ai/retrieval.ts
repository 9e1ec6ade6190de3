import {
  analysisFact,
  articleFact,
  athFact,
  backtestFact,
  classifyQuestion,
  dayOnOrAfter,
  dayOnOrBefore,
  dcaBacktest,
  drawdownFact,
  fromAllTimeHigh,
  indicatorChangeFact,
  indicatorFact,
  indicatorNames,
  indicatorReadings,
  lumpSumBacktest,
  lumpSumFact,
  maxDrawdown,
  monthsBack,
  newsFact,
  percentText,
  periodReturn,
  priceFact,
  reactionFact,
  releaseFact,
  returnFact,
  seriesFact,
  seriesIntroFact,
  type AssistantFact,
  type AssistantFindings,
  type ClassifiedQuestion,
  type IndicatorKey,
  type IndicatorReadings,
  type Period,
  type ReleaseGroup,
  type Subject,
} from '@coinsight/domain/ai';
import type {
  AnalysisLatestSummary,
  CalendarRow,
  IndicatorGroup,
  KnowledgeGroup,
  NewsItem,
} from '@coinsight/domain/api';
import { targetHref } from '@coinsight/domain/indicatorMenu';
import {
  dayMs,
  dayOf,
  dayTime,
  whaleScores,
  whaleWarmUpDays,
  type BtcDay,
} from '@coinsight/domain/indicators';
import { btcSeries, seriesById, type SeriesPoint } from '@coinsight/domain/market';
import { beijingDate } from '@coinsight/domain/time';

/** What the assistant reads, each through the owning area's service (wired in plugin.ts). */
export interface AssistantSources {
  btcDays(): Promise<readonly BtcDay[]>;
  /** The newest live tick, or null when none is held. */
  livePrice(): Promise<{ usd: number; at: string } | null>;
  /** A catalogue series' observations, oldest first. */
  series(id: string): Promise<SeriesPoint[]>;
  /** The calendar's releases of one Beijing day, by time. */
  releasesOn(day: string): Promise<CalendarRow[]>;
  /** An indicator's releases with an actual over the last year, oldest first. */
  releaseHistory(indicatorId: string): Promise<CalendarRow[]>;
  searchNews(words: string, limit: number): Promise<NewsItem[]>;
  newsBetween(fromDay: string, toDay: string, limit: number): Promise<NewsItem[]>;
  latestAnalysis(): Promise<AnalysisLatestSummary | null>;
  indicatorMenu(): Promise<IndicatorGroup[]>;
  knowledgeMenu(): Promise<KnowledgeGroup[]>;
}

/** Per release group: the series it moves and the calendar indicators that announce it. */
const releaseSources: Readonly<
  Record<ReleaseGroup, { series: string[]; indicators: string[]; news: string[] }>
> = {
  fed: {
    series: ['DFEDTARU', 'DGS2'],
    indicators: ['US_FED_RATE'],
    news: ['美联储', '降息', '利率'],
  },
  cpi: {
    series: ['CPIAUCSL'],
    indicators: ['US_CPI_YOY', 'US_CORE_CPI_YOY'],
    news: ['CPI', '通胀'],
  },
  jobs: {
    series: ['PAYEMS', 'UNRATE'],
    indicators: ['US_NFP', 'US_UNEMPLOYMENT'],
    news: ['非农', '就业'],
  },
};

const indicatorKeys: readonly IndicatorKey[] = ['nupl', 'rainbow', 'stock_to_flow', 'whale'];

/** Words of a knowledge article's title that name its topic (骗局, 私钥, 做空, 减半…). */
function titleWords(title: string): string[] {
  return title
    .replace(/什么是|如何|识别|常见|认清|管理|保管好|阅读|比特币/g, ' ')
    .split(/[与和及、\s]+/)
    .filter((w) => w.length >= 2);
}

const asksDefinition = /是什么|什么是|什么意思|含义|原理|介绍|解释|怎么|如何|为什么/;

const subjectName = (s: Subject): string =>
  s.type === 'btc'
    ? '比特币'
    : s.type === 'indicator'
      ? indicatorNames[s.key]
      : (seriesById(s.id)?.name ?? s.id);

/**
 * The retrieval layer both assistants use: what a question asks, and the product's facts that
 * answer it, each with the page it comes from. Computations are the domain's; this reads.
 */
export class AssistantRetrieval {
  constructor(
    private readonly sources: AssistantSources,
    private readonly now: () => Date,
  ) {}

  async findings(text: string): Promise<AssistantFindings> {
    const days = await this.sources.btcDays();
    const today = days.at(-1)?.date ?? dayOf(this.now().getTime());
    const question = classifyQuestion(text, today);
    const run = new Lookup(this.sources, days, today, this.now);
    const facts: AssistantFact[] = [];
    const conclusions: string[] = [];
    await run.answer(text, question, facts, conclusions);
    const seen = new Set<string>();
    const unique = facts.filter((f) => !seen.has(f.key) && seen.add(f.key));
    return { question, facts: unique, conclusions };
  }
}

/**
 * MVRV-Z scores per stored history: the market area hands out the same array until a write, and
 * scoring thousands of days is the slowest step of an answer.
 */
const scoresByHistory = new WeakMap<readonly BtcDay[], (number | null)[]>();

function scoresOf(days: readonly BtcDay[]): (number | null)[] {
  let scores = scoresByHistory.get(days);
  if (!scores) {
    scores = whaleScores(days, whaleWarmUpDays);
    scoresByHistory.set(days, scores);
  }
  return scores;
}

const asksAllTimeHigh = /历史(最)?高|最高点|新高|ath/i;

/** One question's reads, with what it has read kept for the rest of the answer. */
class Lookup {
  private scores: (number | null)[] | null = null;
  private menu: IndicatorGroup[] | null = null;

  constructor(
    private readonly sources: AssistantSources,
    private readonly days: readonly BtcDay[],
    private readonly today: string,
    private readonly now: () => Date,
  ) {}

  async answer(
    text: string,
    question: ClassifiedQuestion,
    facts: AssistantFact[],
    conclusions: string[],
  ): Promise<void> {
    if (
      (question.kind === 'unknown' || question.kind === 'overview') &&
      asksDefinition.test(text)
    ) {
      const articles = await this.knowledgeFacts(text);
      if (articles.length > 0) {
        question.kind = 'define';
        facts.push(...articles);
        return;
      }
    }
    switch (question.kind) {
      case 'overview':
        return this.overview(question, facts, conclusions);
      case 'define':
        return this.define(text, question, facts);
      case 'change':
        return this.change(text, question, facts, conclusions);
      case 'compare':
        return this.compare(question, facts, conclusions);
      case 'upcoming':
        return this.upcoming(text, question, facts, conclusions);
      case 'news':
        return this.news(question, facts);
      case 'release':
        return this.release(question, facts, conclusions);
      case 'dca':
        return this.dca(question, facts, conclusions);
      case 'unknown':
        return;
    }
  }

  private readings(index = this.days.length - 1): IndicatorReadings | null {
    this.scores ??= scoresOf(this.days);
    return indicatorReadings(this.days, index, this.scores);
  }

  private async indicatorPage(key: IndicatorKey): Promise<{ page: string; detail: string } | null> {
    this.menu ??= await this.sources.indicatorMenu();
    for (const group of this.menu)
      for (const item of group.items)
        if (item.chart_key === key)
          return { page: targetHref(group.id, item.id), detail: item.detail.join('') };
    return null;
  }

  private async price(): Promise<AssistantFact | null> {
    const last = this.days.at(-1);
    const tick = await this.sources.livePrice();
    if (tick) {
      const change = last ? ((tick.usd - last.price) / last.price) * 100 : null;
      return priceFact({ ...tick, source: 'live' }, change);
    }
    if (!last) return null;
    const before = this.days.at(-2);
    return priceFact(
      { usd: last.price, at: new Date(dayTime(last.date) + dayMs).toISOString(), source: 'close' },
      before ? ((last.price - before.price) / before.price) * 100 : null,
    );
  }

  private async indicatorFacts(keys: readonly IndicatorKey[]): Promise<AssistantFact[]> {
    const r = this.readings();
    if (!r) return [];
    const facts: AssistantFact[] = [];
    for (const key of keys)
      facts.push(indicatorFact(key, r, (await this.indicatorPage(key))?.page ?? '/toTarget'));
    return facts;
  }

  private async seriesPoints(id: string): Promise<SeriesPoint[]> {
    return id === btcSeries.id ? [] : this.sources.series(id);
  }

  private async seriesFacts(
    ids: readonly string[],
    period: Period | null,
  ): Promise<AssistantFact[]> {
    const facts: AssistantFact[] = [];
    for (const id of ids) {
      const series = seriesById(id);
      if (!series) continue;
      const fact = seriesFact(series, await this.seriesPoints(id), period);
      if (fact) facts.push(fact);
    }
    return facts;
  }

  private async knowledgeFacts(text: string): Promise<AssistantFact[]> {
    const groups = await this.sources.knowledgeMenu();
    const facts: AssistantFact[] = [];
    for (const group of groups)
      for (const item of group.items)
        if (titleWords(item.title).some((w) => text.includes(w)))
          facts.push(
            articleFact(
              item.title,
              item.header_klg || item.content || item.detail.join('') || item.html || '',
              `/toKnowledge?list=${group.id}&unit=${item.id}`,
            ),
          );
    return facts.slice(0, 3);
  }

  private async overview(q: ClassifiedQuestion, facts: AssistantFact[], conclusions: string[]) {
    const named = q.subjects.flatMap((s) => (s.type === 'indicator' ? [s.key] : []));
    const keys = named.length > 0 ? named : indicatorKeys;
    const price = await this.price();
    if (price) facts.push(price);
    facts.push(...(await this.indicatorFacts(keys)));
    facts.push(
      ...(await this.seriesFacts(
        q.subjects.flatMap((s) => (s.type === 'series' ? [s.id] : [])),
        null,
      )),
    );
    const ath = fromAllTimeHigh(this.days);
    if (ath) facts.push(athFact(ath));
    const year = periodReturn(this.days, monthsBack(this.today, 12), this.today);
    if (year) facts.push(returnFact(year, '近一年'));
    const analysis = await this.sources.latestAnalysis();
    if (analysis) facts.push(analysisFact(analysis));
    const r = this.readings();
    if (r && ath)
      conclusions.push(
        `综合来看：NUPL ${r.nupl.value.toFixed(3)} 处于「${r.nupl.zone}」，彩虹图位于「${r.rainbow.band}」，` +
          `价格较历史最高收盘价 ${percentText(ath.percent)}${r.whale ? `，MVRV-Z ${r.whale.value.toFixed(2)}（「${r.whale.zone}」）` : ''}。`,
      );
  }

  private async define(text: string, q: ClassifiedQuestion, facts: AssistantFact[]) {
    for (const subject of q.subjects) {
      if (subject.type === 'indicator') {
        const found = await this.indicatorPage(subject.key);
        if (found?.detail)
          facts.push(articleFact(`${indicatorNames[subject.key]}是什么`, found.detail, found.page));
        facts.push(...(await this.indicatorFacts([subject.key])));
      } else if (subject.type === 'series') {
        const series = seriesById(subject.id);
        if (!series) continue;
        facts.push(seriesIntroFact(series), ...(await this.seriesFacts([subject.id], null)));
      } else {
        facts.push(seriesIntroFact(btcSeries));
        const price = await this.price();
        if (price) facts.push(price);
      }
    }
    facts.push(...(await this.knowledgeFacts(text)));
  }

  private changeOf(subject: Subject, period: Period): Promise<AssistantFact[]> | AssistantFact[] {
    if (subject.type === 'btc') {
      const r = periodReturn(this.days, period.from, period.to);
      const d = maxDrawdown(this.days, period.from, period.to);
      return [
        ...(r ? [returnFact(r, period.label)] : []),
        ...(d ? [drawdownFact(d, period.label)] : []),
      ];
    }
    if (subject.type === 'series') return this.seriesFacts([subject.id], period);
    return this.indicatorChange(subject.key, period);
  }

  private async indicatorChange(key: IndicatorKey, period: Period): Promise<AssistantFact[]> {
    const start = dayOnOrAfter(this.days, period.from);
    const end = dayOnOrBefore(this.days, period.to);
    if (!start || !end) return [];
    const from = this.readings(this.days.indexOf(start));
    const to = this.readings(this.days.indexOf(end));
    const page = (await this.indicatorPage(key))?.page ?? '/toTarget';
    return from && to ? [indicatorChangeFact(key, from, to, page)] : [];
  }

  private defaultPeriod(q: ClassifiedQuestion, months: number, label: string): Period {
    return q.period ?? { from: monthsBack(this.today, months), to: this.today, label };
  }

  private async change(
    text: string,
    q: ClassifiedQuestion,
    facts: AssistantFact[],
    conclusions: string[],
  ) {
    const ath = asksAllTimeHigh.test(text) ? fromAllTimeHigh(this.days) : null;
    if (ath) facts.push(athFact(ath));
    const period = q.period ?? {
      from: dayOf(dayTime(this.today) - 30 * dayMs),
      to: this.today,
      label: '过去30天',
    };
    const subjects: Subject[] = q.subjects.length > 0 ? q.subjects : [{ type: 'btc' }];
    for (const subject of subjects) facts.push(...(await this.changeOf(subject, period)));
    if (facts.length > 0)
      conclusions.push(`时间段：${period.label}（${period.from} 至 ${period.to}）。`);
  }

  /** A subject's change over the period in percent, for comparing. */
  private async percentOver(subject: Subject, period: Period): Promise<number | null> {
    if (subject.type === 'btc')
      return periodReturn(this.days, period.from, period.to)?.percent ?? null;
    if (subject.type === 'series') {
      const points = await this.seriesPoints(subject.id);
      const start = points.find((p) => p.date >= period.from);
      const end = [...points].reverse().find((p) => p.date <= period.to);
      if (!start || !end || start.value === 0) return null;
      return ((end.value - start.value) / Math.abs(start.value)) * 100;
    }
    return null;
  }

  private async compare(q: ClassifiedQuestion, facts: AssistantFact[], conclusions: string[]) {
    const period = this.defaultPeriod(q, 12, '近一年');
    const changes: Array<{ name: string; percent: number }> = [];
    for (const subject of q.subjects) {
      facts.push(...(await this.changeOf(subject, period)));
      const percent = await this.percentOver(subject, period);
      if (percent !== null) changes.push({ name: subjectName(subject), percent });
    }
    if (changes.length >= 2) {
      const sorted = [...changes].sort((a, b) => b.percent - a.percent);
      conclusions.push(
        `${period.label}（${period.from} 至 ${period.to}）：${changes.map((c) => `${c.name} ${percentText(c.percent)}`).join('，')}；` +
          `${sorted[0]!.name}表现更好，领先 ${(sorted[0]!.percent - sorted.at(-1)!.percent).toFixed(2)} 个百分点。`,
      );
    }
  }

  /** Releases from one Beijing day to another, inclusive, by time. */
  private async releasesBetween(from: string, to: string): Promise<CalendarRow[]> {
    const rows: CalendarRow[] = [];
    for (let t = dayTime(from); t <= dayTime(to); t += dayMs)
      rows.push(...(await this.sources.releasesOn(dayOf(t))));
    return rows;
  }

  private async nextRelease(indicatorId: string, horizonDays = 45): Promise<CalendarRow | null> {
    const now = this.now();
    const start = beijingDate(now);
    for (let i = 0; i < horizonDays; i++) {
      const day = dayOf(dayTime(start) + i * dayMs);
      const found = (await this.sources.releasesOn(day)).find(
        (r) => r.indicator_id === indicatorId && Date.parse(r.pub_time) > now.getTime(),
      );
      if (found) return found;
    }
    return null;
  }

  private async upcoming(
    text: string,
    q: ClassifiedQuestion,
    facts: AssistantFact[],
    conclusions: string[],
  ) {
    const start = beijingDate(this.now());
    const weekday = (new Date(dayTime(start)).getUTCDay() + 6) % 7;
    const nextWeek = /下周|下个星期/.test(text);
    const from = nextWeek ? dayOf(dayTime(start) + (7 - weekday) * dayMs) : start;
    const to = dayOf(dayTime(from) + (nextWeek ? 6 : 7) * dayMs);
    const wanted = q.release ? new Set(releaseSources[q.release].indicators) : null;
    const rows = (await this.releasesBetween(from, to)).filter((r) =>
      wanted ? wanted.has(r.indicator_id) : r.star >= 2,
    );
    const shown = rows
      .filter((r) => r.star >= 3)
      .concat(rows.filter((r) => r.star < 3))
      .slice(0, 12);
    shown.sort((a, b) => a.pub_time.localeCompare(b.pub_time));
    facts.push(...shown.map((r) => releaseFact(r, 'week')));
    if (q.release)
      for (const id of releaseSources[q.release].indicators) {
        const next = await this.nextRelease(id);
        if (next) facts.push(releaseFact(next, 'next'));
      }
    conclusions.push(
      `${from} 至 ${to}（北京时间）共有 ${rows.length} 项${wanted ? '相关' : '二星及以上的'}发布${rows.length > shown.length ? `，以上列出其中 ${shown.length} 项` : ''}。`,
    );
  }

  private async news(q: ClassifiedQuestion, facts: AssistantFact[]) {
    const words = [
      ...q.searchWords,
      ...(q.release ? releaseSources[q.release].news : []),
      ...q.subjects.map((s) =>
        s.type === 'btc'
          ? '比特币'
          : s.type === 'series'
            ? (seriesById(s.id)?.name ?? '')
            : indicatorNames[s.key],
      ),
    ].filter((w) => w.length > 0);
    for (const word of words) {
      const found = await this.sources.searchNews(word, 5);
      if (found.length > 0) {
        facts.push(...found.map(newsFact));
        return;
      }
    }
    const to = beijingDate(this.now());
    const recent = await this.sources.newsBetween(dayOf(dayTime(to) - 2 * dayMs), to, 20);
    const important = recent.filter((n) => n.important).concat(recent.filter((n) => !n.important));
    facts.push(...important.slice(0, 5).map(newsFact));
  }

  private async release(q: ClassifiedQuestion, facts: AssistantFact[], conclusions: string[]) {
    const group = q.release ?? 'fed';
    const source = releaseSources[group];
    facts.push(
      ...(await this.seriesFacts(source.series, {
        from: monthsBack(this.today, 12),
        to: this.today,
        label: '近一年',
      })),
    );
    for (const id of source.indicators) {
      const next = await this.nextRelease(id);
      if (next) facts.push(releaseFact(next, 'next'));
      const last = (await this.sources.releaseHistory(id)).at(-1);
      if (!last) continue;
      facts.push(releaseFact(last, 'last'));
      const day = dayOf(Date.parse(last.pub_time));
      const reaction = periodReturn(
        this.days,
        dayOf(dayTime(day) - dayMs),
        dayOf(dayTime(day) + 7 * dayMs),
      );
      if (reaction && reaction.from.date < reaction.to.date)
        facts.push(reactionFact(last, reaction));
    }
    const price = await this.price();
    if (price) facts.push(price);
    for (const word of source.news) {
      const found = await this.sources.searchNews(word, 3);
      if (found.length > 0) {
        facts.push(...found.map(newsFact));
        break;
      }
    }
    const next = facts.find((f) => f.key.startsWith('calendar:next:'));
    if (next)
      conclusions.push(
        `下一个要关注的是「${next.title.replace('下次公布：', '')}」：${next.text}。`,
      );
  }

  private async dca(q: ClassifiedQuestion, facts: AssistantFact[], conclusions: string[]) {
    const plan = q.plan!;
    const last = this.days.at(-1);
    if (!last) return;
    const from =
      plan.from ??
      (plan.cadence === 'week'
        ? dayOf(dayTime(last.date) - 52 * 7 * dayMs)
        : monthsBack(last.date, 12));
    const window = { from, to: last.date };
    if (plan.cadence) {
      const unit = dcaBacktest(this.days, { amount: 1, cadence: plan.cadence, ...window });
      if (!unit) return;
      const perBuy = plan.total
        ? Math.round((plan.amount / unit.buys.length) * 100) / 100
        : plan.amount;
      const dca = dcaBacktest(this.days, { amount: perBuy, cadence: plan.cadence, ...window })!;
      facts.push(backtestFact(dca, plan, perBuy));
      const lump = lumpSumBacktest(this.days, { amount: dca.invested, ...window });
      if (lump) facts.push(lumpSumFact(lump, plan.currency));
      const dd = maxDrawdown(this.days, dca.buys[0]!.date, last.date);
      if (dd) facts.push(drawdownFact(dd, '回测期间'));
      if (plan.total && !plan.from)
        conclusions.push(
          `按你的计划：${plan.amount.toLocaleString('en-US')} ${plan.currency} 分 ${dca.buys.length} 次${plan.cadence === 'week' ? '每周' : '每月'}买入，每次约 ${perBuy.toLocaleString('en-US')} ${plan.currency}；上面是把同样的计划放在最近一年（${dca.buys[0]!.date} 至 ${last.date}）的结果。`,
        );
      if (lump)
        conclusions.push(
          `同期定投收益 ${percentText(dca.returnPercent)}，一次性买入 ${percentText(lump.returnPercent)}：${dca.returnPercent >= lump.returnPercent ? '定投更好' : '一次性买入更好'}；定投的好处是摊平成本、降低择时风险。`,
        );
    } else {
      const lump = lumpSumBacktest(this.days, { amount: plan.amount, ...window });
      if (!lump) return;
      facts.push(lumpSumFact(lump, plan.currency));
      const dd = maxDrawdown(this.days, lump.buys[0]!.date, last.date);
      if (dd) facts.push(drawdownFact(dd, '持有期间'));
    }
  }
}
