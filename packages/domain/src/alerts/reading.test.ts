import { describe, expect, it } from 'vitest';
import { demoBtcDays } from '../indicators/demo.ts';
import { describeAlert, firedText } from './describe.ts';
import { historyReading, latestIndicators } from './reading.ts';
import { summaryCards } from './summary.ts';

describe('the newest day’s indicators', () => {
  const days = demoBtcDays({ to: '2026-11-24' });

  it('are null on an empty history', () => {
    expect(latestIndicators([])).toBeNull();
    expect(historyReading(null)).toEqual({});
  });

  it('read the last day, without a price for the alerts', () => {
    const day = latestIndicators(days)!;
    expect(day.date).toBe('2026-11-24');
    expect(day.nupl).toBeCloseTo(1 - days.at(-1)!.realizedCap / days.at(-1)!.marketCap, 12);
    const reading = historyReading(day);
    expect(reading.price).toBeUndefined();
    expect(reading.rainbowBand).toBe(day.rainbowBand);
    expect(reading.mvrvZ).toBe(day.mvrvZ);
  });

  it('give four home cards in order, the whale card only once σ exists', () => {
    expect(summaryCards(latestIndicators(days)!).map((c) => c.key)).toEqual([
      'stock_to_flow',
      'nupl',
      'whale',
      'rainbow',
    ]);
    expect(summaryCards(latestIndicators(days.slice(0, 1))!).map((c) => c.key)).toEqual([
      'stock_to_flow',
      'nupl',
      'rainbow',
    ]);
  });
});

describe('alert texts', () => {
  it('name the alert and the crossing in Chinese', () => {
    expect(describeAlert({ kind: 'price', direction: 'above', level: 100_000 })).toBe(
      '比特币价格高于 $100,000',
    );
    expect(describeAlert({ kind: 'nupl_zone', zone: 0 })).toBe('NUPL 进入「投降」区间');
    expect(describeAlert({ kind: 'mvrv_z', direction: 'below', level: 0 })).toBe(
      'MVRV-Z 低于 0.00',
    );
    expect(
      firedText({ kind: 'price', direction: 'below', level: 90_000 }, { price: 89_999.5 }),
    ).toBe('比特币价格为 $89,999.5，已低于 $90,000');
    expect(firedText({ kind: 'rainbow_band' }, { rainbowBand: 9 })).toBe(
      '比特币价格已进入彩虹图「彩虹上方」色带',
    );
  });
});
