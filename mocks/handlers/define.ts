import type { AnyEndpoint, ResponseOf } from '@coinsight/domain/api';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';

/** What a mock resolver receives: the request's inputs already parsed by the endpoint's schemas. */
export interface MockCall<E extends AnyEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  request: Request;
}

/** A refusal the real server would give, in its error shape (hapi's Boom body). */
export class MockFailure {
  constructor(
    readonly statusCode: number,
    readonly message: string,
    readonly code?: string,
  ) {}
}

export const fail = (statusCode: number, message: string, code?: string): MockFailure =>
  new MockFailure(statusCode, message, code);

/**
 * What a mock answers when its own data has no such record (an unknown id in the path or body). The
 * server's rules are not re-derived here: a test or story that needs a refusal adds it with `refuse`.
 */
export const notFound = (message: string, code?: string): MockFailure => fail(404, message, code);

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
};

function errorResponse({ statusCode, message, code }: MockFailure): Response {
  return HttpResponse.json(
    { statusCode, error: statusNames[statusCode] ?? 'Error', message, ...(code ? { code } : {}) },
    { status: statusCode },
  );
}

/**
 * A resolver answers with the endpoint's response (checked against its schema before it is
 * sent), a `fail(...)`, or a ready non-JSON `Response` (an event stream, an image).
 */
export type MockResolver<E extends AnyEndpoint> = (
  call: MockCall<E>,
) => ResponseOf<E> | MockFailure | Response | Promise<ResponseOf<E> | MockFailure | Response>;

/** A request that the mock answers with 200, for the test that walks every endpoint. */
export interface MockExample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

export interface EndpointMock {
  readonly endpoint: AnyEndpoint;
  readonly handler: HttpHandler;
  readonly example: MockExample;
}

/** `'*'` in front so one handler matches in the browser (same origin) and in Node (any host). */
export const mswPath = (contractPath: string): string =>
  `*${contractPath.replace(/\{(\w+)\}/g, ':$1')}`;

async function readBody(request: Request, endpoint: AnyEndpoint): Promise<unknown> {
  if (endpoint.method === 'GET') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded')
  ) {
    return Object.fromEntries((await request.formData()).entries());
  }
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol('invalid JSON');
  }
}

/** MSW also reports the leading `*` wildcard, as parameter "0"; the contract knows only named ones. */
function namedParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([name]) => !/^\d+$/.test(name)));
}

function firstIssue(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  const at = issue && issue.path.length > 0 ? `${where}.${issue.path.join('.')}` : where;
  return `${at}: ${issue?.message ?? 'invalid'}`;
}

/**
 * Declares the mock of one contract endpoint. Inputs are validated like the server does (400 with
 * the reason), and the answer must satisfy the response schema: a fixture that drifts from the
 * contract throws here, in the test that calls it.
 */
export function mock<E extends AnyEndpoint>(
  endpoint: E,
  example: MockExample,
  resolve: MockResolver<E>,
): EndpointMock {
  const method = endpoint.method.toLowerCase() as Lowercase<E['method']>;
  const handler = http[method](mswPath(endpoint.path), async ({ request, params }) => {
    const url = new URL(request.url);
    const parsedParams = endpoint.params.safeParse(namedParams(params));
    if (!parsedParams.success)
      return errorResponse(fail(400, firstIssue(parsedParams.error, 'params')));
    const parsedQuery = endpoint.query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsedQuery.success)
      return errorResponse(fail(400, firstIssue(parsedQuery.error, 'query')));
    const parsedBody = endpoint.body.safeParse(await readBody(request, endpoint));
    if (!parsedBody.success) return errorResponse(fail(400, firstIssue(parsedBody.error, 'body')));

    const result = await resolve({
      params: parsedParams.data as MockCall<E>['params'],
      query: parsedQuery.data as MockCall<E>['query'],
      body: parsedBody.data as MockCall<E>['body'],
      request,
    });
    if (result instanceof MockFailure) return errorResponse(result);
    if (result instanceof Response) {
      if ((result.headers.get('content-type') ?? '').includes('json')) {
        throw new Error(
          `${endpoint.id}: JSON answers go through the response schema; return the data, not a Response`,
        );
      }
      return result;
    }
    return HttpResponse.json(endpoint.response.parse(result) as never);
  });
  return { endpoint, handler, example };
}

/**
 * A handler for `server.use()` / `worker.use()` / a story's `parameters.msw`: the endpoint answered by
 * `resolve` instead of its mock, with the same input validation and response schema check.
 */
export function override<E extends AnyEndpoint>(
  endpoint: E,
  resolve: MockResolver<E>,
): HttpHandler {
  return mock(endpoint, {}, resolve).handler;
}

/** A handler that refuses every call of the endpoint as the server would, in its error shape. */
export function refuse(
  endpoint: AnyEndpoint,
  statusCode: number,
  message: string,
  code?: string,
): HttpHandler {
  return override(endpoint, () => fail(statusCode, message, code));
}
