import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import {
  adminOutbox,
  adminTotpCode,
  adminTotpConfirm,
  adminTotpEnrol,
  adminTotpStatus,
  captchaChallenge,
  captchaVerify,
  changePassword,
  checkRegistrate,
  getRecoveryEmail,
  setRecoveryEmail,
  checkVip,
  getUsername,
  login,
  loginAdmin,
  logout,
  logoutAdmin,
  passwordReset,
  passwordResetConfirm,
  register,
} from './account.ts';
import { endpointsByArea } from './index.ts';

const m = messages.account;

function verdict(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'invalid');
}

describe('account endpoints match the spec’s call tables', () => {
  const table = [
    [getUsername, 'GET', '/api/v1/loginpart/getusername/', 'visitor'],
    [checkVip, 'GET', '/api/v1/loginpart/checkvip/', 'visitor'],
    [checkRegistrate, 'GET', '/api/v1/loginpart/checkregistrate/', 'visitor'],
    [register, 'POST', '/api/v1/loginpart/register/', 'visitor'],
    [login, 'POST', '/api/v1/loginpart/login/', 'visitor'],
    [logout, 'POST', '/api/v1/loginpart/logout/', 'user'],
    [passwordReset, 'POST', '/api/v1/loginpart/password-reset/', 'visitor'],
    [passwordResetConfirm, 'POST', '/api/v1/loginpart/password-reset-confirm/', 'visitor'],
    [loginAdmin, 'POST', '/api/v1/loginpart/loginadmin/', 'visitor'],
    [logoutAdmin, 'POST', '/api/v1/loginpart/loginoutadmin/', 'admin'],
    [captchaChallenge, 'GET', '/api/v1/loginpart/captcha/', 'visitor'],
    [captchaVerify, 'POST', '/api/v1/loginpart/captcha/', 'visitor'],
    [changePassword, 'POST', '/api/v1/loginpart/change-password/', 'user'],
    [getRecoveryEmail, 'GET', '/api/v1/loginpart/recovery-email/', 'user'],
    [setRecoveryEmail, 'POST', '/api/v1/loginpart/recovery-email/', 'user'],
    [adminOutbox, 'GET', '/api/v1/admin/outbox/', 'admin'],
    [adminTotpStatus, 'GET', '/api/v1/admin/totp/', 'admin'],
    [adminTotpEnrol, 'POST', '/api/v1/admin/totp/enrol/', 'admin'],
    [adminTotpConfirm, 'POST', '/api/v1/admin/totp/confirm/', 'admin'],
  ] as const;

  it.each(table.map(([e, method, path, role]) => ({ id: e.id, e, method, path, role })))(
    '$id is $method $path for $role',
    ({ e, method, path, role }) => {
      expect(e.method).toBe(method);
      expect(e.path).toBe(path);
      expect(e.role).toBe(role);
      expect(e.csrf).toBe(method !== 'GET');
    },
  );

  it('registers exactly these endpoints in the account area', () => {
    expect(endpointsByArea.account.map((e) => e.id).sort()).toEqual(
      table.map(([e]) => e.id).sort(),
    );
  });
});

const windowId = 'tab-3f9c2a71';

describe('account inputs', () => {
  it.each([
    ['check: a phone', checkRegistrate.query, { username: '13800000000' }, 'ok'],
    [
      'check: with a code',
      checkRegistrate.query,
      { username: '13800000000', code: 'COINSGT12345' },
      'ok',
    ],
    [
      'check: empty code means none',
      checkRegistrate.query,
      { username: '13800000000', code: '' },
      'ok',
    ],
    ['check: no username', checkRegistrate.query, {}, m.usernameMissing],
    ['check: bad phone', checkRegistrate.query, { username: '12800000000' }, m.phoneInvalid],
    [
      'check: bad code',
      checkRegistrate.query,
      { username: '13800000000', code: 'abc' },
      m.inviteCodeInvalid,
    ],
    [
      'register: complete',
      register.body,
      { username: '13655557777', password: 'Bijian#2026', code: 'BIJIANX20261', captcha: 'pass-1' },
      'ok',
    ],
    [
      'register: without code',
      register.body,
      { username: '13655557777', password: 'Bijian#2026', captcha: 'pass-1' },
      'ok',
    ],
    [
      'register: no captcha',
      register.body,
      { username: '13655557777', password: 'Bijian#2026' },
      m.captchaRequired,
    ],
    [
      'register: empty captcha',
      register.body,
      { username: '13655557777', password: 'Bijian#2026', captcha: '' },
      m.captchaRequired,
    ],
    [
      'register: weak password',
      register.body,
      { username: '13655557777', password: 'password', captcha: 'pass-1' },
      m.passwordWeak,
    ],
    [
      'register: bad phone',
      register.body,
      { username: '1365555777', password: 'Bijian#2026', captcha: 'pass-1' },
      m.phoneInvalid,
    ],
    [
      'register: bad invite code',
      register.body,
      { username: '13655557777', password: 'Bijian#2026', code: 'ABC12', captcha: 'pass-1' },
      m.inviteCodeInvalid,
    ],
    ['login: complete', login.body, { username: '13800000000', password: 'x', windowId }, 'ok'],
    [
      'login: no password',
      login.body,
      { username: '13800000000', password: '', windowId },
      m.passwordRequired,
    ],
    [
      'login: bad phone',
      login.body,
      { username: 'admin', password: 'x', windowId },
      m.phoneInvalid,
    ],
    [
      'login: bad window id',
      login.body,
      { username: '13800000000', password: 'x', windowId: 'a b' },
      m.windowIdInvalid,
    ],
    [
      'login: unknown field',
      login.body,
      { username: '13800000000', password: 'x', windowId, remember: true },
      'Unrecognized key: "remember"',
    ],
    ['logout: no payload', logout.body, undefined, 'ok'],
    [
      'reset: complete',
      passwordReset.body,
      {
        username: '13800000000',
        email: 'demo@coinsight.test',
        request_time: '2026-11-22T09:00:00.000Z',
      },
      'ok',
    ],
    [
      'reset: no e-mail',
      passwordReset.body,
      { username: '13800000000', email: '', request_time: '2026-11-22T09:00:00.000Z' },
      m.recoveryFieldsRequired,
    ],
    [
      'reset: no account',
      passwordReset.body,
      { email: 'demo@coinsight.test', request_time: '2026-11-22T09:00:00.000Z' },
      m.recoveryFieldsRequired,
    ],
    [
      'reset: bad e-mail',
      passwordReset.body,
      { username: '13800000000', email: 'demo', request_time: '2026-11-22T09:00:00.000Z' },
      m.emailInvalid,
    ],
    [
      'captcha: a full drag',
      captchaVerify.body,
      {
        challenge: 'challenge-0123456789abcdef',
        trace: [
          { x: 0, t: 0 },
          { x: 1, t: 600 },
        ],
      },
      'ok',
    ],
    [
      'captcha: one sample is no drag',
      captchaVerify.body,
      { challenge: 'challenge-0123456789abcdef', trace: [{ x: 1, t: 0 }] },
      m.captchaFailed,
    ],
    [
      'captcha: past the track',
      captchaVerify.body,
      {
        challenge: 'challenge-0123456789abcdef',
        trace: [
          { x: 0, t: 0 },
          { x: 1.5, t: 600 },
        ],
      },
      m.captchaFailed,
    ],
    [
      'captcha: no challenge',
      captchaVerify.body,
      {
        trace: [
          { x: 0, t: 0 },
          { x: 1, t: 600 },
        ],
      },
      m.captchaExpired,
    ],
    [
      'change: weak new password',
      changePassword.body,
      { old_password: 'whatever', new_password: 'abc' },
      m.passwordWeak,
    ],
    [
      'change: no old password',
      changePassword.body,
      { new_password: 'Renewed#Pass2026' },
      m.passwordRequired,
    ],
    ['email: trimmed address', setRecoveryEmail.body, { email: ' a@b.cn ' }, 'ok'],
    ['email: not an address', setRecoveryEmail.body, { email: 'member' }, m.emailInvalid],
    ['outbox: limit too large', adminOutbox.query, { limit: '500' }, messages.http.badRequest],
    [
      'confirm: complete',
      passwordResetConfirm.body,
      { uid: 'MTM4MDAwMDAwMDA', token: 'c0ins1ght-reset-7f3a9d', new_password: 'Renewed#Pass2026' },
      'ok',
    ],
    [
      'confirm: token with a slash',
      passwordResetConfirm.body,
      { uid: 'MTM4', token: 'c0ins1ght/reset', new_password: 'Renewed#Pass2026' },
      m.resetLinkInvalid,
    ],
    [
      'confirm: weak new password',
      passwordResetConfirm.body,
      { uid: 'MTM4', token: 'c0ins1ght-reset-7f3a9d', new_password: '123456' },
      m.passwordWeak,
    ],
    [
      'admin: complete',
      loginAdmin.body,
      { username: 'admin', password: 'coinsight-admin', windowId },
      'ok',
    ],
    [
      'admin: blank name',
      loginAdmin.body,
      { username: '  ', password: 'coinsight-admin', windowId },
      messages.admin.loginFieldsRequired,
    ],
    [
      'admin: no password',
      loginAdmin.body,
      { username: 'admin', windowId },
      messages.admin.loginFieldsRequired,
    ],
  ] as const)('%s', (_, schema, input, expected) => {
    expect(verdict(schema, input)).toBe(expected);
  });
});

describe('account responses', () => {
  it.each([
    [
      'login success',
      login.response,
      {
        state: 'success',
        username: '13800000000',
        expiry: '2027-02-17T08:00:00.000Z',
        code: 'COINSGT12345',
        leftdays: 87,
        is_vip: true,
        last_login: null,
      },
      'ok',
    ],
    ['login failure', login.response, { state: 'failed', message: m.loginFailed }, 'ok'],
    ['login failure without a message', login.response, { state: 'failed' }, 'refused'],
    [
      'check: registered is 0 or 1',
      checkRegistrate.response,
      { registered: 2, code: '', detail: '' },
      'refused',
    ],
    ['register: code_invalid', register.response, { state: 'failed', code_invalid: true }, 'ok'],
    ['admin login success', loginAdmin.response, { state: 'success', username: 'admin' }, 'ok'],
  ] as const)('%s', (_, schema, body, expected) => {
    expect(schema.safeParse(body).success ? 'ok' : 'refused').toBe(expected);
  });
});

describe('the admin second factor as typed', () => {
  it.each([
    ['123456', 'ok'],
    [' 654321 ', 'ok'],
    ['abcd-efgh-ijkl-mnop', 'ok'],
    ['ABCDEFGHIJKLMNOP', 'ok'],
    ['abcd efgh ijkl mnop', 'ok'],
    ['12345', messages.admin.totpFormat],
    ['1234567', messages.admin.totpFormat],
    ['', messages.admin.totpFormat],
    ['<img src=x onerror=alert(1)>', messages.admin.totpFormat],
    ['abcd-efgh-ijkl-mno1', messages.admin.totpFormat],
    [123456, messages.admin.totpFormat],
  ])('%j is %s', (input, expected) => {
    expect(verdict(adminTotpCode, input)).toBe(expected);
  });

  it('lets the admin login leave the code out, and confirm only take six digits', () => {
    const body = { username: 'ops', password: 'Ops#Admin2026pw', windowId: 'tab-3f9c2a71' };
    expect(verdict(loginAdmin.body, body)).toBe('ok');
    expect(verdict(loginAdmin.body, { ...body, code: '123456' })).toBe('ok');
    expect(verdict(adminTotpConfirm.body, { code: 'abcd-efgh-ijkl-mnop' })).toBe(
      messages.admin.totpFormat,
    );
  });
});
