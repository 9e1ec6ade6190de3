import { describe, expect, it } from 'vitest';
import { hoverIndex, nearestIndex } from './nearest.ts';

describe('nearestIndex', () => {
  it.each([
    { name: 'short (linear scan)', n: 50 },
    { name: 'long (binary search)', n: 5000 },
  ])('finds the closest time on a $name series', ({ n }) => {
    const times = Array.from({ length: n }, (_, i) => i * 10);
    expect(nearestIndex(times, -100)).toBe(0);
    expect(nearestIndex(times, 14)).toBe(1);
    expect(nearestIndex(times, 16)).toBe(2);
    expect(nearestIndex(times, 15)).toBe(1);
    expect(nearestIndex(times, (n - 1) * 10 + 999)).toBe(n - 1);
  });

  it('agrees between the two searches on uneven times', () => {
    const times = Array.from({ length: 300 }, (_, i) => i * i);
    for (const value of [0, 7, 50, 1000, 4420, 89_000, 90_000]) {
      const linear = times.reduce(
        (best, t, i) =>
          Math.abs(t - value) < Math.abs((times[best] as number) - value) ? i : best,
        0,
      );
      expect(nearestIndex(times, value)).toBe(linear);
    }
  });

  it('answers -1 on no points', () => {
    expect(nearestIndex([], 3)).toBe(-1);
  });
});

describe('hoverIndex', () => {
  const times = [0, 100, 1000];
  const pixelOf = (t: number) => t;
  const timeOf = (px: number) => px;

  it('shows the nearest point within 50 px', () => {
    expect(hoverIndex(times, 140, pixelOf, timeOf)).toBe(1);
    expect(hoverIndex(times, 150, pixelOf, timeOf)).toBe(1);
  });

  it('shows nothing further than 50 px from any point', () => {
    expect(hoverIndex(times, 151, pixelOf, timeOf)).toBeNull();
    expect(hoverIndex(times, 600, pixelOf, timeOf)).toBeNull();
    expect(hoverIndex([], 10, pixelOf, timeOf)).toBeNull();
  });
});
