import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, noBody, noParams, noQuery } from './endpoint.ts';

const declaration = () => ({
  id: 'test.note',
  method: 'POST' as const,
  path: '/api/v1/test/note/',
  summary: 'A note',
  role: 'user' as const,
  body: z.strictObject({ text: z.string() }),
  response: z.object({ saved: z.boolean() }),
});

describe('defineEndpoint', () => {
  it('declares the same endpoint from a function as from the object', () => {
    const eager = defineEndpoint(declaration());
    const lazy = defineEndpoint(declaration);
    expect({ ...lazy }).toEqual({
      ...eager,
      description: undefined,
      produces: undefined,
      maxBytes: undefined,
      consumes: undefined,
    });
    expect(lazy.params).toBe(noParams);
    expect(lazy.query).toBe(noQuery);
    expect(lazy.csrf).toBe(true);
    expect(lazy.body.parse({ text: '便签' })).toEqual({ text: '便签' });
    expect(
      defineEndpoint(() => ({ ...declaration(), method: 'GET' as const, body: undefined })).body,
    ).toBe(noBody);
  });

  it('builds a function declaration on the first read of any field, and only once', () => {
    let builds = 0;
    const endpoint = defineEndpoint(() => {
      builds += 1;
      return declaration();
    });
    expect(builds).toBe(0);
    expect('response' in endpoint).toBe(true);
    expect(builds).toBe(0);
    expect(endpoint.path).toBe('/api/v1/test/note/');
    expect(endpoint.response).toBe(endpoint.response);
    expect(builds).toBe(1);
  });
});
