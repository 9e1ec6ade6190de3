import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOutbox, loginAdmin } from '../src/contract.ts';
import { databaseKinds, freshDatabase, runScript, testServer, TestBrowser } from './helpers.ts';

const script = 'apps/server/src/cli/create-admin.ts';

/** Runs `npm run admin:create -- <args>` as the root script does (tsx), with only the given environment. */
const createAdmin = (args: string[], env: Record<string, string>) =>
  runScript(script, args, { LOG_LEVEL: 'silent', ...env });

describe.each(databaseKinds)('npm run admin:create on %s', (kind) => {
  let url: string;
  let drop: () => Promise<void>;
  let dir = '';

  beforeAll(async () => {
    if (kind === 'sqlite') {
      dir = mkdtempSync(join(tmpdir(), 'coinsight-admin-cli-'));
      url = `sqlite:${join(dir, 'cli.sqlite')}`;
      drop = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      ({ url, drop } = await freshDatabase(kind));
    }
  });
  afterAll(async () => {
    await drop();
  });

  async function canLogIn(username: string, password: string): Promise<boolean> {
    const server = await testServer(url);
    try {
      const browser = await TestBrowser.open(server);
      const res = await browser.post(loginAdmin.path, {
        username,
        password,
        windowId: 'tab-cli-0001',
      });
      if ((res.result as { state: string }).state !== 'success') return false;
      return (await browser.get(adminOutbox.path)).statusCode === 200;
    } finally {
      await server.stop();
    }
  }

  it('creates an admin from ADMIN_PASSWORD in the database DATABASE_URL names, then updates its password', async () => {
    const created = await createAdmin(['ops'], {
      DATABASE_URL: url,
      ADMIN_PASSWORD: 'Ops#Admin2026pw',
    });
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain('admin "ops" created');
    expect(created.out).not.toContain('Ops#Admin2026pw');
    expect(await canLogIn('ops', 'Ops#Admin2026pw')).toBe(true);

    const updated = await createAdmin(['ops'], {
      DATABASE_URL: url,
      ADMIN_PASSWORD: 'Ops#Changed2027pw',
    });
    expect(updated.out).toContain('password updated');
    expect(await canLogIn('ops', 'Ops#Admin2026pw')).toBe(false);
    expect(await canLogIn('ops', 'Ops#Changed2027pw')).toBe(true);
    // Two script runs and three server builds: past 20 s on a loaded machine.
  }, 90_000);

  it.each([
    [['weak'], { ADMIN_PASSWORD: '' }, /password is empty/],
    [['weak'], { ADMIN_PASSWORD: 'short#1A' }, /at least 12 characters/],
    [['weak'], { ADMIN_PASSWORD: 'aaaaaaaaaaaaaaaa' }, /too weak/],
    [['weak'], {}, /set ADMIN_PASSWORD/],
    [[], { ADMIN_PASSWORD: 'Ops#Admin2026pw' }, /usage: npm run admin:create -- <username>/],
    [['two words'], { ADMIN_PASSWORD: 'Ops#Admin2026pw' }, /without spaces/],
  ])('refuses %j with %o', async (args, env, message) => {
    const res = await createAdmin(args, { DATABASE_URL: url, ...env });
    expect(res.code).toBe(1);
    expect(res.out).toMatch(message);
  });
});
