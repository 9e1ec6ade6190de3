import { describe, expect, it } from 'vitest';
import { plotGeometry } from '../plot/geometry.ts';
import { changeRateColors, changeRateSeries, tailRange, trendSeries } from './observations.ts';

describe('series observations as chart series', () => {
  it('orders points by date and drops values that are not finite', () => {
    const s = trendSeries(
      [
        { date: '2026-11-20', value: 4.1 },
        { date: '2026-11-18', value: 4.3 },
        { date: '2026-11-19', value: Number.NaN },
      ],
      '10年期美国国债收益率',
    );
    expect([...s.t]).toEqual([Date.UTC(2026, 10, 18), Date.UTC(2026, 10, 20)]);
    expect([...s.y]).toEqual([4.3, 4.1]);
    expect(s.kind).toBe('line');
  });

  it('draws change rates as bars from zero, green up and red down', () => {
    const s = changeRateSeries(
      [
        { date: '2026-11-18', value: 1.5 },
        { date: '2026-11-19', value: -0.5 },
      ],
      '变化率',
    );
    expect([s.kind, s.baseline, s.color, s.negativeColor]).toEqual([
      'bar',
      0,
      changeRateColors.rise,
      changeRateColors.fall,
    ]);
  });

  it('keeps zero on the value axis when every change is positive', () => {
    const s = changeRateSeries(
      [
        { date: '2026-11-18', value: 2 },
        { date: '2026-11-19', value: 3 },
      ],
      '变化率',
    );
    const g = plotGeometry({ series: [s], window: [s.t[0]!, s.t[1]!], scale: 'linear' }, 400, 300);
    const [low] = g.y.domain() as [number, number];
    expect(low).toBeLessThanOrEqual(0);
  });
});

describe('tailRange', () => {
  it('selects the newest fifth of the points', () => {
    expect(tailRange(101, 0.2)).toEqual({ start: 80, end: 100 });
  });

  it('keeps at least two points and selects everything for short series', () => {
    expect(tailRange(5, 0.01)).toEqual({ start: 3, end: 4 });
    expect(tailRange(2, 0.2)).toEqual({ start: 0, end: 1 });
    expect(tailRange(0, 0.2)).toEqual({ start: 0, end: 0 });
    expect(tailRange(50, 1)).toEqual({ start: 0, end: 49 });
  });
});
