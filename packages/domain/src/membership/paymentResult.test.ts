import { describe, expect, it } from 'vitest';
import { formatBeijingTime, paymentResult, type PaymentQuery } from './index.ts';

describe('the payment result', () => {
  it.each<[PaymentQuery, string, string]>([
    [{ phase: 'querying' }, 'querying', '正在查询支付结果…'],
    [{ phase: 'answered', status: 'success' }, 'success', '支付成功，会员已开通'],
    [{ phase: 'answered', status: 'pending' }, 'incomplete', '支付失败或未完成'],
    [{ phase: 'answered', status: 'failed' }, 'incomplete', '支付失败或未完成'],
    [{ phase: 'failed' }, 'queryFailed', '查询支付结果失败'],
  ])('%o reads %s', (query, state, title) => {
    expect(paymentResult(query)).toEqual({ state, title });
  });
});

describe('Beijing time', () => {
  it.each([
    ['2027-02-17T08:00:00.000Z', '2027-02-17 16:00'],
    ['2026-12-31T16:30:00.000Z', '2027-01-01 00:30'],
    ['2026-07-01T00:05:00Z', '2026-07-01 08:05'],
  ])('shows %s as %s', (iso, shown) => {
    expect(formatBeijingTime(iso)).toBe(shown);
  });

  it('gives null for no expiry or an unreadable one', () => {
    expect(formatBeijingTime(null)).toBeNull();
    expect(formatBeijingTime('soon')).toBeNull();
  });
});
