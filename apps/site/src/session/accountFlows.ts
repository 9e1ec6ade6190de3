import {
  captchaChallenge,
  captchaVerify,
  checkRegistrate,
  login,
  register,
  type CaptchaTracePoint,
  type LoginSuccess,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import type { Call } from '../api/client.ts';
import type { SiteActions } from '../store/store.ts';

const m = messages.account;

/** A refusal the dialog shows as it is: the text is already the product's Chinese message. */
export class AccountRefusal extends Error {
  override readonly name = 'AccountRefusal';
}

/** Spec 1 §4: the phone check decides whether the dialog goes on to 登录 or 注册. */
export async function checkPhone(call: Call, username: string): Promise<{ registered: boolean }> {
  const answer = await call(checkRegistrate, { query: { username } });
  return { registered: answer.registered === 1 };
}

/** A fresh slider challenge for the 注册 mode. */
export async function newCaptchaChallenge(call: Call): Promise<string> {
  return (await call(captchaChallenge)).challenge;
}

/** Sends the drag that solved `challenge`; the server's pass is what registration needs. */
export async function verifyCaptcha(
  call: Call,
  challenge: string,
  trace: readonly CaptchaTracePoint[],
): Promise<string> {
  return (await call(captchaVerify, { body: { challenge, trace: [...trace] } })).pass;
}

export interface Registration {
  username: string;
  password: string;
  /** An empty code means none. */
  code: string;
  captchaPass: string;
}

/** Registers; an invite code no member owns is refused with the spec's text and creates nothing. */
export async function registerMember(call: Call, registration: Registration): Promise<void> {
  const { username, password, code, captchaPass } = registration;
  const answer = await call(register, {
    body: { username, password, captcha: captchaPass, ...(code ? { code } : {}) },
  });
  if (answer.state !== 'success') {
    throw new AccountRefusal(answer.code_invalid ? m.inviteCodeInvalid : m.loginFailed);
  }
}

/**
 * Logs in with the tab's windowId and records the member in the store, which opens the
 * notification socket and reloads the page's content (spec 1 §4).
 */
export async function logIn(
  call: Call,
  actions: Pick<SiteActions, 'logIn'>,
  windowId: string,
  credentials: { username: string; password: string },
): Promise<LoginSuccess> {
  const answer = await call(login, { body: { ...credentials, windowId } });
  if (answer.state !== 'success') throw new AccountRefusal(answer.message || m.loginFailed);
  const { username, code, is_vip, leftdays, expiry, last_login } = answer;
  actions.logIn({ username, code, is_vip, leftdays, expiry, last_login });
  return answer;
}
