import { describe, expect, it } from 'vitest';
import * as ruler from './ruler.ts';

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
    expect(ruler.rulerTickIndices(length, count)).toEqual(expected);
  });

  it('defaults to 9 ticks with first and last included', () => {
    const ticks = ruler.rulerTickIndices(1000);
    expect(ticks).toHaveLength(9);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBe(999);
  });
});

describe('ruler maths', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => i * 86_400_000);

  it('snaps a pixel to the nearest time point on a short series (linear scan)', () => {
    const times = days(11);
    expect(ruler.snapToPoint(times, 0, 100)).toBe(0);
    expect(ruler.snapToPoint(times, 34, 100)).toBe(3);
    expect(ruler.snapToPoint(times, 36, 100)).toBe(4);
    expect(ruler.snapToPoint(times, 500, 100)).toBe(10);
    expect(ruler.snapToPoint(times, -20, 100)).toBe(0);
  });

  it('snaps the same way on a long series (binary search) and with uneven spacing', () => {
    const times = days(1001);
    expect(ruler.snapToPoint(times, 499.6, 1000)).toBe(500);
    expect(ruler.snapToPoint(times, 123.2, 1000)).toBe(123);
    const uneven = [...days(150), 10_000 * 86_400_000];
    expect(ruler.snapToPoint(uneven, 0.5 * 1000, 1000)).toBe(149);
    expect(ruler.snapToPoint(uneven, 0.99 * 1000, 1000)).toBe(150);
    expect(ruler.snapToPoint([], 10, 100)).toBe(-1);
  });

  it('places a point on the track by its time', () => {
    expect(ruler.pointToPixel(days(11), 5, 200)).toBe(100);
    expect(ruler.pointToPixel(days(1), 0, 200)).toBe(0);
  });

  it('keeps the left handle before the right one', () => {
    const range = { start: 2, end: 6 };
    expect(ruler.moveHandle(range, 'start', 9, 10)).toEqual({ start: 5, end: 6 });
    expect(ruler.moveHandle(range, 'end', 0, 10)).toEqual({ start: 2, end: 3 });
    expect(ruler.moveHandle(range, 'start', -4, 10)).toEqual({ start: 0, end: 6 });
    expect(ruler.moveHandle(range, 'end', 40, 10)).toEqual({ start: 2, end: 9 });
    expect(ruler.moveHandle(range, 'end', 4, 1)).toEqual({ start: 0, end: 0 });
  });

  it('moves the nearest handle on a track press', () => {
    const range = { start: 2, end: 6 };
    expect(ruler.nearestHandle(range, 3)).toBe('start');
    expect(ruler.nearestHandle(range, 5)).toBe('end');
    expect(ruler.nearestHandle(range, 4)).toBe('start');
    expect(ruler.pressTrack(range, 0, 10)).toEqual({ start: 0, end: 6 });
    expect(ruler.pressTrack(range, 9, 10)).toEqual({ start: 2, end: 9 });
    expect(ruler.pressTrack({ start: 3, end: 3 }, 7, 10)).toEqual({ start: 3, end: 7 });
  });

  it('steps the focused handle by keyboard, within bounds', () => {
    expect(ruler.stepHandle({ start: 2, end: 6 }, 'start', 1, 10)).toEqual({ start: 3, end: 6 });
    expect(ruler.stepHandle({ start: 0, end: 6 }, 'start', -1, 10)).toEqual({ start: 0, end: 6 });
    expect(ruler.stepHandle({ start: 2, end: 9 }, 'end', 1, 10)).toEqual({ start: 2, end: 9 });
    expect(ruler.stepHandle({ start: 5, end: 6 }, 'end', -1, 10)).toEqual({ start: 5, end: 6 });
  });

  it('selects the whole series at first', () => {
    expect(ruler.fullRange(6000)).toEqual({ start: 0, end: 5999 });
    expect(ruler.fullRange(0)).toEqual({ start: 0, end: 0 });
  });

  it('clears touch hover after the spec’s 10 s and 15 s', () => {
    expect([ruler.rulerTouchHoverMs, ruler.chartTouchHoverMs]).toEqual([10_000, 15_000]);
  });
});

describe('carryRange', () => {
  const minutes = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => (from + i) * 60_000);

  it('keeps following the whole series when it covered it', () => {
    expect(ruler.carryRange(minutes(0, 10), { start: 0, end: 9 }, minutes(0, 12))).toEqual({
      start: 0,
      end: 11,
    });
  });

  it('keeps a zoomed range on the same times when ticks arrive', () => {
    expect(ruler.carryRange(minutes(0, 10), { start: 3, end: 6 }, minutes(2, 12))).toEqual({
      start: 1,
      end: 4,
    });
  });

  it('keeps the right handle on the newest point as ticks arrive', () => {
    expect(ruler.carryRange(minutes(0, 10), { start: 3, end: 9 }, minutes(0, 12))).toEqual({
      start: 3,
      end: 11,
    });
  });

  it('starts over when the old range no longer fits the new times', () => {
    expect(ruler.carryRange(minutes(0, 10), { start: 3, end: 6 }, minutes(100, 5))).toEqual({
      start: 0,
      end: 4,
    });
    expect(ruler.carryRange([], { start: 0, end: 0 }, minutes(0, 3))).toEqual({ start: 0, end: 2 });
  });
});
