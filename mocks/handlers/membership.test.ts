import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payment } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { refuse } from './define.ts';
import { mocks, resetMembershipMockState } from './membership.ts';

const server = setupServer(...mocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMembershipMockState();
});
afterAll(() => server.close());

const origin = 'http://mock.test/api/v1/loginpart';
const pay = async (body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
  const response = await fetch(`${origin}/payment/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('membership mocks', () => {
  it('answers alipay with a pay URL and wxpay with a QR code, each with a pollable trade number', async () => {
    const ali = await pay({ money: '0.01', name: 'VIP会员', type: 'alipay', vip_duration: 30 });
    // Like the server's sandbox: the absolute address of the pay page, for both ways.
    expect(ali.body.payurl).toBe(`http://mock.test/sandbox/pay/${String(ali.body.out_trade_no)}`);
    expect(ali.body.qrcode).toBeUndefined();
    const wx = await pay({ money: '0.03', name: 'VIP会员', type: 'wxpay', vip_duration: 365 });
    expect(wx.body.qrcode).toBe(`http://mock.test/sandbox/pay/${String(wx.body.out_trade_no)}`);
    expect(wx.body.out_trade_no).not.toBe(ali.body.out_trade_no);
    const status = await fetch(
      `${origin}/payment/status/?out_trade_no=${String(wx.body.out_trade_no)}`,
    );
    expect(((await status.json()) as { status: string }).status).toBe('success');
  });

  it('refuses, once a test adds it, an amount that is not the plan’s price', async () => {
    server.use(refuse(payment, 400, messages.membership.amountMismatch, 'amount_mismatch'));
    const refused = await pay({
      money: '0.01',
      name: 'VIP会员',
      type: 'alipay',
      vip_duration: 365,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.membership.amountMismatch);
  });

  it('reports each fixed payment’s state and 404 for an unknown trade', async () => {
    const states = [];
    for (const no of ['CS20261121000001', 'CS20261121000002', 'CS20261121000003']) {
      const response = await fetch(`${origin}/payment/status/?out_trade_no=${no}`);
      states.push(((await response.json()) as { status: string }).status);
    }
    expect(states).toEqual(['success', 'pending', 'failed']);
    expect((await fetch(`${origin}/payment/status/?out_trade_no=CS00000000`)).status).toBe(404);
  });

  it('lists the plans with their prices, each accepted by payment', async () => {
    const answer = (await (await fetch(`${origin}/plans/`)).json()) as {
      plans: { days: 30 | 90 | 365; price: string; label: string }[];
    };
    expect(answer.plans.map((p) => p.days)).toEqual([30, 90, 365]);
    for (const plan of answer.plans) {
      const paid = await pay({ money: plan.price, name: 'VIP会员', vip_duration: plan.days });
      expect(paid.status).toBe(200);
      expect(paid.body.type).toBe('wxpay');
    }
  });
});
