import { describeAlert, maxAlertsPerMember } from '@coinsight/domain/alerts';
import {
  addAlert,
  alertList,
  indicatorSummary,
  removeAlert,
  type AlertView,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { alertsFixture, summaryFixture } from '../fixtures/alerts.ts';
import { demoMarkOf } from '../fixtures/sources.ts';
import { fail, mock, notFound, type EndpointMock } from './define.ts';

const m = messages.alerts;

let alerts: AlertView[] = [];
let nextId = 100;

/** The demo VIP's alerts back to the fixture. */
export function resetAlertsMockState(): void {
  alerts = [...alertsFixture];
  nextId = 100;
}
resetAlertsMockState();

const listAnswer = () => ({ results: alerts, limit: maxAlertsPerMember });

/** The alerts area's endpoint mocks (issue 17), and the home's public indicator summary it serves. */
export const mocks: EndpointMock[] = [
  mock(alertList, {}, listAnswer),
  mock(addAlert, { body: { kind: 'price', direction: 'below', level: 80_000 } }, ({ body }) => {
    if (alerts.length >= maxAlertsPerMember) return fail(400, m.tooMany, 'invalid_input');
    const alert: AlertView = {
      id: nextId++,
      rule: body,
      title: describeAlert(body),
      state: 'armed',
      created_at: new Date().toISOString(),
      last_fired_at: null,
    };
    alerts = [...alerts, alert];
    return { alert };
  }),
  mock(removeAlert, { params: { id: alertsFixture[3]?.id ?? 4 } }, ({ params }) => {
    if (!alerts.some((a) => a.id === params.id)) return notFound(m.alertNotFound);
    alerts = alerts.filter((a) => a.id !== params.id);
    return listAnswer();
  }),
  mock(indicatorSummary, {}, () => ({ ...summaryFixture, ...demoMarkOf('btc') })),
];
