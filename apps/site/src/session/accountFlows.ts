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

/** The server wants the slider before it checks this account's password again; the text says why. */
export interface CaptchaDemand {
  captchaRequired: string;
}

/**
 * Logs in with the tab's windowId and records the member in the store, which opens the
 * notification socket and reloads the page's content (spec 1 §4). An account past its failure
 * threshold answers with the demand for the slider instead; the dialog sends the login again with
 * the pass.
 */
export async function logIn(
  call: Call,
  actions: Pick<SiteActions, 'logIn'>,
  windowId: string,
  credentials: { username: string; password: string; captchaPass?: string },
): Promise<LoginSuccess | CaptchaDemand> {
  const { username: phone, password, captchaPass } = credentials;
  const answer = await call(login, {
    body: { username: phone, password, windowId, ...(captchaPass ? { captcha: captchaPass } : {}) },
  });
  if (answer.state === 'captcha_required')
    return { captchaRequired: answer.message || m.loginCaptchaRequired };
  if (answer.state !== 'success') throw new AccountRefusal(answer.message || m.loginFailed);
  const { username, code, is_vip, leftdays, expiry, last_login } = answer;
  actions.logIn({ username, code, is_vip, leftdays, expiry, last_login });
  return answer;
}
