import { createHmac, randomBytes } from 'node:crypto';
import type {
  NotifyCheck,
  PaymentAnswer,
  PaymentGateway,
  PaymentRequest,
  TradeState,
} from '../gateway.ts';
import { signed, verifySign } from '../signing.ts';

/** The merchant id the sandbox's notifies carry. */
export const sandboxPid = 'sandbox';

/** The path of the product's own pay page for one order. */
export const sandboxPayPath = (outTradeNo: string): string =>
  `/sandbox/pay/${encodeURIComponent(outTradeNo)}`;

/**
 * The sandbox gateway (the default for `npm start`): the payer lands on the product's own page,
 * whose 模拟支付成功 / 模拟支付失败 buttons send a notify signed with the sandbox's key through the
 * same verification as 易支付's. No money moves; refunds succeed at once.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  /** Derived from the session secret, so notifies stay valid across restarts when it is set. */
  private readonly key: string;

  constructor(
    private readonly publicUrl: string,
    secret: string,
  ) {
    this.key = createHmac('sha256', secret).update('coinsight sandbox payment key').digest('hex');
  }

  create(request: PaymentRequest): Promise<PaymentAnswer> {
    const page = `${this.publicUrl}${sandboxPayPath(request.outTradeNo)}`;
    // wxpay: a phone scanning the QR opens the page; alipay: the browser goes there.
    return Promise.resolve(request.type === 'wxpay' ? { qrcode: page } : { payurl: page });
  }

  /** The notify the pay page's buttons send, signed with the sandbox key. */
  notifyParams(order: {
    outTradeNo: string;
    type: string;
    name: string;
    money: string;
    succeeded: boolean;
  }): Record<string, string> {
    return signed(
      {
        pid: sandboxPid,
        trade_no: `SBX${randomBytes(10).toString('hex').toUpperCase()}`,
        out_trade_no: order.outTradeNo,
        type: order.type,
        name: order.name,
        money: order.money,
        // 模拟支付失败 closes the trade, as a payer cancelling at a real gateway does.
        trade_status: order.succeeded ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
      },
      this.key,
    );
  }

  /** A token for the pay page's form, so only a form this server rendered for this order posts. */
  formToken(outTradeNo: string): string {
    return createHmac('sha256', this.key).update(`form:${outTradeNo}`).digest('base64url');
  }

  verifyNotify(params: Readonly<Record<string, string>>): NotifyCheck {
    const { out_trade_no, trade_no, money, trade_status, pid } = params;
    if (!out_trade_no || !trade_no || !money || !trade_status || !pid || !params.sign)
      return { ok: false, reason: 'incomplete' };
    if (!verifySign(params, this.key)) return { ok: false, reason: 'bad_sign' };
    if (pid !== sandboxPid) return { ok: false, reason: 'wrong_pid' };
    return {
      ok: true,
      notify: { outTradeNo: out_trade_no, tradeNo: trade_no, money, tradeStatus: trade_status },
    };
  }

  query(): Promise<TradeState | null> {
    return Promise.resolve(null);
  }

  refund(): Promise<void> {
    return Promise.resolve();
  }
}
