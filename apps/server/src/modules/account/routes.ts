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
import { routeFor } from '../../http/contractRoute.ts';
import { clientAddress, enforceRate, tooManyRequests } from '../../http/limits.ts';
import type { Attempt, CountedAttempt, LoginGate } from '../../limits/loginGate.ts';
import { sessionCookie } from '../../plugins/auth.ts';
import { readOutbox } from '../../providers/mail/index.ts';

const m = messages.account;

/** Counts the attempt before any password is checked; refused while locked or over the budget. */
async function countAttempt(gate: LoginGate, attempt: Attempt): Promise<CountedAttempt> {
  const decision = await gate.begin(attempt);
  if (!decision.allowed) throw tooManyRequests(m.tooManyLoginAttempts, decision.retryAfterSeconds);
  return decision;
}

export const accountRoutes = [
  routeFor(getUsername, ({ member, services }) => services.account.username(member)),
  routeFor(checkVip, ({ member, services }) => services.account.membership(member)),

  routeFor(checkRegistrate, async ({ query, services, request }) => {
    await enforceRate(services.limits.checks, request, m.tooManyChecks);
    return services.registration.check(query.username, query.code || undefined);
  }),

  routeFor(captchaChallenge, async ({ services, request }) => {
    await enforceRate(services.limits.captcha, request, messages.http.tooManyRequests);
    return services.captcha.challenge();
  }),

  routeFor(captchaVerify, async ({ body, services, request }) => {
    await enforceRate(services.limits.captcha, request, messages.http.tooManyRequests);
    return services.captcha.verify(body.challenge, body.trace);
  }),

  routeFor(register, ({ body, services }) =>
    services.registration.register({
      username: body.username,
      password: body.password,
      code: body.code || undefined,
      captcha: body.captcha,
    }),
  ),

  routeFor(login, async ({ body, services, request }) => {
    const attempt = await countAttempt(services.limits.login, {
      account: `member:${body.username}`,
      address: clientAddress(request),
    });
    const result = await services.account.login(body);
    if (!result) {
      await services.limits.login.failed(attempt);
      return { state: 'failed' as const, message: m.loginFailed };
    }
    await services.limits.login.succeeded(attempt);
    sessionCookie(request, 'member').set({ token: result.token });
    return result.answer;
  }),

  routeFor(logout, async ({ member, services, request }) => {
    if (member) await services.account.logout(member.sessionId);
    sessionCookie(request, 'member').clear();
    return { state: 'success' as const };
  }),

  routeFor(changePassword, async ({ body, member, services }) => {
    if (member) await services.account.changePassword(member, body.old_password, body.new_password);
    return { message: m.passwordChanged };
  }),

  routeFor(getRecoveryEmail, async ({ member, services }) => ({
    email: member ? await services.account.recoveryEmail(member) : null,
  })),

  routeFor(setRecoveryEmail, async ({ body, member, services }) => {
    const email = member ? await services.account.setRecoveryEmail(member, body.email) : null;
    return { email, message: m.emailSaved };
  }),

  routeFor(passwordReset, async ({ body, services, request }) => {
    await enforceRate(services.limits.resets, request, messages.http.tooManyRequests);
    await services.passwordReset.request(body.username, body.email);
    return { message: m.resetMailSent };
  }),

  routeFor(passwordResetConfirm, async ({ body, services }) => {
    await services.passwordReset.confirm(body.uid, body.token, body.new_password);
    return { message: m.passwordResetDone };
  }),

  routeFor(loginAdmin, async ({ body, services, request }) => {
    const attempt = await countAttempt(services.limits.login, {
      account: `admin:${body.username}`,
      address: clientAddress(request),
    });
    const result = await services.admin.login(body.username, body.password, body.windowId);
    if (!result) {
      await services.limits.login.failed(attempt);
      return { state: 'failed' as const, message: messages.admin.loginFailed };
    }
    await services.limits.login.succeeded(attempt);
    sessionCookie(request, 'admin').set({ token: result.token });
    return { state: 'success' as const, username: result.username };
  }),

  routeFor(logoutAdmin, async ({ admin, services, request }) => {
    if (admin) await services.account.logout(admin.sessionId);
    sessionCookie(request, 'admin').clear();
    return { state: 'success' as const };
  }),

  routeFor(adminOutbox, async ({ query, services }) => {
    const mails = await readOutbox(services.db, query.limit ?? 20);
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
];
