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
  const announce = vi.fn<(text: string, tone: 'success' | 'info') => void>();
  const handle = (message: unknown) =>
    handleNotification(message, { actions: store.actions, navigate, closeSocket, announce, log });
  return { local, session, store, navigate, closeSocket, log, announce, handle };
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

  it('join_request_decided reloads the chat groups when accepted and tells the member either way', () => {
    const { store, announce, handle } = setup();
    handle({
      type: 'join_request_decided',
      group_number: '100002',
      group_name: '宏观观察',
      status: 'accepted',
    });
    expect(store.state.chatGroupsEpoch).toBe(1);
    expect(announce).toHaveBeenLastCalledWith('已加入群聊「宏观观察」', 'success');
    handle({
      type: 'join_request_decided',
      group_number: '100003',
      group_name: '链上数据',
      status: 'rejected',
    });
    expect(store.state.chatGroupsEpoch).toBe(1);
    expect(announce).toHaveBeenLastCalledWith('加入群聊「链上数据」的申请未通过', 'info');
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
