import type { AiFact } from '../api/ai.ts';
import type { AnalysisLatestSummary } from '../api/analysis.ts';
import type { CalendarRow } from '../api/market.ts';
import type { NewsItem } from '../api/news.ts';
import { dailyAnalysisHref } from '../analysisView/links.ts';
import { type BtcDay } from '../indicators/btcDay.ts';
import { nupl, nuplZone } from '../indicators/nupl.ts';
import {
  classicRainbow,
  rainbowBandIndex,
  rainbowBands,
  rainbowDays,
} from '../indicators/rainbow.ts';
import { s2fDeflection, s2fModelPrice, stockToFlow } from '../indicators/stockToFlow.ts';
import { whaleScores, whaleWarmUpDays, whaleZones } from '../indicators/whale.ts';
import { zoneOf } from '../indicators/zone.ts';
import { btcSeries, type MacroSeries } from '../market/catalogue.ts';
import { impactStatus, impactStatusLabels } from '../market/impact.ts';
import type { SeriesPoint } from '../market/values.ts';
import { beijingDateTime } from '../time/beijing.ts';
import type { Backtest, Drawdown, PeriodReturn } from './assistantBacktest.ts';
import type { IndicatorKey, InvestmentPlan } from './assistantQuestion.ts';
import type { Period } from './assistantNumbers.ts';

/** One fact the assistant may state: a sentence with its figures and the page it comes from. */
export type AssistantFact = AiFact;

const grouped = (value: number, decimals: number) =>
  value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/** Dollars as every answer writes them: 96,123.45 美元. */
export const usdText = (value: number) => `${grouped(value, 2)} 美元`;
/** A change in percent with its sign: +12.34%. */
export const percentText = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`;
/** A sum in the question's currency: 100,000 元, 8,333.33 元. */
export const moneyText = (value: number, currency: string) =>
  `${grouped(value, Number.isInteger(value) ? 0 : 2)} ${currency}`;
/** Bitcoin amounts to the satoshi's scale that matters: 0.123456 BTC. */
export const btcText = (value: number) => `${value.toFixed(6)} BTC`;

/** A series value in its unit: 4.50%, 19,123.45 点. */
export function seriesValueText(value: number, unit: string): string {
  const decimals = Math.abs(value) >= 1000 ? 2 : Math.abs(value) >= 10 ? 2 : 4;
  const shown = grouped(value, unit === '%' ? 2 : decimals);
  return unit === '%' ? `${shown}%` : `${shown} ${unit}`;
}

/** The indicator readings of one stored day, with the charts' maths. */
export interface IndicatorReadings {
  date: string;
  price: number;
  nupl: { value: number; zone: string };
  s2f: { deflection: number; modelUsd: number };
  rainbow: { band: string };
  whale: { value: number; zone: string } | null;
}

function rainbowBandName(index: number): string {
  if (index < 0) return '低于彩虹图最低色带';
  return rainbowBands[index]?.name ?? '高于彩虹图最高色带';
}

/** The readings on the last stored day on or before `index` (the newest by default). */
export function indicatorReadings(
  days: readonly BtcDay[],
  index = days.length - 1,
  scores: readonly (number | null)[] | null = null,
): IndicatorReadings | null {
  const day = days[index];
  if (!day) return null;
  const value = nupl(day.marketCap, day.realizedCap);
  const modelUsd = s2fModelPrice(stockToFlow(day.supply));
  const z = (scores ?? whaleScores(days, whaleWarmUpDays))[index] ?? null;
  return {
    date: day.date,
    price: day.price,
    nupl: { value, zone: nuplZone(value).name },
    s2f: { deflection: s2fDeflection(day.price, modelUsd), modelUsd },
    rainbow: {
      band: rainbowBandName(rainbowBandIndex(day.price, rainbowDays(day.date), classicRainbow)),
    },
    whale: z === null ? null : { value: z, zone: zoneOf(z, whaleZones).name },
  };
}

/** Indicator names as answers write them. */
export const indicatorNames: Readonly<Record<IndicatorKey, string>> = {
  nupl: 'NUPL（未实现净盈亏）',
  rainbow: '彩虹图',
  stock_to_flow: '存量流量模型（S2F）',
  whale: '巨鲸获利压力（MVRV-Z）',
};

export function indicatorFact(
  key: IndicatorKey,
  r: IndicatorReadings,
  page: string,
): AssistantFact {
  const on = `（${r.date} 收盘数据）`;
  const text = {
    nupl: `${r.nupl.value.toFixed(3)}，处于「${r.nupl.zone}」区间${on}`,
    rainbow: `价格 ${usdText(r.price)} 位于「${r.rainbow.band}」色带${on}`,
    stock_to_flow: `模型价 ${usdText(r.s2f.modelUsd)}，偏离度 ${r.s2f.deflection.toFixed(2)}（价格${r.s2f.deflection >= 1 ? '高于' : '低于'}模型价）${on}`,
    whale: r.whale
      ? `${r.whale.value.toFixed(2)}，处于「${r.whale.zone}」区间${on}`
      : `历史数据不足，暂无读数${on}`,
  }[key];
  return { key: `indicator:${key}`, title: indicatorNames[key], text, page };
}

/** How an indicator moved between two days. */
export function indicatorChangeFact(
  key: IndicatorKey,
  from: IndicatorReadings,
  to: IndicatorReadings,
  page: string,
): AssistantFact {
  const text = {
    nupl: `从 ${from.nupl.value.toFixed(3)}（${from.date}，「${from.nupl.zone}」）变为 ${to.nupl.value.toFixed(3)}（${to.date}，「${to.nupl.zone}」）`,
    rainbow: `从「${from.rainbow.band}」（${from.date}）变为「${to.rainbow.band}」（${to.date}）`,
    stock_to_flow: `偏离度从 ${from.s2f.deflection.toFixed(2)}（${from.date}）变为 ${to.s2f.deflection.toFixed(2)}（${to.date}）`,
    whale:
      from.whale && to.whale
        ? `从 ${from.whale.value.toFixed(2)}（${from.date}）变为 ${to.whale.value.toFixed(2)}（${to.date}，「${to.whale.zone}」）`
        : `历史数据不足，无法比较`,
  }[key];
  return { key: `indicator-change:${key}`, title: `${indicatorNames[key]}的变化`, text, page };
}

export const btcPage = btcSeries.route;

export function priceFact(
  price: { usd: number; at: string; source: 'live' | 'close' },
  dayChangePercent: number | null,
): AssistantFact {
  const seen = price.source === 'live' ? '实时报价' : '最近收盘价';
  const change = dayChangePercent === null ? '' : `，日涨跌 ${percentText(dayChangePercent)}`;
  return {
    key: 'btc:price',
    title: '比特币价格',
    text: `${usdText(price.usd)}（${seen}，${beijingDateTime(price.at, 'minute')} 北京时间）${change}`,
    page: btcPage,
  };
}

export function returnFact(r: PeriodReturn, label: string): AssistantFact {
  return {
    key: `btc:return:${r.from.date}:${r.to.date}`,
    title: `比特币${label}涨跌`,
    text: `从 ${usdText(r.from.price)}（${r.from.date}）到 ${usdText(r.to.price)}（${r.to.date}），${percentText(r.percent)}；期间最高 ${usdText(r.high.price)}（${r.high.date}），最低 ${usdText(r.low.price)}（${r.low.date}）`,
    page: btcPage,
  };
}

export function drawdownFact(d: Drawdown, label: string): AssistantFact {
  return {
    key: `btc:drawdown:${label}`,
    title: `比特币${label}最大回撤`,
    text:
      d.percent === 0
        ? '期间没有回撤（价格一路走高）'
        : `${percentText(d.percent)}：从 ${usdText(d.peak.price)}（${d.peak.date}）跌到 ${usdText(d.trough.price)}（${d.trough.date}）`,
    page: btcPage,
  };
}

export function athFact(d: Drawdown): AssistantFact {
  return {
    key: 'btc:ath',
    title: '距历史最高收盘价',
    text: `历史最高收盘价 ${usdText(d.peak.price)}（${d.peak.date}），${d.trough.date} 收盘 ${usdText(d.trough.price)}，${d.percent === 0 ? '正处于历史最高' : `较最高点 ${percentText(d.percent)}`}`,
    page: btcPage,
  };
}

const cadenceName = { week: '每周', month: '每月' } as const;

export function backtestFact(b: Backtest, plan: InvestmentPlan, perBuy: number): AssistantFact {
  const first = b.buys[0]!;
  const last = b.buys.at(-1)!;
  const how = plan.cadence
    ? `${cadenceName[plan.cadence]}买入 ${moneyText(perBuy, plan.currency)}`
    : '一次性买入';
  return {
    key: `backtest:${plan.cadence ?? 'lump'}:${first.date}`,
    title: plan.cadence ? `定投回测（${cadenceName[plan.cadence]}）` : '一次性买入回测',
    text:
      `${how}，从 ${first.date} 到 ${last.date} 共买入 ${b.buys.length} 次，累计投入 ${moneyText(b.invested, plan.currency)}，` +
      `买到 ${btcText(b.coins)}，平均买入价 ${usdText(b.averagePrice)}（按美元价格计，金额单位沿用${plan.currency}）；按 ${b.end.date} 收盘价 ${usdText(b.end.price)} 计，市值 ${moneyText(Math.round(b.value * 100) / 100, plan.currency)}，收益 ${percentText(b.returnPercent)}`,
    page: btcPage,
  };
}

export function lumpSumFact(b: Backtest, currency: string): AssistantFact {
  const buy = b.buys[0]!;
  return {
    key: `backtest:lump:${buy.date}`,
    title: '同期一次性买入对照',
    text: `在 ${buy.date} 以 ${usdText(buy.price)} 一次性投入 ${moneyText(b.invested, currency)}，按 ${b.end.date} 收盘价计市值 ${moneyText(Math.round(b.value * 100) / 100, currency)}，收益 ${percentText(b.returnPercent)}`,
    page: btcPage,
  };
}

/** Latest value, the change on the previous observation and over the period, the recent trend, the impact status. */
export function seriesFact(
  series: MacroSeries,
  points: readonly SeriesPoint[],
  period: Period | null,
): AssistantFact | null {
  const last = points.at(-1);
  if (!last) return null;
  const parts = [`最新值 ${seriesValueText(last.value, series.unit)}（${last.date}）`];
  const previous = points.at(-2);
  if (previous) {
    const diff = last.value - previous.value;
    const pct =
      previous.value !== 0 ? `，${percentText((diff / Math.abs(previous.value)) * 100)}` : '';
    parts.push(
      `较前值 ${seriesValueText(previous.value, series.unit)}（${previous.date}）变化 ${diff >= 0 ? '+' : ''}${grouped(diff, 2)}${pct}`,
    );
  }
  if (period) {
    const start = points.find((p) => p.date >= period.from);
    if (start && start.date < last.date) {
      const pct =
        start.value !== 0 ? ((last.value - start.value) / Math.abs(start.value)) * 100 : 0;
      parts.push(
        `${period.label}从 ${seriesValueText(start.value, series.unit)}（${start.date}）变为 ${seriesValueText(last.value, series.unit)}，${percentText(pct)}`,
      );
    }
  }
  const lastChange = [...points].reverse().find((p) => p.value !== last.value);
  if (series.id === 'DFEDTARU' && lastChange) {
    const changedOn = points[points.indexOf(lastChange) + 1];
    if (changedOn)
      parts.push(
        `最近一次调整在 ${changedOn.date}，从 ${seriesValueText(lastChange.value, series.unit)} ${last.value < lastChange.value ? '下调' : '上调'}至 ${seriesValueText(last.value, series.unit)}`,
      );
  }
  const recent = points.slice(-4);
  if (recent.length === 4) {
    const ups = recent.slice(1).filter((p, i) => p.value > recent[i]!.value).length;
    const downs = recent.slice(1).filter((p, i) => p.value < recent[i]!.value).length;
    parts.push(
      `近三次观测${ups === 3 ? '连续上升' : downs === 3 ? '连续下降' : ups > downs ? '以上升为主' : downs > ups ? '以下降为主' : '基本持平'}`,
    );
  }
  const status = impactStatus(last.value, series.btcThreshold, series.direction);
  parts.push(`对比特币影响：${impactStatusLabels[status]}`);
  return {
    key: `series:${series.id}`,
    title: `${series.name}（${series.id}）`,
    text: parts.join('；'),
    page: series.route,
  };
}

export function seriesIntroFact(series: MacroSeries): AssistantFact {
  return {
    key: `series-intro:${series.id}`,
    title: `${series.name}是什么`,
    text: `${series.intro}${series.impact}更新：${series.publish}。`,
    page: series.route,
  };
}

const calendarPage = '/toFinancialDataOkx';
const shownFigure = (value: string | null) => value ?? '—';

export function releaseFact(row: CalendarRow, when: 'next' | 'last' | 'week'): AssistantFact {
  const at = `${beijingDateTime(row.pub_time, 'minute')}（北京时间）`;
  const title = {
    next: `下次公布：${row.indicator_name}`,
    last: `上次公布：${row.indicator_name}`,
    week: row.indicator_name,
  }[when];
  const figures =
    when === 'last'
      ? `实际 ${shownFigure(row.actual)}，预期 ${shownFigure(row.consensus)}，前值 ${shownFigure(row.previous)}`
      : `预期 ${shownFigure(row.consensus)}，前值 ${shownFigure(row.previous)}${row.actual !== null ? `，实际 ${row.actual}` : ''}`;
  return {
    key: `calendar:${when}:${row.indicator_id}:${row.pub_time}`,
    title,
    text: `${row.country} ${at}，${'★'.repeat(row.star)}，${figures}`,
    page:
      when === 'last' ? `/history_market/${encodeURIComponent(row.indicator_id)}` : calendarPage,
  };
}

export function newsFact(item: NewsItem): AssistantFact {
  const summary = item.summary.replace(/\s+/g, ' ').trim();
  return {
    key: `news:${item.id}`,
    title: item.title,
    text: `${item.date} ${item.times}${item.important ? '（重要）' : ''}：${summary.length > 80 ? `${summary.slice(0, 80)}…` : summary}`,
    page: `/toNewsDetail?newsid=${item.id}`,
  };
}

export function analysisFact(summary: AnalysisLatestSummary): AssistantFact {
  const text = summary.technical_summary.replace(/\s+/g, ' ').trim();
  return {
    key: `analysis:${summary.date}`,
    title: `${summary.date} 每日分析`,
    text: `${text.length > 120 ? `${text.slice(0, 120)}…` : text}（当日利好 ${summary.bullish} 条、利空 ${summary.bearish} 条${summary.abnormal.length > 0 ? `，异常指标：${summary.abnormal.join('、')}` : ''}）`,
    page: dailyAnalysisHref(summary.date),
  };
}

/** An article or indicator explanation from the product's menus, its HTML and spacing removed. */
export function articleFact(title: string, body: string, page: string): AssistantFact {
  const text = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    key: `article:${page}`,
    title,
    text: text.length > 200 ? `${text.slice(0, 200)}…` : text,
    page,
  };
}

/** Bitcoin's move around a release: from the close before it to the close a week later. */
export function reactionFact(row: CalendarRow, r: PeriodReturn): AssistantFact {
  return {
    key: `reaction:${row.indicator_id}:${row.pub_time}`,
    title: `${row.indicator_name}公布后比特币一周表现`,
    text: `${beijingDateTime(row.pub_time, 'day')} 公布（实际 ${shownFigure(row.actual)}，前值 ${shownFigure(row.previous)}）后，比特币从 ${usdText(r.from.price)}（${r.from.date}）到 ${usdText(r.to.price)}（${r.to.date}），${percentText(r.percent)}`,
    page: btcPage,
  };
}
