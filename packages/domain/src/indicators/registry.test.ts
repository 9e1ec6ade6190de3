import { describe, expect, it } from 'vitest';
import { chartFigure, indicatorChartKeys } from '../api/indicators.ts';
import { chartKindOf, chartKinds } from '../indicatorMenu/menuChartKind.ts';
import { demoBtcDays } from './demo.ts';
import { priceTraceName } from './figures.ts';
import { chartKeys, chartTitles, figureFor, indicatorRegistry, isChartKey } from './registry.ts';

const days = demoBtcDays({ to: '2012-01-01' });

describe('the indicator registry', () => {
  it('holds each key once, a catalogue chart_key the database column (32) can store', () => {
    const keys = indicatorRegistry.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9_]{0,31}$/);
  });

  it.each(indicatorRegistry.map((i) => [i.key, i] as const))(
    'has %s complete: a Chinese title, a menu pattern that names it, a chart',
    (key, indicator) => {
      expect(indicator.title).toMatch(/[\u4e00-\u9fff]/);
      expect(indicator.menuTitle.global || indicator.menuTitle.sticky).toBe(false);
      expect(chartKindOf({ title: indicator.title })).toBe(key);
      expect(chartKindOf({ title: '', chart_key: key })).toBe(key);
      expect(['figure', 'livePrice']).toContain(indicator.chart);
    },
  );

  it.each(indicatorRegistry.flatMap((i) => (i.chart === 'figure' ? [[i.key, i] as const] : [])))(
    'draws %s with its title, the price on its price axis, its zones',
    (_, indicator) => {
      const figure = figureFor(indicator.key, days);
      expect(chartFigure.safeParse(figure).success).toBe(true);
      expect(figure.layout.title).toEqual({ text: indicator.title });
      const price = figure.data.filter((t) => t.name === priceTraceName);
      expect(price.map((t) => t.yaxis)).toEqual([indicator.priceAxis]);
      const zones = 'zones' in indicator ? indicator.zones : undefined;
      expect(figure.layout['zones']).toEqual(zones);
    },
  );
});

describe('the lists read from the registry', () => {
  // What each list held before the registry replaced them; an indicator added later appends.
  const before = {
    contractKeys: ['stock_to_flow', 'nupl', 'whale', 'rainbow', 'live_price'],
    chartKeys: ['stock_to_flow', 'nupl', 'whale', 'rainbow'],
    chartTitles: {
      stock_to_flow: '比特币存量流量模型（S2F）',
      rainbow: '比特币彩虹图',
      nupl: '比特币未实现净盈亏（NUPL）',
      whale: '巨鲸获利压力（MVRV-Z）',
    },
    menuTitles: [
      ['存量流量模型', 'stock_to_flow'],
      ['Stock to Flow', 'stock_to_flow'],
      ['NUPL', 'nupl'],
      ['巨鲸指标', 'whale'],
      ['Whale', 'whale'],
      ['彩虹图', 'rainbow'],
      ['Rainbow', 'rainbow'],
      ['比特币实时价格', 'live_price'],
      ['real-time bitcoin price', 'live_price'],
      ['Realtime Bitcoin Price', 'live_price'],
    ],
  } as const;
  const kept = <T>(list: readonly T[], old: readonly T[]) => list.filter((x) => old.includes(x));

  it('keeps the contract’s chart_key enum and the drawn keys, in order', () => {
    expect(kept(indicatorChartKeys, before.contractKeys)).toEqual(before.contractKeys);
    expect(kept(chartKeys, before.chartKeys)).toEqual(before.chartKeys);
    expect(chartKeys.every(isChartKey)).toBe(true);
    expect(isChartKey('live_price')).toBe(false);
    expect(chartKinds).toEqual([...indicatorChartKeys, 'figure']);
  });

  it('keeps the chart titles', () => {
    expect(chartTitles).toMatchObject(before.chartTitles);
    for (const key of chartKeys)
      expect(figureFor(key, []).layout.title).toEqual({ text: chartTitles[key] });
  });

  it.each(before.menuTitles)('still recognises the menu title %s as %s', (title, key) => {
    expect(chartKindOf({ title })).toBe(key);
  });
});
