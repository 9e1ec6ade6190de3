import { describe, expect, it } from 'vitest';
import { paymentNextStep, paymentRequest, purchaseRefusal, type PurchaseChoice } from './index.ts';

const ready: PurchaseChoice = { username: '13800000000', isVip: false, payType: 'wxpay', days: 90 };

describe('purchase guards', () => {
  it.each<[string, Partial<PurchaseChoice>, string | null, boolean]>([
    ['a visitor is sent to log in', { username: null }, '请先登录再购买', true],
    ['a visitor VIP flag does not matter', { username: null, isVip: true }, '请先登录再购买', true],
    ['a VIP may not buy again', { isVip: true }, '您已是会员，请勿重复购买', false],
    ['a payment way is needed', { payType: null }, '请选择支付方式!', false],
    ['a membership length is needed', { days: null }, '请选择会员时长!', false],
    [
      'the way is checked before the length',
      { payType: null, days: null },
      '请选择支付方式!',
      false,
    ],
  ])('%s', (_name, change, message, openLogin) => {
    const refusal = purchaseRefusal({ ...ready, ...change });
    expect(refusal?.message ?? null).toBe(message);
    expect(refusal?.openLogin).toBe(openLogin);
  });

  it('lets a logged-in non-member with a way and a length buy', () => {
    expect(purchaseRefusal(ready)).toBeNull();
  });
});

describe('the payment request', () => {
  it('charges the plan’s price for VIP会员 with the chosen way', () => {
    expect(paymentRequest({ days: 365, price: '0.03' }, 'alipay')).toEqual({
      money: '0.03',
      name: 'VIP会员',
      type: 'alipay',
      vip_duration: 365,
    });
  });
});

describe('after POST payment', () => {
  const base = { type: 'wxpay' as const, out_trade_no: 'CS20261122000001' };

  it('follows a pay URL', () => {
    expect(paymentNextStep({ ...base, type: 'alipay', payurl: 'https://pay.test/x' })).toEqual({
      kind: 'redirect',
      url: 'https://pay.test/x',
      outTradeNo: 'CS20261122000001',
    });
  });

  it('opens the QR page for a QR code', () => {
    expect(paymentNextStep({ ...base, qrcode: 'weixin://wxpay/bizpayurl?pr=1' })).toEqual({
      kind: 'qr',
      qrcode: 'weixin://wxpay/bizpayurl?pr=1',
      type: 'wxpay',
      outTradeNo: 'CS20261122000001',
    });
  });

  it('reports an unknown payment method when neither comes back', () => {
    expect(paymentNextStep(base)).toEqual({ kind: 'unknown', message: '未知的支付方式' });
    expect(paymentNextStep({ ...base, payurl: '', qrcode: '' }).kind).toBe('unknown');
  });
});
