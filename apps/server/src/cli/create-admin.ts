// `npm run admin:create -- <username> [--role operator|superadmin|运营|超级管理员] [--totp]`: creates
// an admin, or sets the password of an existing one, in the database DATABASE_URL names (the same
// default as the server). --role sets the admin's role (issue 17): 运营 (operator) edits documents
// and reads members, 超级管理员 (superadmin) may also change memberships, refunds and admins.
// Without --role a new admin is a superadmin, as every admin was before roles, and an existing
// one keeps its role. The password
// comes from ADMIN_PASSWORD or, on a terminal, from a hidden prompt; a weak one is refused. With
// --totp the admin needs a TOTP code from the first login on: a new secret is enabled at once
// (replacing any) and printed with its otpauth:// address and the recovery codes, once. The secret
// is sealed with SESSION_SECRET, which must then be the server's.
import { adminRoleLabels, parseAdminRole, type AdminRole } from '@coinsight/domain/admin';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateLatest, openDb } from '../db/knex.ts';
import { AccountRepo } from '../modules/account/repo.ts';
import {
  createAdminService,
  adminNameProblem,
  adminPasswordMinLength,
  adminPasswordProblem,
} from '../modules/account/admin.ts';
import { systemClock } from '../clock.ts';

class UsageError extends Error {}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new UsageError('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY)
    throw new UsageError(
      'no password: set ADMIN_PASSWORD, or run this in a terminal to be asked for it',
    );
  const password = await promptHidden(`Password (at least ${adminPasswordMinLength} characters): `);
  const problem = adminPasswordProblem(password);
  if (problem) throw new UsageError(problem);
  if ((await promptHidden('Repeat the password: ')) !== password)
    throw new UsageError('the two passwords differ');
  return password;
}

const usage =
  'usage: npm run admin:create -- <username> [--role operator|superadmin|运营|超级管理员] [--totp]';

/** The --role value, if given; a missing or unknown one is a usage error. */
function roleArgument(args: string[]): AdminRole | undefined {
  const at = args.indexOf('--role');
  if (at === -1) return undefined;
  const [, value] = args.splice(at, 2);
  const role = value === undefined ? null : parseAdminRole(value);
  if (!role)
    throw new UsageError(`--role must be operator (运营) or superadmin (超级管理员)\n${usage}`);
  return role;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const role = roleArgument(args);
  const withTotp = args.includes('--totp');
  const names = args.filter((arg) => arg !== '--totp');
  const username = (names[0] ?? '').trim();
  if (!username || names.length > 1 || username.startsWith('--')) throw new UsageError(usage);
  const nameProblem = adminNameProblem(username);
  if (nameProblem) throw new UsageError(nameProblem);
  const password = await readPassword();
  const passwordProblem = adminPasswordProblem(password);
  if (passwordProblem) throw new UsageError(passwordProblem);

  const config = loadConfig();
  if (withTotp && config.sessionSecretGenerated)
    throw new UsageError(
      '--totp needs SESSION_SECRET (the server’s): the TOTP secret is sealed with it',
    );
  const db = openDb(config.database);
  try {
    await migrateLatest(db);
    const repo = new AccountRepo(db);
    const admins = createAdminService(db, repo, systemClock, config);
    const created = await admins.createOrUpdate(username, password, role);
    const roleNote = role ? ` (role ${role}, ${adminRoleLabels[role]})` : '';
    console.log(
      created
        ? `admin "${username}" created${roleNote}`
        : `admin "${username}" already existed: password updated${roleNote}`,
    );
    if (withTotp) {
      const admin = await repo.findAdminByUsername(username);
      if (!admin) throw new Error(`admin "${username}" vanished`);
      const enrolment = await admins.totp.enrolNow(admin.id, username);
      console.log(
        [
          'TOTP second factor enabled: add it to an authenticator app, then keep the recovery codes safe.',
          `  otpauth address: ${enrolment.uri}`,
          `  secret (to type by hand): ${enrolment.secret}`,
          '  recovery codes (each works once in place of a code; shown only now):',
          ...enrolment.recoveryCodes.map((code) => `    ${code}`),
        ].join('\n'),
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
