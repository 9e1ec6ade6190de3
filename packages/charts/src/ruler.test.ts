import { describe, expect, it } from 'vitest';
import { rulerTickIndices } from './ruler.ts';

describe('rulerTickIndices', () => {
  it.each([
    { length: 0, count: 9, expected: [] },
    { length: -3, count: 9, expected: [] },
    { length: 1, count: 9, expected: [0] },
    { length: 2, count: 9, expected: [0, 1] },
    { length: 5, count: 9, expected: [0, 1, 2, 3, 4] },
    { length: 9, count: 9, expected: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
    { length: 17, count: 9, expected: [0, 2, 4, 6, 8, 10, 12, 14, 16] },
    { length: 100, count: 9, expected: [0, 12, 25, 37, 50, 62, 74, 87, 99] },
    { length: 10, count: 3, expected: [0, 5, 9] },
    { length: 10, count: 1, expected: [0] },
  ])('length $length, count $count', ({ length, count, expected }) => {
    expect(rulerTickIndices(length, count)).toEqual(expected);
  });

  it('defaults to 9 ticks with first and last included', () => {
    const ticks = rulerTickIndices(1000);
    expect(ticks).toHaveLength(9);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBe(999);
  });
});
