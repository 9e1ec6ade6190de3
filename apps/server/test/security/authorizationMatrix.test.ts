import { mayCall, type AdminAccess } from '@coinsight/domain/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint, type Role } from '../../src/contract.ts';
import { databaseKinds, serverPerSuite } from '../helpers.ts';
import {
  actorFactory,
  actors,
  implementedEndpoints,
  multipartBody,
  urlOf,
  type Actor,
} from './actors.ts';

/** What the declared role lets each caller get: through the door, or the refusal and its code. */
type Expected = { allowed: true } | { allowed: false; status: 401 | 403; code: string };

/**
 * The admin is a separate login (admin_sid), not a member: on member and VIP routes an admin's
 * session alone is a visitor's. A member's session on an admin route is known and refused (403).
 * A 运营 admin passes an admin route unless the permission its contract declares is one the role
 * lacks, which is a 403 role_forbidden.
 */
export function expectedFor(role: Role, actor: Actor, permission?: AdminAccess): Expected {
  const allow = { allowed: true } as const;
  if (actor === 'operator') {
    if (role !== 'admin') return expectedFor(role, 'admin');
    return mayCall('operator', permission)
      ? allow
      : { allowed: false, status: 403, code: 'role_forbidden' };
  }
  const login = { allowed: false, status: 401, code: 'not_logged_in' } as const;
  switch (role) {
    case 'visitor':
      return allow;
    case 'user':
      return actor === 'member' || actor === 'vip' ? allow : login;
    case 'vip':
      if (actor === 'vip') return allow;
      return actor === 'member' ? { allowed: false, status: 403, code: 'vip_required' } : login;
    case 'admin':
      if (actor === 'admin') return allow;
      return actor === 'visitor' ? login : { allowed: false, status: 403, code: 'forbidden' };
  }
}

const refusalCodes = new Set(['not_logged_in', 'vip_required', 'forbidden', 'role_forbidden']);
const chinese = /[\u4e00-\u9fff]/;

const { implemented, missing } = implementedEndpoints(endpoints);

/** A request as a page would send it: an empty body of the endpoint's type, ids of 1. */
function requestOf(endpoint: AnyEndpoint) {
  const url = urlOf(endpoint);
  if (endpoint.method === 'GET') return { method: endpoint.method, url };
  if (endpoint.consumes === 'multipart/form-data')
    return {
      method: endpoint.method,
      url,
      ...multipartBody([{ name: 'file', filename: 'a.txt', type: 'text/plain', content: 'a' }]),
    };
  return { method: endpoint.method, url, payload: {} };
}

describe.each(databaseKinds)('authorization matrix from the contract on %s', (kind) => {
  const suite = serverPerSuite(kind, {
    env: {
      CAPTCHA_RATE_LIMIT: '100000',
      CHECK_RATE_LIMIT: '100000',
      RESET_RATE_LIMIT: '100000',
      LOGIN_ADDRESS_SLOW_AFTER: '100000',
      LOGIN_ADDRESS_LOCK_AFTER: '100000',
    },
  });
  let factory: Awaited<ReturnType<typeof actorFactory>>;
  const tally = { cells: 0, data: 0, passed: 0, refused: 0 };
  beforeAll(async () => {
    factory = await actorFactory(suite.server);
  });
  afterAll(() => {
    console.log(
      `[security] ${kind}: ${implemented.length} endpoints × ${actors.length} roles = ${tally.cells} cells checked ` +
        `(${tally.refused} refused as declared, ${tally.passed} let through, ${tally.data} of those answered data); ` +
        `${missing.length} endpoints without a route yet (contract:coverage): ${missing.map((e) => e.id).join(', ') || 'none'}`,
    );
  });

  it('covers the whole contract: every endpoint is either checked here or reported missing', () => {
    expect(implemented.length + missing.length).toBe(endpoints.length);
    expect(implemented.length).toBeGreaterThanOrEqual(50);
  });

  it.each(implemented.map((e) => [e.id, e] as const))(
    '%s answers each role as declared',
    async (_id, endpoint) => {
      for (const actor of actors) {
        const browser = await factory.browser(actor);
        const res = await browser.request(requestOf(endpoint));
        const body = (res.result ?? {}) as { code?: string; message?: string };
        const expected = expectedFor(endpoint.role, actor, endpoint.permission);
        const where = `${endpoint.id} as ${actor} → ${res.statusCode} ${res.payload.slice(0, 200)}`;
        tally.cells += 1;
        if (expected.allowed) {
          expect(res.statusCode, where).toBeLessThan(500);
          expect(refusalCodes.has(body.code ?? ''), where).toBe(false);
          tally.passed += 1;
          if (res.statusCode === 200) tally.data += 1;
        } else {
          expect(res.statusCode, where).toBe(expected.status);
          expect(body.code, where).toBe(expected.code);
          expect(body.message ?? '', where).toMatch(chinese);
          tally.refused += 1;
        }
      }
    },
  );
});
