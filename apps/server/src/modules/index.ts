import type { ContractRoute } from '../http/contractRoute.ts';
import type { Area } from './area.ts';
import { aiArea } from './ai/plugin.ts';
import { aiRoutes } from './ai/routes.ts';
import { accountArea } from './account/plugin.ts';
import { accountRoutes } from './account/routes.ts';
import { chatArea } from './chat/plugin.ts';
import { chatRoutes } from './chat/routes.ts';
import { indicatorsArea } from './indicators/plugin.ts';
import { indicatorsRoutes } from './indicators/routes.ts';
import { macroArea } from './macro/plugin.ts';
import { macroRoutes } from './macro/routes.ts';
import { marketArea } from './market/plugin.ts';
import { marketRoutes } from './market/routes.ts';
import { newsArea } from './news/plugin.ts';
import { newsRoutes } from './news/routes.ts';
import { calendarArea } from './calendar/plugin.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { analysisArea } from './analysis/plugin.ts';
import { analysisRoutes } from './analysis/routes.ts';
import { consoleArea } from './console/plugin.ts';
import { consoleRoutes } from './console/routes.ts';
import { documentsArea } from './documents/plugin.ts';
import { documentsRoutes } from './documents/routes.ts';
import { alertsArea } from './alerts/plugin.ts';
import { alertsRoutes } from './alerts/routes.ts';
import { paymentsArea } from './payments/plugin.ts';
import { membershipRoutes, orderRoutes } from './payments/routes.ts';

/**
 * The product's areas, each a hapi plugin that builds its services and registers its routes and
 * subscriptions. In this order: account first (every route authenticates with its strategies),
 * an area after those it uses. A new area is one line here; server.ts does not change.
 */
export const areas: readonly Area[] = [
  accountArea,
  marketArea,
  indicatorsArea,
  paymentsArea,
  aiArea,
  macroArea,
  chatArea,
  newsArea,
  calendarArea,
  analysisArea,
  consoleArea,
  documentsArea,
  alertsArea,
];

/** Every contract endpoint the server implements, area by area: the registry `contract:coverage` reads. */
export const contractRoutes: readonly ContractRoute<never>[] = [
  ...accountRoutes,
  ...marketRoutes,
  ...membershipRoutes,
  ...orderRoutes,
  ...indicatorsRoutes,
  ...aiRoutes,
  ...macroRoutes,
  ...chatRoutes,
  ...newsRoutes,
  ...calendarRoutes,
  ...analysisRoutes,
  ...consoleRoutes,
  ...documentsRoutes,
  ...alertsRoutes,
];

export function implementedIds(
  routes: readonly ContractRoute<never>[] = contractRoutes,
): Set<string> {
  return new Set(routes.map((r) => r.endpoint.id));
}
