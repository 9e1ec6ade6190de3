import { createHash } from 'node:crypto';
import { buildPath, type AnyEndpoint } from '../../src/contract.ts';
import { contractRoutes } from '../../src/modules/index.ts';
import type { Db } from '../../src/db/knex.ts';
import type { AppServer } from '../../src/startup.ts';
import { addMember, loginAs, TestBrowser } from '../helpers.ts';
import { adminBrowser, adminSessionBrowser } from '../paymentHelpers.ts';

/**
 * The callers of the matrix; `member` is the contract's `user` role, `admin` a 超级管理员 and
 * `operator` a 运营 admin (issue 17's roles).
 */
export const actors = ['visitor', 'member', 'vip', 'admin', 'operator'] as const;
export type Actor = (typeof actors)[number];

const day = 86_400_000;

/** A browser holding the given member's session and the crumb. */
export async function memberBrowser(server: AppServer, userId: number): Promise<TestBrowser> {
  const { cookie } = await loginAs(server, userId);
  const browser = await TestBrowser.open(server);
  const eq = cookie.indexOf('=');
  browser.cookies.set(cookie.slice(0, eq), cookie.slice(eq + 1));
  return browser;
}

/**
 * Makes browsers for each actor, a fresh session every time (a cell may log itself out): one member
 * without membership, one VIP, one operator, all created once, and a 超级管理员 per session.
 */
export async function actorFactory(server: AppServer) {
  const member = await addMember(server);
  const vip = await addMember(server, { vipExpiry: new Date(Date.now() + 365 * day) });
  const operator = `matrix-operator-${process.pid}`;
  await server.services.admin.createOrUpdate(operator, 'Matrix#Operator2026', 'operator');
  return {
    member,
    vip,
    async browser(actor: Actor): Promise<TestBrowser> {
      if (actor === 'visitor') return TestBrowser.open(server);
      if (actor === 'admin') return adminBrowser(server);
      if (actor === 'operator') return adminSessionBrowser(server, operator);
      return memberBrowser(server, actor === 'vip' ? vip.id : member.id);
    },
  };
}

/** The contract endpoints the server has a route for; the rest is `contract:coverage`'s report. */
export function implementedEndpoints(all: readonly AnyEndpoint[]): {
  implemented: AnyEndpoint[];
  missing: AnyEndpoint[];
} {
  const ids = new Set(contractRoutes.map((r) => r.endpoint.id));
  return {
    implemented: all.filter((e) => ids.has(e.id)),
    missing: all.filter((e) => !ids.has(e.id)),
  };
}

/** Path parameters of an endpoint, each filled with `value` (a plausible id by default). */
export function urlOf(endpoint: AnyEndpoint, value: string | number = 1): string {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((p) => p[1] ?? '');
  return buildPath(endpoint.path, Object.fromEntries(names.map((n) => [n, value])));
}

/** A small well-formed multipart body with one file part. */
export function multipartBody(
  fields: { name: string; filename?: string; type?: string; content: string | Buffer }[],
  boundary = '----coinsight-security',
): { payload: Buffer; headers: Record<string, string> } {
  const parts = fields.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"` +
          (f.filename !== undefined ? `; filename="${f.filename}"` : '') +
          '\r\n' +
          (f.type ? `Content-Type: ${f.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Each table's row count and a digest of its rows (sessions' last_seen_at left out: reads refresh it). */
export function tableDigest(server: AppServer): Promise<Record<string, string>> {
  return digestOf(server.db);
}

/** The same for any open database (a restored copy, a database another process wrote). */
export async function digestOf(db: Db): Promise<Record<string, string>> {
  const client = String(db.client.config.client);
  const tables: string[] = client.includes('sqlite')
    ? (
        (await db.raw(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )) as { name: string }[]
      ).map((r) => r.name)
    : ((await db.raw('SHOW TABLES')) as [Record<string, string>[], unknown])[0].map(
        (r) => Object.values(r)[0] ?? '',
      );
  const digest: Record<string, string> = {};
  for (const table of tables.sort()) {
    const rows = (await db(table).select('*')) as Record<string, unknown>[];
    const hash = createHash('sha256');
    const lines = rows.map((row) => {
      const copy = { ...row };
      if (table === 'sessions') delete copy.last_seen_at;
      return JSON.stringify(copy, (_k, v: unknown) =>
        Buffer.isBuffer(v) ? v.toString('base64') : typeof v === 'bigint' ? String(v) : v,
      );
    });
    for (const line of lines.sort()) hash.update(line).update('\n');
    digest[table] = `${rows.length}:${hash.digest('hex').slice(0, 16)}`;
  }
  return digest;
}
