import type { ContractRoute } from '../http/contractRoute.ts';
import type { SubscriptionDefinition } from '../realtime/subscriptions.ts';
import { accountRoutes } from './account/routes.ts';
import { notificationSubscription } from './account/subscriptions.ts';
import { membershipRoutes, orderRoutes } from './payments/routes.ts';
import { indicatorsRoutes } from './indicators/routes.ts';
import { btcPriceSubscription } from './market/subscriptions.ts';
import { marketRoutes } from './market/routes.ts';

/** Every contract endpoint the server implements, area by area: the registry `contract:coverage` reads. */
export const contractRoutes: readonly ContractRoute[] = [
  ...accountRoutes,
  ...marketRoutes,
  ...membershipRoutes,
  ...orderRoutes,
  ...indicatorsRoutes,
];

export const subscriptions: readonly SubscriptionDefinition[] = [
  notificationSubscription,
  btcPriceSubscription,
];

export function implementedIds(routes: readonly ContractRoute[] = contractRoutes): Set<string> {
  return new Set(routes.map((r) => r.endpoint.id));
}
