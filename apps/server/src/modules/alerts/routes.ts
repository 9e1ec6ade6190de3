import { addAlert, alertList, indicatorSummary, removeAlert } from '../../contract.ts';
import { routesFor, type ContractRoute } from '../../http/contractRoute.ts';
import { maxAlertsPerMember } from '@coinsight/domain/alerts';
import type { AlertsService } from './service.ts';

/** What the alerts area's handlers reach. */
export interface AlertsDeps {
  alerts: AlertsService;
}

const route = routesFor<AlertsDeps>();

/**
 * The member's alerts (VIP: the contract route refuses others before the handler) and the home's
 * public indicator summary, which reads the same newest-day indicators the alerts evaluate.
 */
export const alertsRoutes: readonly ContractRoute<AlertsDeps>[] = [
  route(alertList, async ({ member, deps }) => ({
    results: await deps.alerts.list(member.id),
    limit: maxAlertsPerMember,
  })),
  route(addAlert, async ({ member, body, deps }) => ({
    alert: await deps.alerts.add(member.id, body),
  })),
  route(removeAlert, async ({ member, params, deps }) => ({
    results: await deps.alerts.remove(member.id, params.id),
    limit: maxAlertsPerMember,
  })),
  route(indicatorSummary, ({ deps }) => deps.alerts.summary()),
];
