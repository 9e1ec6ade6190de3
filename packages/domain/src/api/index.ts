import type { AnyEndpoint } from './endpoint.ts';
import * as account from './account.ts';
import * as admin from './admin.ts';
import * as alerts from './alerts.ts';
import * as analysis from './analysis.ts';
import * as ai from './ai.ts';
import * as chat from './chat.ts';
import * as documents from './documents.ts';
import * as indicators from './indicators.ts';
import * as market from './market.ts';
import * as membership from './membership.ts';
import * as news from './news.ts';
import * as orders from './orders.ts';

export * from './endpoint.ts';
export * from './account.ts';
export * from './admin.ts';
export * from './alerts.ts';
export * from './analysis.ts';
export * from './ai.ts';
export * from './chat.ts';
export * from './documents.ts';
export * from './indicators.ts';
export * from './market.ts';
export * from './membership.ts';
export * from './news.ts';
export * from './orders.ts';
export * from './sources.ts';
export { buildOpenApiDocument } from './openapi.ts';

export type Area =
  | 'account'
  | 'membership'
  | 'chat'
  | 'indicators'
  | 'news'
  | 'orders'
  | 'market'
  | 'ai'
  | 'analysis'
  | 'admin'
  | 'documents'
  | 'alerts';

function isEndpoint(value: unknown): value is AnyEndpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

function endpointsOf(module: object): readonly AnyEndpoint[] {
  return Object.values(module).filter(isEndpoint);
}

/** Every endpoint an area module exports, in declaration order: adding an export registers it. */
export const endpointsByArea: Readonly<Record<Area, readonly AnyEndpoint[]>> = {
  account: endpointsOf(account),
  membership: endpointsOf(membership),
  chat: endpointsOf(chat),
  indicators: endpointsOf(indicators),
  news: endpointsOf(news),
  orders: endpointsOf(orders),
  market: endpointsOf(market),
  ai: endpointsOf(ai),
  analysis: endpointsOf(analysis),
  admin: endpointsOf(admin),
  documents: endpointsOf(documents),
  alerts: endpointsOf(alerts),
};

/** The whole HTTP contract. */
export const endpoints: readonly AnyEndpoint[] = Object.values(endpointsByArea).flat();

const byId = new Map(endpoints.map((e) => [e.id, e]));

export function endpointById(id: string): AnyEndpoint | undefined {
  return byId.get(id);
}
