import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleNotification, type NotificationDeps } from '../../realtime/notifications.ts';
import { alertToastMs, alertToasts } from './alertToasts.ts';

const fired = {
  type: 'alert_fired',
  id: 7,
  title: '比特币价格高于 $100,000',
  message: '比特币价格为 $100,010，已高于 $100,000',
  fired_at: '2026-11-24T12:00:00.000Z',
} as const;

const deps = (): NotificationDeps => ({
  actions: {
    clearUser: vi.fn(),
    openOfflineNotice: vi.fn(),
    addJoinRequest: vi.fn(),
    chatGroupsChanged: vi.fn(),
  },
  navigate: vi.fn(),
  closeSocket: vi.fn(),
  announce: vi.fn(),
  log: vi.fn(),
});

describe('a fired alert on the notification socket', () => {
  afterEach(() => {
    for (const item of alertToasts.current()) alertToasts.dismiss(item);
    vi.useRealTimers();
  });

  it('becomes this tab’s alert toast, which leaves when closed or after its time', () => {
    vi.useFakeTimers();
    const heard = vi.fn();
    const stop = alertToasts.subscribe(heard);
    const d = deps();
    handleNotification(fired, d);
    expect(alertToasts.current()).toEqual([fired]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(d.navigate).not.toHaveBeenCalled();
    handleNotification({ ...fired, id: 8 }, d);
    alertToasts.dismiss(alertToasts.current()[0]!);
    expect(alertToasts.current().map((a) => a.id)).toEqual([8]);
    vi.advanceTimersByTime(alertToastMs);
    expect(alertToasts.current()).toEqual([]);
    stop();
  });

  it('is dropped when it does not match the contract', () => {
    const d = deps();
    handleNotification({ ...fired, id: 'x' }, d);
    expect(alertToasts.current()).toEqual([]);
    expect(d.log).toHaveBeenCalled();
  });
});
