import type { BodyOf, ResponseOf } from '../api/endpoint.ts';
import type { PayType, VipDuration, payment } from '../api/membership.ts';
import { messages } from '../messages/index.ts';
import { vipProductName } from './planNames.ts';

const m = messages.membership;

/** The default payment way (spec 1 §9). */
export const defaultPayType: PayType = 'wxpay';

/** How each payment way is shown. */
export const payTypeLabels: Readonly<Record<PayType, string>> = {
  alipay: '支付宝',
  wxpay: '微信支付',
};

export const purchaseRefusals = ['notLoggedIn', 'alreadyVip', 'noPayMethod', 'noDuration'] as const;
export type PurchaseRefusalKind = (typeof purchaseRefusals)[number];

export interface PurchaseRefusal {
  kind: PurchaseRefusalKind;
  /** The text shown to the buyer. */
  message: string;
  /** A visitor is sent to the login dialog (spec 1 §6). */
  openLogin: boolean;
}

export interface PurchaseChoice {
  /** The logged-in member's phone, or null for a visitor. */
  username: string | null;
  isVip: boolean;
  payType: PayType | null;
  days: VipDuration | null;
}

/**
 * Spec 1 §4–§6: only a logged-in member may buy (else the login dialog), a VIP may not buy again,
 * and both a payment way and a membership length must be chosen. Null when the purchase may go on.
 */
export function purchaseRefusal({
  username,
  isVip,
  payType,
  days,
}: PurchaseChoice): PurchaseRefusal | null {
  if (!username) return { kind: 'notLoggedIn', message: m.loginBeforeBuying, openLogin: true };
  if (isVip) return { kind: 'alreadyVip', message: m.alreadyVip, openLogin: false };
  if (!payType) return { kind: 'noPayMethod', message: m.choosePayMethod, openLogin: false };
  if (!days) return { kind: 'noDuration', message: m.chooseDuration, openLogin: false };
  return null;
}

/** The body of POST payment for a plan: money is the plan's price, name the fixed product name. */
export function paymentRequest(
  plan: { days: VipDuration; price: string },
  type: PayType,
): BodyOf<typeof payment> {
  return { money: plan.price, name: vipProductName, type, vip_duration: plan.days };
}

export type PaymentNextStep =
  | { kind: 'redirect'; url: string; outTradeNo: string }
  | { kind: 'qr'; qrcode: string; type: PayType; outTradeNo: string }
  | { kind: 'unknown'; message: string };

/**
 * Spec 1 §4: after POST payment, a payurl is followed (redirect), a qrcode opens the QR page, and an
 * answer with neither reports "unknown payment method".
 */
export function paymentNextStep(answer: ResponseOf<typeof payment>): PaymentNextStep {
  if (answer.payurl)
    return { kind: 'redirect', url: answer.payurl, outTradeNo: answer.out_trade_no };
  if (answer.qrcode)
    return {
      kind: 'qr',
      qrcode: answer.qrcode,
      type: answer.type,
      outTradeNo: answer.out_trade_no,
    };
  return { kind: 'unknown', message: m.unknownPayMethod };
}
