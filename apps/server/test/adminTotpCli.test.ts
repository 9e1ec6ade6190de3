import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@coinsight/domain/messages';
import { Secret, TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOutbox, loginAdmin } from '../src/contract.ts';
import { databaseKinds, freshDatabase, runScript, testServer, TestBrowser } from './helpers.ts';

const script = 'apps/server/src/cli/create-admin.ts';
// The server the tests build (helpers' testConfig) seals with this one.
const sessionSecret = 'a-test-secret-that-is-long-enough-0123456789';
const password = 'Cli#TotpAdmin2026';

describe.each(databaseKinds)('npm run admin:create -- <name> --totp on %s', (kind) => {
  let url: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'coinsight-totp-cli-'));
      url = `sqlite:${join(dir, 'cli.sqlite')}`;
      drop = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      ({ url, drop } = await freshDatabase(kind));
    }
  });
  afterAll(async () => {
    await drop();
  });

  async function logIn(code?: string): Promise<{ state: string; outbox: number | null }> {
    const server = await testServer(url);
    try {
      const browser = await TestBrowser.open(server);
      const res = await browser.post(loginAdmin.path, {
        username: 'secured',
        password,
        windowId: 'tab-cli-totp',
        ...(code === undefined ? {} : { code }),
      });
      const { state, message } = res.result as { state: string; message?: string };
      if (state === 'totp_required') expect(message).toBe(messages.admin.totpRequired);
      const outbox = state === 'success' ? (await browser.get(adminOutbox.path)).statusCode : null;
      return { state, outbox };
    } finally {
      await server.stop();
    }
  }

  it('refuses --totp without the server’s SESSION_SECRET, which seals the secret', async () => {
    const res = await runScript(script, ['secured', '--totp'], {
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      ADMIN_PASSWORD: password,
    });
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/--totp needs SESSION_SECRET/);
  });

  it('enables the factor at once and prints its address and recovery codes; the login then needs a code', async () => {
    const res = await runScript(script, ['secured', '--totp'], {
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      ADMIN_PASSWORD: password,
      SESSION_SECRET: sessionSecret,
    });
    expect(res.code, res.out).toBe(0);
    expect(res.out).not.toContain(password);
    const uri = /otpauth:\/\/\S+/.exec(res.out)?.[0] ?? '';
    const totp = URI.parse(uri) as TOTP;
    expect(totp.issuer).toBe('币见');
    expect(totp.label).toBe('secured');
    const recovery = res.out.match(/^\s+[a-z2-7]{4}(-[a-z2-7]{4}){3}$/gm) ?? [];
    expect(recovery).toHaveLength(10);

    expect(await logIn()).toEqual({ state: 'totp_required', outbox: null });
    const code = new TOTP({ secret: Secret.fromBase32(totp.secret.base32) }).generate();
    expect(await logIn(code)).toEqual({ state: 'success', outbox: 200 });
    expect(await logIn(recovery[0]!.trim())).toEqual({ state: 'success', outbox: 200 });
    expect(await logIn(recovery[0]!.trim())).toEqual({ state: 'failed', outbox: null });
    // A script and four server builds: slow on a loaded machine.
  }, 90_000);
});
