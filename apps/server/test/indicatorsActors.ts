import { expect } from 'vitest';
import { adminCookie } from '../src/http/cookies.ts';
import type { AppServer } from '../src/server.ts';
import {
  addMember,
  fixtureHash,
  loginAs,
  sessionCookieHeader,
  setCookies,
  TestBrowser,
} from './helpers.ts';

/** The four audiences of the indicator routes (spec 2 §6), each a browser with the crumb cookie. */
export type ActorName = 'visitor' | 'member' | 'vip' | 'admin';
export const actorNames: ActorName[] = ['visitor', 'member', 'vip', 'admin'];

export interface Actor {
  name: ActorName;
  browser: TestBrowser;
  /** The member's id (member and vip), or the admin's id. */
  id: number | null;
}

let adminSerial = 0;

/** A browser holding the given session cookie pair (`name=value`), besides its crumb. */
async function browserWith(server: AppServer, cookiePair: string | null): Promise<TestBrowser> {
  const browser = await TestBrowser.open(server);
  if (cookiePair) {
    const [name, ...rest] = cookiePair.split('=');
    browser.cookies.set(name ?? '', rest.join('='));
  }
  return browser;
}

export async function memberActor(server: AppServer, vip: boolean): Promise<Actor> {
  const member = await addMember(server, {
    vipExpiry: vip ? new Date(Date.now() + 30 * 86_400_000) : null,
  });
  const { cookie } = await loginAs(server, member.id);
  return {
    name: vip ? 'vip' : 'member',
    browser: await browserWith(server, cookie),
    id: member.id,
  };
}

export async function adminActor(server: AppServer): Promise<Actor> {
  adminSerial += 1;
  const [adminId] = await server.db('admins').insert({
    username: `indicators-admin-${process.pid}-${adminSerial}`,
    password_hash: await fixtureHash('x'),
  });
  const { token } = await server.services.account.startAdminSession(Number(adminId));
  const cookie = await sessionCookieHeader(server, adminCookie, token);
  return { name: 'admin', browser: await browserWith(server, cookie), id: Number(adminId) };
}

export async function actor(server: AppServer, name: ActorName): Promise<Actor> {
  switch (name) {
    case 'visitor':
      return { name, browser: await browserWith(server, null), id: null };
    case 'member':
      return memberActor(server, false);
    case 'vip':
      return memberActor(server, true);
    case 'admin':
      return adminActor(server);
  }
}

/**
 * Any request as this browser: its cookies, and the X-CSRF-Token header on state changes unless
 * `csrf: false` (TestBrowser itself sends only GET and JSON POST).
 */
export async function send(
  server: AppServer,
  browser: TestBrowser,
  request: {
    method: 'GET' | 'POST' | 'DELETE';
    url: string;
    payload?: string | Buffer | object;
    headers?: Record<string, string>;
    csrf?: boolean;
  },
) {
  const headers: Record<string, string> = { ...request.headers };
  if (browser.cookies.size > 0) headers.cookie = browser.cookieHeader;
  const crumb = browser.cookies.get('crumb');
  if (request.method !== 'GET' && request.csrf !== false && crumb) headers['x-csrf-token'] = crumb;
  const res = await server.inject({
    method: request.method,
    url: request.url,
    headers,
    remoteAddress: browser.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  for (const [name, line] of setCookies(res.headers)) {
    const value = /^[^=]+=([^;]*)/.exec(line)?.[1] ?? '';
    if (value !== '' && !/Max-Age=0/i.test(line)) browser.cookies.set(name, value);
  }
  return res;
}

/** A refusal in the contract's error shape, with its Chinese reason. */
export function expectRefusal(
  res: { statusCode: number; payload: string },
  status: number,
  reason?: string | RegExp,
): void {
  expect(res.statusCode, res.payload).toBe(status);
  const body = JSON.parse(res.payload) as { statusCode: number; message: string };
  expect(body.statusCode).toBe(status);
  expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  if (reason !== undefined) {
    if (typeof reason === 'string') expect(body.message).toContain(reason);
    else expect(body.message).toMatch(reason);
  }
}
