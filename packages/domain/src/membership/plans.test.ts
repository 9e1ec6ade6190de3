import { describe, expect, it } from 'vitest';
import { listPrice, planDays, planOffers } from './index.ts';

describe('plans', () => {
  it('are 30, 90 and 365 days (spec 1 §9)', () => {
    expect(planDays).toEqual({ monthly: 30, quarterly: 90, yearly: 365 });
  });

  it.each([
    [30, 'desktop', 199],
    [30, 'mobile', 199],
    [90, 'desktop', 299],
    [90, 'mobile', 199],
    [365, 'desktop', 799],
    [365, 'mobile', 199],
  ] as const)('strike %i days on %s through at %i yuan', (days, device, price) => {
    expect(listPrice(days, device)).toBe(price);
  });

  it('offers the server’s prices in plan order, each labelled -50%', () => {
    const offers = planOffers(
      [
        { days: 365, price: '99.00', label: '年度会员' },
        { days: 30, price: '9.90', label: '月度会员' },
      ],
      'desktop',
    );
    expect(offers).toEqual([
      {
        days: 30,
        price: '9.90',
        label: '月度会员',
        kind: 'monthly',
        listPrice: 199,
        discountLabel: '-50%',
      },
      {
        days: 365,
        price: '99.00',
        label: '年度会员',
        kind: 'yearly',
        listPrice: 799,
        discountLabel: '-50%',
      },
    ]);
  });

  it('falls back to the default test prices 0.01, 0.02 and 0.03 yuan', () => {
    expect(planOffers(undefined, 'mobile').map((o) => [o.kind, o.price, o.listPrice])).toEqual([
      ['monthly', '0.01', 199],
      ['quarterly', '0.02', 199],
      ['yearly', '0.03', 199],
    ]);
  });
});
