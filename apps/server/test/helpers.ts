import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import type { ContractRoute } from '../src/http/contractRoute.ts';
import { memberCookie } from '../src/plugins/auth.ts';
import { createServer, type AppServer } from '../src/server.ts';
import { hashPassword } from '../src/security/password.ts';
import { silentLogger } from '../src/logger.ts';

export type DatabaseKind = 'sqlite' | 'mariadb';
export const databaseKinds: DatabaseKind[] = ['sqlite', 'mariadb'];

/**
 * A fresh, empty database for one test file: SQLite in memory, or a uniquely named database on
 * the MariaDB the global setup started. `drop` removes the MariaDB one.
 */
export async function freshDatabase(kind: DatabaseKind): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') return { url: 'sqlite::memory:', drop: async () => {} };
  const base = inject('mariadbUrl');
  const name = `coinsight_test_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'mysql2', connection: base });
  try {
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.destroy();
  }
  return {
    url: `${base}${name}`,
    drop: async () => {
      const again = knex({ client: 'mysql2', connection: base });
      try {
        await again.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await again.destroy();
      }
    },
  };
}

export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SITE_DIR: '/nonexistent/coinsight-site',
    PORT: '0',
    ...env,
  });
}

export async function testServer(
  databaseUrl: string,
  options: { env?: Record<string, string>; extraRoutes?: readonly ContractRoute[] } = {},
): Promise<AppServer> {
  return createServer(testConfig(databaseUrl, options.env), {
    validateResponses: true,
    logger: silentLogger(),
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
  });
}

let phoneCounter = 0;

/** Adds a member straight to the database. */
export async function addMember(server: AppServer, fields: { phone?: string; vipExpiry?: Date | null; inviteCode?: string } = {}) {
  phoneCounter += 1;
  const phone = fields.phone ?? `139${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`;
  const inviteCode = fields.inviteCode ?? randomBytes(4).toString('hex').toUpperCase();
  const id = await server.services.account.repo.insertUser({
    phone,
    passwordHash: await hashPassword('test-password'),
    inviteCode,
    vipExpiry: fields.vipExpiry ?? null,
    createdAt: new Date(),
  });
  return { id, phone, inviteCode };
}

/** Opens a session for the member and returns the `Cookie` header a browser would send. */
export async function loginAs(server: AppServer, userId: number): Promise<{ cookie: string; sessionId: string }> {
  const { token, sessionId } = await server.services.account.startMemberSession(userId, 'test-window');
  return { cookie: await sessionCookieHeader(server, memberCookie, token), sessionId };
}

export async function sessionCookieHeader(server: AppServer, name: string, token: string): Promise<string> {
  // The state's iron encoding takes an object, which hapi's types (string only) do not describe.
  const value = { token } as unknown as string;
  const header = await server.states.format({ name, value, options: {} });
  const pair = (Array.isArray(header) ? header[0] : header)?.split(';')[0];
  if (!pair) throw new Error('could not format the session cookie');
  return pair;
}

/** The cookies of a response as name → the whole Set-Cookie line. */
export function setCookies(headers: Record<string, unknown>): Map<string, string> {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  return new Map(lines.map((line) => [line.split('=')[0] ?? '', line]));
}
