import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import { alertFired, notificationMessage } from '../realtime.ts';
import { addAlert, alertList, alertView, removeAlert } from './alerts.ts';
import { endpointsByArea } from './index.ts';
import { indicatorSummary } from './indicators.ts';

const m = messages.alerts;

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('alerts endpoints', () => {
  const table = [
    [alertList, 'GET', '/api/v1/loginpart/alerts/', 'vip'],
    [addAlert, 'POST', '/api/v1/loginpart/alerts/', 'vip'],
    [removeAlert, 'DELETE', '/api/v1/loginpart/alerts/{id}/', 'vip'],
  ] as const;

  it.each(table)('%# %s', (endpoint, method, path, role) => {
    expect(endpoint.method).toBe(method);
    expect(endpoint.path).toBe(path);
    expect(endpoint.role).toBe(role);
    expect(endpoint.csrf).toBe(method !== 'GET');
  });

  it('registers exactly these endpoints in the alerts area', () => {
    expect(endpointsByArea.alerts.map((e) => e.id).sort()).toEqual(table.map(([e]) => e.id).sort());
  });

  it('makes the home summary public', () => {
    expect(indicatorSummary.role).toBe('visitor');
    expect(indicatorSummary.method).toBe('GET');
  });
});

describe('an alert rule', () => {
  it('takes each kind, levels typed as strings included', () => {
    expect(addAlert.body.parse({ kind: 'price', direction: 'above', level: '100000' })).toEqual({
      kind: 'price',
      direction: 'above',
      level: 100_000,
    });
    expect(addAlert.body.parse({ kind: 'mvrv_z', direction: 'below', level: -0.5 })).toEqual({
      kind: 'mvrv_z',
      direction: 'below',
      level: -0.5,
    });
    expect(addAlert.body.parse({ kind: 'nupl_zone', zone: 4 })).toEqual({
      kind: 'nupl_zone',
      zone: 4,
    });
    expect(addAlert.body.parse({ kind: 'rainbow_band' })).toEqual({ kind: 'rainbow_band' });
  });

  it('refuses bad input in Chinese', () => {
    expect(firstMessage(addAlert.body, { kind: 'volume' })).toBe(m.kindInvalid);
    expect(firstMessage(addAlert.body, { kind: 'price', direction: 'up', level: 1 })).toBe(
      m.directionInvalid,
    );
    expect(firstMessage(addAlert.body, { kind: 'price', direction: 'above', level: 0 })).toBe(
      m.priceLevelInvalid,
    );
    expect(firstMessage(addAlert.body, { kind: 'price', direction: 'above', level: 'abc' })).toBe(
      m.priceLevelInvalid,
    );
    expect(firstMessage(addAlert.body, { kind: 'mvrv_z', direction: 'above', level: 51 })).toBe(
      m.mvrvLevelInvalid,
    );
    expect(firstMessage(addAlert.body, { kind: 'nupl_zone', zone: 5 })).toBe(m.zoneInvalid);
    expect(firstMessage(addAlert.body, { kind: 'nupl_zone', zone: 1.5 })).toBe(m.zoneInvalid);
    expect(addAlert.body.safeParse({ kind: 'rainbow_band', level: 3 }).success).toBe(false);
  });

  it('refuses an id that is not a positive integer with 提醒不存在', () => {
    expect(firstMessage(removeAlert.params, { id: 'x' })).toBe(m.alertNotFound);
    expect(removeAlert.params.parse({ id: '7' })).toEqual({ id: 7 });
  });
});

describe('the alert_fired notification', () => {
  const fired = {
    type: 'alert_fired',
    id: 3,
    title: '比特币价格高于 $100,000',
    message: '比特币价格为 $100,010，已高于 $100,000',
    fired_at: '2026-11-24T19:00:00.000Z',
  };

  it('is one of the member’s notifications', () => {
    expect(notificationMessage.parse(fired)).toEqual(fired);
    expect(alertFired.safeParse({ ...fired, id: 0 }).success).toBe(false);
  });

  it('matches the list’s view of an alert', () => {
    expect(
      alertView.parse({
        id: 3,
        rule: { kind: 'price', direction: 'above', level: 100_000 },
        title: fired.title,
        state: 'waiting',
        created_at: '2026-11-24T18:00:00.000Z',
        last_fired_at: fired.fired_at,
      }).state,
    ).toBe('waiting');
  });
});
