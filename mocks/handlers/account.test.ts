import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import {
  captchaVerify,
  changePassword,
  login,
  loginAdmin,
  passwordResetConfirm,
  register,
} from '@coinsight/domain/api';
import { demoCredentials } from '../fixtures/members.ts';
import { mocks, resetAccountMockState } from './account.ts';
import { override, refuse } from './define.ts';

const server = setupServer(...mocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetAccountMockState();
});
afterAll(() => server.close());

const origin = 'http://mock.test/api/v1/loginpart';
const post = async (
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> => {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const check = async (username: string): Promise<Record<string, unknown>> =>
  (await (await fetch(`${origin}/checkregistrate/?username=${username}`)).json()) as Record<
    string,
    unknown
  >;

const windowId = 'tab-3f9c2a71';

/** Asks for a challenge and drags the slider to the end, as the login dialog does. */
const solveCaptcha = async (): Promise<string> => {
  const { challenge } = (await (await fetch(`${origin}/captcha/`)).json()) as { challenge: string };
  const solved = await post('/captcha/', {
    challenge,
    trace: [
      { x: 0, t: 0 },
      { x: 0.6, t: 300 },
      { x: 1, t: 650 },
    ],
  });
  return String(solved.body.pass);
};

describe('account mocks', () => {
  it('registers a new phone, then checks it as registered and logs it in', async () => {
    expect((await check('13655557777')).registered).toBe(0);
    const created = await post('/register/', {
      username: '13655557777',
      password: 'Bijian#2026',
      captcha: await solveCaptcha(),
    });
    expect(created.body).toEqual({ state: 'success' });
    expect(await check('13655557777')).toEqual({
      registered: 1,
      code: '',
      detail: messages.account.alreadyRegistered,
    });
    const login = await post('/login/', {
      username: '13655557777',
      password: 'Bijian#2026',
      windowId,
    });
    expect(login.body).toMatchObject({ state: 'success', is_vip: false, last_login: null });
  });

  it('answers an unknown invite code, once a test adds it, with code_invalid and creates nothing', async () => {
    server.use(override(register, () => ({ state: 'failed' as const, code_invalid: true })));
    const refused = await post('/register/', {
      username: '13655558888',
      password: 'Bijian#2026',
      code: 'UNKNOWN12345',
      captcha: await solveCaptcha(),
    });
    expect(refused.body).toEqual({ state: 'failed', code_invalid: true });
    expect((await check('13655558888')).registered).toBe(0);
  });

  it('refuses, once a test adds it, a phone already registered in the server’s error shape', async () => {
    server.use(refuse(register, 409, messages.account.alreadyRegistered, 'already_registered'));
    const again = await post('/register/', {
      username: '13655557777',
      password: 'Bijian#2026',
      captcha: await solveCaptcha(),
    });
    expect(again).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: messages.account.alreadyRegistered,
        code: 'already_registered',
      },
    });
  });

  it('refuses, once a test adds them, a used captcha pass and a drag released before the end', async () => {
    const pass = await solveCaptcha();
    const first = await post('/register/', {
      username: '13655550001',
      password: 'Bijian#2026',
      captcha: pass,
    });
    expect(first.body).toEqual({ state: 'success' });
    server.use(refuse(register, 400, messages.account.captchaRequired, 'captcha_required'));
    const reused = await post('/register/', {
      username: '13655550002',
      password: 'Bijian#2026',
      captcha: pass,
    });
    expect(reused.body.message).toBe(messages.account.captchaRequired);
    const { challenge } = (await (await fetch(`${origin}/captcha/`)).json()) as {
      challenge: string;
    };
    server.use(refuse(captchaVerify, 400, messages.account.captchaFailed, 'captcha_failed'));
    const early = await post('/captcha/', {
      challenge,
      trace: [
        { x: 0, t: 0 },
        { x: 0.7, t: 400 },
      ],
    });
    expect(early).toMatchObject({ status: 400, body: { message: messages.account.captchaFailed } });
  });

  it('changes the password, refused when a test says the old one is wrong, and keeps the recovery e-mail lower-cased', async () => {
    server.use(
      refuse(changePassword, 400, messages.account.oldPasswordWrong, 'old_password_wrong'),
    );
    const wrong = await post('/change-password/', {
      old_password: 'nope',
      new_password: 'Renewed#Pass2026',
    });
    expect(wrong.body.message).toBe(messages.account.oldPasswordWrong);
    server.resetHandlers();
    const changed = await post('/change-password/', {
      old_password: demoCredentials.member.password,
      new_password: 'Renewed#Pass2026',
    });
    expect(changed.body.message).toBe(messages.account.passwordChanged);
    const login = await post('/login/', {
      username: demoCredentials.member.username,
      password: 'Renewed#Pass2026',
      windowId,
    });
    expect(login.body.state).toBe('success');
    const saved = await post('/recovery-email/', { email: ' New@Example.COM ' });
    expect(saved.body.email).toBe('new@example.com');
    expect(await (await fetch(`${origin}/recovery-email/`)).json()).toEqual({
      email: 'new@example.com',
    });
  });

  it('refuses registration without the captcha pass with the spec’s text', async () => {
    const refused = await post('/register/', { username: '13655557777', password: 'Bijian#2026' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`body.captcha: ${messages.account.captchaRequired}`);
  });

  it('logs the demo member in and answers a wrong password, once a test adds it, with state failed', async () => {
    const ok = await post('/login/', {
      username: demoCredentials.member.username,
      password: demoCredentials.member.password,
      windowId,
    });
    expect(ok.body).toMatchObject({ state: 'success', is_vip: true, code: 'COINSGT12345' });
    server.use(
      override(login, () => ({ state: 'failed' as const, message: messages.account.loginFailed })),
    );
    const wrong = await post('/login/', {
      username: demoCredentials.member.username,
      password: 'nope',
      windowId,
    });
    expect(wrong.body).toEqual({ state: 'failed', message: messages.account.loginFailed });
  });

  it('accepts a reset link, the new password then logs in, and a test can refuse a used link', async () => {
    const link = {
      uid: 'MTM4MDAwMDAwMDA',
      token: 'c0ins1ght-reset-7f3a9d',
      new_password: 'Renewed#Pass2026',
    };
    expect((await post('/password-reset-confirm/', link)).body).toEqual({
      message: messages.account.passwordResetDone,
    });
    const login = await post('/login/', {
      username: demoCredentials.member.username,
      password: link.new_password,
      windowId,
    });
    expect(login.body.state).toBe('success');
    server.use(
      refuse(passwordResetConfirm, 400, messages.account.resetLinkInvalid, 'reset_link_invalid'),
    );
    const reused = await post('/password-reset-confirm/', link);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(messages.account.resetLinkInvalid);
  });

  it('answers the admin login like the member login', async () => {
    const ok = await post('/loginadmin/', { ...demoCredentials.admin, windowId });
    expect(ok.body).toEqual({ state: 'success', username: 'admin' });
    server.use(
      override(loginAdmin, () => ({
        state: 'failed' as const,
        message: messages.admin.loginFailed,
      })),
    );
    const wrong = await post('/loginadmin/', { username: 'admin', password: 'x', windowId });
    expect(wrong.body).toEqual({ state: 'failed', message: messages.admin.loginFailed });
  });
});
