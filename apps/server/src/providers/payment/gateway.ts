import type { PayType } from '@coinsight/domain/api';

/** What the product asks a gateway to collect. */
export interface PaymentRequest {
  outTradeNo: string;
  type: PayType;
  /** The product name the payer sees (VIP会员). */
  name: string;
  /** Yuan as a decimal string with two places. */
  money: string;
  /** Where the gateway sends the signed asynchronous notify. */
  notifyUrl: string;
  /** Where the payer's browser returns after paying. */
  returnUrl: string;
  /** The payer's address, which 易支付's mapi asks for. */
  clientIp: string;
}

/** Exactly one of the two, as POST payment answers it. */
export type PaymentAnswer = { payurl: string } | { qrcode: string };

/** A notify whose sign and merchant were verified; the amount is still the service's to check. */
export interface VerifiedNotify {
  outTradeNo: string;
  /** The gateway's own trade number. */
  tradeNo: string;
  money: string;
  /** TRADE_SUCCESS (or TRADE_FINISHED) pays an order, TRADE_CLOSED ends it, anything else waits. */
  tradeStatus: string;
}

export type NotifyCheck =
  | { ok: true; notify: VerifiedNotify }
  | { ok: false; reason: 'bad_sign' | 'wrong_pid' | 'incomplete' };

/** The gateway's view of one trade, for catching up with a notify that has not arrived. */
export interface TradeState {
  paid: boolean;
  /** The trade can no longer be paid (closed at the gateway). */
  closed: boolean;
  tradeNo: string | null;
  money: string | null;
}

export interface RefundRequest {
  outTradeNo: string;
  tradeNo: string | null;
  money: string;
}

/** The gateway failed or could not be reached; the user reads 支付请求失败 (or 退款失败…). */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
}

/** One interface for every payment gateway; configuration (PAYMENT_GATEWAY) picks which. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'epay';
  /** Opens a payment; throws GatewayError when the gateway refuses or is unreachable. */
  create(request: PaymentRequest): Promise<PaymentAnswer>;
  /** Checks a notify's sign and merchant id; does not look at the order. */
  verifyNotify(params: Readonly<Record<string, string>>): NotifyCheck;
  /** Asks the gateway about a trade; null when it cannot tell (the sandbox keeps no remote state). */
  query(outTradeNo: string): Promise<TradeState | null>;
  /** Refunds money of a paid trade; throws GatewayError when it is refused or unreachable. */
  refund(request: RefundRequest): Promise<void>;
}
