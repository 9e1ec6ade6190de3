import { describe, expect, it } from 'vitest';
import { expiryAfterRefund, isVip, leftDays, refundedDays } from './index.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('the days a membership has left', () => {
  it.each<[Date | null, number, boolean]>([
    [null, 0, false],
    [new Date('2026-11-22T11:00:00Z'), 0, false],
    [new Date('2026-11-22T12:00:00Z'), 0, false],
    [new Date('2026-11-22T12:00:01Z'), 1, true],
    [new Date('2026-11-23T12:00:00Z'), 1, true],
    [new Date('2026-11-23T12:00:01Z'), 2, true],
    [new Date('2027-11-22T12:00:00Z'), 365, true],
  ])('counts whole days left until %s, rounded up, as %i (VIP: %s)', (expiry, days, vip) => {
    expect(leftDays(expiry, now)).toBe(days);
    expect(isVip(expiry, now)).toBe(vip);
  });
});

describe('the days a refund takes back', () => {
  it.each<[string, number, number, number, number]>([
    ['a full refund: the whole plan', 30, 1, 1, 30],
    ['a full refund of the yearly plan', 365, 3, 3, 365],
    ['half the money: half the days', 90, 2, 1, 45],
    ['a share rounded to the nearest day', 30, 3, 1, 10],
    ['a third of 365 days, rounded', 365, 300, 100, 122],
    ['more than was paid: no more than the plan', 30, 100, 500, 30],
    ['nothing refunded', 30, 100, 0, 0],
    ['a free order: nothing to take back', 30, 0, 0, 0],
  ])('%s', (_name, planDays, paidFen, refundFen, expected) => {
    expect(refundedDays(planDays, paidFen, refundFen)).toBe(expected);
  });
});

describe('the membership end after a refund', () => {
  it.each<[string, Date | null, number, string | null]>([
    [
      'running long enough: earlier by the days',
      new Date('2026-12-22T12:00:00Z'),
      10,
      '2026-12-12T12:00:00.000Z',
    ],
    [
      'running shorter than the days: ends now',
      new Date('2026-11-25T12:00:00Z'),
      30,
      now.toISOString(),
    ],
    ['exactly the days left: ends now', new Date('2026-12-22T12:00:00Z'), 30, now.toISOString()],
    ['no day taken back: unchanged', new Date('2026-12-22T12:00:00Z'), 0, null],
    ['already over: unchanged', new Date('2026-11-01T00:00:00Z'), 30, null],
    ['ending right now: unchanged', now, 30, null],
    ['never a member: unchanged', null, 30, null],
  ])('%s', (_name, expiry, days, expected) => {
    expect(expiryAfterRefund(expiry, now, days)?.toISOString() ?? null).toBe(expected);
  });
});
