import { describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { captchaChallenge, checkRegistrate, login, passwordReset } from '../src/contract.ts';
import { slowMaxMs, slowStepMs } from '../src/limits/loginGate.ts';
import {
  addMember,
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

  const attempt = (browser: TestBrowser, phone: string, password: string) =>
    browser.post(login.path, { username: phone, password, windowId: 'tab-limits-1' });

  it('slows failed logins for one account, then refuses them for 15 minutes with 429, and a success resets the count', async () => {
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

    for (let i = 0; i < 3; i++) await attempt(browser, member.phone, 'Wrong#1111aa');
    const refused = await attempt(browser, member.phone, member.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.result).toMatchObject({
      message: m.tooManyLoginAttempts,
      code: 'too_many_requests',
    });
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    // Another address is refused too: the lock is on the account.
    const elsewhere = await TestBrowser.open(suite.server, '10.0.0.2');
    expect((await attempt(elsewhere, member.phone, member.password)).statusCode).toBe(429);

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

describe.each(databaseKinds)('parallel logins on %s', (kind) => {
  const suite = serverPerSuite(kind, {
    env: { LOGIN_ACCOUNT_LOCK_AFTER: '10', LOGIN_ADDRESS_LOCK_AFTER: '30' },
  });
  const attempt = (browser: TestBrowser, phone: string, password: string) =>
    browser.post(login.path, { username: phone, password, windowId: 'tab-burst-01' });

  it('checks at most the lock threshold of 25 parallel wrong passwords for one account', async () => {
    const member = await registerMember(suite.server, suite.clock);
    const browsers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => TestBrowser.open(suite.server, `10.1.0.${i + 1}`)),
    );
    const answers = await Promise.all(
      browsers.map((browser) => attempt(browser, member.phone, 'Wrong#1111aa')),
    );
    const checked = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(checked.length).toBe(10);
    expect(checked.every((res) => (res.result as { state: string }).state === 'failed')).toBe(true);
    expect(refused.length).toBe(15);
    expect(refused[0]?.result).toMatchObject({ message: m.tooManyLoginAttempts });
    // The burst locked the account: the right password is refused too.
    const owner = await TestBrowser.open(suite.server, '10.1.1.1');
    expect((await attempt(owner, member.phone, member.password)).statusCode).toBe(429);
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
