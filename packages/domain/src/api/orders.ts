import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { defineEndpoint } from './endpoint.ts';
import { outTradeNo, payTypes, yuan } from './membership.ts';

const m = messages.orders;

/** The eight order statuses of spec 2 §4 as stable codes, each with the label the pages show. */
export const orderStatusLabels = {
  after_sales: '售后中',
  pending_payment: '待付款',
  paid: '已支付',
  refunded: '已退款',
  refunding: '退款中',
  refund_succeeded: '退款成功',
  refund_failed: '退款失败',
  pending_review: '待审核',
} as const;
export type OrderStatus = keyof typeof orderStatusLabels;
export const orderStatuses = Object.keys(orderStatusLabels) as [OrderStatus, ...OrderStatus[]];
export const orderStatus = z.enum(orderStatuses);

/** Statuses from which a member may ask for a refund. */
export const refundableStatuses: readonly OrderStatus[] = ['paid', 'refund_failed'];

/** The tabs of the order page (spec 2 §2.8) and the statuses each shows on desktop. */
export const orderTabs = {
  all: { label: '全部订单', statuses: orderStatuses },
  pending_payment: { label: '待付款', statuses: ['pending_payment'] },
  after_sales: {
    label: '售后',
    statuses: ['after_sales', 'refunding', 'refunded', 'refund_failed'],
  },
  pending_review: { label: '待审核', statuses: ['pending_review'] },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[] }>;

/** The mobile layout's 待审核 tab, where 退款成功 also counts (spec 2 §4). */
export const mobilePendingReviewStatuses: readonly OrderStatus[] = [
  'pending_review',
  'refund_succeeded',
];

const instant = z.iso.datetime();

/** One order as the order pages read it. */
export const order = z.object({
  id: z.number().int().positive(),
  create: instant,
  date: instant.nullable(),
  orderNumber: z.string(),
  title: z.string(),
  image: z.string(),
  quantity: z.number().int().positive(),
  total: yuan,
  status: orderStatus,
  shopName: z.string(),
  paymentMethod: z.enum(payTypes),
  reason: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

/** GET order/get_all: the member's orders. */
export const orders = defineEndpoint(() => ({
  id: 'orders.orders',
  method: 'GET',
  path: '/api/v1/loginpart/order/get_all/',
  summary: 'The logged-in member’s orders, newest first',
  description:
    'The spec writes the path without a leading slash; it gets one. Decision: role user (a member whose membership ran out still sees ' +
    'and can refund past orders). The answer is { orders }, newest create first; paging, tabs and search happen in the page. ' +
    'create is when the order was placed, date when it was paid (null while unpaid), both ISO-8601 UTC (shown in Beijing time). ' +
    'orderNumber is the payment’s out_trade_no; total is yuan as a decimal string; status is one of orderStatuses ' +
    '(labels in orderStatusLabels); reason is the latest refund reason, null if none.',
  role: 'user',
  response: z.object({ orders: z.array(order) }),
}));

const reasonText = z
  .string({ error: m.fillAllFields })
  .trim()
  .min(1, m.fillAllFields)
  .max(500, m.textTooLong);
const contactText = z
  .string({ error: m.fillAllFields })
  .trim()
  .min(1, m.fillAllFields)
  .max(100, m.textTooLong);

/** POST payment/reason: the refund application form. */
export const paymentReason = defineEndpoint(() => ({
  id: 'orders.paymentReason',
  method: 'POST',
  path: '/api/v1/loginpart/payment/reason',
  summary: 'Refund application form: reason and contact for one order',
  description:
    'Path without trailing slash, exactly as the spec writes it. Decision: role user. The form names its order by out_trade_no ' +
    '(the orderNumber); the application is a full-refund request, the same as refund/send_request with refundall true. ' +
    'Blank reason or contact is a 400 with 请完整填写退款原因和联系方式 (reason at most 500, contact at most 100 characters). ' +
    'The page reads success and message: success true with 申请已提交; a refusal the member can act on answers 200 success false ' +
    'with the reason (订单不存在, 该订单当前不可退款, 该订单已有待审核的退款申请), which the page shows.',
  role: 'user',
  body: z.strictObject({
    reason: z
      .string({ error: m.fillReasonAndContact })
      .trim()
      .min(1, m.fillReasonAndContact)
      .max(500, m.textTooLong),
    contact: z
      .string({ error: m.fillReasonAndContact })
      .trim()
      .min(1, m.fillReasonAndContact)
      .max(100, m.textTooLong),
    out_trade_no: outTradeNo,
  }),
  response: z.object({ success: z.boolean(), message: z.string() }),
}));

const positiveYuan = yuan.refine((value) => Number(value) > 0, m.refundAmountInvalid);

/** A refund submission (spec 2 §3): the amount is needed only for a partial refund. */
export const refundSubmission = z
  .strictObject({
    amount: positiveYuan.optional(),
    contact_info: contactText,
    reason: reasonText,
    out_trade_no: outTradeNo,
    refundall: z.boolean({ error: m.fillAllFields }),
  })
  .refine((body) => body.refundall || body.amount !== undefined, {
    message: m.fillAllFields,
    path: ['amount'],
  });
export type RefundSubmission = z.infer<typeof refundSubmission>;

export const refundRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type RefundRequestStatus = (typeof refundRequestStatuses)[number];
export const refundRequestStatusLabels: Record<RefundRequestStatus, string> = {
  pending: '待处理',
  approved: '已同意',
  rejected: '已拒绝',
};

/** POST refund/send_request: ask for a full or partial refund of an order. */
export const refundRequest = defineEndpoint(() => ({
  id: 'orders.refundRequest',
  method: 'POST',
  path: '/api/v1/loginpart/refund/send_request/',
  summary: 'Request a full or partial refund of one of the member’s orders',
  description:
    'Decision: role user; the order must be the session member’s (else 404 订单不存在). Blank contact_info or reason, or a missing ' +
    'amount when refundall is false, is a 400 with 请完整填写所有信息. amount is yuan as a decimal string above 0 and is ignored when ' +
    'refundall is true (the order total is refunded); above the order total is a 400 with 退款金额不能超过订单金额. ' +
    'Only a paid order or one whose refund failed can be refunded (409 该订单当前不可退款); a second request while one is pending is ' +
    'a 409 with 该订单已有待审核的退款申请 (the database keeps one open request per order, so concurrent requests cannot both pass). ' +
    'A partial amount may be at most what was paid and not yet refunded. ' +
    'Success moves the order to pending_review and answers the summary the page shows: ' +
    '{ success: true, message: 申请已提交, refund_request_id, out_trade_no, amount, refundall }.',
  role: 'user',
  body: refundSubmission,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    refund_request_id: z.number().int().positive(),
    out_trade_no: z.string(),
    amount: yuan,
    refundall: z.boolean(),
  }),
}));

export const refundActions = ['approve', 'reject'] as const;
export type RefundAction = (typeof refundActions)[number];

/** POST refund/process: the admin approves or rejects a pending request. */
export const refundProcess = defineEndpoint(() => ({
  id: 'orders.refundProcess',
  method: 'POST',
  path: '/api/v1/loginpart/refund/process/',
  summary: 'Approve or reject a pending refund request (admin)',
  description:
    'Decision: role admin. reason is used for a rejection only and defaults to 不符合退款条件 when absent or blank (at most 200 characters). ' +
    'A request that does not exist is a 404 with 退款申请不存在; one already approved or rejected is a 409 with 该退款申请已处理 and ' +
    'changes nothing. Approval refunds the amount through the payment gateway (sandbox: at once; epay: act=refund), moves the order ' +
    'to refund_succeeded and shortens the membership by the refunded share of the plan’s days (a full refund removes all of them); ' +
    'a gateway refusal or outage answers 502 退款失败，请稍后重试 and leaves the request pending. Rejection moves the order to ' +
    'refund_failed and stores the reason on the order. Either way the request leaves the pending list. ' +
    'Answers { success: true, message (已同意退款 / 已拒绝退款), refund_request_id, status }.',
  role: 'admin',
  permission: 'refunds.decide',
  body: z.strictObject({
    action: z.enum(refundActions, { error: m.refundActionInvalid }),
    refund_request_id: z.coerce
      .number({ error: m.refundIdInvalid })
      .int(m.refundIdInvalid)
      .positive(m.refundIdInvalid),
    reason: z
      .string()
      .trim()
      .max(200, m.textTooLong)
      .optional()
      .transform((reason) => reason || m.defaultRejectReason),
  }),
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    refund_request_id: z.number().int().positive(),
    status: z.enum(['approved', 'rejected']),
  }),
}));

/** One refund request as the admin list shows it. */
export const refundRequestItem = z.object({
  id: z.number().int().positive(),
  user: z.string(),
  time: instant,
  reason: z.string(),
  contact_info: z.string(),
  amount: yuan,
  refundall: z.boolean(),
  out_trade_no: z.string(),
  status: z.enum(refundRequestStatuses),
});
export type RefundRequestItem = z.infer<typeof refundRequestItem>;

/** GET refund/get_all: the refund requests of one day (admin). */
export const refundList = defineEndpoint(() => ({
  id: 'orders.refundList',
  method: 'GET',
  path: '/api/v1/loginpart/refund/get_all/',
  summary: 'Refund requests submitted on one day (admin), oldest first',
  description:
    'The spec writes the path without a leading slash; it gets one. Decision: role admin. date (YYYY-MM-DD, required) is the Beijing ' +
    'calendar day the requests were submitted on; status filters and defaults to pending, because an approved or rejected request ' +
    'leaves the list (spec 2 §4). The answer is { requests }, oldest time first; time is ISO-8601 UTC (shown in Beijing time), ' +
    'user the member’s phone, amount yuan as a decimal string (the order total for a full refund).',
  role: 'admin',
  permission: 'refunds.decide',
  query: z.strictObject({
    date: z.iso.date({ error: messages.admin.dateInvalid }),
    status: z.enum(refundRequestStatuses).default('pending'),
  }),
  response: z.object({ requests: z.array(refundRequestItem) }),
}));

/** One refund request of an order as its member sees it on the order detail. */
export const orderRefund = z.object({
  id: z.number().int().positive(),
  time: instant,
  amount: yuan,
  refundall: z.boolean(),
  reason: z.string(),
  contact_info: z.string(),
  status: z.enum(refundRequestStatuses),
  processed: instant.nullable(),
  reject_reason: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** GET order/{out_trade_no}: one of the member's orders with its plan and refund history. */
export const orderDetail = defineEndpoint(() => ({
  id: 'orders.orderDetail',
  method: 'GET',
  path: '/api/v1/loginpart/order/{out_trade_no}/',
  summary: 'One of the logged-in member’s orders, with its plan and refund requests',
  description:
    'Decision: role user; only the session member’s own order is found, any other trade number is a 404 订单不存在 (another member’s ' +
    'order is not told apart from a missing one). Answers { order, vip_duration, refunded, refunds }: order in the same shape as ' +
    'order/get_all, vip_duration the plan’s days, refunded the yuan refunded so far (decimal string, 0.00 if none), refunds the ' +
    'order’s refund requests oldest first (processed is when the admin answered, reject_reason the reason of a rejection). ' +
    'pay_code is the code the gateway answered POST payment with for this order (its qrcode, or its payurl), so the QR page ' +
    '/qr/{url}/{type} draws only a code the server issued for the member’s own order and never a code a link carries. ' +
    'Decision: it is non-null only while the order is pending_payment and its payment has not failed; a paid, failed, refunded ' +
    'or otherwise settled order answers null, so its code is never shown again.',
  role: 'user',
  params: z.strictObject({ out_trade_no: outTradeNo }),
  response: z.object({
    order,
    vip_duration: z.union([z.literal(30), z.literal(90), z.literal(365)]),
    refunded: yuan,
    refunds: z.array(orderRefund),
    pay_code: z.string().nullable(),
  }),
}));
