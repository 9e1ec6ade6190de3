import { describe, expect, it } from 'vitest';
import {
  carouselLastStart,
  carouselStartAfterDrag,
  clampCarouselStart,
  dayOf,
  daysInMonth,
  dragStarted,
  loadMoreStep,
  monthWeeks,
  nearBottom,
  newsTypeMark,
  shiftMonth,
} from './index.ts';

describe('load more', () => {
  it.each([
    [{ scrollTop: 780, clientHeight: 200, scrollHeight: 1000 }, true],
    [{ scrollTop: 779, clientHeight: 200, scrollHeight: 1000 }, false],
    [{ scrollTop: 800, clientHeight: 200, scrollHeight: 1000 }, true],
    [{ scrollTop: 0, clientHeight: 200, scrollHeight: 1000 }, false],
  ])('counts %o as near the bottom: %s (20 px)', (box, expected) => {
    expect(nearBottom(box)).toBe(expected);
  });

  it.each([
    [{ loaded: 10, total: 24, loading: false }, 'fetch'],
    [{ loaded: 10, total: 24, loading: true }, 'wait'],
    [{ loaded: 24, total: 24, loading: false }, 'no-more'],
    [{ loaded: 0, total: 0, loading: false }, 'no-more'],
  ] as const)('for %o answers %s', (state, step) => {
    expect(loadMoreStep(state)).toBe(step);
  });
});

describe('carousel', () => {
  it('starts at most where the last six of ten fill the view', () => {
    expect(carouselLastStart(10)).toBe(4);
    expect(carouselLastStart(14)).toBe(4);
    expect(carouselLastStart(3)).toBe(0);
    expect(clampCarouselStart(9, 10)).toBe(4);
    expect(clampCarouselStart(-2, 10)).toBe(0);
  });

  it('starts a drag only after a 500 ms press', () => {
    expect(dragStarted(499)).toBe(false);
    expect(dragStarted(500)).toBe(true);
  });

  it.each([
    // held, dx, expected start from 2 (width 1200: a quarter is 300)
    [600, -301, 3],
    [600, 301, 1],
    [600, -300, 2],
    [400, -900, 2],
    [600, 0, 2],
  ])('held %i ms and dragged %i px moves from 2 to %i', (heldMs, dx, expected) => {
    expect(carouselStartAfterDrag({ start: 2, count: 10, heldMs, dx, width: 1200 })).toBe(expected);
  });

  it('stays within the ends', () => {
    expect(
      carouselStartAfterDrag({ start: 4, count: 10, heldMs: 900, dx: -900, width: 1200 }),
    ).toBe(4);
    expect(carouselStartAfterDrag({ start: 0, count: 10, heldMs: 900, dx: 900, width: 1200 })).toBe(
      0,
    );
  });
});

describe('calendar', () => {
  it('shifts months across years', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 11 }, -12)).toEqual({ year: 2025, month: 11 });
  });

  it('knows leap Februaries', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
  });

  it('lays November 2026 out Monday first (the 1st is a Sunday)', () => {
    const weeks = monthWeeks(2026, 11);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual({ day: dayOf(2026, 11, 1), date: 1 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});

describe('marks', () => {
  it('marks each type, an unknown one as neutral', () => {
    expect(newsTypeMark('bullish')).toEqual({ label: '利好', tone: 'bullish' });
    expect(newsTypeMark('bearish-1')).toEqual({ label: '轻微利空', tone: 'bearish' });
    expect(newsTypeMark('other')).toEqual({ label: '中性', tone: 'neutral' });
  });
});
