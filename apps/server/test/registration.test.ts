import { describe, expect, it } from 'vitest';
import { isInviteCode } from '@coinsight/domain/account';
import { messages } from '@coinsight/domain/messages';
import { captchaChallenge, captchaVerify, checkRegistrate, register } from '../src/contract.ts';
import { newInviteCode } from '../src/modules/account/inviteCode.ts';
import {
  captchaPass,
  databaseKinds,
  humanDrag,
  nextPhone,
  registerMember,
  serverPerSuite,
  TestBrowser,
} from './helpers.ts';

const m = messages.account;
const day = 86_400_000;
const strong = 'Coinsight#2026';

describe.each(databaseKinds)(
  'registration with the slider captcha and invite codes on %s',
  (kind) => {
    const suite = serverPerSuite(kind, {
      env: { CAPTCHA_RATE_LIMIT: '1000', CHECK_RATE_LIMIT: '1000' },
    });

    const expiryOf = async (phone: string) =>
      (await suite.server.services.account.repo.findUserByPhone(phone))?.vipExpiry ?? null;

    it("gives the new member 7 days and the inviter 3 more when registering with the inviter's code", async () => {
      const inviter = await registerMember(suite.server, suite.clock);
      expect(await expiryOf(inviter.phone)).toBeNull();
      const browser = await TestBrowser.open(suite.server);
      const phone = nextPhone();
      const before = suite.clock.now().getTime();
      const res = await browser.post(register.path, {
        username: phone,
        password: strong,
        code: inviter.inviteCode,
        captcha: await captchaPass(browser, suite.clock),
      });
      expect(res.statusCode).toBe(200);
      expect(res.result).toEqual({ state: 'success' });
      const now = suite.clock.now().getTime();
      expect((await expiryOf(phone))?.getTime()).toBe(now + 7 * day);
      expect((await expiryOf(inviter.phone))?.getTime()).toBe(now + 3 * day);
      expect(now).toBeGreaterThanOrEqual(before);
      const row = await suite.server.db('users').where({ phone }).first();
      expect(Number(row.invited_by)).toBe(inviter.id);

      // A second invitee extends the inviter from the current end, not from now.
      await registerMember(suite.server, suite.clock, { code: inviter.inviteCode });
      expect((await expiryOf(inviter.phone))?.getTime()).toBe(now + 6 * day);
    });

    it('gives every member an invite code that satisfies the rule', async () => {
      const member = await registerMember(suite.server, suite.clock);
      expect(isInviteCode(member.inviteCode)).toBe(true);
      for (let i = 0; i < 200; i++) expect(isInviteCode(newInviteCode())).toBe(true);
    });

    it('answers code_invalid for a well-formed code no member owns, and creates nothing', async () => {
      const browser = await TestBrowser.open(suite.server);
      const phone = nextPhone();
      const res = await browser.post(register.path, {
        username: phone,
        password: strong,
        code: 'ZZZZZZZ99999',
        captcha: await captchaPass(browser, suite.clock),
      });
      expect(res.statusCode).toBe(200);
      expect(res.result).toEqual({ state: 'failed', code_invalid: true });
      expect(await suite.server.services.account.repo.findUserByPhone(phone)).toBeNull();
    });

    it('refuses a registration without a pass, with a spent pass, or with an expired pass', async () => {
      const browser = await TestBrowser.open(suite.server);
      const missing = await browser.post(register.path, {
        username: nextPhone(),
        password: strong,
      });
      expect(missing.statusCode).toBe(400);
      expect((missing.result as { message: string }).message).toContain(m.captchaRequired);

      const made = await browser.post(register.path, {
        username: nextPhone(),
        password: strong,
        captcha: 'not-a-pass-we-issued',
      });
      expect(made.statusCode).toBe(400);
      expect(made.result).toMatchObject({ message: m.captchaRequired, code: 'captcha_required' });

      const pass = await captchaPass(browser, suite.clock);
      expect(
        (
          await browser.post(register.path, {
            username: nextPhone(),
            password: strong,
            captcha: pass,
          })
        ).result,
      ).toEqual({ state: 'success' });
      const again = await browser.post(register.path, {
        username: nextPhone(),
        password: strong,
        captcha: pass,
      });
      expect(again.statusCode).toBe(400);
      expect(again.result).toMatchObject({ message: m.captchaRequired });

      const late = await captchaPass(browser, suite.clock);
      suite.clock.advance(301_000);
      const expired = await browser.post(register.path, {
        username: nextPhone(),
        password: strong,
        captcha: late,
      });
      expect(expired.result).toMatchObject({ statusCode: 400, message: m.captchaRequired });
    });

    it('refuses an expired, unknown or reused challenge, an answer that came too soon, and an implausible drag', async () => {
      const browser = await TestBrowser.open(suite.server);
      const challenge = async () =>
        (
          (await browser.get(captchaChallenge.path)).result as {
            challenge: string;
            expires_in: number;
          }
        ).challenge;

      const first = await browser.get(captchaChallenge.path);
      expect(first.result).toMatchObject({ expires_in: 120 });
      const old = (first.result as { challenge: string }).challenge;
      suite.clock.advance(121_000);
      expect(
        (await browser.post(captchaVerify.path, { challenge: old, trace: humanDrag })).result,
      ).toMatchObject({ statusCode: 400, message: m.captchaExpired });

      const unknown = await browser.post(captchaVerify.path, {
        challenge: 'a'.repeat(43),
        trace: humanDrag,
      });
      expect(unknown.result).toMatchObject({
        statusCode: 400,
        message: m.captchaExpired,
        code: 'captcha_expired',
      });

      const quick = await challenge();
      suite.clock.advance(100);
      expect(
        (await browser.post(captchaVerify.path, { challenge: quick, trace: humanDrag })).result,
      ).toMatchObject({ statusCode: 400, message: m.captchaFailed });
      // A failed answer spends the challenge: the page asks for a new one.
      suite.clock.advance(1000);
      expect(
        (await browser.post(captchaVerify.path, { challenge: quick, trace: humanDrag })).result,
      ).toMatchObject({ message: m.captchaExpired });

      const short = await challenge();
      suite.clock.advance(1000);
      const stopped = [
        { x: 0, t: 0 },
        { x: 0.6, t: 400 },
      ];
      expect(
        (await browser.post(captchaVerify.path, { challenge: short, trace: stopped })).result,
      ).toMatchObject({ statusCode: 400, message: m.captchaFailed, code: 'captcha_failed' });

      const slowDrag = await challenge();
      suite.clock.advance(1000);
      const longer = [
        { x: 0, t: 0 },
        { x: 1, t: 60_000 },
      ];
      expect(
        (await browser.post(captchaVerify.path, { challenge: slowDrag, trace: longer })).result,
      ).toMatchObject({ message: m.captchaFailed });

      const good = await challenge();
      suite.clock.advance(1000);
      const ok = await browser.post(captchaVerify.path, { challenge: good, trace: humanDrag });
      expect(ok.statusCode).toBe(200);
      expect(ok.result).toMatchObject({ expires_in: 300 });
      expect(
        (await browser.post(captchaVerify.path, { challenge: good, trace: humanDrag })).result,
      ).toMatchObject({ message: m.captchaExpired });
    });

    it('stores only hashes of challenges and passes', async () => {
      const browser = await TestBrowser.open(suite.server);
      const pass = await captchaPass(browser, suite.clock);
      const rows = await suite.server.db('captcha_passes').select('id_hash');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r: { id_hash: string }) => r.id_hash === pass)).toBe(false);
    });

    it.each([
      [{ username: '12345678901', password: strong }, m.phoneInvalid],
      [{ password: strong }, m.usernameMissing],
      [{ username: '13912345678', password: 'abc123' }, m.passwordWeak],
      [{ username: '13912345678', password: strong, code: 'abc' }, m.inviteCodeInvalid],
    ])('refuses %o with its message', async (body, message) => {
      const browser = await TestBrowser.open(suite.server);
      const res = await browser.post(register.path, { captcha: 'x', ...body });
      expect(res.statusCode).toBe(400);
      expect((res.result as { message: string }).message).toContain(message);
    });

    it('answers 409 该手机号已注册 for a registered phone', async () => {
      const member = await registerMember(suite.server, suite.clock);
      const browser = await TestBrowser.open(suite.server);
      const res = await browser.post(register.path, {
        username: member.phone,
        password: strong,
        captcha: await captchaPass(browser, suite.clock),
      });
      expect(res.statusCode).toBe(409);
      expect(res.result).toMatchObject({
        message: m.alreadyRegistered,
        code: 'already_registered',
      });
    });

    it('tells checkregistrate whether the phone is registered and whether the code exists', async () => {
      const member = await registerMember(suite.server, suite.clock);
      const browser = await TestBrowser.open(suite.server);
      const known = await browser.get(
        `${checkRegistrate.path}?username=${member.phone}&code=${member.inviteCode}`,
      );
      expect(known.result).toEqual({
        registered: 1,
        code: member.inviteCode,
        detail: m.alreadyRegistered,
      });
      const fresh = await browser.get(
        `${checkRegistrate.path}?username=${nextPhone()}&code=ZZZZZZZ99999`,
      );
      expect(fresh.result).toEqual({ registered: 0, code: '', detail: '' });
      const empty = await browser.get(`${checkRegistrate.path}?username=${nextPhone()}&code=`);
      expect(empty.result).toEqual({ registered: 0, code: '', detail: '' });
      const missing = await browser.get(checkRegistrate.path);
      expect(missing.statusCode).toBe(400);
      expect((missing.result as { message: string }).message).toContain(m.usernameMissing);
      const bad = await browser.get(`${checkRegistrate.path}?username=123`);
      expect((bad.result as { message: string }).message).toContain(m.phoneInvalid);
    });
  },
);
