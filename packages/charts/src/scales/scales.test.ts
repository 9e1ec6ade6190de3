import { describe, expect, it } from 'vitest';
import { timeScale, valueExtent, valueScale } from './scales.ts';

describe('scales', () => {
  it('maps time onto the plot width', () => {
    const x = timeScale([0, 1000], [50, 150]);
    expect(x(500)).toBe(100);
    expect(x.invert(150).getTime()).toBe(1000);
    expect(timeScale([5, 5], [0, 100])(5)).toBe(50);
  });

  it('maps values bottom-up, linear with nice padded ends', () => {
    const y = valueScale('linear', [0, 100], [200, 0]);
    expect(y.domain()[0]).toBeLessThanOrEqual(0);
    expect(y.domain()[1]).toBeGreaterThanOrEqual(100);
    expect(y(y.domain()[0] as number)).toBe(200);
  });

  it('keeps a log scale positive', () => {
    const y = valueScale('log', [0, 1000], [100, 0]);
    expect(y.domain()).toEqual([1, 1000]);
    expect(y(10)).toBeCloseTo(100 - 100 / 3, 6);
    expect(valueScale('log', [Number.NaN, Number.NaN], [100, 0]).domain()).toEqual([1, 10]);
  });

  it('finds the extent of the visible points, skipping gaps and non-positive values on log', () => {
    const y = Float64Array.from([-5, 2, Number.NaN, 8, 100]);
    expect(valueExtent([{ y, from: 0, to: 3 }], 'linear')).toEqual([-5, 8]);
    expect(valueExtent([{ y, from: 0, to: 3 }], 'log')).toEqual([2, 8]);
    expect(valueExtent([{ y, from: 2, to: 2 }], 'linear').every(Number.isNaN)).toBe(true);
  });
});
