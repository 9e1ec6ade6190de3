import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import { endpointsByArea } from './index.ts';
import {
  joinVip,
  joinVipStatus,
  payment,
  paymentStatus,
  planPrice,
  plans,
  vipPlans,
} from './membership.ts';

const m = messages.membership;

function verdict(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'invalid');
}

describe('membership endpoints match the spec’s call table', () => {
  const table = [
    [joinVip, 'POST', '/api/v1/loginpart/joinvip/', 'user'],
    [joinVipStatus, 'GET', '/api/v1/loginpart/joinvip/', 'user'],
    [payment, 'POST', '/api/v1/loginpart/payment/', 'user'],
    [paymentStatus, 'GET', '/api/v1/loginpart/payment/status/', 'user'],
    [plans, 'GET', '/api/v1/loginpart/plans/', 'visitor'],
  ] as const;

  it.each(table.map(([e, method, path, role]) => ({ id: e.id, e, method, path, role })))(
    '$id is $method $path for $role',
    ({ e, method, path, role }) => {
      expect(e.method).toBe(method);
      expect(e.path).toBe(path);
      expect(e.role).toBe(role);
      expect(e.csrf).toBe(method !== 'GET');
    },
  );

  it('registers exactly these endpoints in the membership area', () => {
    expect(endpointsByArea.membership.map((e) => e.id).sort()).toEqual(
      table.map(([e]) => e.id).sort(),
    );
  });
});

describe('plans (spec 1 §9)', () => {
  it('are 30, 90 and 365 days at 0.01, 0.02 and 0.03 yuan', () => {
    expect(vipPlans.map((p) => [p.days, p.price])).toEqual([
      [30, '0.01'],
      [90, '0.02'],
      [365, '0.03'],
    ]);
    expect(planPrice(365)).toBe('0.03');
  });
});

const pay = { money: '0.01', name: 'VIP会员', type: 'alipay', vip_duration: 30 };

describe('membership inputs', () => {
  it.each([
    [
      'joinvip: numeric duration',
      joinVip.body,
      { username: '13800000000', vip_duration: 90 },
      'ok',
    ],
    [
      'joinvip: duration from the query string',
      joinVip.body,
      { username: '13800000000', vip_duration: '365' },
      'ok',
    ],
    [
      'joinvip: unknown duration',
      joinVip.body,
      { username: '13800000000', vip_duration: 60 },
      m.chooseDuration,
    ],
    ['joinvip: no duration', joinVip.body, { username: '13800000000' }, m.chooseDuration],
    [
      'joinvip: not a phone',
      joinVip.body,
      { username: 'someone', vip_duration: 30 },
      messages.account.phoneInvalid,
    ],
    ['payment: alipay', payment.body, pay, 'ok'],
    [
      'payment: wxpay yearly',
      payment.body,
      { ...pay, type: 'wxpay', money: '0.03', vip_duration: 365 },
      'ok',
    ],
    ['payment: no pay method (wxpay)', payment.body, { ...pay, type: undefined }, 'ok'],
    ['payment: empty pay method', payment.body, { ...pay, type: '' }, m.choosePayMethod],
    ['payment: unknown pay method', payment.body, { ...pay, type: 'paypal' }, m.choosePayMethod],
    ['payment: no plan', payment.body, { ...pay, vip_duration: undefined }, m.chooseDuration],
    ['payment: money as a number', payment.body, { ...pay, money: 0.01 }, m.amountInvalid],
    ['payment: three decimals', payment.body, { ...pay, money: '0.001' }, m.amountInvalid],
    ['payment: negative', payment.body, { ...pay, money: '-1' }, m.amountInvalid],
    ['payment: another product', payment.body, { ...pay, name: '课程' }, m.productNameInvalid],
    ['status: a trade number', paymentStatus.query, { out_trade_no: 'CS20261121000001' }, 'ok'],
    ['status: none', paymentStatus.query, {}, m.tradeNoInvalid],
    ['status: injected', paymentStatus.query, { out_trade_no: "CS1' OR 1=1" }, m.tradeNoInvalid],
  ] as const)('%s', (_, schema, input, expected) => {
    expect(verdict(schema, input)).toBe(expected);
  });
});

describe('membership responses', () => {
  it.each([
    [
      'payment with a QR code',
      payment.response,
      { type: 'wxpay', out_trade_no: 'CS20261122000001', qrcode: 'weixin://x' },
      'ok',
    ],
    [
      'payment without a trade number',
      payment.response,
      { type: 'alipay', payurl: '/pay' },
      'refused',
    ],
    [
      'status success',
      paymentStatus.response,
      {
        out_trade_no: 'CS20261121000001',
        status: 'success',
        is_vip: true,
        leftdays: 90,
        expiry: '2027-02-20T00:00:00.000Z',
      },
      'ok',
    ],
    [
      'status outside the set',
      paymentStatus.response,
      {
        out_trade_no: 'CS20261121000001',
        status: 'querying',
        is_vip: false,
        leftdays: 0,
        expiry: null,
      },
      'refused',
    ],
    ['joinvip pending', joinVip.response, { state: 'pending', expiry: null, leftdays: 0 }, 'ok'],
  ] as const)('%s', (_, schema, body, expected) => {
    expect(schema.safeParse(body).success ? 'ok' : 'refused').toBe(expected);
  });
});

describe('plans endpoint', () => {
  it('answers the default plans and refuses a plan of another length', () => {
    expect(plans.response.safeParse({ plans: vipPlans }).success).toBe(true);
    const odd = { plans: [{ days: 60, price: '0.01', label: '两月' }] };
    expect(plans.response.safeParse(odd).success).toBe(false);
  });

  it('lets payment default its type to wxpay', () => {
    const parsed = payment.body.parse({ money: '0.01', name: 'VIP会员', vip_duration: 30 });
    expect(parsed.type).toBe('wxpay');
  });
});
