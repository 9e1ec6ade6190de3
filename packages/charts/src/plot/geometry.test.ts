import { describe, expect, it } from 'vitest';
import { timeScale, valueScale } from '../scales/scales.ts';
import { figureSeries } from '../transforms/series.ts';
import { fullWindow, lowerBound, plotGeometry, projection } from './geometry.ts';

describe('projection', () => {
  it('maps like the d3 scale it stands for (time, linear, log)', () => {
    const x = timeScale([1_000, 9_000], [56, 988]);
    const px = projection(x);
    for (const t of [1_000, 4_321, 9_000]) expect(px.a * t + px.b).toBeCloseTo(x(t), 9);
    const y = valueScale('linear', [-3, 40], [450, 10]);
    const py = projection(y);
    for (const v of [-3, 0, 17.5, 40]) expect(py.a * v + py.b).toBeCloseTo(y(v), 9);
    const log = valueScale('log', [0.05, 120_000], [450, 10]);
    const pl = projection(log, true);
    for (const v of [0.05, 1, 65_000]) expect(pl.a * Math.log(v) + pl.b).toBeCloseTo(log(v), 9);
  });
});

describe('plot geometry', () => {
  const [band, price] = figureSeries({
    data: [
      { x: [0, 10, 20, 30], y: [4, 5, 6, 7], lower: [1, 2, 3, 4], fill: 'tonexty' },
      { x: [0, 10, 20, 30], y: [2, 3, 4, 50], yaxis: 'y2' },
    ],
    layout: {},
  });
  const series = [band!, price!];

  it('finds the window of every point and the first index at or after a time', () => {
    expect(fullWindow(series)).toEqual([0, 30]);
    expect(fullWindow([])).toEqual([0, 1]);
    expect(lowerBound(band!.t, 10)).toBe(1);
    expect(lowerBound(band!.t, 11)).toBe(2);
    expect(lowerBound(band!.t, 99)).toBe(4);
  });

  it('spans the visible points plus one either side, and scales each axis on them', () => {
    const g = plotGeometry({ series, window: [10, 20], scale: 'linear' }, 400, 300);
    expect(g.spans).toEqual([
      { from: 0, to: 2 },
      { from: 0, to: 2 },
    ]);
    const [low, high] = g.y.domain() as [number, number];
    expect(low).toBeLessThanOrEqual(1);
    expect(high).toBeGreaterThanOrEqual(6);
    expect(g.y2).not.toBeNull();
    expect(g.right).toBe(400 - 56);
  });
});
