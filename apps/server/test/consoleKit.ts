import type { AdminRole } from '@coinsight/domain/admin';
import { expect } from 'vitest';
import { auditLog } from '../src/contract.ts';
import { adminCookie } from '../src/http/cookies.ts';
import type { AppServer } from '../src/startup.ts';
import { fixtureHash, sessionCookieHeader, TestBrowser } from './helpers.ts';

let serial = 0;

/** An admin of this role with an open session: the browser holding its admin_sid cookie. */
export async function adminAs(
  server: AppServer,
  role: AdminRole,
): Promise<{ browser: TestBrowser; id: number; username: string }> {
  serial += 1;
  const username = `${role}-${process.pid}-${serial}`;
  const repo = server.services.account.repo;
  await repo.upsertAdmin(username, await fixtureHash('Console#Admin2026'), undefined, { role });
  const admin = await repo.findAdminByUsername(username);
  if (!admin) throw new Error('admin not created');
  const { token } = await server.services.account.startAdminSession(admin.id);
  const cookie = await sessionCookieHeader(server, adminCookie, token);
  const browser = await TestBrowser.open(server);
  const eq = cookie.indexOf('=');
  browser.cookies.set(cookie.slice(0, eq), cookie.slice(eq + 1));
  return { browser, id: admin.id, username };
}

export interface AuditRow {
  id: number;
  admin_id: number | null;
  admin_username: string;
  action: string;
  action_label: string;
  target: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** The audit log's entries matching the query, read through the API as the dashboard does. */
export async function auditOf(
  admin: TestBrowser,
  query: Record<string, string> = {},
): Promise<{ results: AuditRow[]; total: number }> {
  const res = await admin.get(`${auditLog.path}?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode, res.payload).toBe(200);
  return res.result as { results: AuditRow[]; total: number };
}

/** The newest audit entry of an action on a target. */
export async function lastAudit(
  admin: TestBrowser,
  action: string,
  target: string,
): Promise<AuditRow | undefined> {
  const { results } = await auditOf(admin, { action, limit: '100' });
  return results.find((r) => r.target === target);
}

/** A 400/403/404/409 answer with its Chinese reason. */
export function expectRefusal(
  res: { statusCode: number; result: unknown; payload: string },
  status: number,
  message: string,
): void {
  expect(res.statusCode, res.payload).toBe(status);
  expect((res.result as { message: string }).message).toContain(message);
}
