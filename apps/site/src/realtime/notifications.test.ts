import { describe, expect, it, vi } from 'vitest';
import { createSiteStore } from '../store/store.ts';
import { vipMember } from '../testing/members.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { handleNotification } from './notifications.ts';

function setup() {
  const local = memoryStorage({ admin: '1', favourite: 'x' });
  const session = memoryStorage({ draft: 'y' });
  const store = createSiteStore({ local, session, newWindowId: () => 'tab-1' });
  store.actions.setUser(vipMember);
  const navigate = vi.fn<(to: string) => void>();
  const closeSocket = vi.fn();
  const log = vi.fn();
  const handle = (message: unknown) =>
    handleNotification(message, { actions: store.actions, navigate, closeSocket, log });
  return { local, session, store, navigate, closeSocket, log, handle };
}

describe('notification messages', () => {
  it('force_logout shows the offline notice, clears the user and both storages, closes the socket and goes home', () => {
    const { local, session, store, navigate, closeSocket, handle } = setup();
    handle({ type: 'force_logout' });
    expect(store.state.showAlert).toBe(true);
    expect(store.state.username).toBeNull();
    expect(store.state.is_vip).toBe(false);
    expect(local.entries()).toEqual({});
    expect(session.entries()).toEqual({ windowId: 'tab-1' });
    expect(closeSocket).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('to_client goes to the payment result with the trade number', () => {
    const { navigate, store, handle } = setup();
    handle({ type: 'to_client', out_trade_no: 'CS2026 11&22' });
    expect(navigate).toHaveBeenCalledWith('/result?out_trade_no=CS2026+11%2622');
    expect(store.state.username).toBe('13800000000');
  });

  it('join_request_notification appends a pending request', () => {
    const { store, handle } = setup();
    handle({
      type: 'join_request_notification',
      id: 12,
      username: '13900000000',
      group_name: '币见会员群',
    });
    expect(store.state.joinRequests).toEqual([
      { id: 12, username: '13900000000', group_name: '币见会员群', status: 'pending' },
    ]);
  });

  it('logs and ignores a message outside the contract', () => {
    const { store, navigate, closeSocket, log, handle } = setup();
    handle({ type: 'force_logout_now' });
    handle({ type: 'to_client' });
    handle('force_logout');
    expect(log).toHaveBeenCalledTimes(3);
    expect(navigate).not.toHaveBeenCalled();
    expect(closeSocket).not.toHaveBeenCalled();
    expect(store.state.username).toBe('13800000000');
  });
});
