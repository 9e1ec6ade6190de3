import { server } from '@coinsight/mocks/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createSiteStore } from '../store/store.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { checkSession } from './checkSession.ts';

const { call } = createApiClient({ baseUrl: 'http://site.test/' });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function loggedInStore() {
  const store = createSiteStore({ local: memoryStorage(), session: memoryStorage() });
  store.actions.setUser({
    username: '13800000000',
    code: 'OLDCODE12345',
    is_vip: true,
    leftdays: 3,
    expiry: null,
    last_login: null,
  });
  return store;
}

describe('start-up check', () => {
  it('records a logged-in member with the VIP status', async () => {
    server.use(
      http.get('*/api/v1/loginpart/getusername/', () =>
        HttpResponse.json({ username: '13800000000', code: 'ABCDEFG12345' }),
      ),
      http.get('*/api/v1/loginpart/checkvip/', () =>
        HttpResponse.json({ is_vip: true, leftdays: 30, expiry: '2026-12-22T00:00:00.000Z' }),
      ),
    );
    const store = createSiteStore({ local: memoryStorage(), session: memoryStorage() });
    await expect(checkSession(call, store.actions)).resolves.toBe(true);
    expect(store.state).toMatchObject({
      username: '13800000000',
      code: 'ABCDEFG12345',
      is_vip: true,
      leftdays: 30,
      expiry: '2026-12-22T00:00:00.000Z',
    });
  });

  it('leaves a visitor logged out', async () => {
    server.use(
      http.get('*/api/v1/loginpart/getusername/', () =>
        HttpResponse.json({ username: '', code: '' }),
      ),
    );
    const store = loggedInStore();
    await expect(checkSession(call, store.actions)).resolves.toBe(false);
    expect(store.state.username).toBeNull();
  });

  it('leaves the user logged out and only logs when getusername fails', async () => {
    server.use(
      http.get('*/api/v1/loginpart/getusername/', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const store = loggedInStore();
    const log = vi.fn();
    await expect(checkSession(call, store.actions, log)).resolves.toBe(false);
    expect(store.state.username).toBeNull();
    expect(store.state.is_vip).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('leaves the user logged out when checkvip fails after a name came back', async () => {
    server.use(
      http.get('*/api/v1/loginpart/getusername/', () =>
        HttpResponse.json({ username: '13800000000', code: 'ABCDEFG12345' }),
      ),
      http.get('*/api/v1/loginpart/checkvip/', () => HttpResponse.error()),
    );
    const store = createSiteStore({ local: memoryStorage(), session: memoryStorage() });
    const log = vi.fn();
    await expect(checkSession(call, store.actions, log)).resolves.toBe(false);
    expect(store.state.username).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
