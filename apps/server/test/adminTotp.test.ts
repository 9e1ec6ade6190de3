import { messages } from '@coinsight/domain/messages';
import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  adminOutbox,
  adminTotpConfirm,
  adminTotpEnrol,
  adminTotpStatus,
  loginAdmin,
} from '../src/contract.ts';
import { totpSealer } from '../src/modules/account/totpSeal.ts';
import { databaseKinds, serverPerSuite, TestBrowser, type SuiteServer } from './helpers.ts';

const m = messages.admin;
const password = 'Totp#Admin2026pw';

/** The code an authenticator app shows for `secret` at `at`, `steps` periods later. */
function codeFor(secret: string, at: Date, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime() + steps * 30_000,
  });
}

/** A code that is not the current one (nor one step either side). */
function wrongCode(secret: string, at: Date): string {
  const near = new Set([-1, 0, 1].map((steps) => codeFor(secret, at, steps)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

async function adminBrowser(suite: SuiteServer, username: string): Promise<TestBrowser> {
  await suite.server.services.admin.createOrUpdate(username, password);
  const browser = await TestBrowser.open(suite.server);
  const res = await browser.post(loginAdmin.path, {
    username,
    password,
    windowId: `tab-${username}`,
  });
  expect(res.result).toEqual({ state: 'success', username });
  return browser;
}

/** Enrols the browser's admin: the secret, and the recovery codes the confirmation answered. */
async function enrol(
  suite: SuiteServer,
  browser: TestBrowser,
): Promise<{ secret: string; recovery: string[] }> {
  const started = await browser.post(adminTotpEnrol.path);
  expect(started.statusCode).toBe(200);
  const { secret } = started.result as { secret: string };
  const confirmed = await browser.post(adminTotpConfirm.path, {
    code: codeFor(secret, suite.clock.now()),
  });
  expect(confirmed.statusCode).toBe(200);
  // The next login's code must come from a later step than the confirming one.
  suite.clock.advance(30_000);
  return { secret, recovery: (confirmed.result as { recovery_codes: string[] }).recovery_codes };
}

async function logIn(suite: SuiteServer, username: string, code?: string, address?: string) {
  const browser = await TestBrowser.open(suite.server, address);
  const res = await browser.post(loginAdmin.path, {
    username,
    password,
    windowId: `tab-login-${username}`,
    ...(code === undefined ? {} : { code }),
  });
  return { res, browser };
}

describe.each(databaseKinds)('admin TOTP second factor on %s', (kind) => {
  const suite = serverPerSuite(kind, { env: { ADMIN_TOTP_ISSUER: '币见测试' } });

  it('enrols by QR address, is confirmed by a first code and shows ten recovery codes once', async () => {
    const browser = await adminBrowser(suite, 'enrol');
    expect((await browser.get(adminTotpStatus.path)).result).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const before = await browser.post(adminTotpConfirm.path, { code: '123456' });
    expect(before.statusCode).toBe(400);
    expect(before.result).toMatchObject({ message: m.totpNotStarted });

    const started = await browser.post(adminTotpEnrol.path);
    const { secret, uri } = started.result as { secret: string; uri: string };
    const parsed = URI.parse(uri) as TOTP;
    expect(parsed).toBeInstanceOf(TOTP);
    expect([parsed.issuer, parsed.label, parsed.digits, parsed.period]).toEqual([
      '币见测试',
      'enrol',
      6,
      30,
    ]);
    expect(parsed.secret.base32).toBe(secret);

    const wrong = await browser.post(adminTotpConfirm.path, {
      code: wrongCode(secret, suite.clock.now()),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.result).toMatchObject({ message: m.totpWrong });
    expect((await browser.get(adminTotpStatus.path)).result).toMatchObject({ enabled: false });

    const confirmed = await browser.post(adminTotpConfirm.path, {
      code: codeFor(secret, suite.clock.now()),
    });
    const codes = (confirmed.result as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    const status = (await browser.get(adminTotpStatus.path)).result as Record<string, unknown>;
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(new Date(String(status.enabled_at)).getTime()).toBe(suite.clock.now().getTime());

    // Once on, it cannot be replaced from a session (a stolen cookie must not move the factor).
    const again = await browser.post(adminTotpEnrol.path);
    expect(again.statusCode).toBe(409);
    expect(again.result).toMatchObject({ message: m.totpAlreadyEnabled });
  });

  it('keeps the secret sealed and the recovery codes only as hashes', async () => {
    const browser = await adminBrowser(suite, 'stored');
    const { secret, recovery } = await enrol(suite, browser);
    const db = suite.server.app.core.db;
    const row = (await db('admins').where({ username: 'stored' }).first()) as Record<
      string,
      unknown
    >;
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret);
    expect(
      totpSealer('a-test-secret-that-is-long-enough-0123456789').open(String(row.totp_secret)),
    ).toBe(secret);
    expect(
      totpSealer('another-secret-that-is-long-enough-987654').open(String(row.totp_secret)),
    ).toBe(null);
    const hashes = JSON.stringify(
      await db('admin_recovery_codes').where({ admin_id: Number(row.id) }),
    );
    for (const code of recovery) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('refuses a missing or wrong code with their texts, and lets a current code in once', async () => {
    const browser = await adminBrowser(suite, 'coded');
    const { secret } = await enrol(suite, browser);

    const missing = await logIn(suite, 'coded');
    expect(missing.res.result).toEqual({ state: 'totp_required', message: m.totpRequired });
    expect(missing.browser.cookies.has('admin_sid')).toBe(false);

    const wrong = await logIn(suite, 'coded', wrongCode(secret, suite.clock.now()));
    expect(wrong.res.result).toEqual({ state: 'failed', message: m.totpWrong });
    expect(wrong.browser.cookies.has('admin_sid')).toBe(false);

    // A wrong password says nothing about the second factor.
    const badPassword = await TestBrowser.open(suite.server);
    const res = await badPassword.post(loginAdmin.path, {
      username: 'coded',
      password: 'Wrong#Admin2026pw',
      windowId: 'tab-wrong-pw',
      code: codeFor(secret, suite.clock.now()),
    });
    expect(res.result).toEqual({ state: 'failed', message: m.loginFailed });

    const code = codeFor(secret, suite.clock.now());
    const ok = await logIn(suite, 'coded', code);
    expect(ok.res.result).toEqual({ state: 'success', username: 'coded' });
    expect((await ok.browser.get(adminOutbox.path)).statusCode).toBe(200);

    // The same code a second time, within its 30 seconds, is refused: it was seen.
    const replay = await logIn(suite, 'coded', code);
    expect(replay.res.result).toEqual({ state: 'failed', message: m.totpWrong });

    suite.clock.advance(30_000);
    const next = await logIn(suite, 'coded', codeFor(secret, suite.clock.now()));
    expect(next.res.result).toMatchObject({ state: 'success' });
  });

  it('accepts each recovery code once, typed in any case, with or without dashes', async () => {
    const browser = await adminBrowser(suite, 'recover');
    const { recovery } = await enrol(suite, browser);
    const [first = '', second = ''] = recovery;

    const used = await logIn(suite, 'recover', first);
    expect(used.res.result).toEqual({ state: 'success', username: 'recover' });
    const reused = await logIn(suite, 'recover', first);
    expect(reused.res.result).toEqual({ state: 'failed', message: m.totpWrong });

    const typed = await logIn(suite, 'recover', ` ${second.replaceAll('-', '').toUpperCase()} `);
    expect(typed.res.result).toMatchObject({ state: 'success' });
    expect((await used.browser.get(adminTotpStatus.path)).result).toMatchObject({
      recovery_codes_left: 8,
    });
  });

  it('answers 400 with the reason for a code of the wrong shape', async () => {
    for (const code of ['12345', '1234567', 'abc', '<script>', '１２３４５６']) {
      const { res } = await logIn(suite, 'coded', code);
      expect(res.statusCode, code).toBe(400);
      expect((res.result as { message: string }).message, code).toContain(m.totpFormat);
    }
    const browser = await adminBrowser(suite, 'shape');
    const res = await browser.post(adminTotpConfirm.path, { code: 'abcdef' });
    expect(res.statusCode).toBe(400);
    expect((res.result as { message: string }).message).toContain(m.totpFormat);
  });

  it('keeps the enrolment to admins', async () => {
    const visitor = await TestBrowser.open(suite.server);
    for (const res of [
      await visitor.get(adminTotpStatus.path),
      await visitor.post(adminTotpEnrol.path),
      await visitor.post(adminTotpConfirm.path, { code: '123456' }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});

describe.each(databaseKinds)('admin TOTP rate limit on %s', (kind) => {
  const suite = serverPerSuite(kind, {
    env: { LOGIN_ACCOUNT_LOCK_AFTER: '4', LOGIN_ACCOUNT_SLOW_AFTER: '100' },
  });

  it('counts wrong codes like wrong passwords, until the account is refused with 429', async () => {
    const browser = await adminBrowser(suite, 'guessed');
    const { secret } = await enrol(suite, browser);
    const answers: unknown[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { res } = await logIn(suite, 'guessed', wrongCode(secret, suite.clock.now()));
      answers.push(res.statusCode === 429 ? 429 : (res.result as { state: string }).state);
    }
    expect(answers.slice(0, 3)).toEqual(['failed', 'failed', 'failed']);
    const locked = await logIn(suite, 'guessed', codeFor(secret, suite.clock.now()));
    expect(locked.res.statusCode).toBe(429);
    expect(locked.res.result).toMatchObject({ message: messages.account.tooManyLoginAttempts });
  });

  it('gates the confirming code too', async () => {
    const browser = await adminBrowser(suite, 'confirmer');
    const { secret } = (await browser.post(adminTotpEnrol.path)).result as { secret: string };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await browser.post(adminTotpConfirm.path, {
        code: wrongCode(secret, suite.clock.now()),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });
});
