import type { Area } from '@coinsight/domain/api';
import type { HttpHandler } from 'msw';
import type { EndpointMock } from './define.ts';
import { mocks as account, resetAccountMockState } from './account.ts';
import { mocks as admin, resetAdminMockState, setAdminMockRole } from './admin.ts';
import { mocks as alerts, resetAlertsMockState } from './alerts.ts';
import { mocks as analysis } from './analysis.ts';
import { mocks as ai, resetAiMockState, setAiMockPace } from './ai.ts';
import { mocks as chat, resetChatMockState } from './chat.ts';
import { mocks as documents, resetDocumentsMockState } from './documents.ts';
import { mocks as indicators, resetIndicatorsMockState } from './indicators.ts';
import { mocks as market } from './market.ts';
import { mocks as membership, resetMembershipMockState } from './membership.ts';
import { mocks as news, resetNewsMockState } from './news.ts';
import { mocks as orders, resetOrdersMockState } from './orders.ts';
import { resetSourcesMockState } from '../fixtures/sources.ts';

export {
  fail,
  mock,
  mswPath,
  notFound,
  override,
  refuse,
  type EndpointMock,
  type MockExample,
} from './define.ts';
export { setMockDemoSources } from '../fixtures/sources.ts';
export {
  resetAccountMockState,
  resetAdminMockState,
  resetAlertsMockState,
  setAdminMockRole,
  resetAiMockState,
  resetChatMockState,
  resetDocumentsMockState,
  resetIndicatorsMockState,
  resetMembershipMockState,
  resetNewsMockState,
  resetOrdersMockState,
  setAiMockPace,
};

/** Every area's mock back to its fixtures: for tests that share one MSW server across cases. */
export function resetMockState(): void {
  resetSourcesMockState();
  resetAccountMockState();
  resetAdminMockState();
  resetAlertsMockState();
  resetAiMockState();
  resetChatMockState();
  resetDocumentsMockState();
  resetIndicatorsMockState();
  resetMembershipMockState();
  resetNewsMockState();
  resetOrdersMockState();
}

/** The mocks of each contract area, as the contract groups its endpoints. */
export const mocksByArea: Readonly<Record<Area, readonly EndpointMock[]>> = {
  account,
  membership,
  chat,
  indicators,
  news,
  orders,
  market,
  ai,
  analysis,
  admin,
  documents,
  alerts,
};

export const endpointMocks: readonly EndpointMock[] = Object.values(mocksByArea).flat();

/** Every MSW handler, for `setupWorker`, `setupServer` and Storybook's loader. */
export const handlers: HttpHandler[] = endpointMocks.map((m) => m.handler);

export const handlersByArea: Readonly<Record<Area, readonly HttpHandler[]>> = {
  account: account.map((m) => m.handler),
  membership: membership.map((m) => m.handler),
  chat: chat.map((m) => m.handler),
  indicators: indicators.map((m) => m.handler),
  news: news.map((m) => m.handler),
  orders: orders.map((m) => m.handler),
  market: market.map((m) => m.handler),
  ai: ai.map((m) => m.handler),
  analysis: analysis.map((m) => m.handler),
  admin: admin.map((m) => m.handler),
  documents: documents.map((m) => m.handler),
  alerts: alerts.map((m) => m.handler),
};
