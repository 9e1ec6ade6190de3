import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '@coinsight/domain/api';
import {
  adminOutbox,
  login,
  loginAdmin,
  logoutAdmin,
  passwordReset,
  passwordResetConfirm,
  register,
} from '../src/contract.ts';
import { contractRoutes } from '../src/modules/index.ts';
import { contentSecurityPolicy } from '../src/plugins/contentSecurity.ts';
import {
  captchaPass,
  captureLogs,
  databaseKinds,
  loggedInMember,
  nextPhone,
  registerMember,
  serverPerSuite,
  setCookies,
  TestBrowser,
} from './helpers.ts';

/** A well-formed multipart body with one field, so only the missing CSRF header can refuse it. */
const multipartBoundary = '----coinsight-csrf';
const emptyMultipart = {
  payload: Buffer.from(
    `--${multipartBoundary}\r\nContent-Disposition: form-data; name="targetId"\r\n\r\n1\r\n--${multipartBoundary}--\r\n`,
  ),
  headers: { 'content-type': `multipart/form-data; boundary=${multipartBoundary}` },
};

describe.each(databaseKinds)('security checks on %s', (kind) => {
  const logs = captureLogs('trace');
  const suite = serverPerSuite(kind, {
    logger: logs.logger,
    env: { CAPTCHA_RATE_LIMIT: '1000' },
  });

  beforeAll(async () => {
    await suite.server.services.admin.createOrUpdate('guard', 'Guard#Admin2026x');
  });

  it('refuses every implemented state-changing route without the CSRF header with 403', async () => {
    const { browser } = await loggedInMember(suite.server, suite.clock, 'tab-csrf-01');
    await browser.post(loginAdmin.path, {
      username: 'guard',
      password: 'Guard#Admin2026x',
      windowId: 'tab-csrf-02',
    });
    const guarded = contractRoutes.map((r) => r.endpoint).filter((e) => e.csrf);
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    for (const endpoint of guarded) {
      const url = buildPath(
        endpoint.path,
        Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((p) => [p[1] ?? '', '1'])),
      );
      const res = await browser.request({
        method: endpoint.method,
        url,
        csrf: false,
        ...(endpoint.consumes === 'multipart/form-data' ? emptyMultipart : { payload: {} }),
      });
      expect(res.statusCode, endpoint.id).toBe(403);
      expect(res.result, endpoint.id).toMatchObject({ code: 'csrf' });
    }
    // The sessions survived: nothing was done without the header.
    expect((await browser.post(logoutAdmin.path)).result).toEqual({ state: 'success' });
  });

  it('sends the Content-Security-Policy with every answer: API, errors, documentation, the site', async () => {
    const browser = await TestBrowser.open(suite.server);
    const answers = await Promise.all([
      browser.get('/api/v1/loginpart/getusername/'),
      browser.get('/api/v1/no-such-endpoint/'),
      browser.post(adminOutbox.path, {}),
      browser.get('/documentation.html'),
      browser.get('/'),
      browser.get('/toVip'),
    ]);
    for (const res of answers) {
      expect(res.headers['content-security-policy'], res.request.url.pathname).toBe(
        contentSecurityPolicy,
      );
    }
    expect(contentSecurityPolicy).toContain("script-src 'self';");
    expect(contentSecurityPolicy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('sets HttpOnly, SameSite session cookies on login and admin login', async () => {
    const member = await registerMember(suite.server, suite.clock);
    const browser = await TestBrowser.open(suite.server);
    const res = await browser.post(login.path, {
      username: member.phone,
      password: member.password,
      windowId: 'tab-cookie-1',
    });
    const admin = await browser.post(loginAdmin.path, {
      username: 'guard',
      password: 'Guard#Admin2026x',
      windowId: 'tab-cookie-2',
    });
    for (const line of [
      setCookies(res.headers).get('sid'),
      setCookies(admin.headers).get('admin_sid'),
    ]) {
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=(Lax|Strict)/);
      expect(line).toMatch(/Path=\//);
    }
  });

  it("keeps a member's session off admin routes (403) and a visitor out (401); the admin gets in", async () => {
    const { browser } = await loggedInMember(suite.server, suite.clock, 'tab-role-01');
    expect((await browser.get(adminOutbox.path)).result).toMatchObject({
      statusCode: 403,
      code: 'forbidden',
    });
    expect((await browser.post(logoutAdmin.path)).statusCode).toBe(403);
    const visitor = await TestBrowser.open(suite.server);
    expect((await visitor.get(adminOutbox.path)).result).toMatchObject({
      statusCode: 401,
      code: 'not_logged_in',
    });
    const wrong = await visitor.post(loginAdmin.path, {
      username: 'guard',
      password: 'nope',
      windowId: 'tab-role-02',
    });
    expect(wrong.result).toEqual({ state: 'failed', message: '账号或密码错误' });
    expect(
      (
        await visitor.post(loginAdmin.path, {
          username: 'guard',
          password: 'Guard#Admin2026x',
          windowId: 'tab-role-03',
        })
      ).result,
    ).toEqual({ state: 'success', username: 'guard' });
    expect((await visitor.get(adminOutbox.path)).statusCode).toBe(200);
    expect((await visitor.post(logoutAdmin.path)).result).toEqual({ state: 'success' });
    expect((await visitor.get(adminOutbox.path)).statusCode).toBe(401);
  });

  it('never puts a password or its hash in a response or a log line', async () => {
    logs.clear();
    const password = 'Secret#Plaintext2026';
    const browser = await TestBrowser.open(suite.server);
    const phone = nextPhone();
    const bodies: string[] = [];
    bodies.push(
      (
        await browser.post(register.path, {
          username: phone,
          password,
          captcha: await captchaPass(browser, suite.clock),
        })
      ).payload,
    );
    bodies.push(
      (
        await browser.post(login.path, {
          username: phone,
          password: 'Wrong#Password1',
          windowId: 'tab-logs-001',
        })
      ).payload,
    );
    bodies.push(
      (await browser.post(login.path, { username: phone, password, windowId: 'tab-logs-002' }))
        .payload,
    );
    const user = await suite.server.services.account.repo.findUserByPhone(phone);
    await suite.server.services.account.repo.setEmail(user?.id ?? 0, 'logs@example.com');
    bodies.push(
      (
        await browser.post(passwordReset.path, {
          username: phone,
          email: 'logs@example.com',
          request_time: '2026-11-23T09:00:00.000Z',
        })
      ).payload,
    );
    const mail = (await suite.server.db('outbox').orderBy('id', 'desc').first()) as {
      text: string;
    };
    const [, uid, token] = /reset-password\/([\w-]+)\/([\w-]+)/.exec(mail.text) ?? [];
    const renewed = 'Renewed#Secret2027';
    bodies.push(
      (await browser.post(passwordResetConfirm.path, { uid, token, new_password: renewed }))
        .payload,
    );
    const hash = String((await suite.server.db('users').where({ phone }).first()).password_hash);
    const firstHash = hash.split('$').at(-1) ?? '';

    expect(logs.text()).toMatch(/"msg":"request"/);
    for (const secret of [
      password,
      renewed,
      'Wrong#Password1',
      hash,
      firstHash,
      token ?? 'no-token',
    ]) {
      expect(logs.text()).not.toContain(secret);
      for (const body of bodies) expect(body).not.toContain(secret);
    }
    expect(logs.text()).not.toMatch(/scrypt\$/);
  });
});
