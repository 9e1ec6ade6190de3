import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import type { AppServer } from '../src/server.ts';
import {
  captchaPass,
  databaseKinds,
  freshDatabase,
  nextPhone,
  registerMember,
  setCookies,
  testClock,
  testServer,
  TestBrowser,
  type TestClock,
} from './helpers.ts';

describe.each(databaseKinds)('security checks on %s', (kind) => {
  let server: AppServer;
  let drop: () => Promise<void>;
  let clock: TestClock;
  let logs = '';

  beforeAll(async () => {
    const db = await freshDatabase(kind);
    drop = db.drop;
    clock = testClock();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    server = await testServer(db.url, {
      clock,
      logger: pino({ level: 'trace' }, sink),
      env: { CAPTCHA_RATE_LIMIT: '1000' },
    });
    await server.services.admin.createOrUpdate('guard', 'Guard#Admin2026x');
  });
  afterAll(async () => {
    await server.stop();
    await drop();
  });

  it('refuses every implemented state-changing route without the CSRF header with 403', async () => {
    const member = await registerMember(server, clock);
    const browser = await TestBrowser.open(server);
    await browser.post(login.path, {
      username: member.phone,
      password: member.password,
      windowId: 'tab-csrf-01',
    });
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
      const res = await browser.post(url, {}, { csrf: false });
      expect(res.statusCode, endpoint.id).toBe(403);
      expect(res.result, endpoint.id).toMatchObject({ code: 'csrf' });
    }
    // The sessions survived: nothing was done without the header.
    expect((await browser.post(logoutAdmin.path)).result).toEqual({ state: 'success' });
  });

  it('sets HttpOnly, SameSite session cookies on login and admin login', async () => {
    const member = await registerMember(server, clock);
    const browser = await TestBrowser.open(server);
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
    const member = await registerMember(server, clock);
    const browser = await TestBrowser.open(server);
    await browser.post(login.path, {
      username: member.phone,
      password: member.password,
      windowId: 'tab-role-01',
    });
    expect((await browser.get(adminOutbox.path)).result).toMatchObject({
      statusCode: 403,
      code: 'forbidden',
    });
    expect((await browser.post(logoutAdmin.path)).statusCode).toBe(403);
    const visitor = await TestBrowser.open(server);
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
    logs = '';
    const password = 'Secret#Plaintext2026';
    const browser = await TestBrowser.open(server);
    const phone = nextPhone();
    const bodies: string[] = [];
    bodies.push(
      (
        await browser.post(register.path, {
          username: phone,
          password,
          captcha: await captchaPass(browser, clock),
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
    const user = await server.services.account.repo.findUserByPhone(phone);
    await server.services.account.repo.setEmail(user?.id ?? 0, 'logs@example.com');
    bodies.push(
      (
        await browser.post(passwordReset.path, {
          username: phone,
          email: 'logs@example.com',
          request_time: '2026-11-23T09:00:00.000Z',
        })
      ).payload,
    );
    const mail = (await server.db('outbox').orderBy('id', 'desc').first()) as { text: string };
    const [, uid, token] = /reset-password\/([\w-]+)\/([\w-]+)/.exec(mail.text) ?? [];
    const renewed = 'Renewed#Secret2027';
    bodies.push(
      (await browser.post(passwordResetConfirm.path, { uid, token, new_password: renewed }))
        .payload,
    );
    const hash = String((await server.db('users').where({ phone }).first()).password_hash);
    const firstHash = hash.split('$').at(-1) ?? '';

    expect(logs).toMatch(/"msg":"request"/);
    for (const secret of [
      password,
      renewed,
      'Wrong#Password1',
      hash,
      firstHash,
      token ?? 'no-token',
    ]) {
      expect(logs).not.toContain(secret);
      for (const body of bodies) expect(body).not.toContain(secret);
    }
    expect(logs).not.toMatch(/scrypt\$/);
  });
});
