import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../src/contract.ts';
import { contractRoutes, implementedIds } from '../src/modules/index.ts';
import { nesAuthPath } from '../src/plugins/realtime.ts';
import type { AppServer } from '../src/server.ts';
import { testServer } from './helpers.ts';

/** Routes that are not API endpoints: the site, Storybook, the docs, Nes's handshake and the catch-alls. */
const infrastructure = new Set([
  'GET /{file*}',
  // The built Storybook for designers: see plugins/storybook.ts.
  'GET /storybook',
  'GET /storybook/{file*}',
  'GET /documentation',
  'GET /documentation.html',
  `GET ${nesAuthPath}`,
  'GET /api/{any*}',
  '* /api/{any*}',
  // The payment gateway's notify (plain text) and the sandbox pay page (HTML): see modules/membership/pages.ts.
  'GET /api/v1/payment/notify/',
  'POST /api/v1/payment/notify/',
  'GET /sandbox/pay/{out_trade_no}',
  'POST /sandbox/pay/{out_trade_no}',
]);

describe('the route table against the contract', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await testServer('sqlite::memory:');
  });
  afterAll(async () => {
    await server.stop();
  });

  it('has no route the contract lacks', () => {
    const all = server.table().map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(all).toEqual(expect.arrayContaining([...infrastructure]));
    const contract = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    const strays = server
      .table()
      .filter((route) => !route.settings.app?.methodNotAllowed)
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
      .filter((key) => !contract.has(key) && !infrastructure.has(key));
    expect(strays).toEqual([]);
  });

  it('implements every registered route with the method, path and id of its contract entry', () => {
    for (const route of server.table().filter((r) => r.settings.app?.contractId)) {
      const endpoint = endpoints.find((e) => e.id === route.settings.app?.contractId);
      expect(endpoint, route.path).toBeDefined();
      expect(route.method.toUpperCase()).toBe(endpoint?.method);
      expect(route.path).toBe(endpoint?.path);
      expect(route.settings.id).toBe(endpoint?.id);
    }
  });

  it('registers each contract route once', () => {
    const ids = contractRoutes.map((r) => r.endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(implementedIds()).toEqual(new Set(ids));
  });

  it('has the two start-up endpoints of the skeleton', () => {
    expect(implementedIds()).toContain('account.getUsername');
    expect(implementedIds()).toContain('account.checkVip');
  });
});

describe('the OpenAPI document', () => {
  it('lists every contract endpoint at /documentation', async () => {
    const server = await testServer('sqlite::memory:');
    try {
      const res = await server.inject('/documentation');
      expect(res.statusCode).toBe(200);
      const doc = res.result as {
        openapi: string;
        paths: Record<string, Record<string, { operationId?: string }>>;
      };
      expect(doc.openapi).toMatch(/^3\./);
      for (const e of endpoints) {
        expect(
          doc.paths[e.path]?.[e.method.toLowerCase()]?.operationId,
          `${e.method} ${e.path}`,
        ).toBe(e.id);
      }
      const html = await server.inject('/documentation.html');
      expect(html.payload).toContain(endpoints[0]?.path ?? '');
      expect(html.payload).toContain(`${endpoints.length} 个`);
    } finally {
      await server.stop();
    }
  });
});
