import { describe, expect, it } from 'vitest';
import { matchesFilter, mayPage, nextOffset, viewedStatusOf } from './paging.ts';

describe('news paging (spec 2 §6, §9)', () => {
  it('lets anyone read the first page and only VIPs page further', () => {
    expect(mayPage(0, false)).toBe(true);
    expect(mayPage(10, false)).toBe(false);
    expect(mayPage(10, true)).toBe(true);
  });

  it('gives the next offset until the total is reached', () => {
    expect(nextOffset(0, 10, 31)).toBe(10);
    expect(nextOffset(20, 10, 31)).toBe(30);
    expect(nextOffset(30, 1, 31)).toBeNull();
    expect(nextOffset(0, 10, 10)).toBeNull();
    expect(nextOffset(0, 0, 5)).toBeNull();
  });

  it('styles viewed items by their type', () => {
    expect(['bullish', 'bullish-1', 'bearish', 'bearish-1', 'neutral'].map(viewedStatusOf)).toEqual(
      ['good', 'good', 'bad', 'bad', 'neutral'],
    );
  });

  it('filters all, info (not important) and big events (important)', () => {
    const event = { important: true };
    const info = { important: false };
    expect([matchesFilter(event, 'all'), matchesFilter(info, 'all')]).toEqual([true, true]);
    expect([matchesFilter(event, 'event'), matchesFilter(info, 'event')]).toEqual([true, false]);
    expect([matchesFilter(event, 'info'), matchesFilter(info, 'info')]).toEqual([false, true]);
  });
});
