import { describe, expect, it } from 'vitest';
import { beijingDate, beijingDateTime, beijingDayBounds, formatBeijing } from './index.ts';

describe('Beijing time', () => {
  it.each([
    ['2026-11-20T01:10:00.000Z', '2026-11-20 09:10:00', '2026-11-20'],
    ['2026-11-19T16:00:00.000Z', '2026-11-20 00:00:00', '2026-11-20'],
    ['2026-11-19T15:59:59.000Z', '2026-11-19 23:59:59', '2026-11-19'],
    ['2026-12-31T20:30:05Z', '2027-01-01 04:30:05', '2027-01-01'],
  ])('%s is %s in Beijing', (instant, time, day) => {
    expect(beijingDateTime(instant)).toBe(time);
    expect(beijingDate(instant)).toBe(day);
  });

  it.each([
    ['2027-02-17T08:00:00.000Z', '2027-02-17 16:00'],
    ['2026-12-31T16:30:00.000Z', '2027-01-01 00:30'],
    ['2026-07-01T00:05:00Z', '2026-07-01 08:05'],
  ])('shows %s as %s to the minute', (iso, shown) => {
    expect(formatBeijing(iso, 'minute')).toBe(shown);
  });

  it('reads epoch milliseconds and Dates alike', () => {
    const utcEvening = Date.parse('2024-02-29T18:30:00Z');
    expect(formatBeijing(utcEvening, 'day')).toBe('2024-03-01');
    expect(formatBeijing(new Date(utcEvening), 'minute')).toBe('2024-03-01 02:30');
  });

  it('gives null for no instant or an unreadable one, and the strict form refuses it', () => {
    expect(formatBeijing(null)).toBeNull();
    expect(formatBeijing('soon')).toBeNull();
    expect(formatBeijing(Number.NaN)).toBeNull();
    expect(() => beijingDateTime('yesterday')).toThrow(RangeError);
  });

  it('bounds a Beijing day in UTC', () => {
    const { start, end } = beijingDayBounds('2026-11-20');
    expect(start.toISOString()).toBe('2026-11-19T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(() => beijingDayBounds('20 Nov')).toThrow(RangeError);
  });
});
