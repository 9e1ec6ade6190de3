import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
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
import type { AppServer } from '../src/server.ts';
import { startMailCatcher } from './smtp.ts';
import {
  databaseKinds,
  freshDatabase,
  registerMember,
  testClock,
  testServer,
  TestBrowser,
  type TestClock,
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
  let server: AppServer;
  let drop: () => Promise<void>;
  let clock: TestClock;
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;

  beforeAll(async () => {
    const db = await freshDatabase(kind);
    drop = db.drop;
    smtp = await startMailCatcher();
    clock = testClock();
    server = await testServer(db.url, {
      clock,
      env: {
        SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtp.port}`,
        MAIL_FROM: '币见 <noreply@coinsight.example>',
        PUBLIC_URL: publicUrl,
        CAPTCHA_RATE_LIMIT: '1000',
        RESET_RATE_LIMIT: '1000',
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
    await drop();
  });

  /** A registered member with a recovery address set through the API. */
  async function memberWithEmail(email: string) {
    const member = await registerMember(server, clock);
    const browser = await TestBrowser.open(server);
    await browser.post(login.path, {
      username: member.phone,
      password: member.password,
      windowId: 'tab-recovery',
    });
    await browser.post(setRecoveryEmail.path, { email });
    return { ...member, browser };
  }

  it('mails a link that resets the password once; the new password logs in and the old sessions end', async () => {
    const member = await memberWithEmail(`reset-${kind}@example.com`);
    const visitor = await TestBrowser.open(server);
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
    const visitor = await TestBrowser.open(server);
    await visitor.post(passwordReset.path, {
      username: member.phone,
      email: `late-${kind}@example.com`,
      request_time: requestTime,
    });
    const link = linkIn((await smtp.next()).text, publicUrl);
    clock.advance(30 * 60_000 + 1);
    const res = await visitor.post(passwordResetConfirm.path, {
      ...link,
      new_password: newPassword,
    });
    expect(res.result).toMatchObject({ statusCode: 400, message: m.resetLinkInvalid });
  });

  it("refuses a link with another member's uid, a made-up token, or a weak password", async () => {
    const member = await memberWithEmail(`mix-${kind}@example.com`);
    const other = await registerMember(server, clock);
    const visitor = await TestBrowser.open(server);
    await visitor.post(passwordReset.path, {
      username: member.phone,
      email: `mix-${kind}@example.com`,
      request_time: requestTime,
    });
    const link = linkIn((await smtp.next()).text, publicUrl);
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
    const visitor = await TestBrowser.open(server);
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
  let server: AppServer;
  let drop: () => Promise<void>;
  let clock: TestClock;

  beforeAll(async () => {
    const db = await freshDatabase(kind);
    drop = db.drop;
    clock = testClock();
    server = await testServer(db.url, { clock, env: { CAPTCHA_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await server.stop();
    await drop();
  });

  it('keeps the reset mail for the admin, newest first, and the link in it works', async () => {
    const member = await registerMember(server, clock);
    await server.services.account.repo.setEmail(member.id, 'outbox@example.com');
    const visitor = await TestBrowser.open(server);
    await visitor.post(passwordReset.path, {
      username: member.phone,
      email: 'outbox@example.com',
      request_time: requestTime,
    });
    clock.advance(1000);
    await visitor.post(passwordReset.path, {
      username: member.phone,
      email: 'outbox@example.com',
      request_time: requestTime,
    });

    await server.services.admin.createOrUpdate('mailroom', 'Mailroom#Admin2026');
    const admin = await TestBrowser.open(server);
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
      created_at: clock.now().toISOString(),
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
  let server: AppServer;
  let drop: () => Promise<void>;
  let clock: TestClock;
  let logs = '';

  beforeAll(async () => {
    const db = await freshDatabase(kind);
    drop = db.drop;
    clock = testClock();
    // A port that was free a moment ago: nothing answers there.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createNetServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    server = await testServer(db.url, {
      clock,
      logger: pino({ level: 'error' }, sink),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
        MAIL_FROM: 'noreply@coinsight.example',
        CAPTCHA_RATE_LIMIT: '1000',
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    await drop();
  });

  it('answers the member with the usual message and logs the failed delivery', async () => {
    const member = await registerMember(server, clock);
    const browser = await TestBrowser.open(server);
    await browser.post(login.path, {
      username: member.phone,
      password: member.password,
      windowId: 'tab-smtp-down',
    });
    await browser.post(setRecoveryEmail.path, { email: `down-${kind}@example.com` });
    const res = await browser.post(passwordReset.path, {
      username: member.phone,
      email: `down-${kind}@example.com`,
      request_time: requestTime,
    });
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual({ message: m.resetMailSent });
    await vi.waitFor(() => expect(logs).toContain('mail delivery failed'), { timeout: 5000 });
  });
});
