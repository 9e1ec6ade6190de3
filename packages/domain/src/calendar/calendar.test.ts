import { describe, expect, it } from 'vitest';
import { seriesId } from '../api/market.ts';
import { seriesById } from '../market/catalogue.ts';
import {
  beijingDayOf,
  beijingDayWindow,
  calendarIndicatorById,
  calendarIndicatorByTitle,
  calendarIndicators,
  categoryRangeFrom,
  countryOfRelease,
  flagUrl,
  fredActual,
  fredReferenceDate,
  isServedCountry,
  normaliseFigure,
  pointsByDate,
  starsOfImpact,
  unlistedIndicator,
  type FredLink,
} from './index.ts';

describe('countries and stars of the export', () => {
  it.each([
    ['USD', 'CPI m/m', '美国'],
    ['usd', 'Unemployment Claims', '美国'],
    ['EUR', 'CPI Flash Estimate y/y', '欧元区'],
    ['EUR', 'German ZEW Economic Sentiment', '德国'],
    ['EUR', 'French Flash Services PMI', '法国'],
    ['JPY', 'National Core CPI y/y', '日本'],
    ['XAU', 'Gold', null],
  ])('%s %s is %s', (currency, title, country) => {
    expect(countryOfRelease(currency, title)).toBe(country);
  });

  it('serves only 美国 and 欧元区', () => {
    expect(['美国', '欧元区', '德国', '日本'].filter(isServedCountry)).toEqual(['美国', '欧元区']);
  });

  it('draws the served flags inline and a plain one for the rest', () => {
    expect(flagUrl('美国')).toMatch(/^data:image\/svg\+xml,/);
    expect(flagUrl('欧元区')).not.toBe(flagUrl('美国'));
    expect(flagUrl('日本')).toBe(flagUrl('德国'));
  });

  it.each([
    ['High', 3],
    ['Medium', 2],
    ['low', 1],
    ['Holiday', 0],
    ['Non-Economic', 0],
    ['Severe', null],
  ])('impact %s gives %s stars', (impact, stars) => {
    expect(starsOfImpact(impact)).toBe(stars);
  });
});

describe('the indicator list', () => {
  it('has unique ids the category endpoint accepts, and one indicator per title', () => {
    const ids = calendarIndicators.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(seriesId.safeParse(id).success).toBe(true);
    const titles = calendarIndicators.flatMap((i) => i.titles.map((t) => `${i.currency}|${t}`));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('links only to series the macro catalogue holds', () => {
    for (const i of calendarIndicators)
      if (i.fred) expect(seriesById(i.fred.seriesId), i.id).toBeDefined();
  });

  it('finds an indicator by currency and title in any case', () => {
    expect(calendarIndicatorByTitle('USD', 'non-farm employment change')?.id).toBe('US_NFP');
    expect(calendarIndicatorByTitle('EUR', 'Unemployment Rate')?.id).toBe('EZ_UNEMPLOYMENT');
    expect(calendarIndicatorByTitle('USD', 'Unemployment Rate')?.id).toBe('US_UNEMPLOYMENT');
    expect(calendarIndicatorByTitle('GBP', 'CPI y/y')).toBeUndefined();
    expect(calendarIndicatorById('US_CPI_YOY')?.name).toBe('美国CPI年率（%）');
  });

  it('gives an unlisted release a stable id the endpoint accepts', () => {
    const a = unlistedIndicator('USD', 'Fed Chair Powell Speaks', '美国');
    expect(a).toEqual({
      id: 'FF_USD_FED_CHAIR_POWELL_SPEAKS',
      name: '美国 Fed Chair Powell Speaks',
    });
    const long = unlistedIndicator('EUR', `${'Very Long Title '.repeat(8)}!`, '欧元区');
    expect(seriesId.safeParse(long.id).success).toBe(true);
    expect(long.id.length).toBeLessThanOrEqual(64);
  });
});

describe('figures', () => {
  it.each([
    ['3.4%', 1, '3.4'],
    ['-0.1%', 1, '-0.1'],
    ['+0.3%', 1, '0.3'],
    ['-0.0%', 1, '0.0'],
    ['48.7', 1, '48.7'],
    ['180K', 10_000, '18.0'],
    ['-33K', 10_000, '-3.3'],
    ['225K', 10_000, '22.5'],
    ['1.42M', 10_000, '142'],
    ['-2.1M', 10_000, '-210'],
    ['7.44M', 10_000, '744'],
    ['1,234.5', 1, '1234.5'],
    ['', 1, null],
    ['  ', 1, null],
    [null, 1, null],
    ['n/a', 1, null],
    ['<0.1%', 1, null],
  ])('%s in units of %s is %s', (text, unit, figure) => {
    expect(normaliseFigure(text, unit)).toBe(figure);
  });
});

describe('actuals from FRED', () => {
  it.each([
    ['previousMonth', '2026-11-13', '2026-10-01'],
    ['previousMonth', '2026-01-09', '2025-12-01'],
    ['sameMonth', '2026-11-26', '2026-11-01'],
    ['previousQuarter', '2026-10-29', '2026-07-01'],
    ['previousQuarter', '2026-12-22', '2026-07-01'],
    ['previousQuarter', '2026-01-29', '2025-10-01'],
    ['nextDay', '2026-12-16', '2026-12-17'],
    ['nextDay', '2026-12-31', '2027-01-01'],
  ] as const)('%s of a release on %s is the observation of %s', (period, day, date) => {
    expect(fredReferenceDate(period, day)).toBe(date);
  });

  const cpi = pointsByDate([
    { date: '2025-09-01', value: 320 },
    { date: '2025-10-01', value: 321 },
    { date: '2026-09-01', value: 329.6 },
    { date: '2026-10-01', value: 330.3 },
  ]);
  const link = (fields: Partial<FredLink>): FredLink => ({
    seriesId: 'CPIAUCSL',
    period: 'previousMonth',
    transform: 'level',
    factor: 1,
    decimals: 1,
    ...fields,
  });

  it('computes year-on-year and month-on-month percentages', () => {
    expect(fredActual(link({ transform: 'yearPct' }), cpi, '2026-11-13')).toBe('2.9');
    expect(fredActual(link({ transform: 'changePct' }), cpi, '2026-11-13')).toBe('0.2');
  });

  it('has no actual while FRED lacks the period or its base', () => {
    expect(fredActual(link({ transform: 'level' }), cpi, '2026-12-10')).toBeNull();
    expect(fredActual(link({ transform: 'yearPct' }), cpi, '2025-11-13')).toBeNull();
  });

  it('turns payrolls in thousands into the change in 万人', () => {
    const payems = pointsByDate([
      { date: '2026-09-01', value: 159_504 },
      { date: '2026-10-01', value: 159_684 },
    ]);
    expect(fredActual(link({ transform: 'diff', factor: 0.1 }), payems, '2026-11-06')).toBe('18.0');
  });

  it('reads a rate decision on the first day it is in force', () => {
    const rate = pointsByDate([
      { date: '2026-12-16', value: 4 },
      { date: '2026-12-18', value: 3.75 },
    ]);
    const fed = link({ period: 'nextDay', decimals: 2 });
    expect(fredActual(fed, rate, '2026-12-16')).toBe('3.75');
    expect(fredActual(fed, rate, '2026-12-01')).toBeNull();
  });

  it('reads a quarterly level from the quarter before the release', () => {
    const gdp = pointsByDate([{ date: '2026-07-01', value: 3.8 }]);
    expect(fredActual(link({ period: 'previousQuarter' }), gdp, '2026-10-29')).toBe('3.8');
  });
});

describe('Beijing days', () => {
  it('spans a Beijing day from 16:00 UTC the day before', () => {
    const { from, to } = beijingDayWindow('2026-11-24');
    expect(from.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('puts an evening release in New York on the next Beijing day', () => {
    expect(beijingDayOf(new Date('2026-11-24T13:30:00Z'))).toBe('2026-11-24');
    expect(beijingDayOf(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
  });

  it('starts a category range on the same Beijing day years earlier', () => {
    const now = new Date('2026-11-24T17:00:00Z');
    expect(categoryRangeFrom(1, now)?.toISOString()).toBe('2025-11-24T16:00:00.000Z');
    expect(categoryRangeFrom(0, now)).toBeNull();
    expect(categoryRangeFrom(1, new Date('2028-02-29T04:00:00Z'))?.toISOString()).toBe(
      '2027-02-27T16:00:00.000Z',
    );
  });
});
