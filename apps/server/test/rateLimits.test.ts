import { describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { captchaChallenge, checkRegistrate, login, passwordReset } from '../src/contract.ts';
import { slowMaxMs, slowStepMs } from '../src/limits/loginGate.ts';
import { memberCookie } from '../src/http/cookies.ts';
import {
  addMember,
  captchaPass,
  databaseKinds,
  nextPhone,
  registerMember,
  serverPerSuite,
  TestBrowser,
} from './helpers.ts';

const m = messages.account;

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  const suite = serverPerSuite(kind, {
    env: {
      LOGIN_ACCOUNT_SLOW_AFTER: '2',
      LOGIN_ACCOUNT_LOCK_AFTER: '4',
      LOGIN_ADDRESS_SLOW_AFTER: '5',
      LOGIN_ADDRESS_LOCK_AFTER: '7',
      CHECK_RATE_LIMIT: '3',
      CAPTCHA_RATE_LIMIT: '50',
      RESET_RATE_LIMIT: '2',
    },
  });

  const attempt = (browser: TestBrowser, phone: string, password: string, captcha?: string) =>
    browser.post(login.path, {
      username: phone,
      password,
      windowId: 'tab-limits-1',
      ...(captcha ? { captcha } : {}),
    });

  it('slows failed logins for one account, then asks for the slider for 15 minutes, and a success resets the count', async () => {
    const member = await registerMember(suite.server, suite.clock);
    const browser = await TestBrowser.open(suite.server, '10.0.0.1');
    suite.clock.sleeps.length = 0;
    expect((await attempt(browser, member.phone, 'Wrong#1111aa')).result).toMatchObject({
      state: 'failed',
    });
    expect(suite.clock.sleeps).toEqual([]);
    await attempt(browser, member.phone, 'Wrong#1111aa');
    await attempt(browser, member.phone, 'Wrong#1111aa');
    expect(suite.clock.sleeps).toEqual([slowStepMs, 2 * slowStepMs]);
    // A success before the lock clears the account's count: the next failure is not slowed.
    expect((await attempt(browser, member.phone, member.password)).result).toMatchObject({
      state: 'success',
    });
    suite.clock.sleeps.length = 0;
    await attempt(browser, member.phone, 'Wrong#1111aa');
    expect(suite.clock.sleeps).toEqual([]);

    // From a second address, so that this one's own limit stays out of the way.
    const second = await TestBrowser.open(suite.server, '10.0.0.3');
    for (let i = 0; i < 3; i++) await attempt(second, member.phone, 'Wrong#1111aa');
    const asked = await attempt(second, member.phone, member.password);
    expect(asked.statusCode).toBe(200);
    expect(asked.result).toEqual({ state: 'captcha_required', message: m.loginCaptchaRequired });
    expect(second.cookies.has(memberCookie)).toBe(false);
    // Another address is asked too: the threshold is the account's.
    const elsewhere = await TestBrowser.open(suite.server, '10.0.0.2');
    expect((await attempt(elsewhere, member.phone, member.password)).result).toMatchObject({
      state: 'captcha_required',
    });

    suite.clock.advance(15 * 60_000 + 1);
    expect((await attempt(browser, member.phone, member.password)).result).toMatchObject({
      state: 'success',
    });
  });

  it('refuses an address that fails on many accounts, whatever account it tries next', async () => {
    const member = await registerMember(suite.server, suite.clock);
    const browser = await TestBrowser.open(suite.server, '10.0.1.1');
    suite.clock.sleeps.length = 0;
    for (let i = 0; i < 7; i++) await attempt(browser, nextPhone(), 'Wrong#1111aa');
    expect(suite.clock.sleeps.length).toBe(3);
    expect(Math.max(...suite.clock.sleeps)).toBeLessThanOrEqual(slowMaxMs);
    const refused = await attempt(browser, member.phone, member.password);
    expect(refused.result).toMatchObject({ statusCode: 429, message: m.tooManyLoginAttempts });
    // The slider does not lift the address's refusal.
    const solved = await attempt(
      browser,
      member.phone,
      member.password,
      await captchaPass(browser, suite.clock),
    );
    expect(solved.result).toMatchObject({ statusCode: 429, message: m.tooManyLoginAttempts });
    const elsewhere = await TestBrowser.open(suite.server, '10.0.1.2');
    expect((await attempt(elsewhere, member.phone, member.password)).result).toMatchObject({
      state: 'success',
    });
  });

  it('limits checkregistrate per address with 429 查询过于频繁', async () => {
    const browser = await TestBrowser.open(suite.server, '10.0.2.1');
    const url = `${checkRegistrate.path}?username=13812345678`;
    for (let i = 0; i < 3; i++) expect((await browser.get(url)).statusCode).toBe(200);
    const refused = await browser.get(url);
    expect(refused.result).toMatchObject({ statusCode: 429, message: m.tooManyChecks });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await (await TestBrowser.open(suite.server, '10.0.2.2')).get(url)).statusCode).toBe(
      200,
    );
    suite.clock.advance(61_000);
    expect((await browser.get(url)).statusCode).toBe(200);
  });

  it('limits captcha challenges and password-reset requests per address', async () => {
    const browser = await TestBrowser.open(suite.server, '10.0.3.1');
    for (let i = 0; i < 50; i++) await browser.get(captchaChallenge.path);
    expect((await browser.get(captchaChallenge.path)).result).toMatchObject({
      statusCode: 429,
      message: messages.http.tooManyRequests,
    });
    const reset = {
      username: '13812345678',
      email: 'a@example.com',
      request_time: '2026-11-23T09:00:00.000Z',
    };
    expect((await browser.post(passwordReset.path, reset)).statusCode).toBe(200);
    expect((await browser.post(passwordReset.path, reset)).statusCode).toBe(200);
    expect((await browser.post(passwordReset.path, reset)).result).toMatchObject({
      statusCode: 429,
    });
  });
});

describe.each(databaseKinds)('an account past its failure threshold on %s', (kind) => {
  // The defaults: slowed from the 3rd failure of an account, the slider from the 10th.
  const suite = serverPerSuite(kind, { env: { CAPTCHA_RATE_LIMIT: '1000' } });
  const attempt = (browser: TestBrowser, phone: string, password: string, captcha?: string) =>
    browser.post(login.path, {
      username: phone,
      password,
      windowId: 'tab-owner-01',
      ...(captcha ? { captcha } : {}),
    });
  const wrong = 'Wrong#1111aa';

  it('lets the owner in from another address with the slider after 10 wrong passwords, and asks for it instead of refusing', async () => {
    const member = await registerMember(suite.server, suite.clock);
    const attacker = await TestBrowser.open(suite.server, '10.4.0.1');
    for (let i = 0; i < 10; i++) {
      expect((await attempt(attacker, member.phone, wrong)).result, `failure ${i + 1}`).toEqual({
        state: 'failed',
        message: m.loginFailed,
      });
    }
    const owner = await TestBrowser.open(suite.server, '10.4.1.1');
    const asked = await attempt(owner, member.phone, member.password);
    expect(asked.statusCode).toBe(200);
    expect(asked.result).toEqual({ state: 'captcha_required', message: m.loginCaptchaRequired });
    expect(owner.cookies.has(memberCookie)).toBe(false);

    const pass = await captchaPass(owner, suite.clock);
    const res = await attempt(owner, member.phone, member.password, pass);
    expect(res.statusCode).toBe(200);
    expect(res.result).toMatchObject({ state: 'success', username: member.phone });
    expect(owner.cookies.has(memberCookie)).toBe(true);
  });

  it('spends a pass once, and counts and slows a wrong password sent with one', async () => {
    const member = await registerMember(suite.server, suite.clock);
    const attacker = await TestBrowser.open(suite.server, '10.4.2.1');
    suite.clock.sleeps.length = 0;
    for (let i = 0; i < 10; i++) await attempt(attacker, member.phone, wrong);
    const tenth = suite.clock.sleeps.at(-1) ?? 0;
    expect(tenth).toBeGreaterThan(0);
    suite.clock.sleeps.length = 0;

    const pass = await captchaPass(attacker, suite.clock);
    expect((await attempt(attacker, member.phone, wrong, pass)).result).toEqual({
      state: 'failed',
      message: m.loginFailed,
    });
    // The same pass again, now with the right password: spent, so the password is not checked.
    const replay = await attempt(attacker, member.phone, member.password, pass);
    expect(replay.result).toEqual({ state: 'captcha_required', message: m.captchaExpired });
    expect(attacker.cookies.has(memberCookie)).toBe(false);
    // A pass nobody was issued is no pass either.
    expect(
      (await attempt(attacker, member.phone, member.password, 'not-a-pass-we-issued')).result,
    ).toMatchObject({ state: 'captcha_required' });

    await attempt(attacker, member.phone, wrong, await captchaPass(attacker, suite.clock));
    // Each failure past the threshold waits longer than the one before, up to the ceiling.
    expect(suite.clock.sleeps).toEqual([tenth + slowStepMs, tenth + 2 * slowStepMs]);
    expect((await attempt(attacker, member.phone, member.password)).result).toMatchObject({
      state: 'captcha_required',
    });

    // The owner's success clears the account: the next failure is an ordinary one.
    const owner = await TestBrowser.open(suite.server, '10.4.3.1');
    const pass2 = await captchaPass(owner, suite.clock);
    expect((await attempt(owner, member.phone, member.password, pass2)).result).toMatchObject({
      state: 'success',
    });
    suite.clock.sleeps.length = 0;
    const fresh = await TestBrowser.open(suite.server, '10.4.4.1');
    expect((await attempt(fresh, member.phone, wrong)).result).toMatchObject({
      state: 'failed',
    });
    expect(suite.clock.sleeps).toEqual([]);
  });
});

describe.each(databaseKinds)('parallel logins on %s', (kind) => {
  const suite = serverPerSuite(kind, {
    env: {
      LOGIN_ACCOUNT_LOCK_AFTER: '10',
      LOGIN_ADDRESS_LOCK_AFTER: '30',
      CAPTCHA_RATE_LIMIT: '1000',
    },
  });
  const attempt = (browser: TestBrowser, phone: string, password: string, captcha?: string) =>
    browser.post(login.path, {
      username: phone,
      password,
      windowId: 'tab-burst-01',
      ...(captcha ? { captcha } : {}),
    });

  it('checks at most the lock threshold of 25 parallel wrong passwords for one account', async () => {
    const member = await registerMember(suite.server, suite.clock);
    const browsers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => TestBrowser.open(suite.server, `10.1.0.${i + 1}`)),
    );
    const answers = await Promise.all(
      browsers.map((browser) => attempt(browser, member.phone, 'Wrong#1111aa')),
    );
    const states = answers.map((res) => (res.result as { state?: string }).state);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(states.filter((state) => state === 'failed').length).toBe(10);
    expect(states.filter((state) => state === 'captcha_required').length).toBe(15);
    // The burst did not lock the owner out: the right password needs the slider, and passes with it.
    const owner = await TestBrowser.open(suite.server, '10.1.1.1');
    expect((await attempt(owner, member.phone, member.password)).result).toMatchObject({
      state: 'captcha_required',
    });
    const pass = await captchaPass(owner, suite.clock);
    expect((await attempt(owner, member.phone, member.password, pass)).result).toMatchObject({
      state: 'success',
    });
  });

  it('checks one password per pass when a burst comes with the same pass', async () => {
    const member = await registerMember(suite.server, suite.clock);
    const attacker = await TestBrowser.open(suite.server, '10.1.2.1');
    for (let i = 0; i < 10; i++) await attempt(attacker, member.phone, 'Wrong#1111aa');
    const pass = await captchaPass(attacker, suite.clock);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => attempt(attacker, member.phone, 'Wrong#1111aa', pass)),
    );
    const states = answers.map((res) => (res.result as { state?: string }).state);
    expect(states.filter((state) => state === 'failed').length).toBe(1);
    expect(states.filter((state) => state === 'captcha_required').length).toBe(7);
  });

  it('checks at most the address threshold of a parallel burst from one address over many accounts', async () => {
    const browser = await TestBrowser.open(suite.server, '10.2.0.1');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => attempt(browser, nextPhone(), 'Wrong#1111aa')),
    );
    expect(answers.filter((res) => res.statusCode === 200).length).toBe(30);
    expect(answers.filter((res) => res.statusCode === 429).length).toBe(10);
  });

  it('does not count a successful login against the address', async () => {
    const browser = await TestBrowser.open(suite.server, '10.3.0.1');
    for (let i = 0; i < 31; i++) {
      const member = await addMember(suite.server);
      const res = await attempt(browser, member.phone, 'test-password');
      expect(res.result, `login ${i + 1}`).toMatchObject({ state: 'success' });
    }
  });
});
