import { z } from 'zod';
import { messages } from '../messages/index.ts';
import {
  planLabel,
  vipDurations,
  vipProductName,
  type VipDuration,
} from '../membership/planNames.ts';
import { phoneNumber } from './account.ts';
import { defineEndpoint } from './endpoint.ts';

const m = messages.membership;

/** The three plans (spec 1 §9): days of membership and the current price in yuan. */
export const vipPlans = [
  { days: 30, price: '0.01', label: planLabel(30) },
  { days: 90, price: '0.02', label: planLabel(90) },
  { days: 365, price: '0.03', label: planLabel(365) },
] as const;
export type VipPlan = (typeof vipPlans)[number];

export { vipDurations, type VipDuration };

/** The price the server charges for a plan; the client's `money` must equal it. */
export function planPrice(days: VipDuration): string {
  const plan = vipPlans.find((p) => p.days === days);
  if (!plan) throw new Error(`no plan of ${days} days`);
  return plan.price;
}

/** A plan length; numbers and numeric strings (the page takes it from its query) are accepted. */
export const vipDuration = z.coerce
  .number({ error: m.chooseDuration })
  .pipe(z.union([z.literal(30), z.literal(90), z.literal(365)], { error: m.chooseDuration }));

export const payTypes = ['alipay', 'wxpay'] as const;
export type PayType = (typeof payTypes)[number];
export const payType = z.enum(payTypes, { error: m.choosePayMethod });

/** Yuan as a decimal string, e.g. '0.01'. */
export const yuan = z
  .string({ error: m.amountInvalid })
  .regex(/^(0|[1-9]\d{0,6})(\.\d{1,2})?$/, m.amountInvalid);

/** The merchant's trade number of one payment. */
export const outTradeNo = z
  .string({ error: m.tradeNoInvalid })
  .regex(/^[\w-]{6,64}$/, m.tradeNoInvalid);

const instant = z.iso.datetime();

/** One plan as the server sells it: its prices are configuration (VIP_PRICES), so pages read them here. */
export const vipPlanItem = z.object({
  days: z.union([z.literal(30), z.literal(90), z.literal(365)]),
  price: yuan,
  label: z.string(),
});
export type VipPlanItem = z.infer<typeof vipPlanItem>;

/** GET plans: the plans on sale and their current prices. */
export const plans = defineEndpoint(() => ({
  id: 'membership.plans',
  method: 'GET',
  path: '/api/v1/loginpart/plans/',
  summary: 'The membership plans on sale: days, price in yuan and label',
  description:
    'Decision: prices are server configuration (VIP_PRICES, defaults 0.01/0.02/0.03 yuan for 30/90/365 days), so the purchase page ' +
    'reads them here instead of from vipPlans (which holds only the defaults). Public (visitor). Answers { plans }, ordered by days; ' +
    'price is yuan as a decimal string and is exactly the money POST payment expects for that plan.',
  role: 'visitor',
  response: z.object({ plans: z.array(vipPlanItem) }),
}));

/** POST joinvip: read back the membership a paid order granted. */
export const joinVip = defineEndpoint(() => ({
  id: 'membership.joinVip',
  method: 'POST',
  path: '/api/v1/loginpart/joinvip/',
  summary: 'Apply and report the membership bought with a paid order of this plan',
  description:
    'Decision: membership is granted only by the verified payment notify, never by this call. joinvip answers { state: "success", expiry, leftdays } ' +
    'once a paid order of vip_duration days exists for the session’s member (applying it if the notify has not yet), and { state: "pending" } ' +
    'with the current expiry and leftdays otherwise. username must be the session’s own (403 只能为当前登录账号开通会员). ' +
    'vip_duration may arrive as a number or a numeric string. expiry is ISO-8601 UTC.',
  role: 'user',
  body: z.strictObject({ username: phoneNumber, vip_duration: vipDuration }),
  response: z.object({
    state: z.enum(['success', 'pending']),
    expiry: instant.nullable(),
    leftdays: z.number().int().nonnegative(),
  }),
}));

/** GET joinvip: the same endpoint read as a status. */
export const joinVipStatus = defineEndpoint(() => ({
  id: 'membership.joinVipStatus',
  method: 'GET',
  path: '/api/v1/loginpart/joinvip/',
  summary: 'Whether the session’s member is a VIP (second reading of joinvip)',
  description:
    'Decision: always { state: "success", is_vip } for a logged-in member, read from the stored membership at the time of the call.',
  role: 'user',
  response: z.object({ state: z.literal('success'), is_vip: z.boolean() }),
}));

/** POST payment: open a payment for a plan. */
export const payment = defineEndpoint(() => ({
  id: 'membership.payment',
  method: 'POST',
  path: '/api/v1/loginpart/payment/',
  summary: 'Create a membership payment; answers a pay URL (alipay) or a QR code (wxpay)',
  description:
    'Decision: the plan travels as vip_duration (30|90|365), added to the spec’s money, name and type; the server charges the plan’s price ' +
    'and refuses a money that differs with 400 支付金额与所选套餐不符 (the prices are configuration: read them from GET plans). ' +
    'type defaults to wxpay. A current VIP is refused with 409 您已是会员，请勿重复购买. ' +
    'The order is created pending before the gateway is asked; a gateway that fails or cannot be reached answers 502 支付请求失败 and the ' +
    'order stays pending. The answer carries out_trade_no so the QR and result pages can poll payment/status, and exactly one of payurl ' +
    '(a page to redirect to: alipay) or qrcode (the text to encode as a QR image, valid 60 seconds: wxpay). With the sandbox gateway ' +
    'both are the absolute URL of the product’s own pay page /sandbox/pay/{out_trade_no}, so a phone scanning the QR opens it.',
  role: 'user',
  body: z.strictObject({
    money: yuan,
    name: z.literal(vipProductName, { error: m.productNameInvalid }),
    type: payType.default('wxpay'),
    vip_duration: vipDuration,
  }),
  response: z.object({
    type: payType,
    out_trade_no: outTradeNo,
    payurl: z.string().optional(),
    qrcode: z.string().optional(),
  }),
}));

/**
 * Server-side states of one payment: `pending` is the spec's "incomplete" (not paid yet),
 * `failed` covers a refused or closed trade. "querying" and "query failed" exist only in the page.
 */
export const paymentStatuses = ['success', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** GET payment/status: poll one payment. */
export const paymentStatus = defineEndpoint(() => ({
  id: 'membership.paymentStatus',
  method: 'GET',
  path: '/api/v1/loginpart/payment/status/',
  summary: 'State of one payment by its trade number',
  description:
    'Decision: status is success | pending | failed (see paymentStatuses); a trade number the member does not own is a 404 未找到该支付订单. ' +
    'On success is_vip, leftdays and expiry are the membership after the payment, so the result page can update the store. ' +
    'Every order after payment (refund requested or done included) reads success; failed is a payment the gateway reported as failed. ' +
    'While an order is pending the server asks the gateway itself (易支付 act=order), so a payment whose notify is late or lost still ' +
    'turns to success; the membership is only ever granted through the same locked path as the notify.',
  role: 'user',
  query: z.strictObject({ out_trade_no: outTradeNo }),
  response: z.object({
    out_trade_no: outTradeNo,
    status: z.enum(paymentStatuses),
    is_vip: z.boolean(),
    leftdays: z.number().int().nonnegative(),
    expiry: instant.nullable(),
  }),
}));
