import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildOpenApiDocument,
  buildPath,
  endpointById,
  endpoints,
  endpointsByArea,
} from './index.ts';

const pathParams = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
const schemaKeys = (schema: z.ZodType): string[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: object;
  };
  return Object.keys(json.properties ?? {});
};

describe('the contract registry', () => {
  it('gives every endpoint a unique id and a unique method + path', () => {
    const ids = endpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('files each endpoint under the area its id names', () => {
    for (const [area, list] of Object.entries(endpointsByArea)) {
      for (const e of list) expect(e.id.split('.')[0], e.id).toBe(area);
    }
  });

  it.each(endpoints.map((e) => ({ id: e.id, e })))(
    '$id: path, params, CSRF and body agree',
    ({ e }) => {
      expect(e.path).toMatch(/^\/api\/v1\/[\w\-/{}.]+$/);
      expect(schemaKeys(e.params).sort()).toEqual(pathParams(e.path).sort());
      if (e.method === 'GET') {
        expect(e.csrf).toBe(false);
        expect(e.body.safeParse(undefined).success).toBe(true);
      } else {
        expect(e.csrf, 'every state change carries the CSRF header').toBe(true);
      }
      expect(e.summary.length).toBeGreaterThan(0);
    },
  );

  it('finds an endpoint by id', () => {
    expect(endpointById('account.getUsername')?.path).toBe('/api/v1/loginpart/getusername/');
    expect(endpointById('no.such')).toBeUndefined();
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/api/v1/chat/group/{number}/members', { number: 'a b/1' })).toBe(
      '/api/v1/chat/group/a%20b%2F1/members',
    );
  });
  it('refuses a missing parameter', () => {
    expect(() => buildPath('/x/{id}/', {})).toThrow(/id/);
  });
});

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(endpoints) as {
    openapi: string;
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          parameters: { name: string; in: string }[];
          'x-role': string;
          'x-permission'?: string;
          requestBody?: unknown;
        }
      >
    >;
  };

  it('has one operation per endpoint with its id, role, admin permission and path parameters', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const e of endpoints) {
      const operation = document.paths[e.path]?.[e.method.toLowerCase()];
      expect(operation?.operationId, e.id).toBe(e.id);
      expect(operation?.['x-role']).toBe(e.role);
      expect(operation?.['x-permission']).toBe(e.permission);
      const inPath = operation?.parameters.filter((p) => p.in === 'path').map((p) => p.name) ?? [];
      expect(inPath.sort()).toEqual(pathParams(e.path).sort());
      expect(operation?.requestBody === undefined).toBe(e.method === 'GET');
    }
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});
