import type { SubscriptionDefinition } from '../../realtime/subscriptions.ts';

export const btcPricePath = '/prices/btc';

/** Live Bitcoin price ticks: public, visitors included. */
export const btcPriceSubscription: SubscriptionDefinition = {
  path: btcPricePath,
  options: () => ({}),
};
