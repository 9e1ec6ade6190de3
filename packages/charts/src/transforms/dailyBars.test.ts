import { describe, expect, it } from 'vitest';
import { paletteColor } from '../palette.ts';
import { dailyBarLayout, type DailyBarDay } from './dailyBars.ts';

const box = { width: 400, height: 200, margin: { top: 10, right: 10, bottom: 30, left: 40 } };
const series = [
  { key: 'month', label: '月度会员' },
  { key: 'year', label: '年度会员', color: '#123456' },
];

describe('dailyBarLayout', () => {
  it('stacks the series of a day in order, from the axis up', () => {
    const days: DailyBarDay[] = [
      { date: '2026-11-01', values: { month: 30, year: 90 } },
      { date: '2026-11-02', values: { month: 60 } },
    ];
    const { bars, max } = dailyBarLayout(days, series, box);
    expect(max).toBe(120);
    const first = bars.filter((b) => b.date === '2026-11-01');
    expect(first.map((b) => b.key)).toEqual(['month', 'year']);
    const [month, year] = first;
    // The axis sits at height - bottom margin; the second part starts where the first ends.
    expect((month?.y ?? 0) + (month?.height ?? 0)).toBeCloseTo(170);
    expect((year?.y ?? 0) + (year?.height ?? 0)).toBeCloseTo(month?.y ?? 0);
    expect(year?.height).toBeCloseTo((month?.height ?? 0) * 3);
    expect(month?.color).toBe(paletteColor(0));
    expect(year?.color).toBe('#123456');
  });

  it('draws nothing for missing, negative or non-finite values', () => {
    const days: DailyBarDay[] = [
      { date: '2026-11-01', values: { month: -5, year: Number.NaN } },
      { date: '2026-11-02', values: {} },
    ];
    const layout = dailyBarLayout(days, series, box);
    expect(layout.bars).toEqual([]);
    expect(layout.max).toBe(0);
    // An empty range still has an axis from 0.
    expect(layout.yTicks[0]?.value).toBe(0);
  });

  it('keeps bars inside the plot and thins day labels on a narrow chart', () => {
    const days: DailyBarDay[] = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      values: { month: i },
    }));
    const narrow = dailyBarLayout(days, series, { ...box, width: 343 });
    for (const bar of narrow.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(40);
      expect(bar.x + bar.width).toBeLessThanOrEqual(343 - 10);
      expect(bar.y).toBeGreaterThanOrEqual(10);
    }
    expect(narrow.xTicks.length).toBeLessThan(30);
    expect(narrow.xTicks[0]?.date).toBe('2026-11-01');
    const gaps = narrow.xTicks.slice(1).map((t, i) => t.x - (narrow.xTicks[i]?.x ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(44);
    const wide = dailyBarLayout(days, series, { ...box, width: 2000 });
    expect(wide.xTicks).toHaveLength(30);
  });
});
