import { checkVip, defineEndpoint, getUsername } from '@coinsight/domain/api';
import { server } from '@coinsight/mocks/node';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './ApiError.ts';
import { createApiClient, readCookie, requestTimeoutMs } from './client.ts';

const origin = 'http://site.test';

/** Test-only entries, declared like the contract's own, to reach the client's every branch. */
const postNote = defineEndpoint({
  id: 'test.postNote',
  method: 'POST',
  path: '/api/v1/test/notes/{number}/',
  summary: 'test',
  role: 'user',
  params: z.object({ number: z.string() }),
  query: z.object({ page: z.number().optional(), tags: z.array(z.string()).optional() }),
  body: z.object({ text: z.string() }),
  response: z.object({ saved: z.boolean() }),
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('API client', () => {
  const client = createApiClient({
    baseUrl: `${origin}/`,
    readCookies: () => 'other=1; crumb=token%2B1',
  });

  it('calls the shared mocks and returns the parsed response', async () => {
    const who = await client.call(getUsername);
    expect(who).toEqual(getUsername.response.parse(who));
    const vip = await client.call(checkVip);
    expect(typeof vip.is_vip).toBe('boolean');
  });

  it('builds the path and query, sends JSON and the CSRF token from the crumb cookie', async () => {
    let seen: { url: string; csrf: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post(`*/api/v1/test/notes/:number/`, async ({ request }) => {
        seen = {
          url: request.url,
          csrf: request.headers.get('x-csrf-token'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ saved: true });
      }),
    );
    const result = await client.call(postNote, {
      params: { number: 'g 1' },
      query: { page: 2, tags: ['a', 'b'] },
      body: { text: '你好' },
    });
    expect(result).toEqual({ saved: true });
    expect(seen).toEqual({
      url: `${origin}/api/v1/test/notes/g%201/?page=2&tags=a&tags=b`,
      csrf: 'token+1',
      type: 'application/json',
      body: { text: '你好' },
    });
  });

  it('sends cookies with every call (credentials include)', async () => {
    const inits: RequestInit[] = [];
    const spying = createApiClient({
      baseUrl: `${origin}/`,
      fetch: async (_url, init) => {
        inits.push(init ?? {});
        return Response.json({ username: '', code: '' });
      },
    });
    await spying.call(getUsername);
    expect(inits.map((init) => [init.method, init.credentials])).toEqual([['GET', 'include']]);
  });

  it('sends no CSRF header on a GET the contract does not mark', async () => {
    let csrf: string | null = 'unset';
    server.use(
      http.get('*/api/v1/loginpart/getusername/', ({ request }) => {
        csrf = request.headers.get('x-csrf-token');
        return HttpResponse.json({ username: '', code: '' });
      }),
    );
    await client.call(getUsername);
    expect(csrf).toBeNull();
  });

  it("surfaces the server's Chinese message and status", async () => {
    server.use(
      http.get('*/api/v1/loginpart/checkvip/', () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: '请先登录', code: 'unauthorized' },
          { status: 401 },
        ),
      ),
    );
    const error = await client.call(checkVip).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: '请先登录', code: 'unauthorized' });
  });

  it('reports a failure without a readable body by its status', async () => {
    server.use(
      http.get(
        '*/api/v1/loginpart/checkvip/',
        () => new HttpResponse('gateway down', { status: 502 }),
      ),
    );
    await expect(client.call(checkVip)).rejects.toMatchObject({
      status: 502,
      message: '请求失败（502）',
      code: 'http',
    });
  });

  it('refuses a response that does not match the contract', async () => {
    server.use(
      http.get('*/api/v1/loginpart/checkvip/', () => HttpResponse.json({ is_vip: 'yes' })),
    );
    await expect(client.call(checkVip)).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
      message: '服务器返回的数据格式有误',
    });
  });

  it('gives up when the server does not answer in time', async () => {
    server.use(
      http.get('*/api/v1/loginpart/checkvip/', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const quick = createApiClient({ baseUrl: `${origin}/`, timeoutMs: 50 });
    await expect(quick.call(checkVip)).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
      message: '请求超时，请稍后重试',
    });
    expect(requestTimeoutMs).toBe(60_000);
  });

  it('reports a network failure in Chinese', async () => {
    server.use(http.get('*/api/v1/loginpart/checkvip/', () => HttpResponse.error()));
    await expect(client.call(checkVip)).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; crumb=x%3Dy; b=2', 'crumb')).toBe('x=y');
    expect(readCookie('a=1', 'crumb')).toBeUndefined();
  });
});

describe('call typing', () => {
  it('asks for the inputs the contract declares', () => {
    const client = createApiClient({ baseUrl: `${origin}/` });
    const typeChecks = () => {
      // @ts-expect-error params and body are required by this endpoint
      void client.call(postNote);
      // @ts-expect-error the body's fields are checked
      void client.call(postNote, { params: { number: '1' }, body: { txt: 'x' } });
      void client.call(getUsername);
    };
    expect(typeof typeChecks).toBe('function');
  });
});
