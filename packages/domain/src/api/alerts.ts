// Member alerts (issue 17): a VIP's indicator and price alerts, listed, added and removed.
import { z } from 'zod';
import { alertRule, maxAlertsPerMember } from '../alerts/rule.ts';
import { messages } from '../messages/index.ts';
import { defineEndpoint } from './endpoint.ts';

const m = messages.alerts;

const alertId = z.coerce
  .number({ error: m.alertNotFound })
  .int(m.alertNotFound)
  .positive(m.alertNotFound)
  .max(2_147_483_647, m.alertNotFound);

/**
 * armed: the next crossing is delivered. waiting: the condition held when the alert was set or
 * when it last fired; it is re-armed once the condition falls back. A rainbow alert is always armed
 * (it fires on every change of band).
 */
export const alertStates = ['armed', 'waiting'] as const;

/** One alert of the member's list. */
export const alertView = z.object({
  id: z.number().int().positive(),
  rule: alertRule,
  /** The alert in Chinese, e.g. 比特币价格高于 $100,000 (describeAlert in @coinsight/domain/alerts). */
  title: z.string(),
  state: z.enum(alertStates),
  created_at: z.iso.datetime(),
  /** When it last fired, ISO-8601 UTC; null before the first crossing. */
  last_fired_at: z.iso.datetime().nullable(),
});
export type AlertView = z.infer<typeof alertView>;

const listAnswer = z.object({
  results: z.array(alertView).max(maxAlertsPerMember),
  limit: z.literal(maxAlertsPerMember),
});

/** GET alerts: the member's alerts. */
export const alertList = defineEndpoint(() => ({
  id: 'alerts.list',
  method: 'GET',
  path: '/api/v1/loginpart/alerts/',
  summary: 'The VIP member’s indicator and price alerts, oldest first',
  description:
    'Decision (issue 17): role vip, like the favourites desk it sits on (/toDesk). Only the caller’s own alerts; ' +
    'limit is the most a member may set (20).',
  role: 'vip',
  response: listAnswer,
}));

/** POST alerts: adds an alert. */
export const addAlert = defineEndpoint(() => ({
  id: 'alerts.add',
  method: 'POST',
  path: '/api/v1/loginpart/alerts/',
  summary: 'Add an indicator or price alert',
  description:
    'The body is one rule: { kind: nupl_zone, zone 0–4 (nuplZones) } | { kind: rainbow_band } | ' +
    '{ kind: mvrv_z, direction above|below, level −10…50 } | { kind: price, direction above|below, level 1…10,000,000 US dollars }. ' +
    'Alerts fire once per crossing: a condition that already holds when the alert is set is not a crossing, so the ' +
    'alert starts waiting and is armed once the condition falls back. The 21st alert is a 400 with 最多只能设置 20 条提醒. ' +
    'Evaluated when new data lands: price alerts on each live tick, the indicator alerts when Bitcoin history is ingested; ' +
    'delivered as an alert_fired notification (realtime.ts) to every open tab of the member and by mail when the member ' +
    'has a recovery e-mail.',
  role: 'vip',
  body: alertRule,
  response: z.object({ alert: alertView }),
}));

/** DELETE alerts/{id}/: removes one of the member's alerts. */
export const removeAlert = defineEndpoint(() => ({
  id: 'alerts.remove',
  method: 'DELETE',
  path: '/api/v1/loginpart/alerts/{id}/',
  summary: 'Remove one of the member’s alerts',
  description:
    'The answer is the list left, as alerts.list answers. An id that is not one of the caller’s alerts (someone else’s ' +
    'included) is a 404 with 提醒不存在.',
  role: 'vip',
  params: z.strictObject({ id: alertId }),
  response: listAnswer,
}));
