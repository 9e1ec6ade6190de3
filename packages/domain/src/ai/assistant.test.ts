import { describe, expect, it } from 'vitest';
import type { BtcDay } from '../indicators/btcDay.ts';
import {
  classifyQuestion,
  dcaBacktest,
  lumpSumBacktest,
  maxDrawdown,
  parseAmount,
  parseChineseNumber,
  parseQuestionDate,
  parsePeriod,
  periodReturn,
} from './index.ts';

const day = (date: string, price: number): BtcDay => ({
  date,
  price,
  marketCap: price * 19e6,
  realizedCap: price * 12e6,
  supply: 19e6,
});

/** A price that doubles from 100 to 200 over January, halves in February, back to 150 by March. */
const days: BtcDay[] = [];
for (let t = Date.parse('2024-01-01'); t <= Date.parse('2024-03-31'); t += 86_400_000) {
  const date = new Date(t).toISOString().slice(0, 10);
  const d = (t - Date.parse('2024-01-01')) / 86_400_000;
  const price =
    d <= 30
      ? 100 + (100 * d) / 30
      : d <= 59
        ? 200 - (100 * (d - 30)) / 29
        : 100 + (50 * (d - 59)) / 31;
  days.push(day(date, price));
}

describe('Chinese numbers and amounts', () => {
  it('reads 万, 千, Chinese numerals and plain figures', () => {
    expect(parseChineseNumber('十万')).toBe(100_000);
    expect(parseChineseNumber('两千五百')).toBe(2_500);
    expect(parseChineseNumber('三')).toBe(3);
    expect(parseAmount('我想用10万分月定投比特币')).toEqual({ value: 100_000, currency: '元' });
    expect(parseAmount('每周投500美元')).toEqual({ value: 500, currency: '美元' });
    expect(parseAmount('每月定投一千块')).toEqual({ value: 1_000, currency: '元' });
    expect(parseAmount('如果2020年1月买了1.5万')).toEqual({ value: 15_000, currency: '元' });
    expect(parseAmount('2024年1月以来比特币涨了多少')).toBeNull();
  });
});

describe('dates and periods', () => {
  const today = '2024-03-31';
  it('reads 2024年1月, 2024年1月15日, ISO dates and relative years', () => {
    expect(parseQuestionDate('从2024年1月开始每周投100', today)).toBe('2024-01-01');
    expect(parseQuestionDate('2024年1月15日以来', today)).toBe('2024-01-15');
    expect(parseQuestionDate('since 2023-06-02', today)).toBe('2023-06-02');
    expect(parseQuestionDate('去年年初买入', today)).toBe('2023-01-01');
    expect(parseQuestionDate('2022年', today)).toBe('2022-01-01');
    expect(parseQuestionDate('NUPL 是什么', today)).toBeNull();
  });
  it('reads periods ending today', () => {
    expect(parsePeriod('过去30天比特币涨了多少', today)).toMatchObject({
      from: '2024-03-01',
      to: today,
    });
    expect(parsePeriod('近一年', today)).toMatchObject({ from: '2023-03-31', to: today });
    expect(parsePeriod('最近三个月', today)).toMatchObject({ from: '2023-12-31', to: today });
    expect(parsePeriod('今年以来', today)).toMatchObject({ from: '2024-01-01', to: today });
    expect(parsePeriod('本周', today)).toMatchObject({ from: '2024-03-25', to: today });
    expect(parsePeriod('2024年2月', today)).toMatchObject({ from: '2024-02-01', to: '2024-02-29' });
  });
});

describe('returns, drawdowns and backtests on the stored history', () => {
  it('computes a period return and the deepest drawdown', () => {
    const r = periodReturn(days, '2024-01-01', '2024-01-31')!;
    expect(r.from.date).toBe('2024-01-01');
    expect(r.to.date).toBe('2024-01-31');
    expect(r.percent).toBeCloseTo(100, 6);
    const dd = maxDrawdown(days, '2024-01-01', '2024-03-31')!;
    expect(dd.peak.date).toBe('2024-01-31');
    expect(dd.trough.date).toBe('2024-02-29');
    expect(dd.percent).toBeCloseTo(-50, 6);
  });
  it('backtests monthly instalments and a lump sum', () => {
    const dca = dcaBacktest(days, {
      amount: 100,
      cadence: 'month',
      from: '2024-01-01',
      to: '2024-03-31',
    })!;
    expect(dca.buys.map((b) => b.date)).toEqual(['2024-01-01', '2024-02-01', '2024-03-01']);
    expect(dca.invested).toBe(300);
    const at = (date: string) => days.find((d) => d.date === date)!.price;
    const coins = 100 / at('2024-01-01') + 100 / at('2024-02-01') + 100 / at('2024-03-01');
    expect(dca.coins).toBeCloseTo(coins, 10);
    expect(dca.value).toBeCloseTo(coins * 150, 6);
    expect(dca.returnPercent).toBeCloseTo(((coins * 150 - 300) / 300) * 100, 6);
    const weekly = dcaBacktest(days, {
      amount: 10,
      cadence: 'week',
      from: '2024-01-01',
      to: '2024-03-31',
    })!;
    expect(weekly.buys).toHaveLength(13);
    const lump = lumpSumBacktest(days, { amount: 300, from: '2024-01-01', to: '2024-03-31' })!;
    expect(lump.value).toBeCloseTo(450, 6);
    expect(lump.returnPercent).toBeCloseTo(50, 6);
  });
  it('answers null where the history has no day', () => {
    expect(periodReturn(days, '2010-01-01', '2010-02-01')).toBeNull();
    expect(
      dcaBacktest(days, { amount: 1, cadence: 'week', from: '2030-01-01', to: '2030-02-01' }),
    ).toBeNull();
  });
});

describe('what a question asks', () => {
  const today = '2024-03-31';
  const kind = (q: string) => classifyQuestion(q, today).kind;
  it('tells the kinds apart', () => {
    expect(kind('结合NUPL和彩虹图，现在处于牛熊周期的什么位置？')).toBe('overview');
    expect(kind('美联储降息对比特币意味着什么？')).toBe('release');
    expect(kind('我有10万，想分月定投比特币，怎么安排？')).toBe('dca');
    expect(kind('如果我从2024年1月开始每周投500元，现在怎么样？')).toBe('dca');
    expect(kind('NUPL是什么？')).toBe('define');
    expect(kind('过去30天比特币涨了多少？')).toBe('change');
    expect(kind('这周有哪些重要数据公布？')).toBe('upcoming');
    expect(kind('最近有什么关于ETF的新闻？')).toBe('news');
    expect(kind('纳斯达克和比特币今年以来谁涨得多？')).toBe('compare');
    expect(kind('今天午饭吃什么？')).toBe('unknown');
  });
  it('names the subjects: indicators, series and release groups', () => {
    const fed = classifyQuestion('美联储降息对比特币意味着什么？', today);
    expect(fed.release).toBe('fed');
    const nasdaq = classifyQuestion('纳斯达克和比特币今年以来谁涨得多？', today);
    expect(nasdaq.subjects).toEqual(
      expect.arrayContaining([{ type: 'series', id: 'NASDAQCOM' }, { type: 'btc' }]),
    );
    const cycle = classifyQuestion('结合NUPL和彩虹图，现在处于牛熊周期的什么位置？', today);
    expect(cycle.subjects).toEqual(
      expect.arrayContaining([
        { type: 'indicator', key: 'nupl' },
        { type: 'indicator', key: 'rainbow' },
      ]),
    );
    const plan = classifyQuestion('我有10万，想分月定投比特币，怎么安排？', today);
    expect(plan.plan).toMatchObject({ amount: 100_000, cadence: 'month', total: true });
    const weekly = classifyQuestion('如果我从2024年1月开始每周投500元，现在怎么样？', today);
    expect(weekly.plan).toMatchObject({
      amount: 500,
      cadence: 'week',
      total: false,
      from: '2024-01-01',
    });
  });
});
