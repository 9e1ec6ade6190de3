import type { PaymentStatus } from '../api/membership.ts';
import { messages } from '../messages/index.ts';

const m = messages.membership;

/** The four states of the payment result page (spec 1 §2.6, spec 2 §4). */
export const paymentResultStates = ['querying', 'success', 'incomplete', 'queryFailed'] as const;
export type PaymentResultState = (typeof paymentResultStates)[number];

/** Where the status query stands: still running, answered with the server's status, or failed. */
export type PaymentQuery =
  { phase: 'querying' } | { phase: 'answered'; status: PaymentStatus } | { phase: 'failed' };

export interface PaymentResultView {
  state: PaymentResultState;
  /** The headline the page shows. */
  title: string;
}

/** The headline of each state. */
export const paymentResultTitles: Readonly<Record<PaymentResultState, string>> = {
  querying: m.paymentQuerying,
  success: m.paymentSucceeded,
  incomplete: m.paymentIncomplete,
  queryFailed: m.paymentQueryFailed,
};

/**
 * The result page's state: success only for a `success` answer; `pending` (not paid yet) and
 * `failed` both read "failure or incomplete"; a failed query reads "querying payment result failed".
 */
export function paymentResult(query: PaymentQuery): PaymentResultView {
  const state: PaymentResultState =
    query.phase === 'querying'
      ? 'querying'
      : query.phase === 'failed'
        ? 'queryFailed'
        : query.status === 'success'
          ? 'success'
          : 'incomplete';
  return { state, title: paymentResultTitles[state] };
}
