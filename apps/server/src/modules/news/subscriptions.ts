import { newsSubscription as newsPath } from '@coinsight/domain/realtime';
import type { SubscriptionDefinition } from '../../realtime/subscriptions.ts';

/**
 * Newly stored news: public, visitors included. Decision: it carries only the card, which the
 * list's first page already shows anyone (the body stays behind the VIP detail), so there is
 * nothing to withhold; sockets cannot publish on it (the realtime plugin refuses requests).
 */
export const newsSubscription: SubscriptionDefinition = {
  path: newsPath,
  options: {},
};
