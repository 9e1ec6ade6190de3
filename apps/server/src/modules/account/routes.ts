import { messages } from '@coinsight/domain/messages';
import {
  adminOutbox,
  captchaChallenge,
  captchaVerify,
  changePassword,
  checkRegistrate,
  checkVip,
  getRecoveryEmail,
  getUsername,
  login,
  loginAdmin,
  logout,
  logoutAdmin,
  passwordReset,
  passwordResetConfirm,
  register,
  setRecoveryEmail,
} from '../../contract.ts';
import type { Db } from '../../db/knex.ts';
import { routesFor } from '../../http/contractRoute.ts';
import type { Limits } from '../../limits/index.ts';
import { clientAddress, enforceRate } from '../../http/limits.ts';
import { tooManyRequests } from '../../limits/rateLimit.ts';
import type { Attempt, CountedAttempt, LoginGate } from '../../limits/loginGate.ts';
import { sessionCookie } from '../../plugins/auth.ts';
import { readOutbox } from '../../providers/mail/index.ts';
import type { AdminService } from './admin.ts';
import { adminTotpRoutes } from './adminTotpRoutes.ts';
import type { CaptchaService } from './captcha.ts';
import type { PasswordResetService } from './passwordReset.ts';
import type { RegistrationService } from './registration.ts';
import type { AccountService } from './service.ts';

const m = messages.account;

/** What the account area's handlers reach. */
export interface AccountDeps {
  account: AccountService;
  registration: RegistrationService;
  captcha: CaptchaService;
  passwordReset: PasswordResetService;
  admin: AdminService;
  limits: Limits;
  db: Db;
}

const route = routesFor<AccountDeps>();

/**
 * Counts an admin's attempt before any password is checked; refused while locked or over the
 * budget. Admins keep the lock (docs/features/account.md): a slider is only friction, and the
 * backend is where a guessed password costs most.
 */
async function countAttempt(
  gate: LoginGate,
  attempt: Omit<Attempt, 'pastThreshold'>,
): Promise<CountedAttempt> {
  const decision = await gate.begin({ ...attempt, pastThreshold: 'lock' });
  if (decision.allowed) return decision;
  if (decision.refusal === 'locked')
    throw tooManyRequests(m.tooManyLoginAttempts, decision.retryAfterSeconds);
  throw new Error('an account in lock mode is never asked for the slider');
}

export const accountRoutes = [
  route(getUsername, ({ member, deps }) => deps.account.username(member), { fastRead: true }),
  route(checkVip, ({ member, deps }) => deps.account.membership(member)),

  route(checkRegistrate, async ({ query, deps, request }) => {
    await enforceRate(deps.limits.checks, request, m.tooManyChecks);
    return deps.registration.check(query.username, query.code || undefined);
  }),

  route(captchaChallenge, async ({ deps, request }) => {
    await enforceRate(deps.limits.captcha, request, messages.http.tooManyRequests);
    return deps.captcha.challenge();
  }),

  route(captchaVerify, async ({ body, deps, request }) => {
    await enforceRate(deps.limits.captcha, request, messages.http.tooManyRequests);
    return deps.captcha.verify(body.challenge, body.trace);
  }),

  route(register, ({ body, deps }) =>
    deps.registration.register({
      username: body.username,
      password: body.password,
      code: body.code || undefined,
      captcha: body.captcha,
    }),
  ),

  route(login, async ({ body, deps, request }) => {
    // The pass is spent before anything else, so one solved slider buys at most one password check.
    const captchaSolved =
      body.captcha !== undefined && (await deps.captcha.consumePass(body.captcha));
    const attempt = await deps.limits.login.begin({
      account: `member:${body.username}`,
      address: clientAddress(request),
      pastThreshold: 'captcha',
      captchaSolved,
    });
    if (!attempt.allowed) {
      if (attempt.refusal === 'locked')
        throw tooManyRequests(m.tooManyLoginAttempts, attempt.retryAfterSeconds);
      const message = body.captcha === undefined ? m.loginCaptchaRequired : m.captchaExpired;
      return { state: 'captcha_required' as const, message };
    }
    const result = await deps.account.login(body);
    if (!result) {
      await deps.limits.login.failed(attempt);
      return { state: 'failed' as const, message: m.loginFailed };
    }
    await deps.limits.login.succeeded(attempt);
    sessionCookie(request, 'member').set({ token: result.token });
    return result.answer;
  }),

  route(logout, async ({ member, deps, request }) => {
    await deps.account.logout(member.sessionId);
    sessionCookie(request, 'member').clear();
    return { state: 'success' as const };
  }),

  route(changePassword, async ({ body, member, deps }) => {
    await deps.account.changePassword(member, body.old_password, body.new_password);
    return { message: m.passwordChanged };
  }),

  route(getRecoveryEmail, async ({ member, deps }) => ({
    email: await deps.account.recoveryEmail(member),
  })),

  route(setRecoveryEmail, async ({ body, member, deps }) => {
    const email = await deps.account.setRecoveryEmail(member, body.email);
    return { email, message: m.emailSaved };
  }),

  route(passwordReset, async ({ body, deps, request }) => {
    await enforceRate(deps.limits.resets, request, messages.http.tooManyRequests);
    await deps.passwordReset.request(body.username, body.email);
    return { message: m.resetMailSent };
  }),

  route(passwordResetConfirm, async ({ body, deps }) => {
    await deps.passwordReset.confirm(body.uid, body.token, body.new_password);
    return { message: m.passwordResetDone };
  }),

  route(loginAdmin, async ({ body, deps, request }) => {
    const attempt = await countAttempt(deps.limits.login, {
      account: `admin:${body.username}`,
      address: clientAddress(request),
    });
    const result = await deps.admin.login(body.username, body.password, body.windowId, body.code);
    // A right password still waiting for its code is neither: the attempt stays counted.
    if (result.state === 'totp_required')
      return { state: 'totp_required' as const, message: messages.admin.totpRequired };
    if (result.state !== 'success') {
      await deps.limits.login.failed(attempt);
      const message =
        result.state === 'totp_wrong' ? messages.admin.totpWrong : messages.admin.loginFailed;
      return { state: 'failed' as const, message };
    }
    await deps.limits.login.succeeded(attempt);
    sessionCookie(request, 'admin').set({ token: result.token });
    return { state: 'success' as const, username: result.username };
  }),

  route(logoutAdmin, async ({ admin, deps, request }) => {
    await deps.admin.recordLogout(admin);
    await deps.account.logout(admin.sessionId);
    sessionCookie(request, 'admin').clear();
    return { state: 'success' as const };
  }),

  route(adminOutbox, async ({ query, deps }) => {
    const mails = await readOutbox(deps.db, query.limit ?? 20);
    return {
      mails: mails.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        created_at: mail.createdAt.toISOString(),
      })),
    };
  }),
  ...adminTotpRoutes<AccountDeps>(countAttempt),
];
