import { describe, expect, it } from 'vitest';
import { chartFigure } from '../api/indicators.ts';
import { priceTraceName, type BtcDay } from './figures.ts';
import { chartKeys, figureFor } from './registry.ts';
import { rainbowBands } from './rainbow.ts';
import { demoBtcDays } from './demo.ts';

const days: BtcDay[] = [
  { date: '2024-01-01', price: 40_000, marketCap: 800e9, realizedCap: 400e9, supply: 19_000_000 },
  { date: '2024-01-02', price: 45_000, marketCap: 900e9, realizedCap: 450e9, supply: 19_000_900 },
];

describe('figureFor', () => {
  it.each(chartKeys)('draws %s in the contract’s figure shape', (key) => {
    const figure = figureFor(key, demoBtcDays({ to: '2012-01-01' }));
    expect(chartFigure.safeParse(figure).success).toBe(true);
    for (const trace of figure.data) expect(trace.y).toHaveLength(trace.x.length);
    expect(figure.data.filter((t) => t.name === priceTraceName)).toHaveLength(1);
  });

  it('orders the stock-to-flow traces price, model, deflection on the second axis', () => {
    const figure = figureFor('stock_to_flow', days);
    expect(figure.data.map((t) => [t.name, t.yaxis])).toEqual([
      [priceTraceName, 'y'],
      ['S2F 模型价格', 'y'],
      ['偏离度', 'y2'],
    ]);
    // Supply 19 M: model 132,419 (see indicators.test.ts); deflection 40,000 / 132,419 = 0.302071.
    expect(figure.data[1]!.y[0]! / 132_419).toBeCloseTo(1, 4);
    expect(figure.data[2]!.y[0]).toBeCloseTo(0.302071, 5);
    expect(figure.data[0]!.x).toEqual(['2024-01-01', '2024-01-02']);
  });

  it('gives the rainbow nine bands low to high, each with its lower edge, then the price', () => {
    const figure = figureFor('rainbow', days);
    expect(figure.data.map((t) => t.name)).toEqual([
      ...rainbowBands.map((b) => b.name),
      priceTraceName,
    ]);
    const bands = figure.data.slice(0, 9);
    for (let i = 1; i < 9; i++) expect(bands[i]!['lower']).toEqual(bands[i - 1]!.y);
    expect(bands[0]!['lower']).toHaveLength(2);
    expect(figure.layout['meta']).toEqual({
      regression: { kind: 'classic', slope: 2.66167155005961, intercept: -17.9183761889864 },
    });
  });

  it('fits the rainbow to the given days on request', () => {
    const figure = figureFor('rainbow', demoBtcDays({ to: '2015-01-01' }), { rainbow: 'fit' });
    const meta = figure.layout['meta'] as { regression: { kind: string; slope: number } };
    expect(meta.regression.kind).toBe('fit');
    expect(meta.regression.slope).not.toBe(2.66167155005961);
  });

  it('carries the NUPL value, the price on the right axis and the five zones', () => {
    const figure = figureFor('nupl', days);
    expect(figure.data.map((t) => [t.name, t.yaxis])).toEqual([
      ['NUPL', 'y'],
      [priceTraceName, 'y2'],
    ]);
    // (800 − 400) / 800 = 0.5.
    expect(figure.data[0]!.y).toEqual([0.5, 0.5]);
    const zones = figure.layout['zones'] as Array<{ name: string; from: number | null }>;
    expect(zones.map((z) => z.name)).toEqual([
      '投降',
      '希望/恐惧',
      '乐观/焦虑',
      '信念/否认',
      '兴奋/贪婪',
    ]);
    expect(zones.map((z) => z.from)).toEqual([null, 0, 0.25, 0.5, 0.75]);
  });

  it('leaves the whale score empty on the first day', () => {
    const figure = figureFor('whale', days, { whaleWarmUpDays: 0 });
    // Caps 800e9, 900e9 → σ = 50e9; (900 − 450) / 50 = 9.
    expect(figure.data[0]!.y).toEqual([null, 9]);
  });

  it('draws no whale score during the first year of history by default', () => {
    expect(figureFor('whale', days).data[0]!.y).toEqual([null, null]);
  });

  it('answers empty traces for no days', () => {
    for (const key of chartKeys) {
      const figure = figureFor(key, []);
      expect(chartFigure.safeParse(figure).success).toBe(true);
      expect(figure.data.every((t) => t.x.length === 0)).toBe(true);
    }
  });
});

describe('demoBtcDays', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = demoBtcDays({ to: '2011-01-01' });
    expect(demoBtcDays({ to: '2011-01-01' })).toEqual(a);
    expect(demoBtcDays({ to: '2011-01-01', seed: 2 })).not.toEqual(a);
  });

  it('has one consistent row per day from 2010-07-18', () => {
    const rows = demoBtcDays({ to: '2026-11-23' });
    expect(rows[0]!.date).toBe('2010-07-18');
    expect(rows.at(-1)!.date).toBe('2026-11-23');
    // 2010-07-18 → 2026-11-23: 5,972 days, both ends included.
    expect(rows).toHaveLength(5973);
    for (const r of rows) {
      expect(r.marketCap / (r.price * r.supply)).toBeCloseTo(1, 6);
      expect(r.price).toBeGreaterThan(0);
    }
    // The supply starts at the real 3,447,800 (68,956 blocks × 50) and stays below 21 M.
    expect(rows[0]!.supply).toBe(3_447_800);
    expect(rows.at(-1)!.supply).toBeLessThan(21_000_000);
  });
});
