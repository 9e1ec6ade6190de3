import { describe, expect, it } from 'vitest';
import {
  actualText,
  adjacentDays,
  calendarTimeLabel,
  changePercentText,
  changeTooltipLines,
  figureText,
  historyChanges,
  historyHref,
  historyPoints,
  historyQuery,
  impactText,
  isCalendarDay,
  keepCalendarRows,
  longDateLabel,
  openingDays,
  publishCycle,
  readHistoryQuery,
  shiftDay,
  starCount,
  trendTooltipLines,
  type CalendarRowView,
  type CategoryRowView,
} from './index.ts';

const row = (over: Partial<CalendarRowView> = {}): CalendarRowView => ({
  pub_time: '2026-11-20T13:30:00.000Z',
  indicator_id: 'US_CPI_YOY',
  indicator_name: '美国CPI年率（%）',
  country: '美国',
  flag_url: '/flags/us.svg',
  actual: '2.9',
  consensus: '3.0',
  previous: '2.8',
  star: 3,
  category: '通胀',
  ...over,
});

const release = (over: Partial<CategoryRowView> = {}): CategoryRowView => ({
  pub_time: '2026-10-15T12:30:00.000Z',
  actual: '2.9',
  previous: '2.8',
  consensus: '3.0',
  indicator_name: '美国CPI年率（%）',
  country: '美国',
  star: 3,
  ...over,
});

describe('days', () => {
  it.each([
    ['2026-11-20', '2026年11月20日 星期五'],
    ['2026-11-22', '2026年11月22日 星期日'],
    ['2024-02-29', '2024年2月29日 星期四'],
    ['2027-01-04', '2027年1月4日 星期一'],
  ])('labels %s as %s', (day, label) => {
    expect(longDateLabel(day)).toBe(label);
  });

  it('steps over month, year and leap-day ends', () => {
    expect(adjacentDays('2026-12-31')).toEqual(['2026-12-30', '2027-01-01']);
    expect(adjacentDays('2024-03-01')).toEqual(['2024-02-29', '2024-03-02']);
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDay('2026-11-20', 0)).toBe('2026-11-20');
  });

  it('opens on today, else looks at the weekdays of the week after it', () => {
    // Saturday 28 November 2026: Monday to Friday of the next week, no weekend day.
    expect(openingDays('2026-11-28')).toEqual([
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    // A Thursday: today first, then Friday and on across the weekend to the next Thursday.
    expect(openingDays('2026-12-31')).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
    ]);
  });

  it('refuses days that do not exist', () => {
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('20261120')).toBe(false);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(() => longDateLabel('2025-02-29')).toThrow(RangeError);
  });
});

describe('calendar rows', () => {
  it('writes empty figures as the spec says', () => {
    expect(actualText(null)).toBe('暂未发布');
    expect(actualText('  ')).toBe('暂未发布');
    expect(actualText('-0.1')).toBe('-0.1');
    expect(figureText(null)).toBe('暂无');
    expect(figureText('')).toBe('暂无');
    expect(figureText('22.5')).toBe('22.5');
  });

  it.each([
    [null, 0, '无影响'],
    [undefined, 0, '无影响'],
    [0, 0, '无影响'],
    [-1, 0, '无影响'],
    [1, 1, '有影响'],
    [3, 3, '有影响'],
    [7, 3, '有影响'],
    [Number.NaN, 0, '无影响'],
  ])('star %s draws %i stars and reads %s', (star, stars, impact) => {
    expect(starCount(star)).toBe(stars);
    expect(impactText(star)).toBe(impact);
  });

  it('shows times in Beijing time', () => {
    expect(calendarTimeLabel('2026-11-20T13:30:00.000Z')).toBe('21:30');
    expect(calendarTimeLabel('2026-11-19T16:00:00Z')).toBe('00:00');
  });

  it('keeps only 美国 and 欧元区, by pub_time then id', () => {
    const rows = [
      row({ indicator_id: 'B', pub_time: '2026-11-20T13:30:00.000Z' }),
      row({ indicator_id: 'JP', country: '日本', pub_time: '2026-11-19T23:30:00.000Z' }),
      row({ indicator_id: 'EZ', country: '欧元区', pub_time: '2026-11-20T10:00:00.000Z' }),
      row({ indicator_id: 'A', pub_time: '2026-11-20T13:30:00.000Z' }),
      row({ indicator_id: 'UK', country: '英国', pub_time: '2026-11-20T07:00:00.000Z' }),
      row({ indicator_id: 'BAD', pub_time: 'soon' }),
    ];
    expect(keepCalendarRows(rows).map((r) => r.indicator_id)).toEqual(['EZ', 'A', 'B']);
    expect(rows).toHaveLength(6);
  });

  it('opens the history page with the spec query', () => {
    expect(historyQuery(row({ star: 0 }))).toEqual({
      seriesId: 'US_CPI_YOY',
      name: '美国CPI年率（%）',
      category: '通胀',
      intro: '暂未生成',
      impact: '无影响',
      publish: '2026-11-20 21:30',
      bullish: '0',
      bearish: '0',
    });
    const href = historyHref(row({ indicator_id: 'EZ PMI/1' }));
    expect(href.startsWith('/history_market/EZ%20PMI%2F1?')).toBe(true);
    const back = readHistoryQuery(href.slice(href.indexOf('?')), 'EZ PMI/1');
    expect(back).toEqual({ ...historyQuery(row({ indicator_id: 'EZ PMI/1' })) });
  });

  it('reads a bare history address with the defaults', () => {
    expect(readHistoryQuery('', 'US_CPI_YOY')).toEqual({
      seriesId: 'US_CPI_YOY',
      name: '',
      category: '',
      intro: '暂未生成',
      impact: '',
      publish: '',
      bullish: '0',
      bearish: '0',
    });
  });
});

describe('history', () => {
  it('drops releases without a numeric actual and keeps the last of a Beijing day', () => {
    const points = historyPoints([
      release({ pub_time: '2026-09-15T12:30:00.000Z', actual: '2.7' }),
      release({ pub_time: '2026-11-12T13:30:00.000Z', actual: null }),
      release({ pub_time: '2026-10-15T12:30:00.000Z', actual: '2.9' }),
      release({ pub_time: '2026-10-15T14:00:00.000Z', actual: '3.1' }),
      release({ pub_time: '2026-08-14T12:30:00.000Z', actual: 'n/a' }),
      // 20:00 UTC is the next day in Beijing
      release({ pub_time: '2026-07-14T20:00:00.000Z', actual: '-0.5' }),
    ]);
    expect(points.map((p) => [p.date, p.value])).toEqual([
      ['2026-07-15', -0.5],
      ['2026-09-15', 2.7],
      ['2026-10-15', 3.1],
    ]);
  });

  it('fills the trend tooltip with the spec defaults', () => {
    expect(
      trendTooltipLines(release({ actual: null, consensus: null, previous: ' ', star: 0 })),
    ).toEqual([
      { label: '指标名称', value: '美国CPI年率（%）' },
      { label: '国家/地区', value: '美国' },
      { label: '实际值', value: '未发布' },
      { label: '预期值', value: '暂无' },
      { label: '前值', value: '暂无' },
      { label: '影响', value: '无影响' },
    ]);
    expect(trendTooltipLines(release()).map((l) => l.value)).toEqual([
      '美国CPI年率（%）',
      '美国',
      '2.9',
      '3.0',
      '2.8',
      '有影响',
    ]);
  });

  it('words the change tooltip', () => {
    expect(changePercentText(1.234)).toBe('+1.23%');
    expect(changePercentText(-0.5)).toBe('-0.50%');
    expect(changePercentText(0)).toBe('0.00%');
    expect(changeTooltipLines(-2, null)).toEqual([
      { label: '涨跌', value: '下跌' },
      { label: '发布周期', value: '无发布周期信息' },
    ]);
    expect(changeTooltipLines(0, '每月')[0]!.value).toBe('持平');
    expect(changeTooltipLines(3, '每月')).toEqual([
      { label: '涨跌', value: '上涨' },
      { label: '发布周期', value: '每月' },
    ]);
  });

  it('computes change bars versus the release before', () => {
    expect(
      historyChanges([
        { date: '2026-01-01', value: 2 },
        { date: '2026-02-01', value: 3 },
        { date: '2026-03-01', value: 0 },
        { date: '2026-04-01', value: 1 },
        { date: '2026-05-01', value: -1 },
      ]),
    ).toEqual([
      { date: '2026-02-01', value: 50 },
      { date: '2026-03-01', value: -100 },
      { date: '2026-05-01', value: -200 },
    ]);
    expect(historyChanges([{ date: '2026-01-01', value: 2 }])).toEqual([]);
  });

  it('names the publish cycle from the gaps', () => {
    expect(publishCycle(['2026-01-12', '2026-02-12', '2026-03-12', '2026-04-12'])).toBe('每月');
    expect(publishCycle(['2026-01-01', '2026-01-08', '2026-01-15'])).toBe('每周');
    expect(publishCycle(['2025-01-30', '2025-04-30', '2025-07-30'])).toBe('每季度');
    expect(publishCycle(['2026-01-01', '2026-01-02', '2026-01-05', '2026-01-06'])).toBe('每日');
    expect(publishCycle(['2026-01-01', '2026-02-20', '2026-06-01'])).toBeNull();
    expect(publishCycle(['2026-01-01', '2026-02-01'])).toBeNull();
  });
});
