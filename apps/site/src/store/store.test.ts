import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { createSiteStore } from './store.ts';

const member = {
  username: '13800000000',
  code: 'ABCDEFG12345',
  is_vip: true,
  leftdays: 30,
  expiry: '2026-12-22T00:00:00.000Z',
  last_login: null,
};

function makeStore(local = memoryStorage(), session = memoryStorage()) {
  let n = 0;
  return {
    local,
    session,
    ...createSiteStore({ local, session, newWindowId: () => `window-${++n}` }),
  };
}

describe('site store', () => {
  it('starts logged out with the spec defaults', () => {
    const { state } = makeStore();
    expect(state).toMatchObject({
      username: null,
      is_vip: false,
      leftdays: 0,
      joinRequests: [],
      showLogin: false,
      showAlert: false,
      admin: false,
    });
  });

  it('keeps one windowId per tab in session storage', () => {
    const session = memoryStorage();
    const first = makeStore(memoryStorage(), session);
    expect(first.state.windowId).toBe('window-1');
    expect(session.getItem('windowId')).toBe('window-1');
    const reloaded = createSiteStore({
      local: memoryStorage(),
      session,
      newWindowId: () => 'another',
    });
    expect(reloaded.state.windowId).toBe('window-1');
  });

  it('reads the admin marker from local storage', () => {
    expect(makeStore(memoryStorage({ admin: '1' })).state.admin).toBe(true);
  });

  it('records the member and forgets them on clearUser without touching storage', () => {
    const { state, actions, local } = makeStore(memoryStorage({ favourite: 'x' }));
    actions.setUser(member);
    expect(state.username).toBe('13800000000');
    expect(state.is_vip).toBe(true);
    actions.addJoinRequest({ id: 1, username: '13900000000', group_name: '会员群' });
    actions.clearUser();
    expect(state).toMatchObject({
      username: null,
      code: '',
      is_vip: false,
      leftdays: 0,
      expiry: null,
      joinRequests: [],
    });
    expect(local.getItem('favourite')).toBe('x');
  });

  it('empties local and session storage on a forced clear but keeps the tab id', () => {
    const { state, actions, local, session } = makeStore(
      memoryStorage({ admin: '1', favourite: 'x' }),
    );
    actions.setUser(member);
    session.setItem('draft', 'y');
    actions.clearUser({ forced: true });
    expect(state.username).toBeNull();
    expect(state.admin).toBe(false);
    expect(local.entries()).toEqual({});
    expect(session.entries()).toEqual({ windowId: state.windowId });
  });

  it('appends join requests as pending, once per id', () => {
    const { state, actions } = makeStore();
    actions.addJoinRequest({ id: 7, username: '13900000000', group_name: '会员群' });
    actions.addJoinRequest({ id: 7, username: '13900000000', group_name: '会员群' });
    actions.addJoinRequest({ id: 8, username: '13700000000', group_name: '会员群' });
    expect(state.joinRequests).toEqual([
      { id: 7, username: '13900000000', group_name: '会员群', status: 'pending' },
      { id: 8, username: '13700000000', group_name: '会员群', status: 'pending' },
    ]);
  });

  it('opens and closes the login dialog and the offline notice', () => {
    const { state, actions } = makeStore();
    actions.openLogin();
    expect(state.showLogin).toBe(true);
    actions.closeLogin();
    expect(state.showLogin).toBe(false);
    actions.openOfflineNotice();
    expect(state.showAlert).toBe(true);
    actions.closeOfflineNotice();
    expect(state.showAlert).toBe(false);
  });

  it('opens the dialog in 注册 mode only when asked to', () => {
    const { state, actions } = makeStore();
    actions.openLogin({ register: true });
    expect(state).toMatchObject({ showLogin: true, loginOpensForRegister: true });
    actions.closeLogin();
    actions.openLogin();
    expect(state.loginOpensForRegister).toBe(false);
  });

  it('closes the dialog on login and reloads the page content on login and logout, not on a visitor’s clear', () => {
    const { state, actions } = makeStore();
    actions.clearUser();
    expect(state.sessionEpoch).toBe(0);
    actions.openLogin();
    actions.logIn(member);
    expect(state).toMatchObject({ username: member.username, showLogin: false, sessionEpoch: 1 });
    actions.clearUser();
    expect(state.sessionEpoch).toBe(2);
  });

  it('sets and removes the admin marker', () => {
    const { state, actions, local } = makeStore();
    actions.setAdmin(true);
    expect(local.getItem('admin')).not.toBeNull();
    expect(state.admin).toBe(true);
    actions.setAdmin(false);
    expect(local.getItem('admin')).toBeNull();
  });
});
