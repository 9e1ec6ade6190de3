import { describe, expect, it } from 'vitest';
import { landingDay, previousDay, stepBackDays } from './stepBack.ts';

describe('the opening step-back (spec 2 §7)', () => {
  it('tries the chosen day and five earlier days, across a month end', () => {
    expect(stepBackDays('2026-03-02')).toEqual([
      '2026-03-02',
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
      '2026-02-26',
      '2026-02-25',
    ]);
  });

  it('lands on the newest day with news', () => {
    expect(landingDay('2026-11-24', ['2026-11-20', '2026-11-21'])).toBe('2026-11-21');
    expect(landingDay('2026-11-24', ['2026-11-24', '2026-11-21'])).toBe('2026-11-24');
  });

  it('goes back five days at most, then stays on the chosen day', () => {
    expect(landingDay('2026-11-24', ['2026-11-19'])).toBe('2026-11-19');
    expect(landingDay('2026-11-24', ['2026-11-18'])).toBe('2026-11-24');
    expect(landingDay('2026-11-24', [])).toBe('2026-11-24');
  });

  it('crosses a leap day and refuses what is not a day', () => {
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(() => previousDay('2026/11/24')).toThrow(RangeError);
  });
});
