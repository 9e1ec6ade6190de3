import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import {
  adminOutbox,
  getUsername,
  login,
  passwordReset,
  passwordResetConfirm,
  setRecoveryEmail,
} from '../src/contract.ts';
import { startMailCatcher } from './smtp.ts';
import {
  captureLogs,
  databaseKinds,
  loggedInMember,
  registerMember,
  serverPerSuite,
  TestBrowser,
} from './helpers.ts';

const m = messages.account;
const requestTime = '2026-11-23T09:00:00.000Z';
const newPassword = 'Renewed#Pass2027';

/** The uid and token of the reset link in a mail's text. */
function linkIn(text: string, publicUrl: string): { uid: string; token: string } {
  const match = new RegExp(
    `${publicUrl.replace(/[.]/g, '\\.')}/reset-password/([\\w-]+)/([\\w-]+)`,
  ).exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${text}`);
  return { uid: match[1], token: match[2] };
}

describe.each(databaseKinds)('password recovery over real SMTP on %s', (kind) => {
  const publicUrl = 'https://coinsight.example';
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;

  beforeAll(async () => {
    smtp = await startMailCatcher();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  const suite = serverPerSuite(kind, {
    env: () => ({
      SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtp.port}`,
      MAIL_FROM: '币见 <noreply@coinsight.example>',
      PUBLIC_URL: publicUrl,
      CAPTCHA_RATE_LIMIT: '1000',
      RESET_RATE_LIMIT: '1000',
    }),
  });

  /** A registered member with a recovery address set through the API. */
  async function memberWithEmail(email: string) {
    const member = await loggedInMember(suite.server, suite.clock, 'tab-recovery');
    await member.browser.post(setRecoveryEmail.path, { email });
    return member;
  }

  /** Asks for a reset as `visitor` and returns the link from the mail that arrives. */
  async function mailedLink(visitor: TestBrowser, phone: string, email: string) {
    await visitor.post(passwordReset.path, { username: phone, email, request_time: requestTime });
    return linkIn((await smtp.next()).text, publicUrl);
  }

  it('mails a link that resets the password once; the new password logs in and the old sessions end', async () => {
    const member = await memberWithEmail(`reset-${kind}@example.com`);
    const visitor = await TestBrowser.open(suite.server);
    const asked = await visitor.post(passwordReset.path, {
      username: member.phone,
      email: `RESET-${kind}@Example.com`,
      request_time: requestTime,
    });
    expect(asked.result).toEqual({ message: m.resetMailSent });

    const mail = await smtp.next();
    expect(mail.to).toEqual([`reset-${kind}@example.com`]);
    expect(mail.from).toBe('noreply@coinsight.example');
    expect(mail.subject).toBe('币见：重置密码');
    expect(mail.text).toContain(member.phone);
    const link = linkIn(mail.text, publicUrl);

    const done = await visitor.post(passwordResetConfirm.path, {
      ...link,
      new_password: newPassword,
    });
    expect(done.result).toEqual({ message: m.passwordResetDone });
    expect((await member.browser.get(getUsername.path)).result).toEqual({ username: '', code: '' });

    const again = await visitor.post(passwordResetConfirm.path, {
      ...link,
      new_password: 'Another#Pass2028',
    });
    expect(again.result).toMatchObject({
      statusCode: 400,
      message: m.resetLinkInvalid,
      code: 'reset_link_invalid',
    });

    expect(
      (
        await visitor.post(login.path, {
          username: member.phone,
          password: member.password,
          windowId: 'tab-old-pass',
        })
      ).result,
    ).toMatchObject({ state: 'failed' });
    expect(
      (
        await visitor.post(login.path, {
          username: member.phone,
          password: newPassword,
          windowId: 'tab-new-pass',
        })
      ).result,
    ).toMatchObject({ state: 'success' });
  });

  it('refuses a link after 30 minutes', async () => {
    const member = await memberWithEmail(`late-${kind}@example.com`);
    const visitor = await TestBrowser.open(suite.server);
    const link = await mailedLink(visitor, member.phone, `late-${kind}@example.com`);
    suite.clock.advance(30 * 60_000 + 1);
    const res = await visitor.post(passwordResetConfirm.path, {
      ...link,
      new_password: newPassword,
    });
    expect(res.result).toMatchObject({ statusCode: 400, message: m.resetLinkInvalid });
  });

  it("refuses a link with another member's uid, a made-up token, or a weak password", async () => {
    const member = await memberWithEmail(`mix-${kind}@example.com`);
    const other = await registerMember(suite.server, suite.clock);
    const visitor = await TestBrowser.open(suite.server);
    const link = await mailedLink(visitor, member.phone, `mix-${kind}@example.com`);
    const otherUid = Buffer.from(String(other.id)).toString('base64url');
    expect(
      (
        await visitor.post(passwordResetConfirm.path, {
          uid: otherUid,
          token: link.token,
          new_password: newPassword,
        })
      ).result,
    ).toMatchObject({ message: m.resetLinkInvalid });
    expect(
      (
        await visitor.post(passwordResetConfirm.path, {
          uid: link.uid,
          token: 'made-up-token-0001',
          new_password: newPassword,
        })
      ).result,
    ).toMatchObject({ message: m.resetLinkInvalid });
    expect(
      (
        await visitor.post(passwordResetConfirm.path, {
          uid: '!!',
          token: link.token,
          new_password: newPassword,
        })
      ).statusCode,
    ).toBe(400);
    const weak = await visitor.post(passwordResetConfirm.path, { ...link, new_password: 'abc' });
    expect((weak.result as { message: string }).message).toContain(m.passwordWeak);
    // The link survived the failed attempts.
    expect(
      (await visitor.post(passwordResetConfirm.path, { ...link, new_password: newPassword }))
        .result,
    ).toEqual({ message: m.passwordResetDone });
  });

  it('answers the same message and sends nothing when account and address do not match', async () => {
    const member = await memberWithEmail(`quiet-${kind}@example.com`);
    const visitor = await TestBrowser.open(suite.server);
    for (const body of [
      { username: member.phone, email: 'someone-else@example.com' },
      { username: '13322223333', email: `quiet-${kind}@example.com` },
    ]) {
      const res = await visitor.post(passwordReset.path, { ...body, request_time: requestTime });
      expect(res.result).toEqual({ message: m.resetMailSent });
    }
    const missing = await visitor.post(passwordReset.path, {
      username: member.phone,
      request_time: requestTime,
    });
    expect((missing.result as { message: string }).message).toContain(m.recoveryFieldsRequired);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails).toHaveLength(0);
  });
});

describe.each(databaseKinds)('the outbox when no SMTP server is configured, on %s', (kind) => {
  const suite = serverPerSuite(kind, { env: { CAPTCHA_RATE_LIMIT: '1000' } });

  it('keeps the reset mail for the admin, newest first, and the link in it works', async () => {
    const member = await registerMember(suite.server, suite.clock);
    await suite.server.services.account.repo.setEmail(member.id, 'outbox@example.com');
    const visitor = await TestBrowser.open(suite.server);
    await visitor.post(passwordReset.path, {
      username: member.phone,
      email: 'outbox@example.com',
      request_time: requestTime,
    });
    suite.clock.advance(1000);
    await visitor.post(passwordReset.path, {
      username: member.phone,
      email: 'outbox@example.com',
      request_time: requestTime,
    });

    await suite.server.services.admin.createOrUpdate('mailroom', 'Mailroom#Admin2026');
    const admin = await TestBrowser.open(suite.server);
    expect(
      (
        await admin.post('/api/v1/loginpart/loginadmin/', {
          username: 'mailroom',
          password: 'Mailroom#Admin2026',
          windowId: 'tab-admin-1',
        })
      ).result,
    ).toMatchObject({ state: 'success' });
    const res = await admin.get(`${adminOutbox.path}?limit=10`);
    expect(res.statusCode).toBe(200);
    const { mails } = res.result as {
      mails: Array<{ id: number; to: string; subject: string; text: string; created_at: string }>;
    };
    expect(mails).toHaveLength(2);
    expect(mails[0]?.id).toBeGreaterThan(mails[1]?.id ?? Infinity);
    expect(mails[0]).toMatchObject({
      to: 'outbox@example.com',
      subject: '币见：重置密码',
      created_at: suite.clock.now().toISOString(),
    });
    const link = linkIn(mails[0]?.text ?? '', 'http://localhost:8001');
    expect(
      (await visitor.post(passwordResetConfirm.path, { ...link, new_password: newPassword }))
        .result,
    ).toEqual({ message: m.passwordResetDone });
    // Using one link spends the other one too.
    const older = linkIn(mails[1]?.text ?? '', 'http://localhost:8001');
    expect(
      (
        await visitor.post(passwordResetConfirm.path, {
          ...older,
          new_password: 'Another#Pass2028',
        })
      ).result,
    ).toMatchObject({ message: m.resetLinkInvalid });

    expect((await admin.get(`${adminOutbox.path}?limit=1000`)).statusCode).toBe(400);
    expect((await visitor.get(adminOutbox.path)).statusCode).toBe(401);
  });
});

describe.each(databaseKinds)('password recovery when the SMTP server is down, on %s', (kind) => {
  const logs = captureLogs('error');
  let closedPort = 0;

  beforeAll(async () => {
    // A port that was free a moment ago: nothing answers there.
    closedPort = await new Promise<number>((resolve) => {
      const probe = createNetServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
  });
  const suite = serverPerSuite(kind, {
    logger: logs.logger,
    env: () => ({
      SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
      MAIL_FROM: 'noreply@coinsight.example',
      CAPTCHA_RATE_LIMIT: '1000',
    }),
  });

  it('answers the member with the usual message and logs the failed delivery', async () => {
    const { browser, ...member } = await loggedInMember(suite.server, suite.clock, 'tab-smtp-down');
    await browser.post(setRecoveryEmail.path, { email: `down-${kind}@example.com` });
    const res = await browser.post(passwordReset.path, {
      username: member.phone,
      email: `down-${kind}@example.com`,
      request_time: requestTime,
    });
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual({ message: m.resetMailSent });
    await vi.waitFor(() => expect(logs.text()).toContain('mail delivery failed'), {
      timeout: 5000,
    });
  });
});
