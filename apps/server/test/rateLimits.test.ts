import { describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { captchaChallenge, checkRegistrate, login, passwordReset } from '../src/contract.ts';
import { slowMaxMs, slowStepMs } from '../src/limits/loginGate.ts';
import {
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
