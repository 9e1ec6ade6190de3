import { z } from 'zod';
import {
  GatewayError,
  type NotifyCheck,
  type PaymentAnswer,
  type PaymentGateway,
  type PaymentRequest,
  type RefundRequest,
  type TradeState,
} from './gateway.ts';
import { signed, verifySign } from './signing.ts';

export interface EpaySettings {
  /** Base URL with a trailing slash: mapi.php and api.php live under it. */
  url: string;
  pid: string;
  key: string;
  /** How long one call to the gateway may take. */
  timeoutMs?: number;
}

/** 易支付 answers JSON with code 1 for success (as a number or a string, depending on the build). */
const answer = z.looseObject({
  code: z.coerce.number(),
  msg: z.string().optional(),
  trade_no: z.coerce.string().optional(),
  payurl: z.string().optional(),
  qrcode: z.string().optional(),
  urlscheme: z.string().optional(),
  status: z.coerce.number().optional(),
  money: z.coerce.string().optional(),
});
type Answer = z.infer<typeof answer>;

/**
 * 易支付 (the MD5-signed protocol): mapi.php opens a payment and answers payurl or qrcode;
 * api.php act=order reads a trade and act=refund refunds one (both with the merchant key, so
 * only ever from the server); notifies carry an MD5 sign over their parameters.
 */
export class EpayGateway implements PaymentGateway {
  readonly name = 'epay' as const;
  private readonly timeoutMs: number;

  constructor(private readonly settings: EpaySettings) {
    this.timeoutMs = settings.timeoutMs ?? 8000;
  }

  private async call(
    path: string,
    init: { method: 'GET' | 'POST'; form?: Record<string, string> },
  ): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.settings.url), {
        method: init.method,
        signal: AbortSignal.timeout(this.timeoutMs),
        ...(init.form
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(init.form).toString(),
            }
          : {}),
      });
    } catch (error) {
      throw new GatewayError(`epay ${path} unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GatewayError(`epay ${path} answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GatewayError(`epay ${path} answered something other than JSON`);
    }
    const parsed = answer.safeParse(body);
    if (!parsed.success) throw new GatewayError(`epay ${path} answered an unknown shape`);
    return parsed.data;
  }

  async create(request: PaymentRequest): Promise<PaymentAnswer> {
    const form = signed(
      {
        pid: this.settings.pid,
        type: request.type,
        out_trade_no: request.outTradeNo,
        notify_url: request.notifyUrl,
        return_url: request.returnUrl,
        name: request.name,
        money: request.money,
        clientip: request.clientIp,
      },
      this.settings.key,
    );
    const result = await this.call('mapi.php', { method: 'POST', form });
    if (result.code !== 1) throw new GatewayError(`epay mapi refused: ${result.msg ?? ''}`);
    // wxpay is shown as a QR code; alipay goes to a page. A gateway that answers only the other
    // form still works: a QR of a pay URL opens that page, and a QR link opens in the browser.
    const link = result.payurl ?? result.urlscheme;
    if (request.type === 'wxpay') {
      const qrcode = result.qrcode ?? link;
      if (qrcode) return { qrcode };
    } else {
      const payurl = link ?? result.qrcode;
      if (payurl) return { payurl };
    }
    throw new GatewayError('epay mapi answered neither payurl nor qrcode');
  }

  verifyNotify(params: Readonly<Record<string, string>>): NotifyCheck {
    const { out_trade_no, trade_no, money, trade_status, pid } = params;
    if (!out_trade_no || !trade_no || !money || !trade_status || !pid || !params.sign)
      return { ok: false, reason: 'incomplete' };
    if (!verifySign(params, this.settings.key)) return { ok: false, reason: 'bad_sign' };
    if (pid !== this.settings.pid) return { ok: false, reason: 'wrong_pid' };
    return {
      ok: true,
      notify: { outTradeNo: out_trade_no, tradeNo: trade_no, money, tradeStatus: trade_status },
    };
  }

  async query(outTradeNo: string): Promise<TradeState | null> {
    const query = new URLSearchParams({
      act: 'order',
      pid: this.settings.pid,
      key: this.settings.key,
      out_trade_no: outTradeNo,
    });
    const result = await this.call(`api.php?${query.toString()}`, { method: 'GET' });
    // act=order knows paid (status 1) and not paid yet (0); 易支付 reports no closed state.
    if (result.code !== 1) return { paid: false, closed: false, tradeNo: null, money: null };
    return {
      paid: result.status === 1,
      closed: false,
      tradeNo: result.trade_no ?? null,
      money: result.money ?? null,
    };
  }

  async refund(request: RefundRequest): Promise<void> {
    const form: Record<string, string> = {
      pid: this.settings.pid,
      key: this.settings.key,
      out_trade_no: request.outTradeNo,
      money: request.money,
    };
    if (request.tradeNo) form.trade_no = request.tradeNo;
    const result = await this.call('api.php?act=refund', { method: 'POST', form });
    if (result.code !== 1) throw new GatewayError(`epay refund refused: ${result.msg ?? ''}`);
  }
}
