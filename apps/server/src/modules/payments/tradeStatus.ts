import { qrValiditySeconds } from '@coinsight/domain/membership';

/** What a gateway's trade_status means for an order. */
export type TradeOutcome = 'paid' | 'closed' | 'pending';

/**
 * Alipay's words, which 易支付 repeats: TRADE_SUCCESS and TRADE_FINISHED are money received,
 * TRADE_CLOSED a trade that can no longer be paid. Anything else (WAIT_BUYER_PAY, a word this
 * product does not know) leaves the order waiting: ending it could hide a payment still on its way.
 */
export function tradeOutcome(tradeStatus: string): TradeOutcome {
  if (tradeStatus === 'TRADE_SUCCESS' || tradeStatus === 'TRADE_FINISHED') return 'paid';
  if (tradeStatus === 'TRADE_CLOSED') return 'closed';
  return 'pending';
}

/**
 * How long after it was opened an order is still asked about: the QR code's validity (counted
 * from when the page shows it, a moment after the order) and a minute for a payment confirmed in
 * its last second to reach the gateway. Past it, an order the gateway has not seen paid has expired.
 */
export const payWindowMs = (qrValiditySeconds + 60) * 1000;

export function payWindowOver(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= payWindowMs;
}
