import { describe, expect, it } from 'vitest';
import { formatAxisValue, timeTickLabel } from './axisFormat.ts';

describe('axis values', () => {
  it('labels axis values compactly', () => {
    expect(formatAxisValue(100_000)).toBe('100k');
    expect(formatAxisValue(2_000_000_000)).toBe('2B');
    expect(formatAxisValue(0.25)).toBe('0.25');
    expect(formatAxisValue(12)).toBe('12');
  });
});

describe('time axis labels', () => {
  const day = 86_400_000;
  const utc = (iso: string) => Date.parse(iso);

  it('names years, months and days by what the tick falls on, in Beijing time', () => {
    expect(timeTickLabel(utc('2020-01-01T00:00:00Z'), 3000 * day)).toBe('2020');
    expect(timeTickLabel(utc('2020-05-01T00:00:00Z'), 300 * day)).toBe('2020-05');
    expect(timeTickLabel(utc('2020-05-14T00:00:00Z'), 30 * day)).toBe('2020-05-14');
    // 16:00 UTC on 31 December is already New Year's Day in Beijing.
    expect(timeTickLabel(utc('2019-12-31T16:00:00Z'), 3000 * day)).toBe('2020');
  });

  it('shows hours for short windows', () => {
    expect(timeTickLabel(utc('2020-05-14T01:00:00Z'), 0.5 * day)).toBe('09:00');
    expect(timeTickLabel(utc('2020-05-14T01:00:00Z'), 2 * day)).toBe('05-14 09:00');
  });
});
