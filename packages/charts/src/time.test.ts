import { describe, expect, it } from 'vitest';
import { formatBeijingDate, formatBeijingDateTime, parseChartTime } from './time.ts';

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
