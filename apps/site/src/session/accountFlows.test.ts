import { captchaVerify, login, register } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { override, refuse, resetAccountMockState } from '@coinsight/mocks';
import { server } from '@coinsight/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { createSiteStore } from '../store/store.ts';
import {
  AccountRefusal,
  checkPhone,
  logIn,
  newCaptchaChallenge,
  registerMember,
  verifyCaptcha,
} from './accountFlows.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetAccountMockState();
});
afterAll(() => server.close());

const { call } = createApiClient({ baseUrl: 'http://site.test/', readCookies: () => 'crumb=t' });
const fullDrag = [
  { x: 0, t: 0 },
  { x: 0.55, t: 280 },
  { x: 1, t: 610 },
];

describe('the login dialog’s calls', () => {
  it('tells a registered phone from a new one', async () => {
    expect(await checkPhone(call, '13800000000')).toEqual({ registered: true });
    expect(await checkPhone(call, '13655550123')).toEqual({ registered: false });
  });

  it('registers with a pass earned by a full drag, then logs in and records the member', async () => {
    const pass = await verifyCaptcha(call, await newCaptchaChallenge(call), fullDrag);
    await registerMember(call, {
      username: '13655550123',
      password: 'Bijian#2026',
      code: '',
      captchaPass: pass,
    });
    const store = createSiteStore({ local: memoryStorage(), session: memoryStorage() });
    store.actions.openLogin();
    await logIn(call, store.actions, store.state.windowId, {
      username: '13655550123',
      password: 'Bijian#2026',
    });
    expect(store.state).toMatchObject({
      username: '13655550123',
      showLogin: false,
      sessionEpoch: 1,
    });
  });

  it('refuses an invite code no member owns with the spec’s text', async () => {
    const pass = await verifyCaptcha(call, await newCaptchaChallenge(call), fullDrag);
    server.use(override(register, () => ({ state: 'failed' as const, code_invalid: true })));
    const refused = registerMember(call, {
      username: '13655550124',
      password: 'Bijian#2026',
      code: 'NOBODYS12345',
      captchaPass: pass,
    });
    await expect(refused).rejects.toThrow(new AccountRefusal(messages.account.inviteCodeInvalid));
  });

  it('refuses a wrong password with the spec’s text and leaves the store logged out', async () => {
    const store = createSiteStore({ local: memoryStorage(), session: memoryStorage() });
    server.use(
      override(login, () => ({ state: 'failed' as const, message: messages.account.loginFailed })),
    );
    const refused = logIn(call, store.actions, store.state.windowId, {
      username: '13800000000',
      password: 'wrong-one',
    });
    await expect(refused).rejects.toThrow(messages.account.loginFailed);
    expect(store.state.username).toBeNull();
  });

  it('hands the server’s demand for the slider back to the dialog, then logs in with the pass', async () => {
    const sent: unknown[] = [];
    server.use(
      override(login, ({ body }) => {
        sent.push(body);
        if (body.captcha === undefined)
          return {
            state: 'captcha_required' as const,
            message: messages.account.loginCaptchaRequired,
          };
        return {
          state: 'success' as const,
          username: body.username,
          expiry: null,
          code: 'NEWMEMB00001',
          leftdays: 0,
          is_vip: false,
          last_login: null,
        };
      }),
    );
    const store = createSiteStore({ local: memoryStorage(), session: memoryStorage() });
    const credentials = { username: '13800000000', password: 'Bijian#2026' };
    expect(await logIn(call, store.actions, store.state.windowId, credentials)).toEqual({
      captchaRequired: messages.account.loginCaptchaRequired,
    });
    expect(store.state.username).toBeNull();

    const pass = await verifyCaptcha(call, await newCaptchaChallenge(call), fullDrag);
    await logIn(call, store.actions, store.state.windowId, { ...credentials, captchaPass: pass });
    expect(sent).toEqual([
      { ...credentials, windowId: store.state.windowId },
      { ...credentials, windowId: store.state.windowId, captcha: pass },
    ]);
    expect(store.state.username).toBe('13800000000');
  });

  it('answers a drag released before the end with the server’s refusal', async () => {
    const challenge = await newCaptchaChallenge(call);
    server.use(refuse(captchaVerify, 400, messages.account.captchaFailed, 'captcha_failed'));
    await expect(
      verifyCaptcha(call, challenge, [
        { x: 0, t: 0 },
        { x: 0.6, t: 300 },
      ]),
    ).rejects.toThrow(messages.account.captchaFailed);
  });
});
