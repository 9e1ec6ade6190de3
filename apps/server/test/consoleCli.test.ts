import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/knex.ts';
import { databaseKinds, freshDatabase, runScript } from './helpers.ts';

const script = 'apps/server/src/cli/create-admin.ts';
const password = 'Ops#Console2026pw';

const createAdmin = (args: string[], url: string) =>
  runScript(script, args, { LOG_LEVEL: 'silent', DATABASE_URL: url, ADMIN_PASSWORD: password });

describe.each(databaseKinds)('npm run admin:create -- <name> --role on %s', (kind) => {
  let url = '';
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    if (kind === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'coinsight-console-cli-'));
      url = `sqlite:${join(dir, 'cli.sqlite')}`;
      drop = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      ({ url, drop } = await freshDatabase(kind));
    }
  });
  afterAll(() => drop());

  async function roleOf(username: string): Promise<string | undefined> {
    const db = openDb(
      url.startsWith('sqlite:')
        ? { client: 'sqlite', filename: url.slice('sqlite:'.length) }
        : { client: 'mysql', url },
    );
    try {
      const row = (await db('admins').where({ username }).first('role')) as
        { role: string } | undefined;
      return row?.role;
    } finally {
      await db.destroy();
    }
  }

  it('sets the role by its Chinese name or key, keeps it when --role is absent, and refuses an unknown one', async () => {
    const made = await createAdmin(['ops', '--role', '运营'], url);
    expect(made.code, made.out).toBe(0);
    expect(made.out).toContain('admin "ops" created (role operator, 运营)');
    expect(await roleOf('ops')).toBe('operator');

    // A password change without --role leaves the role alone.
    expect((await createAdmin(['ops'], url)).code).toBe(0);
    expect(await roleOf('ops')).toBe('operator');

    const promoted = await createAdmin(['--role', 'superadmin', 'ops'], url);
    expect(promoted.out).toContain('password updated (role superadmin, 超级管理员)');
    expect(await roleOf('ops')).toBe('superadmin');

    const refused = await createAdmin(['ops', '--role', 'root'], url);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('--role must be operator (运营) or superadmin (超级管理员)');
    expect(await roleOf('ops')).toBe('superadmin');
    // Four runs of the script, each starting tsx: slow on a loaded machine.
  }, 180_000);
});
