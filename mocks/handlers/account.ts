import {
  adminOutbox,
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
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  knownInviteCodes,
  outboxMails,
  registeredPhones,
  validResetLink,
} from '../fixtures/account.ts';
import { demoCredentials, demoMember, demoTotp } from '../fixtures/members.ts';
import { mock, type EndpointMock } from './define.ts';

const m = messages.account;

/** Accounts registered through the mock, so a register-then-check flow sees the new phone. */
const registered = new Set<string>(registeredPhones);
let recoveryEmail: string | null = demoCredentials.member.email;
let serial = 0;

export function resetAccountMockState(): void {
  registered.clear();
  for (const phone of registeredPhones) registered.add(phone);
  recoveryEmail = demoCredentials.member.email;
}

const exampleWindowId = 'tab-3f9c2a71';

export const mocks: EndpointMock[] = [
  mock(getUsername, {}, () => ({ username: demoMember.username, code: demoMember.code })),
  mock(checkVip, {}, () => ({
    is_vip: demoMember.is_vip,
    leftdays: demoMember.leftdays,
    expiry: demoMember.expiry,
  })),
  mock(checkRegistrate, { query: { username: demoMember.username } }, ({ query }) => {
    const isRegistered = registered.has(query.username);
    const code =
      query.code !== undefined && knownInviteCodes.includes(query.code) ? query.code : '';
    return {
      registered: isRegistered ? (1 as const) : (0 as const),
      code,
      detail: isRegistered ? m.alreadyRegistered : '',
    };
  }),
  mock(
    register,
    {
      body: {
        username: '13655557777',
        password: 'Bijian#2026',
        code: 'BIJIANX20261',
        captcha: 'pass-example-4c1d9e',
      },
    },
    ({ body }) => {
      registered.add(body.username);
      return { state: 'success' as const };
    },
  ),
  mock(
    login,
    {
      body: {
        username: demoCredentials.member.username,
        password: demoCredentials.member.password,
        windowId: exampleWindowId,
      },
    },
    ({ body }) => {
      const isDemo = body.username === demoMember.username;
      return {
        state: 'success' as const,
        username: body.username,
        expiry: isDemo ? demoMember.expiry : null,
        code: isDemo ? demoMember.code : 'NEWMEMB00001',
        leftdays: isDemo ? demoMember.leftdays : 0,
        is_vip: isDemo ? demoMember.is_vip : false,
        last_login: isDemo ? demoMember.last_login : null,
      };
    },
  ),
  mock(logout, {}, () => ({ state: 'success' as const })),
  mock(
    passwordReset,
    {
      body: {
        username: demoMember.username,
        email: demoCredentials.member.email,
        request_time: '2026-11-22T09:00:00.000Z',
      },
    },
    () => ({ message: m.resetMailSent }),
  ),
  mock(
    passwordResetConfirm,
    { body: { ...validResetLink, new_password: 'Renewed#Pass2026' } },
    () => ({ message: m.passwordResetDone }),
  ),
  mock(
    loginAdmin,
    {
      body: {
        username: demoCredentials.admin.username,
        password: demoCredentials.admin.password,
        windowId: exampleWindowId,
      },
    },
    ({ body }) => ({ state: 'success' as const, username: body.username }),
  ),
  mock(logoutAdmin, {}, () => ({ state: 'success' as const })),
  mock(captchaChallenge, {}, () => {
    serial += 1;
    return { challenge: `challenge-mock-${String(serial).padStart(6, '0')}`, expires_in: 120 };
  }),
  mock(
    captchaVerify,
    {
      body: {
        challenge: 'challenge-example-0001',
        trace: [
          { x: 0, t: 0 },
          { x: 0.5, t: 240 },
          { x: 1, t: 520 },
        ],
      },
    },
    () => {
      serial += 1;
      return { pass: `pass-mock-${String(serial).padStart(6, '0')}`, expires_in: 300 };
    },
  ),
  mock(
    changePassword,
    { body: { old_password: demoCredentials.member.password, new_password: 'Renewed#Pass2026' } },
    () => ({ message: m.passwordChanged }),
  ),
  mock(getRecoveryEmail, {}, () => ({ email: recoveryEmail })),
  mock(setRecoveryEmail, { body: { email: 'Member@Example.com' } }, ({ body }) => {
    recoveryEmail = body.email.toLowerCase();
    return { email: recoveryEmail, message: m.emailSaved };
  }),
  mock(adminOutbox, {}, () => ({ mails: outboxMails })),
  mock(adminTotpStatus, {}, () => ({ enabled: false, enabled_at: null, recovery_codes_left: 0 })),
  mock(adminTotpEnrol, {}, () => ({ secret: demoTotp.secret, uri: demoTotp.uri })),
  mock(adminTotpConfirm, { body: { code: '123456' } }, () => ({
    recovery_codes: [...demoTotp.recoveryCodes],
  })),
];
