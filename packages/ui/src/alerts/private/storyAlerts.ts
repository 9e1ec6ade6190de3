import { describeAlert, type AlertRule } from '@coinsight/domain/alerts';
import type { AlertView } from '@coinsight/domain/api';
import type { AlertFired } from '@coinsight/domain/realtime';

const view = (
  id: number,
  rule: AlertRule,
  state: AlertView['state'],
  fired: string | null,
): AlertView => ({
  id,
  rule,
  title: describeAlert(rule),
  state,
  created_at: '2026-11-20T02:00:00.000Z',
  last_fired_at: fired,
});

/** One alert of each kind; the price one has fired and waits to re-arm. */
export const storyAlerts: AlertView[] = [
  view(
    1,
    { kind: 'price', direction: 'above', level: 100_000 },
    'waiting',
    '2026-11-21T13:05:00.000Z',
  ),
  view(2, { kind: 'nupl_zone', zone: 4 }, 'armed', null),
  view(3, { kind: 'mvrv_z', direction: 'below', level: 0 }, 'armed', null),
  view(4, { kind: 'rainbow_band' }, 'armed', '2026-11-19T01:00:00.000Z'),
];

/** Twenty alerts: the limit. */
export const fullAlerts: AlertView[] = Array.from({ length: 20 }, (_, i) =>
  view(
    100 + i,
    { kind: 'price', direction: i % 2 ? 'below' : 'above', level: 60_000 + i * 2_500 },
    'armed',
    null,
  ),
);

export const storyFired: AlertFired[] = [
  {
    type: 'alert_fired',
    id: 1,
    title: '比特币价格高于 $100,000',
    message: '比特币价格为 $100,012.5，已高于 $100,000',
    fired_at: '2026-11-24T12:30:00.000Z',
  },
  {
    type: 'alert_fired',
    id: 2,
    title: 'NUPL 进入「兴奋/贪婪」区间',
    message: 'NUPL 为 0.76，已进入「兴奋/贪婪」区间',
    fired_at: '2026-11-24T12:31:00.000Z',
  },
];
