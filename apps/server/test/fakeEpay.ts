import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handSign } from './paymentHelpers.ts';

interface Trade {
  outTradeNo: string;
  tradeNo: string;
  type: string;
  name: string;
  money: string;
  notifyUrl: string;
  returnUrl: string;
  paid: boolean;
  refundedCents: number;
}

const cents = (yuan: string) => Math.round(Number(yuan) * 100);

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * A local 易支付 gateway for the tests, on 127.0.0.1: mapi.php opens trades (checking the sign),
 * api.php answers act=order and act=refund (checking pid and key), and `pay` sends the product a
 * signed notify over real HTTP, as the real gateway does. Signs with the tests' own signer.
 */
export class FakeEpay {
  readonly trades = new Map<string, Trade>();
  /** Every request as received: path, act and parameters. */
  readonly calls: { path: string; act: string | null; params: Record<string, string> }[] = [];
  refuseRefunds = false;
  /** Where notifies go (the product listens on a port known only after the gateway starts). */
  productBase = '';
  private server: Server | undefined;

  constructor(
    readonly pid: string,
    readonly key: string,
  ) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('the fake gateway is not listening');
    return `http://127.0.0.1:${address.port}/`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(
        (body) => {
          response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (!this.server) resolve();
      else this.server.close(() => resolve());
    });
  }

  private async answer(request: IncomingMessage): Promise<Record<string, unknown>> {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const query = Object.fromEntries(url.searchParams);
    const form = request.method === 'POST' ? await formOf(request) : {};
    const params = { ...query, ...form };
    const act = url.searchParams.get('act');
    this.calls.push({ path: url.pathname, act, params });

    if (url.pathname === '/mapi.php' || url.pathname === '/submit.php') {
      if (params.pid !== this.pid) return { code: -1, msg: '商户不存在' };
      if (params.sign !== handSign(params, this.key) || params.sign_type !== 'MD5')
        return { code: -1, msg: '签名校验失败' };
      const { out_trade_no: outTradeNo = '', type = '', money = '' } = params;
      const tradeNo = `2026${randomBytes(8).toString('hex')}`;
      this.trades.set(outTradeNo, {
        outTradeNo,
        tradeNo,
        type,
        name: params.name ?? '',
        money,
        notifyUrl: params.notify_url ?? '',
        returnUrl: params.return_url ?? '',
        paid: false,
        refundedCents: 0,
      });
      return type === 'wxpay'
        ? { code: 1, msg: '', trade_no: tradeNo, qrcode: `weixin://wxpay/bizpayurl?pr=${tradeNo}` }
        : { code: 1, msg: '', trade_no: tradeNo, payurl: `${this.url}pay/${tradeNo}` };
    }

    if (url.pathname === '/api.php') {
      if (params.pid !== this.pid || params.key !== this.key)
        return { code: -1, msg: 'KEY校验失败' };
      const trade = this.trades.get(params.out_trade_no ?? '');
      if (!trade) return { code: -1, msg: '订单号不存在' };
      if (act === 'order') {
        return {
          code: 1,
          msg: '查询订单号成功！',
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          type: trade.type,
          pid: this.pid,
          name: trade.name,
          money: trade.money,
          status: trade.paid ? 1 : 0,
        };
      }
      if (act === 'refund' && request.method === 'POST') {
        if (this.refuseRefunds) return { code: -1, msg: '退款失败' };
        const amount = cents(params.money ?? '0');
        if (!trade.paid || amount <= 0 || trade.refundedCents + amount > cents(trade.money))
          return { code: -1, msg: '退款金额不正确' };
        trade.refundedCents += amount;
        return { code: 1, msg: '退款成功' };
      }
      return { code: -1, msg: '不支持的操作' };
    }
    return { code: -1, msg: 'not found' };
  }

  /** The notify the gateway would send for a trade, signed with `key` (the merchant's by default). */
  notifyFor(outTradeNo: string, overrides: Record<string, string> = {}, key = this.key) {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    const params: Record<string, string> = {
      pid: this.pid,
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      type: trade.type,
      name: trade.name,
      money: trade.money,
      trade_status: 'TRADE_SUCCESS',
      ...overrides,
    };
    return { ...params, sign: handSign(params, key), sign_type: 'MD5' };
  }

  /** Sends a notify to the product's notify_url (path kept, origin the product's) and returns its answer. */
  async sendNotify(outTradeNo: string, params: Record<string, string>): Promise<string> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    const target = new URL(new URL(trade.notifyUrl).pathname, this.productBase);
    target.search = new URLSearchParams(params).toString();
    return (await fetch(target)).text();
  }

  /** The payer pays: the trade is paid at the gateway and, unless told not to, notified. */
  async pay(outTradeNo: string, notify = true): Promise<string | null> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    trade.paid = true;
    return notify ? this.sendNotify(outTradeNo, this.notifyFor(outTradeNo)) : null;
  }
}
