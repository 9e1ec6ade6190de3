import { createHash } from 'node:crypto';
import { payment } from '../src/contract.ts';
import type { AppServer } from '../src/server.ts';
import { SandboxGateway } from '../src/providers/payment/index.ts';
import { adminCookie } from '../src/http/cookies.ts';
import { addMember, fixtureHash, loginAs, sessionCookieHeader, TestBrowser } from './helpers.ts';

/** A member added to the database and logged in through a browser that holds sid and crumb. */
export async function payingMember(
  server: AppServer,
  fields: { vipExpiry?: Date | null; invitedBy?: number } = {},
): Promise<{ id: number; phone: string; inviteCode: string; browser: TestBrowser }> {
  const member = await addMember(server, { vipExpiry: fields.vipExpiry ?? null });
  if (fields.invitedBy !== undefined)
    await server.db('users').where({ id: member.id }).update({ invited_by: fields.invitedBy });
  const { cookie } = await loginAs(server, member.id);
  const browser = await TestBrowser.open(server);
  const eq = cookie.indexOf('=');
  browser.cookies.set(cookie.slice(0, eq), cookie.slice(eq + 1));
  return { ...member, browser };
}

/** POST payment for a plan at its default price. */
export async function openOrder(
  browser: TestBrowser,
  body: { money?: string; type?: 'wxpay' | 'alipay'; vip_duration?: 30 | 90 | 365 } = {},
) {
  const prices = { 30: '0.01', 90: '0.02', 365: '0.03' } as const;
  const days = body.vip_duration ?? 30;
  return browser.post(payment.path, {
    money: body.money ?? prices[days],
    name: 'VIP会员',
    type: body.type ?? 'wxpay',
    vip_duration: days,
  });
}

export function sandboxOf(server: AppServer): SandboxGateway {
  const gateway = server.services.payments.gateway;
  if (!(gateway instanceof SandboxGateway)) throw new Error('not the sandbox gateway');
  return gateway;
}

/** The stored order row and its member's expiry, read straight from the database. */
export async function orderState(server: AppServer, outTradeNo: string) {
  const row = (await server.db('orders').where({ out_trade_no: outTradeNo }).first()) as {
    status: string;
    trade_no: string | null;
    user_id: number;
  };
  return row;
}

export async function expiryOf(server: AppServer, userId: number): Promise<number | null> {
  const row = (await server.db('users').select('vip_expiry').where({ id: userId }).first()) as {
    vip_expiry: unknown;
  };
  const v = row.vip_expiry;
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.getTime() : Number(v);
}

/**
 * The test's own 易支付 signer, written out by hand rather than imported, so the product's signer
 * is checked against an independent reading of the rule: sorted k=v pairs without sign, sign_type
 * and empty values, joined with '&', the key appended, MD5 in lowercase hex.
 */
export function handSign(params: Record<string, string>, key: string): string {
  const pairs = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`);
  return createHash('md5')
    .update(`${pairs.join('&')}${key}`, 'utf8')
    .digest('hex');
}

let adminSerial = 0;

/** An admin added to the database with a browser holding the admin session and the crumb. */
export async function adminBrowser(server: AppServer): Promise<TestBrowser> {
  adminSerial += 1;
  const username = `refund-admin-${process.pid}-${adminSerial}`;
  await server.services.account.repo.upsertAdmin(username, await fixtureHash('admin-password'));
  return adminSessionBrowser(server, username);
}

/** A browser holding a fresh session of the existing admin `username`. */
export async function adminSessionBrowser(
  server: AppServer,
  username: string,
): Promise<TestBrowser> {
  const admin = await server.services.account.repo.findAdminByUsername(username);
  if (!admin) throw new Error(`admin ${username} not created`);
  const { token } = await server.services.account.startAdminSession(admin.id);
  const cookie = await sessionCookieHeader(server, adminCookie, token);
  const browser = await TestBrowser.open(server);
  const eq = cookie.indexOf('=');
  browser.cookies.set(cookie.slice(0, eq), cookie.slice(eq + 1));
  return browser;
}

/** The Beijing calendar day of an instant, as refund/get_all takes it. */
export function beijingDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
