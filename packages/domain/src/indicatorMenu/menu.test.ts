import { describe, expect, it } from 'vitest';
import { indicatorChartKeys } from '../api/indicators.ts';
import { indicatorOf } from '../indicators/registry.ts';
import {
  chartAccess,
  chartKindOf,
  chartOf,
  collapseAll,
  createFavoriteDebounce,
  favoriteCall,
  favoritesGroupAvailable,
  filterMenu,
  homeIndicatorCards,
  isGroupOpen,
  positionFromQuery,
  positionOf,
  selectFromMenu,
  targetHref,
  toggleOpenGroup,
  touchTipApplies,
} from './index.ts';

const menu = [
  {
    id: 1,
    title: '链上指标',
    items: [
      { id: 11, title: '存量流量模型' },
      { id: 12, title: 'NUPL' },
      { id: 13, title: '巨鲸指标' },
      { id: 14, title: '彩虹图' },
    ],
  },
  { id: 2, title: '价格', items: [{ id: 21, title: '比特币实时价格' }] },
  { id: 3, title: '空组', items: [] },
];

describe('menu search (spec 2 §5)', () => {
  it.each<[string, number[]]>([
    ['', [11, 12, 13, 14, 21]],
    ['   ', [11, 12, 13, 14, 21]],
    ['nupl', [12]],
    ['  NuPl  ', [12]],
    ['指标', [13]],
    ['价格', [21]],
    ['没有这个', []],
  ])('"%s" keeps items %j', (query, ids) => {
    expect(filterMenu(menu, query).flatMap((g) => g.items.map((i) => i.id))).toEqual(ids);
  });

  it('drops groups left without matches but keeps them whole for a blank query', () => {
    expect(filterMenu(menu, 'nupl').map((g) => g.id)).toEqual([1]);
    expect(filterMenu(menu, '').map((g) => g.id)).toEqual([1, 2, 3]);
  });
});

describe('open group (spec 2 §4: one at a time)', () => {
  it('opens a group, switches to another, closes the open one and collapses all', () => {
    expect(toggleOpenGroup(null, 1)).toBe(1);
    expect(toggleOpenGroup(1, 2)).toBe(2);
    expect(toggleOpenGroup(2, 2)).toBeNull();
    expect(collapseAll()).toBeNull();
  });

  it('shows every group open while searching', () => {
    expect(isGroupOpen(null, 1, true)).toBe(true);
    expect(isGroupOpen(2, 1, false)).toBe(false);
    expect(isGroupOpen(1, 1, false)).toBe(true);
  });
});

describe('/toTarget list and unit', () => {
  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['3', 3],
    [' 2 ', 2],
    ['0', 1],
    ['-1', 1],
    ['1.5', 1],
    ['abc', 1],
  ])('reads %j as %d', (value, expected) => {
    expect(positionFromQuery(value, 1)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [1, 1, 11],
    [1, 2, 12],
    [1, 3, 13],
    [1, 4, 14],
    [2, 1, 21],
    [1, 9, 11],
    [3, 1, 11],
    [9, 9, 11],
  ])('list %d unit %d opens item %d', (list, unit, id) => {
    expect(selectFromMenu(menu, list, unit)?.item.id).toBe(id);
  });

  it('has nothing to open in an empty menu', () => {
    expect(selectFromMenu([], 1, 1)).toBeNull();
  });

  it('finds the positions of an item and builds its address', () => {
    expect(positionOf(menu, 21)).toEqual({ list: 2, unit: 1, groupId: 2 });
    expect(positionOf(menu, 99)).toBeNull();
    expect(targetHref(1, 2)).toBe('/toTarget?list=1&unit=2');
  });

  it('links the four home cards to list 1, units 1 to 4', () => {
    expect(homeIndicatorCards.map((c) => [c.title, c.href])).toEqual([
      ['存量流量模型', '/toTarget?list=1&unit=1'],
      ['NUPL', '/toTarget?list=1&unit=2'],
      ['巨鲸指标', '/toTarget?list=1&unit=3'],
      ['彩虹图', '/toTarget?list=1&unit=4'],
    ]);
  });
});

describe('chart kind', () => {
  it.each<[{ title: string; chart_key?: string | null }, string]>([
    [{ title: '存量流量模型' }, 'stock_to_flow'],
    [{ title: 'NUPL' }, 'nupl'],
    [{ title: '巨鲸指标' }, 'whale'],
    [{ title: '彩虹图' }, 'rainbow'],
    [{ title: '比特币实时价格' }, 'live_price'],
    [{ title: 'real-time bitcoin price' }, 'live_price'],
    [{ title: '随便一个名字', chart_key: 'live_price' }, 'live_price'],
    [{ title: '随便一个名字', chart_key: 'NUPL' }, 'nupl'],
    [{ title: 'MVRV 比率' }, 'figure'],
    [{ title: 'MVRV 比率', chart_key: 'unknown' }, 'figure'],
    [{ title: 'NUPL', chart_key: null }, 'figure'],
  ])('%j is drawn as %s', (item, kind) => {
    expect(chartKindOf(item)).toBe(kind);
  });
});

describe('the chart that draws an item', () => {
  it('is its indicator’s entry, and the S2F shape for a plain figure', () => {
    expect(chartOf({ title: 'NUPL' })).toBe(indicatorOf('nupl'));
    expect(chartOf({ title: '', chart_key: 'live_price' }).chart).toBe('livePrice');
    expect(chartOf({ title: 'MVRV 比率', chart_key: null })).toBe(indicatorOf('stock_to_flow'));
  });
});

describe('chart keys of the contract', () => {
  it('draws every chart_key the catalogue may send with its own chart', () => {
    const kinds = indicatorChartKeys.map((key) => chartKindOf({ title: '', chart_key: key }));
    expect(kinds).toEqual(indicatorChartKeys);
  });
});

describe('access and tips', () => {
  it('locks the chart for visitors and members without VIP', () => {
    expect(chartAccess({ loggedIn: false, isVip: false })).toBe('visitor');
    expect(chartAccess({ loggedIn: true, isVip: false })).toBe('member');
    expect(chartAccess({ loggedIn: true, isVip: true })).toBe('vip');
  });

  it('offers the favourites group in indicator mode to logged-in users only', () => {
    expect(favoritesGroupAvailable('indicator', true)).toBe(true);
    expect(favoritesGroupAvailable('indicator', false)).toBe(false);
    expect(favoritesGroupAvailable('knowledge', true)).toBe(false);
  });

  it.each<[number, boolean, boolean]>([
    [375, false, true],
    [768, false, true],
    [769, false, false],
    [375, true, false],
  ])('touch tip at %d px, dismissed %s: %s', (width, dismissed, shown) => {
    expect(touchTipApplies(width, dismissed)).toBe(shown);
  });
});

describe('favourite toggle debounce (100 ms)', () => {
  it('settles quick presses into the last wanted state, 100 ms after the last press', () => {
    const debounce = createFavoriteDebounce(false);
    expect(debounce.press(0)).toBe(100);
    expect(debounce.press(50)).toBe(150);
    expect(debounce.press(90)).toBe(190);
    expect(debounce.settle(150)).toBeNull();
    expect(debounce.settle(190)).toBe(true);
  });

  it('makes no call when presses cancel out, and the matching call otherwise', () => {
    const debounce = createFavoriteDebounce(true);
    debounce.press(0);
    debounce.press(10);
    expect(favoriteCall(debounce.settle(200)!, true)).toBeNull();
    expect(favoriteCall(true, false)).toBe('add');
    expect(favoriteCall(false, true)).toBe('remove');
  });
});
