import { describe, expect, it } from 'vitest';
import {
  dailyAnalysisHref,
  dayLabel,
  groupByMonth,
  indicatorTarget,
  isMonthOpen,
  isPhoneWidth,
  longDayLabel,
  majorTone,
  menuFromMonths,
  menuExpandedAfterPick,
  newsTarget,
  openingPick,
  panelHeight,
  searchMenu,
  targetHref,
  toggleMonth,
} from './index.ts';

const dates = [
  '2025-01-02',
  '2025-02-29', // the spec's table held this non-existent day
  '2025-01-01',
  '2025-03-31',
  '2025-02-28',
  '2025-01-01',
  '2026-11-23',
  'not-a-day',
];
const menu = groupByMonth(dates);

describe('grouping by month', () => {
  it('makes one dropdown per month, newest first, newest day first, dropping bad days and repeats', () => {
    expect(menu.map((m) => [m.id, m.label, m.days.map((d) => d.date)])).toEqual([
      ['2026-11', '2026年11月', ['2026-11-23']],
      ['2025-03', '2025年3月', ['2025-03-31']],
      ['2025-02', '2025年2月', ['2025-02-28']],
      ['2025-01', '2025年1月', ['2025-01-02', '2025-01-01']],
    ]);
  });

  it('keeps 29 February in a leap year', () => {
    expect(groupByMonth(['2024-02-29'])[0]?.days[0]?.date).toBe('2024-02-29');
  });

  it('labels days with their weekday', () => {
    expect(dayLabel('2026-11-23')).toBe('11月23日 周一');
    expect(dayLabel('2025-01-05')).toBe('1月5日 周日');
    expect(longDayLabel('2025-03-01')).toBe('2025年3月1日 周六');
    expect(dayLabel('2025-02-29')).toBe('2025-02-29');
  });

  it("labels the server's months the same way", () => {
    expect(
      menuFromMonths([
        { month: '2025-02', days: ['2025-02-28'] },
        { month: '2025-01', days: ['2025-01-01', '2025-01-02'] },
      ]).map((m) => m.days.map((d) => d.label)),
    ).toEqual([['2月28日 周五'], ['1月2日 周四', '1月1日 周三']]);
  });

  it('offers nothing for no days', () => {
    expect(groupByMonth([])).toEqual([]);
  });
});

describe('search', () => {
  const ids = (query: string) =>
    searchMenu(menu, query).map((m) => [m.id, m.days.map((d) => d.date)]);

  it.each<[string, (string | string[])[][]]>([
    ['', menu.map((m) => [m.id, m.days.map((d) => d.date)])],
    ['   ', menu.map((m) => [m.id, m.days.map((d) => d.date)])],
    ['2025-01-02', [['2025-01', ['2025-01-02']]]],
    ['1月2日', [['2025-01', ['2025-01-02']]]],
    ['01-02', [['2025-01', ['2025-01-02']]]],
    ['0331', [['2025-03', ['2025-03-31']]]],
    ['2025年3月', [['2025-03', ['2025-03-31']]]],
    [
      '周一',
      [
        ['2026-11', ['2026-11-23']],
        ['2025-03', ['2025-03-31']],
      ],
    ],
    ['2025 周四', [['2025-01', ['2025-01-02']]]],
    ['2月', [['2025-02', ['2025-02-28']]]],
    ['没有这天', []],
  ])('"%s" keeps %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });
});

describe('one dropdown open at a time (spec 3 §4)', () => {
  it('opens one, switches to another, closes the open one', () => {
    expect(toggleMonth(null, '2025-01')).toBe('2025-01');
    expect(toggleMonth('2025-01', '2025-02')).toBe('2025-02');
    expect(toggleMonth('2025-02', '2025-02')).toBeNull();
  });

  it('shows every month open while searching, otherwise only the open one', () => {
    expect(isMonthOpen(null, '2025-01', true)).toBe(true);
    expect(isMonthOpen('2025-02', '2025-01', false)).toBe(false);
    expect(isMonthOpen('2025-01', '2025-01', false)).toBe(true);
  });
});

describe('the first pick', () => {
  it('opens the first dropdown and picks its first day', () => {
    expect(openingPick(menu)).toEqual({ month: '2026-11', date: '2026-11-23' });
  });

  it('picks the day asked for when the menu holds it, else the first', () => {
    expect(openingPick(menu, '2025-01-01')).toEqual({ month: '2025-01', date: '2025-01-01' });
    expect(openingPick(menu, '2025-02-29')).toEqual({ month: '2026-11', date: '2026-11-23' });
    expect(openingPick(menu, null)).toEqual({ month: '2026-11', date: '2026-11-23' });
  });

  it('has nothing to pick in an empty menu', () => {
    expect(openingPick([])).toBeNull();
    expect(openingPick([{ id: '2025-01', label: '2025年1月', days: [] }])).toBeNull();
  });
});

describe('layout', () => {
  it.each<[number, boolean]>([
    [375, true],
    [768, true],
    [769, false],
    [1280, false],
  ])('%d px is a phone: %s', (width, phone) => {
    expect(isPhoneWidth(width)).toBe(phone);
  });

  it('collapses the menu after a pick on a phone only', () => {
    expect(menuExpandedAfterPick(true, true)).toBe(false);
    expect(menuExpandedAfterPick(true, false)).toBe(true);
    expect(menuExpandedAfterPick(false, false)).toBe(false);
  });

  const at = { viewportHeight: 800, panelTop: 180, stickyTop: 72, minHeight: 240 };
  it.each<[number, number]>([
    [0, 620],
    [50, 670],
    [108, 728],
    [500, 728],
  ])('scrolled %d px, the desktop panel is %d px high', (scrollY, height) => {
    expect(panelHeight({ ...at, scrollY })).toBe(height);
  });

  it('never goes below the least height', () => {
    expect(panelHeight({ ...at, viewportHeight: 300, scrollY: 0 })).toBe(240);
  });
});

describe('where the route names land', () => {
  const newsDetail = (id: number) => `/news/${id}`;

  it('indicator-detail opens the chart the record names, and nothing without one', () => {
    expect(indicatorTarget({ link: '/toTarget?list=1&unit=2' })).toEqual({
      kind: 'site',
      path: '/toTarget?list=1&unit=2',
    });
    expect(indicatorTarget({ link: '' })).toBeNull();
    expect(indicatorTarget({ link: '  ' })).toBeNull();
    expect(indicatorTarget({ link: '//evil.example/x' })).toBeNull();
    expect(indicatorTarget({ link: 'javascript:alert(1)' })).toBeNull();
  });

  it('event-detail and major-event-detail open the news item, else the article, else nothing', () => {
    expect(newsTarget({ news_id: 7, link: 'https://example.com/a' })).toEqual({
      kind: 'news',
      newsId: 7,
    });
    expect(newsTarget({ news_id: null, link: 'https://example.com/a' })).toEqual({
      kind: 'external',
      url: 'https://example.com/a',
    });
    expect(newsTarget({ news_id: null, link: '' })).toBeNull();
  });

  it('turns targets into addresses', () => {
    expect(targetHref({ kind: 'news', newsId: 7 }, newsDetail)).toBe('/news/7');
    expect(targetHref({ kind: 'site', path: '/toTarget?list=1&unit=4' }, newsDetail)).toBe(
      '/toTarget?list=1&unit=4',
    );
    expect(targetHref({ kind: 'external', url: 'https://example.com' }, newsDetail)).toBe(
      'https://example.com',
    );
    expect(targetHref(null, newsDetail)).toBeNull();
  });

  it('reads 利好 as bullish and 利空 as bearish', () => {
    expect(majorTone('利好')).toBe('bullish');
    expect(majorTone('利空')).toBe('bearish');
  });
});

describe('the page address', () => {
  it('is /toDailyAnalysis, on one day with ?date=', () => {
    expect(dailyAnalysisHref()).toBe('/toDailyAnalysis');
    expect(dailyAnalysisHref('2026-11-23')).toBe('/toDailyAnalysis?date=2026-11-23');
  });
});
