import { describe, expect, it } from 'vitest';
import { qrPagePath, resultPagePath } from './index.ts';

describe('page addresses', () => {
  it('puts the pay code in the QR page path and the order in its query', () => {
    expect(qrPagePath('http://pay.test/sandbox/pay/CS1?a=1', 'wxpay', 'CS20261122000001', 30)).toBe(
      '/qr/http%3A%2F%2Fpay.test%2Fsandbox%2Fpay%2FCS1%3Fa%3D1/wxpay?out_trade_no=CS20261122000001&days=30',
    );
  });

  it.each([
    ['CS20261122001', '/result?out_trade_no=CS20261122001'],
    ['CS2026 11&22', '/result?out_trade_no=CS2026+11%2622'],
  ])('sends %j to %s', (outTradeNo, path) => {
    expect(resultPagePath(outTradeNo)).toBe(path);
  });
});
