import { describe, expect, it } from 'vitest';
import { paymentResult, type PaymentQuery } from './index.ts';

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
