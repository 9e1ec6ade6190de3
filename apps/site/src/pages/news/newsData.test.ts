import type { NewsItem } from '@coinsight/domain/api';
import { describe, expect, it } from 'vitest';
import { withPushedInDay } from './newsData.ts';

const item = (id: number, times: string): NewsItem => ({
  id,
  date: '2026-11-27',
  times,
  title: `快讯 ${id}`,
  type: 'neutral',
  summary: '',
  source: '币见快讯',
  author: { name: '王芳' },
  important: false,
  related: [],
  topic: '加密货币',
});

/** The first page of a day of 14: ids 14 (21:00) down to 5 (12:00), an hour apart. */
const firstPage = Array.from({ length: 10 }, (_, i) =>
  item(14 - i, `${String(21 - i).padStart(2, '0')}:00`),
);

describe('a pushed item on the day’s list', () => {
  it('is added in front and counted when it is newer than the list', () => {
    const pushed = withPushedInDay({ items: firstPage, total: 14 }, item(15, '22:00'));
    expect(pushed?.total).toBe(15);
    expect(pushed?.items.map((n) => n.id).slice(0, 2)).toEqual([15, 14]);
  });

  it('changes nothing when it is shown already', () => {
    expect(withPushedInDay({ items: firstPage, total: 14 }, item(14, '21:00'))).toBeNull();
  });

  it('changes nothing when it sorts below the last shown and the day has more to page through', () => {
    // Ids 4..1 were counted in the 14 and come with the next page.
    for (const id of [4, 3, 2, 1])
      expect(withPushedInDay({ items: firstPage, total: 14 }, item(id, `0${id}:00`))).toBeNull();
  });

  it('adds an older item when the whole day is shown, which it then was not in', () => {
    const wholeDay = firstPage.slice(0, 4);
    const pushed = withPushedInDay({ items: wholeDay, total: 4 }, item(3, '03:00'));
    expect(pushed?.total).toBe(5);
    expect(pushed?.items.at(-1)?.id).toBe(3);
  });

  it('adds an item that sorts within the shown ones', () => {
    const pushed = withPushedInDay({ items: firstPage, total: 14 }, item(20, '15:30'));
    expect(pushed?.total).toBe(15);
    expect(pushed?.items.map((n) => n.id).indexOf(20)).toBe(6);
  });
});
