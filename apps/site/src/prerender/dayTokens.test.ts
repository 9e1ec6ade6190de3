import { describe, expect, it } from 'vitest';
import { dayTokens } from './dayTokens.ts';

describe('dayTokens', () => {
  it('names the reference day and the days before it by how far back they are, across a leap day', () => {
    expect(
      dayTokens(
        '/api/v1/loginpart/news/?start_date=2000-02-25&end_date=2000-03-01&limit=1',
        '2000-03-01',
      ),
    ).toBe('/api/v1/loginpart/news/?start_date={{beijing-day-5}}&end_date={{beijing-day}}&limit=1');
  });

  it('leaves an address without a date as it is', () => {
    expect(dayTokens('/api/v1/loginpart/getusername/', '2000-03-01')).toBe(
      '/api/v1/loginpart/getusername/',
    );
  });

  it.each(['2000-03-02', '1999-12-01', '2000-02-30'])(
    'refuses %s, which is no day shortly before the reference',
    (date) => {
      expect(() => dayTokens(`/news/?day=${date}`, '2000-03-01')).toThrow(/not a day shortly/);
    },
  );
});
