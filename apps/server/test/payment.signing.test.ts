import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config.ts';
import {
  canonicalString,
  epaySign,
  EpayGateway,
  SandboxGateway,
  verifySign,
} from '../src/providers/payment/index.ts';

// A vector made for this test: the canonical string written out by hand from the rule (sorted
// names, no sign/sign_type/empty values, raw values), and its MD5 taken with node:crypto directly.
const key = 'UnitTestKey0123456789abcdef';
const params = {
  type: 'wxpay',
  pid: '2002',
  out_trade_no: 'CS20261123120000ABC123',
  notify_url: 'https://coinsight.example/api/v1/payment/notify/',
  return_url: 'https://coinsight.example/result?out_trade_no=CS20261123120000ABC123',
  name: 'VIP会员',
  money: '0.02',
  param: '',
  sign_type: 'MD5',
};
const handWritten =
  'money=0.02&name=VIP会员&notify_url=https://coinsight.example/api/v1/payment/notify/' +
  '&out_trade_no=CS20261123120000ABC123&pid=2002' +
  '&return_url=https://coinsight.example/result?out_trade_no=CS20261123120000ABC123&type=wxpay';
const expectedSign = createHash('md5')
  .update(handWritten + key, 'utf8')
  .digest('hex');

describe('the 易支付 MD5 sign', () => {
  it('builds the canonical string by the rule and signs it with the key appended', () => {
    expect(canonicalString(params)).toBe(handWritten);
    expect(epaySign(params, key)).toBe(expectedSign);
  });

  it('sorts names by byte order (PHP ksort), so upper case comes before lower case', () => {
    expect(canonicalString({ b: '1', a: '2', B: '3', a_b: '4' })).toBe('B=3&a=2&a_b=4&b=1');
  });

  it('verifies a sign in either case and refuses one altered value, a wrong key or a malformed sign', () => {
    const sent = { ...params, sign: expectedSign };
    expect(verifySign(sent, key)).toBe(true);
    expect(verifySign({ ...sent, sign: expectedSign.toUpperCase() }, key)).toBe(true);
    expect(verifySign({ ...sent, money: '0.01' }, key)).toBe(false);
    expect(verifySign(sent, `${key}x`)).toBe(false);
    expect(verifySign({ ...sent, sign: expectedSign.slice(1) }, key)).toBe(false);
    expect(verifySign({ ...sent, sign: 'z'.repeat(32) }, key)).toBe(false);
    expect(verifySign({ ...params }, key)).toBe(false);
  });

  it('has the gateways check sign before merchant, and name what is missing', () => {
    const epay = new EpayGateway({ url: 'http://127.0.0.1:9/', pid: '2002', key });
    const notify = {
      pid: '2002',
      trade_no: 'T1',
      out_trade_no: 'CS20261123120000ABC123',
      type: 'wxpay',
      name: 'VIP会员',
      money: '0.02',
      trade_status: 'TRADE_SUCCESS',
    };
    const good = { ...notify, sign: epaySign(notify, key), sign_type: 'MD5' };
    expect(epay.verifyNotify(good)).toEqual({
      ok: true,
      notify: {
        outTradeNo: notify.out_trade_no,
        tradeNo: 'T1',
        money: '0.02',
        tradeStatus: 'TRADE_SUCCESS',
      },
    });
    const otherPid = { ...notify, pid: '9999' };
    expect(epay.verifyNotify({ ...otherPid, sign: epaySign(otherPid, key) })).toEqual({
      ok: false,
      reason: 'wrong_pid',
    });
    expect(epay.verifyNotify({ ...good, trade_no: 'T2' })).toEqual({
      ok: false,
      reason: 'bad_sign',
    });
    const { money: _money, ...noMoney } = good;
    expect(epay.verifyNotify(noMoney)).toEqual({ ok: false, reason: 'incomplete' });
    // The sandbox's key is not the merchant's: an epay-signed notify is refused by it.
    const sandbox = new SandboxGateway('http://localhost:8001', 'x'.repeat(32));
    expect(sandbox.verifyNotify({ ...good, pid: 'sandbox' })).toMatchObject({ ok: false });
  });
});

describe('payment configuration', () => {
  it('defaults to the sandbox and the 0.01/0.02/0.03 prices', () => {
    const config = loadConfig({});
    expect(config.payment).toEqual({ gateway: 'sandbox' });
    expect(config.vipPrices).toEqual({ 30: '0.01', 90: '0.02', 365: '0.03' });
  });

  it('reads VIP_PRICES as yuan with two places and refuses malformed or zero prices', () => {
    expect(loadConfig({ VIP_PRICES: '9.9, 25,88.88' }).vipPrices).toEqual({
      30: '9.90',
      90: '25.00',
      365: '88.88',
    });
    expect(() => loadConfig({ VIP_PRICES: '1,2' })).toThrow(/VIP_PRICES/);
    expect(() => loadConfig({ VIP_PRICES: '1,0,2' })).toThrow(/VIP_PRICES/);
    expect(() => loadConfig({ VIP_PRICES: '1,2,3.456' })).toThrow(/VIP_PRICES/);
  });

  it('needs the three EPAY_ variables with PAYMENT_GATEWAY=epay, and adds the trailing slash', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'epay', EPAY_URL: 'https://pay.example' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
    const config = loadConfig({
      PAYMENT_GATEWAY: 'epay',
      EPAY_URL: 'https://pay.example/sub',
      EPAY_PID: '1001',
      EPAY_KEY: 'secret-key-123',
    });
    expect(config.payment).toEqual({
      gateway: 'epay',
      url: 'https://pay.example/sub/',
      pid: '1001',
      key: 'secret-key-123',
    });
  });
});
