/**
 * The offline analyst's texts for a day (no API key): deterministic sentences built only from the
 * readings, the abnormal signals and the day's news, so the same data always reads the same and
 * nothing is said that the data does not hold.
 */
import type { AbnormalKind } from '../api/analysis.ts';
import type { NewsType } from '../api/news.ts';
import { priceTraceName } from '../indicators/figures.ts';
import { chartTitles } from '../indicators/registry.ts';
import { impactLabels, timelineImpact } from '../news/impact.ts';
import type { AbnormalSignal } from './abnormal.ts';
import type { DayReading } from './readings.ts';

/** The abnormal indicator's name: the chart's title, or 比特币价格 for a large move. */
export function abnormalName(kind: AbnormalKind): string {
  return kind === 'price' ? priceTraceName : chartTitles[kind];
}

/** US dollars with thousands separators: whole dollars from $100, cents below. */
export function usd(value: number): string {
  const digits = value >= 100 ? 0 : 2;
  const [whole, cents] = Math.abs(value).toFixed(digits).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}$${grouped}${cents ? `.${cents}` : ''}`;
}

const signed = (percent: number) => `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;

/** The signal's value as the page shows it. */
export function abnormalValue(signal: AbnormalSignal): string {
  switch (signal.kind) {
    case 'nupl':
      return signal.value.toFixed(3);
    case 'whale':
      return signal.value.toFixed(2);
    case 'stock_to_flow':
      return `${signal.value.toFixed(2)} 倍`;
    case 'rainbow':
      return usd(signal.value);
    case 'price':
      return signed(signal.changePercent);
  }
}

const nuplMeaning: Readonly<Record<string, string>> = {
  投降: '市场整体处于账面亏损，历史上多出现在周期底部附近',
  '希望/恐惧': '账面盈利有限，情绪在希望与恐惧之间摇摆',
  '乐观/焦虑': '多数持币者转为盈利，情绪偏向乐观',
  '信念/否认': '账面盈利可观，常见于牛市中段',
  '兴奋/贪婪': '账面盈利极高，历史上接近周期顶部，需警惕回调',
};

const whaleMeaning: Readonly<Record<string, string>> = {
  巨鲸吸筹: '市值低于已实现市值，大户往往在此区间吸筹',
  持币观望: '估值回到常态区间，大户多持币观望',
  获利了结: '获利盘明显，长期持有者可能逐步卖出',
  巨鲸派发: '估值极高，历史上大户在此区间集中派发',
};

function rainbowMeaning(to: string, up: boolean): string {
  const cheap = ['跳楼大甩卖', '买入！', '积累', '仍然便宜', '低于彩虹图最低色带'];
  if (cheap.includes(to)) return up ? '价格仍处于长期低估区域' : '价格回落至长期低估区域';
  if (to === '持有！') return '价格处于长期趋势的中性位置';
  return up ? '价格进入长期趋势的偏高区域，需留意过热' : '价格从高位回落，但仍高于长期趋势';
}

/** What the signal says, in one or two sentences. */
export function abnormalInterpretation(signal: AbnormalSignal): string {
  const up = signal.direction === 'up';
  switch (signal.kind) {
    case 'nupl':
      return (
        `NUPL 由「${signal.from}」区${up ? '升入' : '回落至'}「${signal.to}」区` +
        `（${signal.previous.toFixed(3)} → ${signal.value.toFixed(3)}），` +
        `${nuplMeaning[signal.to] ?? '市场情绪出现切换'}。`
      );
    case 'whale':
      return (
        `MVRV-Z 由 ${signal.previous.toFixed(2)} ${up ? '升至' : '降至'} ${signal.value.toFixed(2)}，` +
        `由「${signal.from}」区进入「${signal.to}」区，${whaleMeaning[signal.to] ?? '估值区间发生变化'}。`
      );
    case 'rainbow':
      return (
        `价格由「${signal.from}」色带${up ? '升入' : '跌入'}「${signal.to}」色带` +
        `（${usd(signal.previous)} → ${usd(signal.value)}），${rainbowMeaning(signal.to, up)}。`
      );
    case 'stock_to_flow':
      return (
        `S2F 偏离度由 ${signal.previous.toFixed(2)} 倍${up ? '升至' : '降至'} ${signal.value.toFixed(2)} 倍，` +
        `由「${signal.from}」进入「${signal.to}」，` +
        (signal.to === '深度低估' || signal.to === '极度高估'
          ? '价格相对模型处于极端位置，历史上常伴随趋势转折。'
          : '偏离度离开极端区间，向模型回归。')
      );
    case 'price':
      return (
        `比特币收盘价较前一日${up ? '上涨' : '下跌'} ${Math.abs(signal.changePercent).toFixed(1)}%` +
        `（${usd(signal.previous)} → ${usd(signal.value)}），单日波动超过 5%，短期波动明显放大。`
      );
  }
}

/**
 * The technical summary of `date`: the close and its change, the four indicators and their zones,
 * and the abnormal signals by name. `reading` may be of an earlier day while the day's row has not
 * landed (then the text says which day it stops at); null without any history.
 */
export function technicalSummary(
  date: string,
  reading: DayReading | null,
  previous: DayReading | null,
  signals: readonly AbnormalSignal[],
): string {
  if (!reading) return '暂无比特币历史数据，无法生成当日技术面分析。';
  const parts: string[] = [];
  const asOf = reading.date === date ? '' : `（数据截至 ${reading.date}）`;
  const change =
    previous && previous.price > 0
      ? `，较前一日${reading.price >= previous.price ? '上涨' : '下跌'} ${Math.abs(((reading.price - previous.price) / previous.price) * 100).toFixed(1)}%`
      : '';
  parts.push(`比特币收于 ${usd(reading.price)}${change}${asOf}。`);
  const whale =
    reading.whale === null ? '' : `MVRV-Z 为 ${reading.whale.toFixed(2)}（${reading.whaleZone}），`;
  parts.push(
    `NUPL 为 ${reading.nupl.toFixed(3)}（${reading.nuplZone}），${whale}` +
      `价格位于彩虹图「${reading.bandName}」${reading.band >= 0 && reading.band <= 8 ? '色带' : ''}，` +
      `S2F 偏离度 ${reading.deflection.toFixed(2)} 倍（${reading.deflectionZone}）。`,
  );
  parts.push(
    signals.length === 0
      ? '各项指标均未跨越区间，技术面整体平稳。'
      : `当日出现 ${signals.length} 项异常信号：${signals.map((s) => abnormalName(s.kind)).join('、')}，详见下方异常指标。`,
  );
  return parts.join('');
}

/** The news summary: how many items, how they lean overall, and the major ones by title. */
export function newsSummary(
  items: ReadonlyArray<{ title: string; type: NewsType }>,
  major: ReadonlyArray<{ type: '利好' | '利空'; title: string }>,
): string {
  if (items.length === 0) return '当日暂无新闻，消息面平静。';
  const count = (pred: (t: NewsType) => boolean) => items.filter((i) => pred(i.type)).length;
  const bullish = count((t) => t.startsWith('bullish'));
  const bearish = count((t) => t.startsWith('bearish'));
  const impact = timelineImpact(items.map((i) => i.type));
  const lean = impact ? impactLabels[impact.level] : '中性';
  const parts = [
    `当日共收录 ${items.length} 条新闻，其中利好 ${bullish} 条、利空 ${bearish} 条、中性 ${items.length - bullish - bearish} 条，整体消息面${lean}。`,
  ];
  const titles = (type: '利好' | '利空') =>
    major
      .filter((m) => m.type === type)
      .slice(0, 3)
      .map((m) => `「${m.title}」`)
      .join('、');
  const good = titles('利好');
  const bad = titles('利空');
  if (good) parts.push(`重大利好：${good}。`);
  if (bad) parts.push(`重大利空：${bad}。`);
  if (!good && !bad) parts.push('当日无重大利好或利空。');
  return parts.join('');
}
