import Nes from '@hapi/nes';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import {
  changePassword,
  checkVip,
  getRecoveryEmail,
  getUsername,
  login,
  logout,
  setRecoveryEmail,
} from '../src/contract.ts';
import { nesAuthPath } from '../src/plugins/realtime.ts';
import { memberCookie } from '../src/http/cookies.ts';
import {
  databaseKinds,
  nextMessage,
  registerMember,
  serverPerSuite,
  sessionCookieHeader,
  setCookies,
  TestBrowser,
  within,
  socketClient,
} from './helpers.ts';

const m = messages.account;

describe.each(databaseKinds)(
  'login, one session per account, logout and password change on %s',
  (kind) => {
    const suite = serverPerSuite(kind, { env: { CAPTCHA_RATE_LIMIT: '1000' }, listen: true });
    const sockets: Nes.Client[] = [];

    afterEach(async () => {
      await Promise.all(sockets.splice(0).map((c) => c.disconnect()));
    });

    /** The site's socket: /nes/auth with the session cookie, then the upgrade with the `nes` cookie. */
    async function socketOf(browser: TestBrowser): Promise<Nes.Client> {
      const auth = await fetch(`http://127.0.0.1:${suite.server.info.port}${nesAuthPath}`, {
        headers: { cookie: browser.cookieHeader },
      });
      expect(await auth.json()).toEqual({ status: 'authenticated' });
      const nes =
        (setCookies({ 'set-cookie': auth.headers.getSetCookie() }).get('nes') ?? '').split(
          ';',
        )[0] ?? '';
      const client = socketClient(suite.server, { cookie: nes });
      sockets.push(client);
      await client.connect({ reconnect: false });
      return client;
    }

    const loginBody = (phone: string, password: string, windowId = 'tab-00000001') => ({
      username: phone,
      password,
      windowId,
    });

    it('logs in with the session cookie and the membership, then reports the previous login time', async () => {
      const member = await registerMember(suite.server, suite.clock);
      const browser = await TestBrowser.open(suite.server);
      const first = await browser.post(login.path, loginBody(member.phone, member.password));
      expect(first.statusCode).toBe(200);
      expect(first.result).toEqual({
        state: 'success',
        username: member.phone,
        expiry: null,
        code: member.inviteCode,
        leftdays: 0,
        is_vip: false,
        last_login: null,
      });
      const sid = setCookies(first.headers).get('sid');
      expect(sid).toMatch(/HttpOnly/);
      expect(sid).toMatch(/SameSite=Lax/);
      expect((await browser.get(getUsername.path)).result).toEqual({
        username: member.phone,
        code: member.inviteCode,
      });
      expect((await browser.get(checkVip.path)).result).toEqual({
        is_vip: false,
        leftdays: 0,
        expiry: null,
      });

      const firstAt = suite.clock.now().toISOString();
      suite.clock.advance(60_000);
      const second = await browser.post(login.path, loginBody(member.phone, member.password));
      expect(second.result).toMatchObject({ state: 'success', last_login: firstAt });
    });

    it('answers a wrong password and an unknown phone alike, with state failed and no cookie', async () => {
      const member = await registerMember(suite.server, suite.clock);
      const browser = await TestBrowser.open(suite.server);
      for (const body of [
        loginBody(member.phone, 'Wrong#Password1'),
        loginBody('13311112222', member.password),
      ]) {
        const res = await browser.post(login.path, body);
        expect(res.statusCode).toBe(200);
        expect(res.result).toEqual({ state: 'failed', message: m.loginFailed });
        expect(setCookies(res.headers).has('sid')).toBe(false);
      }
      const malformed = await browser.post(login.path, { username: member.phone, password: 'x' });
      expect(malformed.statusCode).toBe(400);
      expect((malformed.result as { message: string }).message).toContain(m.windowIdInvalid);
    });

    it('ends the first session when the account logs in again: its socket gets force_logout at once and its next request is 401', async () => {
      const member = await registerMember(suite.server, suite.clock);
      const first = await TestBrowser.open(suite.server);
      await first.post(login.path, loginBody(member.phone, member.password, 'tab-first-01'));
      const socket = await socketOf(first);
      const pushed = nextMessage();
      await socket.subscribe(`/notifications/${member.phone}`, pushed.handler);

      const second = await TestBrowser.open(suite.server);
      const started = Date.now();
      expect(
        (await second.post(login.path, loginBody(member.phone, member.password, 'tab-second-2')))
          .result,
      ).toMatchObject({ state: 'success' });
      expect(await within(pushed.promise, 1000)).toEqual({
        type: 'force_logout',
        message: m.offlineBody,
      });
      expect(Date.now() - started).toBeLessThan(1000);

      const after = await first.post(logout.path);
      expect(after.statusCode).toBe(401);
      expect((await first.get(getRecoveryEmail.path)).statusCode).toBe(401);
      expect((await second.get(getUsername.path)).result).toEqual({
        username: member.phone,
        code: member.inviteCode,
      });
    });

    it('does not push force_logout to the session that just logged in', async () => {
      const member = await registerMember(suite.server, suite.clock);
      const browser = await TestBrowser.open(suite.server);
      await browser.post(login.path, loginBody(member.phone, member.password));
      const socket = await socketOf(browser);
      let pushes = 0;
      await socket.subscribe(`/notifications/${member.phone}`, () => (pushes += 1));
      await new Promise((r) => setTimeout(r, 100));
      expect(pushes).toBe(0);
    });

    it('logs out: the cookie is cleared and the session no longer works', async () => {
      const member = await registerMember(suite.server, suite.clock);
      const browser = await TestBrowser.open(suite.server);
      await browser.post(login.path, loginBody(member.phone, member.password));
      const kept = browser.cookieHeader;
      const res = await browser.post(logout.path);
      expect(res.result).toEqual({ state: 'success' });
      expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);
      const replay = await suite.server.inject({
        method: 'GET',
        url: getUsername.path,
        headers: { cookie: kept },
      });
      expect(replay.result).toEqual({ username: '', code: '' });
    });

    it('changes the password: the old one must match, the new one must differ, other sessions end and this one stays', async () => {
      const member = await registerMember(suite.server, suite.clock);
      const other = await TestBrowser.open(suite.server);
      await other.post(login.path, loginBody(member.phone, member.password, 'tab-other-1'));
      const otherSocket = await socketOf(other);
      const pushed = nextMessage();
      await otherSocket.subscribe(`/notifications/${member.phone}`, pushed.handler);
      // A second session of the same account, opened without the login route, stands for another device.
      const { token } = await suite.server.services.account.startMemberSession(
        member.id,
        'tab-this-01',
      );
      const here = await TestBrowser.open(suite.server);
      here.cookies.set(
        'sid',
        (await sessionCookieHeader(suite.server, memberCookie, token)).slice(
          `${memberCookie}=`.length,
        ),
      );

      const wrong = await here.post(changePassword.path, {
        old_password: 'Not#Thepass1',
        new_password: 'Another#Pass2027',
      });
      expect(wrong.result).toMatchObject({ statusCode: 400, message: m.oldPasswordWrong });
      const same = await here.post(changePassword.path, {
        old_password: member.password,
        new_password: member.password,
      });
      expect(same.result).toMatchObject({ statusCode: 400, message: m.samePassword });
      const weak = await here.post(changePassword.path, {
        old_password: member.password,
        new_password: 'abc',
      });
      expect((weak.result as { message: string }).message).toContain(m.passwordWeak);

      const ok = await here.post(changePassword.path, {
        old_password: member.password,
        new_password: 'Another#Pass2027',
      });
      expect(ok.result).toEqual({ message: m.passwordChanged });
      expect(await within(pushed.promise, 1000)).toMatchObject({ type: 'force_logout' });
      expect((await other.get(getRecoveryEmail.path)).statusCode).toBe(401);
      expect((await here.get(getRecoveryEmail.path)).statusCode).toBe(200);
      const fresh = await TestBrowser.open(suite.server);
      expect(
        (await fresh.post(login.path, loginBody(member.phone, member.password))).result,
      ).toMatchObject({ state: 'failed' });
      expect(
        (await fresh.post(login.path, loginBody(member.phone, 'Another#Pass2027'))).result,
      ).toMatchObject({ state: 'success' });
    });

    it('keeps the recovery e-mail address lower-cased', async () => {
      const member = await registerMember(suite.server, suite.clock);
      const browser = await TestBrowser.open(suite.server);
      await browser.post(login.path, loginBody(member.phone, member.password));
      expect((await browser.get(getRecoveryEmail.path)).result).toEqual({ email: null });
      const set = await browser.post(setRecoveryEmail.path, { email: ' Member@Example.COM ' });
      expect(set.result).toEqual({ email: 'member@example.com', message: m.emailSaved });
      expect((await browser.get(getRecoveryEmail.path)).result).toEqual({
        email: 'member@example.com',
      });
      const bad = await browser.post(setRecoveryEmail.path, { email: 'not-an-address' });
      expect(bad.statusCode).toBe(400);
      expect((bad.result as { message: string }).message).toContain(m.emailInvalid);
    });
  },
);
