import { messages } from '../messages/index.ts';
import { yuanToFen } from '../money/money.ts';
import type { RefundSubmission } from '../api/orders.ts';

const m = messages.orders;

/** Yuan with at most two decimals, as the contract's amounts are written. */
const yuanPattern = /^(0|[1-9]\d{0,6})(\.\d{1,2})?$/;

export const refundKinds = ['partial', 'full'] as const;
export type RefundKind = (typeof refundKinds)[number];

export interface RefundFormValues {
  contact: string;
  reason: string;
  /** Yuan as typed; only read for a partial refund. */
  amount: string;
}

export const refundFormFields = ['contact', 'reason', 'amount'] as const;
export type RefundFormField = (typeof refundFormFields)[number];

export type RefundFormCheck =
  | { ok: true; submission: RefundSubmission }
  | { ok: false; field: RefundFormField; message: string };

/**
 * Spec 2 §5: contact and reason are required, the amount only for a partial refund; a missing one
 * is 请完整填写所有信息. The amount must be above 0 and at most what was paid (`paid`, yuan).
 */
export function checkRefundForm(
  values: RefundFormValues,
  kind: RefundKind,
  order: { outTradeNo: string; paid: string },
): RefundFormCheck {
  const contact = values.contact.trim();
  const reason = values.reason.trim();
  const amount = values.amount.trim();
  if (contact === '') return { ok: false, field: 'contact', message: m.fillAllFields };
  if (reason === '') return { ok: false, field: 'reason', message: m.fillAllFields };
  if (contact.length > 100) return { ok: false, field: 'contact', message: m.textTooLong };
  if (reason.length > 500) return { ok: false, field: 'reason', message: m.textTooLong };
  const base = { contact_info: contact, reason, out_trade_no: order.outTradeNo };
  if (kind === 'full') return { ok: true, submission: { ...base, refundall: true } };
  if (amount === '') return { ok: false, field: 'amount', message: m.fillAllFields };
  if (!yuanPattern.test(amount))
    return { ok: false, field: 'amount', message: m.refundAmountFormat };
  const fen = yuanToFen(amount);
  if (fen <= 0) return { ok: false, field: 'amount', message: m.refundAmountInvalid };
  if (fen > yuanToFen(order.paid))
    return { ok: false, field: 'amount', message: m.refundAmountTooLarge };
  return { ok: true, submission: { ...base, amount, refundall: false } };
}

/** Spec 2 §5: the refund application form needs a non-blank reason and contact. */
export function checkRefundApplication(values: {
  reason: string;
  contact: string;
}): { ok: true } | { ok: false; message: string } {
  if (values.reason.trim() === '' || values.contact.trim() === '')
    return { ok: false, message: m.fillReasonAndContact };
  return { ok: true };
}
