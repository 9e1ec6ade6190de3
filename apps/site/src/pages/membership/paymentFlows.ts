import {
  joinVip,
  payment,
  paymentStatus,
  plans,
  vipDuration,
  vipPlans,
  type PayType,
  type VipDuration,
} from '@coinsight/domain/api';
import {
  paymentNextStep,
  paymentRequest,
  paymentResult,
  purchaseRefusal,
  qrPagePath,
  type PaymentResultView,
  type PlanOnSale,
} from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import { isApiError } from '../../api/ApiError.ts';
import type { Call } from '../../api/client.ts';
import type { SiteActions } from '../../store/store.ts';

const m = messages.membership;

/** The plans on sale from the server (prices are its configuration); the defaults if it cannot say. */
export async function loadPlans(call: Call, signal?: AbortSignal): Promise<PlanOnSale[]> {
  try {
    const answer = await call(plans, { signal });
    return answer.plans.length > 0 ? answer.plans : [...vipPlans];
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('plans could not be read; showing the default prices', error);
    return [...vipPlans];
  }
}

export type PurchaseOutcome =
  | { kind: 'refused'; message: string; openLogin: boolean }
  | { kind: 'redirect'; url: string }
  | { kind: 'qr'; path: string }
  | { kind: 'unknown'; message: string }
  | { kind: 'failed'; message: string };

export interface Buyer {
  username: string | null;
  is_vip: boolean;
}

/**
 * 立即支付 (spec 1 §4): the guards first, then POST payment, then redirect to the pay URL, the QR
 * page, or "unknown payment method". A refusal the server explains (409 for a VIP, a changed price)
 * shows its text; any other failure is "payment request failed".
 */
export async function purchase(
  call: Call,
  buyer: Buyer,
  plan: PlanOnSale | null,
  type: PayType | null,
): Promise<PurchaseOutcome> {
  const refusal = purchaseRefusal({
    username: buyer.username,
    isVip: buyer.is_vip,
    payType: type,
    days: plan?.days ?? null,
  });
  if (refusal) return { kind: 'refused', message: refusal.message, openLogin: refusal.openLogin };
  if (!plan || !type) throw new Error('unreachable: the guards require a plan and a way');

  let answer;
  try {
    answer = await call(payment, { body: paymentRequest(plan, type) });
  } catch (error) {
    console.warn('payment request failed', error);
    const explained = isApiError(error) && error.status >= 400 && error.status < 500;
    if (isApiError(error) && error.status === 401)
      return { kind: 'refused', message: m.loginBeforeBuying, openLogin: true };
    return { kind: 'failed', message: explained ? error.message : m.paymentRequestFailed };
  }
  const next = paymentNextStep(answer);
  switch (next.kind) {
    case 'redirect':
      return { kind: 'redirect', url: next.url };
    case 'qr':
      return { kind: 'qr', path: qrPagePath(next.qrcode, next.type, next.outTradeNo, plan.days) };
    case 'unknown':
      return { kind: 'unknown', message: next.message };
  }
}

/** A `days` query value as a plan length, or null when it is missing or not 30, 90 or 365. */
export function daysFromQuery(value: string | null): VipDuration | null {
  if (value === null) return null;
  const parsed = vipDuration.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export type JoinVipOutcome =
  { kind: 'done'; alert: string } | { kind: 'closed' } | { kind: 'failed'; alert: string };

/**
 * 完成支付 on /toPay (spec 1 §8): POST joinvip; success records the membership and alerts
 * 支付完成,跳转首页！; a state other than success closes the page with the VIP flag set (the spec's
 * odd behaviour, kept: the server still decides, and the next start-up check corrects the flag);
 * an exception alerts 支付失败！！！！.
 */
export async function finishPayment(
  call: Call,
  actions: SiteActions,
  username: string,
  days: VipDuration,
): Promise<JoinVipOutcome> {
  try {
    const answer = await call(joinVip, { body: { username, vip_duration: days } });
    if (answer.state === 'success') {
      actions.setVip({ is_vip: true, leftdays: answer.leftdays, expiry: answer.expiry });
      return { kind: 'done', alert: m.payDoneAlert };
    }
    actions.setVip({ is_vip: true, leftdays: answer.leftdays, expiry: answer.expiry });
    return { kind: 'closed' };
  } catch (error) {
    console.warn('joinvip failed', error);
    return { kind: 'failed', alert: m.payFailedAlert };
  }
}

export interface PaymentCheck {
  view: PaymentResultView;
  /** The membership after a successful payment. */
  membership?: { leftdays: number; expiry: string | null };
}

/**
 * One payment/status query for the result page; on success the store's is_vip, leftdays and
 * expiry take the server's new values.
 */
export async function checkPayment(
  call: Call,
  actions: SiteActions,
  outTradeNo: string,
  signal?: AbortSignal,
): Promise<PaymentCheck> {
  try {
    const answer = await call(paymentStatus, { query: { out_trade_no: outTradeNo }, signal });
    const view = paymentResult({ phase: 'answered', status: answer.status });
    if (view.state !== 'success') return { view };
    actions.setVip({ is_vip: answer.is_vip, leftdays: answer.leftdays, expiry: answer.expiry });
    return { view, membership: { leftdays: answer.leftdays, expiry: answer.expiry } };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('payment status query failed', error);
    return { view: paymentResult({ phase: 'failed' }) };
  }
}

/** Whether a payment has been paid, for the QR page's polling; a failed query counts as not yet. */
export async function isPaid(
  call: Call,
  outTradeNo: string,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const answer = await call(paymentStatus, { query: { out_trade_no: outTradeNo }, signal });
    return answer.status === 'success';
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

/**
 * The sandbox gateway's pay page when `code` is one (PUBLIC_URL/sandbox/pay/{out_trade_no}), else
 * undefined: the QR and pay pages link it, since no phone app can pay a sandbox code. The code comes
 * from the server's own answer or record, never from the address alone.
 */
export function sandboxPayPage(code: string | null | undefined): string | undefined {
  if (!code || !URL.canParse(code)) return undefined;
  const url = new URL(code);
  return /^https?:$/.test(url.protocol) && /^\/sandbox\/pay\/[A-Za-z0-9]+$/.test(url.pathname)
    ? url.href
    : undefined;
}
