import { btcPriceSubscription as btcPricePathInContract } from '@coinsight/domain/realtime';
import type { SubscriptionDefinition } from '../../realtime/subscriptions.ts';

export const btcPricePath = btcPricePathInContract;

/** Live Bitcoin price ticks: public, visitors included. */
export const btcPriceSubscription: SubscriptionDefinition = {
  path: btcPricePath,
  options: {},
};
