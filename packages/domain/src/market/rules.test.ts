import { describe, expect, it } from 'vitest';
import { seriesById } from './catalogue.ts';
import { changePercent, changeSeries, changeWording, formatChangePercent } from './change.ts';
import { impactStatus, impactStatusLabels } from './impact.ts';
import { seriesLoadingPercent, seriesLoadingSteps, seriesLoadingText } from './loading.ts';
import { financialRow, seriesDetailHref, seriesDetailQuery } from './overview.ts';
import { detailQuery, overviewQuery, pointsInRange, rangeStart, seriesRanges } from './ranges.ts';
import { seriesStatistics } from './statistics.ts';
import { formatSeriesValue, numericValue, seriesPoints } from './values.ts';

describe('change versus last', () => {
  it.each([
    // latest, previous, percent (hand-checked)
    ['4.69', '4.65', 0.86], // 0.04 / 4.65 = 0.8602 %
    ['4.65', '4.69', -0.85], // -0.04 / 4.69 = -0.8529 %
    [326.03, 325.031, 0.31], // 0.999 / 325.031 = 0.3074 %
    ['110', '100', 10],
    ['90', '100', -10],
    ['-1', '-2', 50], // measured against |previous|
    ['100.009', '100', 0], // 0.009 % < 0.01 % shows 0
    ['99.991', '100', 0], // -0.009 % shows 0, never -0
    ['100.01', '100', 0.01], // exactly 0.01 % stays
    ['5', '5', 0],
  ])('%s versus %s is %d %', (latest, previous, percent) => {
    const change = changePercent(latest, previous);
    expect(change).toBe(percent);
    expect(Object.is(change, -0)).toBe(false);
  });

  it.each([
    ['.', '4.65'],
    ['4.69', '.'],
    ['4.69', ''],
    ['4.69', null],
    ['4.69', undefined],
    ['n/a', '1'],
    ['4.69', '0'],
    ['4.69', 0],
  ])('is dropped for %j versus %j', (latest, previous) => {
    expect(changePercent(latest, previous)).toBeNull();
  });

  it('builds the change-rate bars, skipping a bar after a zero', () => {
    expect(
      changeSeries([
        { date: '2026-01-01', value: 2 },
        { date: '2026-02-01', value: 3 },
        { date: '2026-03-01', value: 0 },
        { date: '2026-04-01', value: 1 },
        { date: '2026-05-01', value: 0.5 },
      ]),
    ).toEqual([
      { date: '2026-02-01', change: 50 },
      { date: '2026-03-01', change: -100 },
      { date: '2026-05-01', change: -50 },
    ]);
  });

  it('words and signs a change', () => {
    expect([changeWording(0.5), changeWording(-0.5), changeWording(0)]).toEqual([
      '上涨',
      '下跌',
      '持平',
    ]);
    expect([formatChangePercent(1.25), formatChangePercent(-0.4), formatChangePercent(0)]).toEqual([
      '+1.25',
      '-0.40',
      '0.00',
    ]);
  });
});

describe('impact status', () => {
  const t = { bullish: 4.8, bearish: 3.8 };
  const inverse = { bullish: 55, bearish: 70 };

  it.each([
    [5, t, 'normal', 'bullish'],
    [4.8, t, 'normal', 'neutral'], // on the threshold: not above
    [4.2, t, 'normal', 'neutral'],
    [3.8, t, 'normal', 'neutral'],
    [3.79, t, 'normal', 'bearish'],
    [50, inverse, 'inverse', 'bullish'],
    [55, inverse, 'inverse', 'neutral'],
    [62, inverse, 'inverse', 'neutral'],
    [70, inverse, 'inverse', 'neutral'],
    [71, inverse, 'inverse', 'bearish'],
    [5, null, 'normal', 'reference'],
    [null, t, 'normal', 'reference'],
  ] as const)('%s with %j (%s) is %s', (value, threshold, direction, status) => {
    expect(impactStatus(value, threshold, direction)).toBe(status);
  });

  it('shows the spec’s words', () => {
    expect(impactStatusLabels).toEqual({
      reference: '数据参考',
      bullish: '利好',
      bearish: '利空',
      neutral: '中性',
    });
  });
});

describe('value format', () => {
  it.each([
    [26067.17, '26,067.17'],
    [1000, '1,000'],
    [22298.1, '22,298.1'],
    [1234.567, '1,234.57'],
    [159_482, '159,482'],
    [999.999, '1000.00'], // 2 decimals below 1000, as the rule says
    [326.03, '326.03'],
    [100, '100.00'],
    [99.9999, '100.000'],
    [46.82, '46.820'],
    [10, '10.000'],
    [4.69, '4.6900'],
    [0.6512, '0.6512'],
    [0, '0.0000'],
    [-0.25, '-0.2500'],
    [-1500.5, '-1,500.5'],
    [-0.00001, '0.0000'],
  ])('%d shows as %s', (value, shown) => {
    expect(formatSeriesValue(value)).toBe(shown);
  });

  it('reads numbers and drops FRED’s missing marker', () => {
    expect([
      numericValue('4.69'),
      numericValue('.'),
      numericValue(''),
      numericValue('1e3'),
    ]).toEqual([4.69, null, null, 1000]);
    expect(
      seriesPoints([
        { date: '2025-09-01', value: '324.2' },
        { date: '2025-10-01', value: '.' },
        { date: '2025-11-01', value: '325.031' },
      ]),
    ).toEqual([
      { date: '2025-09-01', value: 324.2 },
      { date: '2025-11-01', value: 325.031 },
    ]);
  });
});

describe('statistics', () => {
  it('computes max, min, avg, population std, count and the last date', () => {
    // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, population variance 4, std 2.
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    const points = values.map((value, i) => ({ date: `2026-01-0${i + 1}`, value }));
    expect(seriesStatistics(points)).toEqual({
      max: 9,
      min: 2,
      avg: 5,
      std: 2,
      count: 8,
      lastUpdate: '2026-01-08',
    });
  });

  it('is null for no points and zero spread for one', () => {
    expect(seriesStatistics([])).toBeNull();
    expect(seriesStatistics([{ date: '2026-01-01', value: 4.2 }])).toEqual({
      max: 4.2,
      min: 4.2,
      avg: 4.2,
      std: 0,
      count: 1,
      lastUpdate: '2026-01-01',
    });
  });
});

describe('range windows', () => {
  it('offers 1, 3, 5, 10 years and all', () => {
    expect(seriesRanges).toEqual([1, 3, 5, 10, 0]);
  });

  it.each([
    [1, '2026-11-24', '2025-11-24'],
    [3, '2026-11-24', '2023-11-24'],
    [5, '2026-11-24', '2021-11-24'],
    [10, '2026-11-24', '2016-11-24'],
    [1, '2028-02-29', '2027-02-28'],
    [0, '2026-11-24', null],
  ] as const)('%i years to %s start on %s', (years, end, start) => {
    expect(rangeStart(years, end)).toBe(start);
  });

  it('keeps the points inside the window, both ends included', () => {
    const points = ['2015-11-23', '2015-11-24', '2020-06-01', '2025-11-24', '2025-11-25'].map(
      (date) => ({ date, value: 1 }),
    );
    expect(pointsInRange(points, 10, '2025-11-24').map((p) => p.date)).toEqual([
      '2015-11-24',
      '2020-06-01',
      '2025-11-24',
    ]);
    expect(pointsInRange(points, 0, '2030-01-01')).toHaveLength(5);
  });

  it('builds the spec’s fred-data queries', () => {
    expect(overviewQuery('DGS10')).toEqual({ series_id: 'DGS10', limit: 2, sort_order: 'desc' });
    expect(detailQuery('DGS10', 10, '2026-11-24')).toEqual({
      series_id: 'DGS10',
      observation_start: '2016-11-24',
      observation_end: '2026-11-24',
      sort_order: 'asc',
    });
    expect(detailQuery('DGS10', 0, '2026-11-24')).toEqual({
      series_id: 'DGS10',
      observation_end: '2026-11-24',
      sort_order: 'asc',
    });
  });
});

describe('loading steps', () => {
  it('are spec 3 §4’s 10, 30, 60, 90, 100 and 0 on failure', () => {
    expect(seriesLoadingSteps.map((s) => [s.step, s.percent])).toEqual([
      ['prepare', 10],
      ['fetch', 30],
      ['process', 60],
      ['cache', 90],
      ['done', 100],
      ['failed', 0],
    ]);
    expect(seriesLoadingPercent.cache).toBe(90);
    expect(seriesLoadingText('failed')).toBe('加载失败');
  });
});

describe('overview row', () => {
  const dgs10 = seriesById('DGS10')!;

  it('shows the latest value, its change versus the previous and the status', () => {
    expect(
      financialRow(dgs10, [
        { date: '2026-08-20', value: '4.69' },
        { date: '2026-08-19', value: '4.65' },
      ]),
    ).toMatchObject({
      id: 'DGS10',
      categoryLabel: '美债收益率',
      name: '美国10年期国债收益率',
      value: '4.6900',
      rawValue: 4.69,
      change: 0.86,
      updateTime: '2026-08-20',
      route: '/bonds/us10y',
      status: 'neutral',
    });
  });

  it('keeps the row without a change when the previous is missing or zero', () => {
    expect(financialRow(dgs10, [{ date: '2026-08-20', value: '4.9' }])).toMatchObject({
      change: null,
      status: 'bullish',
    });
    expect(
      financialRow(dgs10, [
        { date: '2026-08-20', value: '3.5' },
        { date: '2026-08-19', value: '0' },
      ]),
    ).toMatchObject({ change: null, status: 'bearish' });
  });

  it('drops a series with no numeric latest value', () => {
    expect(financialRow(dgs10, [])).toBeNull();
    expect(financialRow(dgs10, [{ date: '2026-08-20', value: '.' }])).toBeNull();
  });

  it('carries the spec’s query fields to the series page', () => {
    const unrate = seriesById('UNRATE')!;
    expect(seriesDetailQuery(unrate)).toEqual({
      seriesId: 'UNRATE',
      name: '美国失业率',
      category: '宏观经济',
      intro: unrate.intro,
      impact: unrate.impact,
      publish: unrate.publish,
      bullish: '4.5',
      bearish: '3.8',
    });
    expect(seriesDetailHref(unrate)).toMatch(/^\/macro\/unemployment\?seriesId=UNRATE&name=/);
  });
});
