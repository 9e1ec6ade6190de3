import { buildPath, endpoints, type AnyEndpoint } from '@coinsight/domain/api';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MockExample } from '../handlers/define.ts';
import { endpointMocks, handlers, resetMockState } from '../handlers/index.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Each example runs against the demo data as it starts, whatever example ran before it.
  resetMockState();
});
afterAll(() => server.close());

const origin = 'http://mock.test';

function requestFor(endpoint: AnyEndpoint, example: MockExample): [string, RequestInit] {
  const query = new URLSearchParams(
    Object.entries(example.query ?? {}).map(([key, value]) => [key, String(value)]),
  ).toString();
  const url = `${origin}${buildPath(endpoint.path, example.params)}${query ? `?${query}` : ''}`;
  if (endpoint.method === 'GET' || example.body === undefined)
    return [url, { method: endpoint.method }];
  if (endpoint.consumes === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, value] of Object.entries(example.body as Record<string, string | Blob>))
      form.append(key, value);
    return [url, { method: endpoint.method, body: form }];
  }
  return [
    url,
    {
      method: endpoint.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(example.body),
    },
  ];
}

describe('MSW mirrors the contract', () => {
  it('has one mock for every contract endpoint, and none for anything else', () => {
    const mocked = endpointMocks.map((m) => m.endpoint.id);
    const missing = endpoints.filter((e) => !mocked.includes(e.id)).map((e) => e.id);
    expect(missing, 'contract endpoints without an MSW handler').toEqual([]);
    expect(new Set(mocked).size, 'an endpoint is mocked twice').toBe(mocked.length);
    const unknown = endpointMocks
      .filter((m) => !endpoints.includes(m.endpoint))
      .map((m) => m.endpoint.id);
    expect(unknown, 'mocks of endpoints the contract lacks').toEqual([]);
  });

  it.each(endpointMocks.map((m) => ({ id: m.endpoint.id, m })))(
    '$id answers its example with a response the schema parses',
    async ({ m }) => {
      const response = await fetch(...requestFor(m.endpoint, m.example));
      expect(response.status).toBe(200);
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('application/json')) {
        const parsed = m.endpoint.response.safeParse(await response.json());
        expect(parsed.error).toBeUndefined();
      } else {
        expect((await response.text()).length).toBeGreaterThan(0);
      }
    },
  );

  it.each(
    endpointMocks
      .filter((m) => m.endpoint.method !== 'GET' && !m.endpoint.body.safeParse({}).success)
      .map((m) => ({ id: m.endpoint.id, m })),
  )('$id refuses a body without its fields with a 400 and a reason', async ({ m }) => {
    const [url, init] = requestFor(m.endpoint, { ...m.example, body: {} });
    const response = await fetch(url, init);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/^body/);
  });
});
