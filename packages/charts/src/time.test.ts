import { describe, expect, it } from 'vitest';
import {
  beijingFormatFor,
  formatBeijingDate,
  formatBeijingDateTime,
  parseChartTime,
} from './time.ts';

describe('Beijing time', () => {
  it('formats instants at UTC+8', () => {
    const utcEvening = Date.parse('2024-02-29T18:30:00Z');
    expect(formatBeijingDate(utcEvening)).toBe('2024-03-01');
    expect(formatBeijingDateTime(utcEvening)).toBe('2024-03-01 02:30');
  });

  it('parses Plotly times as UTC unless they carry a zone', () => {
    expect(parseChartTime('2024-03-01')).toBe(Date.parse('2024-03-01T00:00:00Z'));
    expect(parseChartTime('2024-03-01T08:00:00+08:00')).toBe(Date.parse('2024-03-01T00:00:00Z'));
    expect(parseChartTime(1234)).toBe(1234);
    expect(Number.isNaN(parseChartTime('yesterday'))).toBe(true);
  });
});

describe('beijingFormatFor', () => {
  it('shows dates alone for daily points and times for anything finer', () => {
    const daily = [Date.parse('2024-01-01'), Date.parse('2024-01-02'), Date.parse('2024-02-01')];
    expect(beijingFormatFor(daily)(daily[0]!)).toBe('2024-01-01');
    const hourly = [daily[0]!, daily[0]! + 3_600_000];
    expect(beijingFormatFor(hourly)(hourly[1]!)).toBe('2024-01-01 09:00');
    expect(beijingFormatFor([daily[0]!])(daily[0]!)).toBe('2024-01-01 08:00');
  });
});
