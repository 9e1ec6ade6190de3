import { describe, expect, it } from 'vitest';
import { analysisContent } from '../api/analysis.ts';
import { dayMs, dayOf, dayTime, type BtcDay } from '../indicators/btcDay.ts';
import { demoBtcDays } from '../indicators/demo.ts';
import { nupl, nuplZone } from '../indicators/nupl.ts';
import { s2fDeflection, s2fModelPrice, stockToFlow } from '../indicators/stockToFlow.ts';
import { abnormalOf, largeMovePercent } from './abnormal.ts';
import { composeDay } from './compose.ts';
import { analysisMenuOf, closedDays, previousDay } from './menu.ts';
import { isMajor, selectEvents, selectMajor, type DayNewsItem } from './news.ts';
import { analysisPrompt, readAnalysisAnswer, withAnswer } from './prompt.ts';
import { dayReadings, historyDayFor, type DayReading } from './readings.ts';
import { usd } from './texts.ts';

/** A calm history of `length` days ending on `last`: NUPL 0.4, price wobbling 0.2 % around 60,000. */
function calmHistory(last: string, length: number): BtcDay[] {
  const supply = 19_800_000;
  return Array.from({ length }, (_, i) => {
    const date = dayOf(dayTime(last) - (length - 1 - i) * dayMs);
    const price = 60_000 * (1 + 0.002 * Math.sin(i));
    const marketCap = price * supply;
    return { date, price, marketCap, realizedCap: marketCap * 0.6, supply };
  });
}

const reading = (patch: Partial<DayReading> = {}): DayReading => ({
  date: '2026-11-23',
  price: 90_000,
  nupl: 0.4,
  nuplZone: '乐观/焦虑',
  whale: 2,
  whaleZone: '持币观望',
  band: 4,
  bandName: '持有！',
  deflection: 0.4,
  deflectionZone: '明显低估',
  ...patch,
});

describe('readings of the history', () => {
  const history = calmHistory('2026-11-23', 420);

  it('uses the charts’ maths for each day and pairs it with the day before', () => {
    const pair = dayReadings(history, ['2026-11-23']).get('2026-11-23');
    const last = history.at(-1)!;
    expect(pair?.today.nupl).toBeCloseTo(nupl(last.marketCap, last.realizedCap), 12);
    expect(pair?.today.nuplZone).toBe(nuplZone(0.4).name);
    expect(pair?.today.deflection).toBeCloseTo(
      s2fDeflection(last.price, s2fModelPrice(stockToFlow(last.supply))),
      12,
    );
    expect(pair?.previous?.date).toBe('2026-11-22');
    expect(pair?.today.whale).not.toBeNull();
  });

  it('leaves out days the history lacks', () => {
    expect(dayReadings(history, ['2030-01-01']).size).toBe(0);
  });

  it('finds the newest stored day on or before a date', () => {
    expect(historyDayFor(history, '2026-11-23')?.date).toBe('2026-11-23');
    expect(historyDayFor(history, '2027-01-01')?.date).toBe('2026-11-23');
    expect(historyDayFor(history, '2000-01-01')).toBeNull();
  });
});

describe('abnormal indicators from the history', () => {
  it('finds a NUPL zone change on the day that crosses and nothing on a quiet day', () => {
    const history = calmHistory('2026-11-23', 420);
    const crossed = history.map((d) =>
      d.date === '2026-11-23' ? { ...d, realizedCap: d.marketCap * 0.45 } : d,
    );
    const quiet = dayReadings(history, ['2026-11-23']).get('2026-11-23')!;
    expect(abnormalOf(quiet)).toEqual([]);
    const pair = dayReadings(crossed, ['2026-11-23']).get('2026-11-23')!;
    const signals = abnormalOf(pair);
    expect(signals.map((s) => s.kind)).toEqual(['nupl']);
    expect(signals[0]).toMatchObject({ from: '乐观/焦虑', to: '信念/否认', direction: 'up' });
  });

  it('finds large moves in the demo history, each a close 5 % or more from the day before', () => {
    const days = demoBtcDays({ to: '2026-11-23' }).slice(-400);
    const pairs = dayReadings(
      days,
      days.map((d) => d.date),
    );
    const moves = [...pairs.values()].filter((p) => abnormalOf(p).some((s) => s.kind === 'price'));
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.length).toBeLessThan(pairs.size);
    for (const p of moves) {
      const change = Math.abs(p.today.price / p.previous!.price - 1) * 100;
      expect(change).toBeGreaterThanOrEqual(largeMovePercent);
    }
  });
});

describe('abnormalOf on readings', () => {
  it('says nothing on the first stored day', () => {
    expect(abnormalOf({ today: reading(), previous: null })).toEqual([]);
  });

  it('says nothing when no zone, band or range changed and the price moved under 5 %', () => {
    expect(
      abnormalOf({ today: reading({ price: 94_000 }), previous: reading({ date: '2026-11-22' }) }),
    ).toEqual([]);
  });

  it('reports each crossing in the contract’s kind order', () => {
    const signals = abnormalOf({
      previous: reading({ date: '2026-11-22' }),
      today: reading({
        price: 80_000,
        nupl: 0.2,
        nuplZone: '希望/恐惧',
        whale: -0.1,
        whaleZone: '巨鲸吸筹',
        band: 3,
        bandName: '仍然便宜',
        deflection: 0.2,
        deflectionZone: '深度低估',
      }),
    });
    expect(signals.map((s) => s.kind)).toEqual([
      'nupl',
      'stock_to_flow',
      'rainbow',
      'whale',
      'price',
    ]);
    expect(signals.every((s) => s.direction === 'down')).toBe(true);
    const price = signals.find((s) => s.kind === 'price');
    expect(price && 'changePercent' in price ? price.changePercent : 0).toBeCloseTo(-11.11, 2);
  });

  it('reports an S2F range change only into or out of an extreme', () => {
    const from = reading({ date: '2026-11-22', deflection: 0.6, deflectionZone: '略低于模型' });
    const to = reading({ deflection: 1.2, deflectionZone: '略高于模型' });
    expect(abnormalOf({ previous: from, today: to })).toEqual([]);
    const out = abnormalOf({
      previous: reading({ date: '2026-11-22', deflection: 3.2, deflectionZone: '极度高估' }),
      today: reading({ deflection: 2.8, deflectionZone: '明显高估' }),
    });
    expect(out.map((s) => s.kind)).toEqual(['stock_to_flow']);
  });

  it('ignores MVRV-Z during its warm-up and counts a 5 % move exactly', () => {
    expect(
      abnormalOf({
        previous: reading({ date: '2026-11-22', whale: null, whaleZone: null }),
        today: reading({ whale: 8, whaleZone: '巨鲸派发' }),
      }),
    ).toEqual([]);
    const five = abnormalOf({
      previous: reading({ date: '2026-11-22', price: 100_000 }),
      today: reading({ price: 105_000 }),
    });
    expect(five.map((s) => s.kind)).toEqual(['price']);
    const under = abnormalOf({
      previous: reading({ date: '2026-11-22', price: 100_000 }),
      today: reading({ price: 104_990 }),
    });
    expect(under).toEqual([]);
  });
});

const item = (patch: Partial<DayNewsItem> & { id: number }): DayNewsItem => ({
  title: `新闻 ${patch.id}`,
  summary: `摘要 ${patch.id}`,
  type: 'neutral',
  important: false,
  publishedAt: '2026-11-23T02:00:00.000Z',
  link: null,
  ...patch,
});

describe('the news side', () => {
  const items = [
    item({
      id: 1,
      type: 'bullish',
      publishedAt: '2026-11-23T01:30:00.000Z',
      link: 'https://a.example/1',
    }),
    item({ id: 2, type: 'bearish-1', important: true, publishedAt: '2026-11-22T17:05:00.000Z' }),
    item({
      id: 3,
      type: 'bullish-1',
      publishedAt: '2026-11-23T08:00:00.000Z',
      link: 'javascript:x',
    }),
    item({ id: 4, type: 'neutral', important: true }),
  ];

  it('makes strong leans and important leaning items major, never neutral ones', () => {
    expect(items.map(isMajor)).toEqual([true, true, false, false]);
    const major = selectMajor(items);
    expect(major.map((m) => [m.news_id, m.type, m.time])).toEqual([
      [2, '利空', '01:05'],
      [1, '利好', '09:30'],
    ]);
  });

  it('lists events in Beijing time order with safe links only', () => {
    const events = selectEvents(items);
    expect(events.map((e) => e.news_id)).toEqual([2, 1, 4, 3]);
    expect(events.map((e) => e.link)).toEqual(['', 'https://a.example/1', '', '']);
  });

  it('keeps at most 12 events, important ones first', () => {
    const many = Array.from({ length: 30 }, (_, i) => item({ id: i + 1, important: i === 29 }));
    const events = selectEvents(many);
    expect(events).toHaveLength(12);
    expect(events.map((e) => e.news_id)).toContain(30);
  });
});

describe('composeDay', () => {
  const history = calmHistory('2026-11-23', 420).map((d) =>
    d.date === '2026-11-23' ? { ...d, realizedCap: d.marketCap * 0.45 } : d,
  );
  const links = { nupl: '/toTarget?list=1&unit=3' };

  it('writes a valid record with the crossing, its chart link and the day’s news', () => {
    const { content, signals, historyDate } = composeDay({
      date: '2026-11-23',
      reading: dayReadings(history, ['2026-11-23']).get('2026-11-23') ?? null,
      news: [item({ id: 9, type: 'bearish', title: '交易所遭黑客攻击' })],
      chartLinks: links,
    });
    expect(analysisContent.parse(content)).toEqual(content);
    expect(historyDate).toBe('2026-11-23');
    expect(signals).toHaveLength(1);
    expect(content.technical.indicators[0]).toMatchObject({
      kind: 'nupl',
      name: '比特币未实现净盈亏（NUPL）',
      value: '0.550',
      link: '/toTarget?list=1&unit=3',
    });
    expect(content.technical.indicators[0]?.interpretation).toContain('信念/否认');
    expect(content.technical.summary).toContain('当日出现 1 项异常信号');
    expect(content.news.major).toHaveLength(1);
    expect(content.news.summary).toContain('「交易所遭黑客攻击」');
  });

  it('lists no abnormal indicator while only an earlier close is stored', () => {
    const { content, signals, historyDate } = composeDay({
      date: '2026-11-24',
      reading: dayReadings(history, ['2026-11-23']).get('2026-11-23') ?? null,
      news: [],
      chartLinks: links,
    });
    expect(signals).toEqual([]);
    expect(historyDate).toBe('2026-11-23');
    expect(content.technical.summary).toContain('数据截至 2026-11-23');
    expect(content.news).toEqual({ summary: '当日暂无新闻，消息面平静。', events: [], major: [] });
  });

  it('says so without any history', () => {
    const { content } = composeDay({ date: '2026-11-24', reading: null, news: [], chartLinks: {} });
    expect(content.technical.summary).toContain('暂无比特币历史数据');
  });
});

describe('the provider’s answer', () => {
  const draft = composeDay({
    date: '2026-11-23',
    reading: dayReadings(
      calmHistory('2026-11-23', 420).map((d) =>
        d.date === '2026-11-23' ? { ...d, realizedCap: d.marketCap * 0.45 } : d,
      ),
      ['2026-11-23'],
    ).get('2026-11-23')!,
    news: [],
    chartLinks: {},
  }).content;

  it('puts every fact of the draft into the prompt', () => {
    const prompt = analysisPrompt('2026-11-23', draft);
    expect(prompt.user).toContain('2026-11-23');
    expect(prompt.user).toContain(draft.technical.indicators[0]!.value);
    expect(prompt.system).toContain('JSON');
  });

  it('reads a JSON answer and keeps values and links', () => {
    const answer = readAnalysisAnswer(
      '好的：{"technical_summary":"技术面","news_summary":"新闻面","interpretations":["解读一"]}',
      1,
    );
    expect(answer).toEqual({
      technicalSummary: '技术面',
      newsSummary: '新闻面',
      interpretations: ['解读一'],
    });
    const merged = withAnswer(draft, answer!);
    expect(merged.technical.summary).toBe('技术面');
    expect(merged.technical.indicators[0]).toMatchObject({
      interpretation: '解读一',
      value: draft.technical.indicators[0]!.value,
    });
  });

  it.each([
    ['no JSON', '今天市场平稳'],
    ['broken JSON', '{"technical_summary": '],
    ['a blank summary', '{"technical_summary":" ","news_summary":"x"}'],
  ])('refuses %s', (_, text) => {
    expect(readAnalysisAnswer(text, 0)).toBeNull();
  });

  it('keeps the draft’s interpretations when the count does not match', () => {
    const answer = readAnalysisAnswer(
      '{"technical_summary":"a","news_summary":"b","interpretations":["x","y"]}',
      1,
    );
    expect(answer?.interpretations).toEqual([]);
  });
});

describe('months and days', () => {
  it('offers every month with records, newest first, days newest first', () => {
    expect(
      analysisMenuOf(['2025-01-02', '2026-11-23', '2025-01-31', '2026-11-01', '2025-01-02']),
    ).toEqual([
      { month: '2026-11', days: ['2026-11-23', '2026-11-01'] },
      { month: '2025-01', days: ['2025-01-31', '2025-01-02'] },
    ]);
    expect(analysisMenuOf([])).toEqual([]);
  });

  it('names the closed Beijing days: yesterday first, today only once it closed', () => {
    // 15:59 UTC is 23:59 in Beijing: the 24th has not closed.
    expect(closedDays('2026-11-24T15:59:00Z', 2)).toEqual(['2026-11-23', '2026-11-22']);
    expect(closedDays('2026-11-24T16:00:00Z', 1)).toEqual(['2026-11-24']);
    expect(previousDay('2025-03-01')).toBe('2025-02-28');
  });
});

describe('usd', () => {
  it('groups thousands and keeps cents under $100', () => {
    expect(usd(98_420.4)).toBe('$98,420');
    expect(usd(0.5)).toBe('$0.50');
    expect(usd(1_234_567)).toBe('$1,234,567');
  });
});
