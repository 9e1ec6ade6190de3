import { z } from 'zod';
import { isInviteCode, isStrongPassword, phonePattern } from '../account/rules.ts';
import { messages } from '../messages/index.ts';
import { defineEndpoint } from './endpoint.ts';

/** GET getusername: who the session belongs to. A visitor gets empty strings, not an error. */
export const getUsername = defineEndpoint(() => ({
  id: 'account.getUsername',
  method: 'GET',
  path: '/api/v1/loginpart/getusername/',
  summary: 'The logged-in user name (phone) and invite code; empty for a visitor',
  description:
    'Spec: the response carries username and code. Decision: a visitor receives 200 with empty strings so the start-up check never fails merely for being logged out.',
  role: 'visitor',
  response: z.object({ username: z.string(), code: z.string() }),
}));

/** GET checkvip: membership state of the session's user. */
export const checkVip = defineEndpoint(() => ({
  id: 'account.checkVip',
  method: 'GET',
  path: '/api/v1/loginpart/checkvip/',
  summary: 'Membership state: is_vip, days left and expiry',
  description:
    'The spec writes the path without a leading slash; it gets one. Decision: a visitor receives is_vip false, leftdays 0 and expiry null. expiry is an ISO-8601 instant (UTC).',
  role: 'visitor',
  response: z.object({
    is_vip: z.boolean(),
    leftdays: z.number().int().nonnegative(),
    expiry: z.string().nullable(),
  }),
}));

const m = messages.account;

/** A member's user name is their mainland phone number (spec 1 §5). */
export const phoneNumber = z
  .string({ error: (issue) => (issue.input === undefined ? m.usernameMissing : m.phoneInvalid) })
  .regex(phonePattern, m.phoneInvalid);

/** A password to register or reset with: strong by the spec's 1–5 score, at most 128 characters. */
export const newPassword = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(128, m.passwordWeak)
  .refine(isStrongPassword, m.passwordWeak);

/** A password to log in with: only presence is checked, the server compares the hash. */
const givenPassword = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(128, m.loginFailed);

/** Optional invite code; an empty field means none. */
export const inviteCodeInput = z
  .string()
  .refine((value) => value === '' || isInviteCode(value), m.inviteCodeInvalid)
  .optional();

/** A random id per browser tab (session storage), so a new login can end the other tabs' sessions. */
export const windowId = z
  .string({ error: m.windowIdInvalid })
  .regex(/^[\w-]{8,64}$/, m.windowIdInvalid);

/** ISO-8601 instant in UTC. */
const instant = z.iso.datetime();

/** GET checkregistrate: is this phone registered, and is the invite code good. */
export const checkRegistrate = defineEndpoint(() => ({
  id: 'account.checkRegistrate',
  method: 'GET',
  path: '/api/v1/loginpart/checkregistrate/',
  summary: 'Whether a phone number is registered (decides the login dialog mode)',
  description:
    'Decision: a missing username is a 400 whose message is 用户名未提供!, a malformed one 手机号格式错误！. ' +
    'registered is 1 for a registered phone, else 0. code echoes the invite code when it is given, well-formed and exists, else an empty string, ' +
    'so the dialog can warn before registering. detail is a Chinese sentence about the result (该手机号已注册 or empty). ' +
    'password is accepted because the spec lists it but is ignored; clients should omit it, since query strings reach access logs.',
  role: 'visitor',
  query: z.strictObject({
    username: phoneNumber,
    password: z.string().max(128).optional(),
    code: inviteCodeInput,
  }),
  response: z.object({
    registered: z.union([z.literal(0), z.literal(1)]),
    code: z.string(),
    detail: z.string(),
  }),
}));

/** POST register: a new account, with the slider captcha's pass. */
export const register = defineEndpoint(() => ({
  id: 'account.register',
  method: 'POST',
  path: '/api/v1/loginpart/register/',
  summary: 'Register a phone number with a password and an optional invite code',
  description:
    'captcha is the short-lived single-use pass the server issued when the slider was solved; issue 3 defines how it is obtained. ' +
    'A missing or spent pass is a 400 with 请先通过滑块验证!. A weak password is a 400 with 密码过于简单!. ' +
    'Decision: a registered phone is a 409 with 该手机号已注册. A well-formed invite code that no member owns answers 200 ' +
    '{ state: "failed", code_invalid: true } and creates nothing, so the member can correct the code; success is { state: "success" } ' +
    'and the member then logs in (the dialog switches to 登录).',
  role: 'visitor',
  body: z.strictObject({
    username: phoneNumber,
    password: newPassword,
    code: inviteCodeInput,
    captcha: z
      .string({ error: m.captchaRequired })
      .min(1, m.captchaRequired)
      .max(256, m.captchaRequired),
  }),
  response: z.object({
    state: z.enum(['success', 'failed']),
    code_invalid: z.boolean().optional(),
  }),
}));

/** The member's session as the login answers it. */
export const loginSuccess = z.object({
  state: z.literal('success'),
  username: z.string(),
  expiry: instant.nullable(),
  code: z.string(),
  leftdays: z.number().int().nonnegative(),
  is_vip: z.boolean(),
  last_login: instant.nullable(),
});
export type LoginSuccess = z.infer<typeof loginSuccess>;

/** A refused login: the client reads `state` and shows `message`. */
export const loginFailure = z.object({ state: z.literal('failed'), message: z.string() });

/** The account is past its failure threshold: the client solves the slider and sends the pass. */
export const loginCaptchaRequired = z.object({
  state: z.literal('captcha_required'),
  message: z.string(),
});

/** POST login. */
export const login = defineEndpoint(() => ({
  id: 'account.login',
  method: 'POST',
  path: '/api/v1/loginpart/login/',
  summary: 'Log in with phone and password; ends the account’s sessions in other tabs and devices',
  description:
    'Decision: wrong credentials answer 200 { state: "failed", message: 请核对密码或者检查账户是否存在 } because the client reads state ' +
    '(the same answer for an unknown phone and a wrong password, so accounts cannot be probed); malformed input is a 400, too many ' +
    'attempts a 429. On success the session cookie is set and other sessions of the account receive force_logout. ' +
    'expiry is the membership end (ISO-8601 UTC, null if never a member); last_login is the previous login (null on the first). ' +
    'username is added so the client need not call getusername again. ' +
    'Decision (issue 32): once an account has had LOGIN_ACCOUNT_LOCK_AFTER failures, its logins are not refused but need the slider: ' +
    'an attempt without a pass answers 200 { state: "captcha_required", message: 该账号登录失败次数过多，请先完成滑块验证 } with the password unchecked, ' +
    'a spent or expired pass the same state with 滑块验证已过期，请重新验证. captcha is a pass from captchaVerify, spent by the attempt whatever its outcome; ' +
    'a wrong password with a pass still counts and is answered more slowly. Only the per-address limit answers 429.',
  role: 'visitor',
  body: z.strictObject({
    username: phoneNumber,
    password: givenPassword,
    windowId,
    captcha: z
      .string({ error: m.captchaRequired })
      .min(1, m.captchaRequired)
      .max(256, m.captchaRequired)
      .optional(),
  }),
  response: z.discriminatedUnion('state', [loginSuccess, loginCaptchaRequired, loginFailure]),
}));

const stateSuccess = z.object({ state: z.literal('success') });

/** POST logout. The site imports it by this name. */
export const logout = defineEndpoint(() => ({
  id: 'account.logout',
  method: 'POST',
  path: '/api/v1/loginpart/logout/',
  summary: 'End the current session',
  description:
    'Decision: role user; an already expired session gets a 401, which the site ignores because it clears its own state anyway. ' +
    'Answers { state: "success" } (the spec says the client does not read it).',
  role: 'user',
  response: stateSuccess,
}));

/** POST password-reset: mail a reset link. */
export const passwordReset = defineEndpoint(() => ({
  id: 'account.passwordReset',
  method: 'POST',
  path: '/api/v1/loginpart/password-reset/',
  summary: 'Send a password-reset link to the account’s e-mail address',
  description:
    'Decision: the answer is the same { message } whether or not account and e-mail match, so the form cannot reveal accounts; ' +
    'failures (bad input, rate limit) use the standard error body and the page shows its message. request_time is the client’s ' +
    'ISO-8601 time of the request, kept for the audit log only; link expiry (30 minutes) runs on the server clock.',
  role: 'visitor',
  body: z.strictObject({
    username: z
      .string({ error: m.recoveryFieldsRequired })
      .min(1, m.recoveryFieldsRequired)
      .regex(phonePattern, m.phoneInvalid),
    email: z
      .string({ error: m.recoveryFieldsRequired })
      .min(1, m.recoveryFieldsRequired)
      .pipe(z.email(m.emailInvalid)),
    request_time: instant,
  }),
  response: z.object({ message: z.string() }),
}));

/** POST password-reset-confirm: set the new password from the mailed link. */
export const passwordResetConfirm = defineEndpoint(() => ({
  id: 'account.passwordResetConfirm',
  method: 'POST',
  path: '/api/v1/loginpart/password-reset-confirm/',
  summary: 'Set a new password with the uid and token of a reset link',
  description:
    'Decision: a wrong, used or expired link is a 400 with 重置链接无效或已过期; a weak password a 400 with 密码过于简单!. ' +
    'Success answers { message: 密码已重置，请使用新密码登录 } and ends every session of the account. The two-password match is checked by the page.',
  role: 'visitor',
  body: z.strictObject({
    uid: z.string({ error: m.resetLinkInvalid }).regex(/^[\w-]{1,64}$/, m.resetLinkInvalid),
    token: z.string({ error: m.resetLinkInvalid }).regex(/^[\w-]{8,256}$/, m.resetLinkInvalid),
    new_password: newPassword,
  }),
  response: z.object({ message: z.string() }),
}));

const adminField = z
  .string({ error: messages.admin.loginFieldsRequired })
  .trim()
  .min(1, messages.admin.loginFieldsRequired)
  .max(128, messages.admin.loginFailed);

/**
 * The admin's second factor as typed: 6 digits from an authenticator app, or one of the recovery
 * codes (16 letters and digits, dashes and spaces allowed).
 */
export const adminTotpCode = z
  .string({ error: messages.admin.totpFormat })
  .trim()
  .regex(/^(\d{6}|[A-Za-z2-7][A-Za-z2-7 -]{14,30}[A-Za-z2-7])$/, messages.admin.totpFormat);

/** POST loginadmin: the separate admin login (spec 2). */
export const loginAdmin = defineEndpoint(() => ({
  id: 'account.loginAdmin',
  method: 'POST',
  path: '/api/v1/loginpart/loginadmin/',
  summary: 'Log in to the admin backend',
  description:
    'Decision: like login, wrong credentials answer 200 { state: "failed", message: 账号或密码错误 }; success { state: "success", username } ' +
    'sets a separate admin session cookie. Admin names are not phone numbers. ' +
    'An admin with a TOTP second factor also sends code (6 digits, or a recovery code, each usable once): ' +
    'without it the right password answers { state: "totp_required", message: 请输入身份验证器中的 6 位动态码，或一个恢复码 }; ' +
    'a wrong or reused code { state: "failed", message: 动态码错误或已使用，请重新输入 }, counted like a wrong password.',
  role: 'visitor',
  body: z.strictObject({
    username: adminField,
    password: adminField,
    windowId,
    code: adminTotpCode.optional(),
  }),
  response: z.discriminatedUnion('state', [
    z.object({ state: z.literal('success'), username: z.string() }),
    z.object({ state: z.literal('totp_required'), message: z.string() }),
    loginFailure,
  ]),
}));

/** GET admin totp: whether the logged-in admin's second factor is on. */
export const adminTotpStatus = defineEndpoint(() => ({
  id: 'account.adminTotpStatus',
  method: 'GET',
  path: '/api/v1/admin/totp/',
  summary: "The admin's TOTP second factor: on or off, and how many recovery codes are left",
  description:
    'Not in the spec (issue 19). enabled_at is ISO-8601 UTC, null while off; recovery_codes_left counts the unused ones.',
  role: 'admin',
  permission: 'anyAdmin',
  response: z.object({
    enabled: z.boolean(),
    enabled_at: z.string().nullable(),
    recovery_codes_left: z.number().int().min(0),
  }),
}));

/** POST admin totp enrol: a new secret for the admin's authenticator app, shown as a QR code. */
export const adminTotpEnrol = defineEndpoint(() => ({
  id: 'account.adminTotpEnrol',
  method: 'POST',
  path: '/api/v1/admin/totp/enrol/',
  summary: 'Start enrolling a TOTP second factor: a new secret and its otpauth:// address',
  description:
    'Not in the spec (issue 19). The secret waits, sealed, until a first code confirms it; a second call replaces it. ' +
    'While a factor is on: 409 动态码验证已启用. On a server without SESSION_SECRET: 400 服务器未设置 SESSION_SECRET，无法启用动态码验证.',
  role: 'admin',
  permission: 'anyAdmin',
  response: z.object({ secret: z.string(), uri: z.string() }),
}));

/** POST admin totp confirm: the first code turns the factor on; the recovery codes, shown once. */
export const adminTotpConfirm = defineEndpoint(() => ({
  id: 'account.adminTotpConfirm',
  method: 'POST',
  path: '/api/v1/admin/totp/confirm/',
  summary: 'Turn the TOTP second factor on with a first code; answers the recovery codes once',
  description:
    'Not in the spec (issue 19). A wrong code is 400 动态码错误或已使用，请重新输入; no enrolment started 400 请先生成二维码，再输入动态码. ' +
    'Success answers ten recovery codes, which the server keeps only as hashes, each usable once in place of a code. ' +
    'Counted like login attempts.',
  role: 'admin',
  permission: 'anyAdmin',
  body: z.strictObject({
    code: z
      .string({ error: messages.admin.totpFormat })
      .trim()
      .regex(/^\d{6}$/, messages.admin.totpFormat),
  }),
  response: z.object({ recovery_codes: z.array(z.string()) }),
}));

/** POST loginoutadmin: end the admin session. */
export const logoutAdmin = defineEndpoint(() => ({
  id: 'account.logoutAdmin',
  method: 'POST',
  path: '/api/v1/loginpart/loginoutadmin/',
  summary: 'End the admin session',
  description:
    'Decision: answers { state: "success" }; the page then counts down 3 seconds to the admin login.',
  role: 'admin',
  permission: 'anyAdmin',
  response: stateSuccess,
}));

/** One sample of a slider drag: `x` the handle's position as a share of the track (0–1), `t` ms since the drag began. */
export const captchaTracePoint = z.strictObject({
  x: z.number({ error: m.captchaFailed }).min(0, m.captchaFailed).max(1, m.captchaFailed),
  t: z.number({ error: m.captchaFailed }).min(0, m.captchaFailed).max(120_000, m.captchaFailed),
});
export type CaptchaTracePoint = z.infer<typeof captchaTracePoint>;

/** GET captcha: a slider challenge (not in the spec's tables; issue 3 asks the server to verify the slider too). */
export const captchaChallenge = defineEndpoint(() => ({
  id: 'account.captchaChallenge',
  method: 'GET',
  path: '/api/v1/loginpart/captcha/',
  summary:
    'A new slider-captcha challenge for the registration form, or for a login that asks for one',
  description:
    'Decision: the slider is verified on the server as well as in the page. challenge is an opaque single-use id that ' +
    'expires after expires_in seconds; the page asks for one when the 注册 mode opens and again after a failure.',
  role: 'visitor',
  response: z.object({ challenge: z.string(), expires_in: z.number().int().positive() }),
}));

/** POST captcha: the drag that solved a challenge, exchanged for a registration pass. */
export const captchaVerify = defineEndpoint(() => ({
  id: 'account.captchaVerify',
  method: 'POST',
  path: '/api/v1/loginpart/captcha/',
  summary:
    'Exchange a solved slider challenge for a short-lived, single-use pass (register, or a login that asks for one)',
  description:
    'Decision: trace is the drag as samples (x 0–1 of the track, t ms since the press). The server accepts it when it ends ' +
    'at the far right, moves forward in time, and the challenge was issued long enough ago for a person to drag it ' +
    '(so a script that posts at once fails). An unknown, used or expired challenge is a 400 with 滑块验证已过期，请重新验证; ' +
    'a trace that does not pass a 400 with 滑块验证失败，请重试. pass goes into register.captcha or login.captcha and works once, within expires_in seconds.',
  role: 'visitor',
  body: z.strictObject({
    challenge: z.string({ error: m.captchaExpired }).regex(/^[\w-]{16,128}$/, m.captchaExpired),
    trace: z
      .array(captchaTracePoint, { error: m.captchaFailed })
      .min(2, m.captchaFailed)
      .max(600, m.captchaFailed),
  }),
  response: z.object({ pass: z.string(), expires_in: z.number().int().positive() }),
}));

/** POST change-password: the /toReset page for a logged-in member. */
export const changePassword = defineEndpoint(() => ({
  id: 'account.changePassword',
  method: 'POST',
  path: '/api/v1/loginpart/change-password/',
  summary: 'Change the logged-in member’s password',
  description:
    'Not in the spec’s tables (the /toReset page is). Decision: the old password must match (else a 400 with 原密码错误), the new one ' +
    'must be strong and differ from it. On success every other session of the account ends (those tabs get force_logout) and this one stays.',
  role: 'user',
  body: z.strictObject({
    old_password: givenPassword,
    new_password: newPassword,
  }),
  response: z.object({ message: z.string() }),
}));

const recoveryEmail = z.object({ email: z.string().nullable() });

/** GET recovery-email: the address password recovery mails go to. */
export const getRecoveryEmail = defineEndpoint(() => ({
  id: 'account.getRecoveryEmail',
  method: 'GET',
  path: '/api/v1/loginpart/recovery-email/',
  summary: 'The logged-in member’s recovery e-mail address (null when none is set)',
  description:
    'Not in the spec’s tables: password recovery needs an address on file, which the member sets on /toReset.',
  role: 'user',
  response: recoveryEmail,
}));

/** POST recovery-email: set the address password recovery mails go to. */
export const setRecoveryEmail = defineEndpoint(() => ({
  id: 'account.setRecoveryEmail',
  method: 'POST',
  path: '/api/v1/loginpart/recovery-email/',
  summary: 'Set the logged-in member’s recovery e-mail address',
  description:
    'Decision: the address is stored lower-cased; the answer echoes it with 找回邮箱已保存.',
  role: 'user',
  body: z.strictObject({
    email: z
      .string({ error: m.emailInvalid })
      .trim()
      .max(254, m.emailInvalid)
      .pipe(z.email(m.emailInvalid)),
  }),
  response: recoveryEmail.extend({ message: z.string() }),
}));

/** GET admin outbox: mail the product sent while no SMTP server is configured. */
export const adminOutbox = defineEndpoint(() => ({
  id: 'account.adminOutbox',
  method: 'GET',
  path: '/api/v1/admin/outbox/',
  summary: 'The newest mails in the outbox (used when no SMTP server is configured)',
  description:
    'Not in the spec. Decision: without SMTP configuration, mail (password-reset links) is kept in an outbox that only a 超级管理员 can read (outbox.read: its reset links log in as the member), ' +
    'newest first, at most limit (default 20, up to 100). created_at is ISO-8601 UTC.',
  role: 'admin',
  permission: 'outbox.read',
  query: z.strictObject({
    limit: z.coerce
      .number({ error: messages.http.badRequest })
      .int(messages.http.badRequest)
      .min(1, messages.http.badRequest)
      .max(100, messages.http.badRequest)
      .optional(),
  }),
  response: z.object({
    mails: z.array(
      z.object({
        id: z.number().int(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
}));
