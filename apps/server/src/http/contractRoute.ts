import type { Readable } from 'node:stream';
import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AnyEndpoint } from '../contract.ts';
import { isVip } from '@coinsight/domain/membership';
import type { AdminCredentials, MemberCredentials } from '../sessions/credentials.ts';
import { adminOf, memberOf } from './credentials.ts';
import { DomainError, invalidInput } from '../domainError.ts';
import { forbidden, methodNotAllowed, notLoggedIn, toBoom, vipRequired } from './errors.ts';
import { chineseErrorMap, describeIssues, type InputSource } from './validation.ts';
import {
  compressible,
  conforming,
  gzipped,
  serialisedOf,
  type Serialised,
} from './cachedAnswers.ts';

export const defaultMaxBytes = 64 * 1024;

/** `true`: a response that breaks its schema becomes a 500 (tests); `'log'`: it is logged and sent (development). */
export type ResponseChecking = boolean | 'log';

const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The member a handler sees: always there on user and VIP routes, perhaps on visitor routes. */
export type MemberOf<E extends AnyEndpoint> = E['role'] extends 'user' | 'vip'
  ? MemberCredentials
  : E['role'] extends 'visitor'
    ? MemberCredentials | null
    : null;

/** The admin a handler sees: always there on admin routes, never elsewhere. */
export type AdminOf<E extends AnyEndpoint> = E['role'] extends 'admin' ? AdminCredentials : null;

export interface RouteContext<E extends AnyEndpoint, D> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** The logged-in member; the role check has already refused a visitor on member routes. */
  member: MemberOf<E>;
  /** The logged-in admin on admin routes. */
  admin: AdminOf<E>;
  /** What the route's area gives its handlers, and nothing more. */
  deps: D;
  request: Request;
  h: ResponseToolkit;
}

/**
 * An answer written while it is generated (an event stream, a download): sent as its chunks
 * come, unbuffered and uncompressed, and not checked against the JSON response schema.
 */
export class StreamedAnswer {
  constructor(
    readonly stream: Readable,
    readonly type: 'text/event-stream' | 'text/plain',
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export type ContractHandler<E extends AnyEndpoint, D> = (
  ctx: RouteContext<E, D>,
) =>
  | Promise<z.input<E['response']>>
  | z.input<E['response']>
  | Promise<z.input<E['response']> | StreamedAnswer>;

/** How a GET answer may be kept by browsers and proxies (hapi's default, `no-cache`, otherwise). */
export interface RouteCaching {
  /**
   * Tag each answer with the SHA-1 of its JSON, so a browser revalidates for a 304. For handlers
   * that hand out the same object until their data changes (the price series, the macro
   * observations): the tag is computed once per object.
   */
  etag?: boolean;
  /** The Cache-Control header of a 200 or 304, e.g. `public, no-cache`. */
  cacheControl?: string;
  /**
   * Answer this GET before hapi builds a request once an address has been answered on the full
   * path (fastReads.ts). Only for a handler that reads and nothing else: no writes, no cookies,
   * no use of `request` or `h`, an answer in JSON; and for a route without steps of its own (a
   * rate limit, say), which would not run: `withOptions` refuses one.
   */
  fastRead?: boolean;
}

function cachedAnswer(request: Request, h: ResponseToolkit, entry: Serialised) {
  const response =
    request.info.acceptEncoding === 'gzip' && compressible(request.server.settings, entry.bytes)
      ? h.response(gzipped(entry)).compressed('gzip')
      : h.response(entry.body);
  return response.type('application/json; charset=utf-8').vary('accept-encoding').etag(entry.tag);
}

/** A contract endpoint paired with its handler; its area turns it into a hapi route with its deps. */
export interface ContractRoute<D = never> {
  readonly endpoint: AnyEndpoint;
  toHapi(options: { validateResponses: ResponseChecking; deps: D }): ServerRoute;
}

function parseInput(schema: z.ZodType, source: InputSource, value: unknown): unknown {
  const result = schema.safeParse(value, { error: chineseErrorMap, reportInput: false });
  if (!result.success) throw invalidInput(describeIssues(source, result.error.issues));
  return result.data;
}

/** hapi leaves an absent body as null; the contract says "no body" as undefined or {}. */
function bodyOf(request: Request): unknown {
  return request.payload === null ? undefined : request.payload;
}

/** Hands hapi a Boom carrying the domain reason, so the error mapping sees the right status. */
function rethrow(error: unknown): never {
  if (error instanceof DomainError) throw toBoom(error);
  throw error;
}

function checkRole(
  endpoint: AnyEndpoint,
  member: MemberCredentials | null,
  admin: AdminCredentials | null,
  now: Date,
  memberOnAdminRoute: boolean,
): void {
  switch (endpoint.role) {
    case 'visitor':
      return;
    case 'user':
      if (!member) throw notLoggedIn();
      return;
    case 'vip':
      if (!member) throw notLoggedIn();
      if (!isVip(member.vipExpiry, now)) throw vipRequired();
      return;
    case 'admin':
      // A member's session is known but not allowed (403); no session at all is a visitor (401).
      if (!admin) throw memberOnAdminRoute ? forbidden() : notLoggedIn();
      return;
  }
}

/**
 * Every contract route reads its session cookies before anything else (plugins/auth.ts), instead
 * of hapi's auth in 'try' mode, which made two Boom errors for each visitor. hapi reads a body
 * before it would authorize, so a caller with no session would make it parse up to an upload's
 * 2 MiB before the refusal; for routes with a body and a role, the refusal (401, or 403 for a member
 * on an admin route) comes here, before the body. The rest (VIP, CSRF) follows as for every route.
 */
function sessionsFirst(endpoint: AnyEndpoint): NonNullable<ServerRoute['options']> {
  const admin = endpoint.role === 'admin';
  const refuseEarly = endpoint.method !== 'GET' && endpoint.role !== 'visitor';
  return {
    auth: false,
    ext: {
      onPreAuth: {
        method: async (request, h) => {
          const sessions = await request.server.app.sessions.resolve(request, h, admin);
          if (refuseEarly) {
            if (admin && !sessions.admin)
              return rethrow(sessions.member ? forbidden() : notLoggedIn());
            if (!admin && !sessions.member) return rethrow(notLoggedIn());
          }
          return h.continue;
        },
      },
    },
  };
}

/**
 * Parses the answer with the endpoint's response schema when `validateResponses` is on: a mismatch
 * is logged, and with `true` becomes a 500. An object that passed once is not parsed again.
 */
function checkAnswer(
  endpoint: AnyEndpoint,
  result: unknown,
  validateResponses: ResponseChecking,
  logger: Logger,
): void {
  if (!validateResponses || (typeof result === 'object' && result && conforming.has(result)))
    return;
  const checked = endpoint.response.safeParse(result);
  if (!checked.success) {
    logger.error(
      { endpoint: endpoint.id, issues: checked.error.issues },
      'response does not match the contract',
    );
    if (validateResponses === true)
      throw Boom.badImplementation(`response of ${endpoint.id} does not match the contract`);
  } else if (typeof result === 'object' && result) conforming.add(result);
}

/**
 * What a fast read's handler is given as `request` and `h`, which it may not use
 * (RouteCaching.fastRead): a fast read is answered before hapi builds a request. Any use throws,
 * and hapi then answers the request on the full path.
 */
const outsideHapi = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`a fast read's handler used request or h (${String(name)})`);
    },
  },
) as Request & ResponseToolkit;

/**
 * Leaves this address's parsed input with the server's fast reads, which then answer it for any
 * member (or visitor) the role admits: the same role check, handler and response check as below.
 */
function learnRead<E extends AnyEndpoint, D>(
  endpoint: E,
  handler: ContractHandler<E, D>,
  ctx: RouteContext<E, D>,
  caching: RouteCaching,
  validateResponses: ResponseChecking,
): void {
  const { fastReads, core } = ctx.request.server.app;
  if (!fastReads) return;
  // Only the parsed input is kept, not the request that taught it.
  const { params, query, body, deps } = ctx;
  fastReads.learn(ctx.request, {
    id: endpoint.id,
    etag: caching.etag === true,
    answer: async (member) => {
      checkRole(endpoint, member, null, core.clock.now(), false);
      const result: unknown = await handler({
        params,
        query,
        body,
        deps,
        member: member as MemberOf<E>,
        admin: null as AdminOf<E>,
        request: outsideHapi,
        h: outsideHapi,
      });
      // Thrown, so the full path answers it as a stream.
      if (result instanceof StreamedAnswer) throw new Error(`${endpoint.id} answered a stream`);
      checkAnswer(endpoint, result, validateResponses, core.logger);
      return result;
    },
  });
}

/**
 * The one way a contract endpoint becomes a hapi route: role (401/403), CSRF (crumb, 403), body
 * size (413), path/query/body parsed by the endpoint's zod schemas (400 naming the field), and
 * the response parsed by its schema when `validateResponses` is on.
 */
export function routeFor<E extends AnyEndpoint, D = void>(
  endpoint: E,
  handler: ContractHandler<E, D>,
  caching: RouteCaching = {},
): ContractRoute<D> {
  const fastRead = caching.fastRead === true;
  if (fastRead && (endpoint.method !== 'GET' || endpoint.role === 'admin'))
    throw new Error(`${endpoint.id}: only a member's or visitor's GET can be a fast read`);
  return {
    endpoint,
    toHapi: ({ validateResponses, deps }) => ({
      method: endpoint.method,
      path: endpoint.path,
      options: {
        id: endpoint.id,
        description: endpoint.summary,
        app: { contractId: endpoint.id, csrf: endpoint.csrf, ...(fastRead ? { fastRead } : {}) },
        plugins: { crumb: { restful: true } },
        ...sessionsFirst(endpoint),
        ...(endpoint.method === 'GET'
          ? {}
          : {
              payload: {
                maxBytes: endpoint.maxBytes ?? defaultMaxBytes,
                parse: true,
                output: 'data' as const,
                allow: endpoint.consumes ?? 'application/json',
                // A body with no content type is read as JSON, the contract's default.
                defaultContentType: endpoint.consumes ?? 'application/json',
                // Uploads reach the body schema as { filename, headers, payload } per file part.
                multipart:
                  endpoint.consumes === 'multipart/form-data'
                    ? { output: 'annotated' as const }
                    : false,
              },
            }),
        handler: async (request, h) => {
          try {
            const { clock, logger } = request.server.app.core;
            const admin = endpoint.role === 'admin' ? adminOf(request) : null;
            const member = endpoint.role === 'admin' ? null : memberOf(request);
            checkRole(
              endpoint,
              member,
              admin,
              clock.now(),
              endpoint.role === 'admin' && memberOf(request) !== null,
            );
            const ctx: RouteContext<E, D> = {
              params: parseInput(endpoint.params, 'params', request.params) as z.output<
                E['params']
              >,
              query: parseInput(endpoint.query, 'query', request.query) as z.output<E['query']>,
              body: parseInput(endpoint.body, 'body', bodyOf(request)) as z.output<E['body']>,
              // checkRole has refused whoever the role does not admit, which is what these types say.
              member: member as MemberOf<E>,
              admin: admin as AdminOf<E>,
              deps,
              request,
              h,
            };
            if (fastRead) learnRead(endpoint, handler, ctx, caching, validateResponses);
            const result: unknown = await handler(ctx);
            if (result instanceof StreamedAnswer) {
              const response = h
                .response(result.stream)
                .type(`${result.type}; charset=utf-8`)
                .header('cache-control', 'no-cache, no-transform')
                .header('x-accel-buffering', 'no')
                .compressed('identity');
              for (const [name, value] of Object.entries(result.headers))
                response.header(name, value);
              return response;
            }
            checkAnswer(endpoint, result, validateResponses, logger);
            const cached = caching.etag && typeof result === 'object' && result;
            // hapi compares the tag with If-None-Match and answers 304 without the body.
            const response = cached
              ? cachedAnswer(request, h, serialisedOf(result))
              : h.response(result as object);
            if (caching.cacheControl) response.header('cache-control', caching.cacheControl);
            if (endpoint.produces && endpoint.produces !== 'application/json')
              response.type(endpoint.produces);
            return response;
          } catch (error) {
            return rethrow(error);
          }
        },
      },
    }),
  };
}

/** routeFor with one area's deps type fixed, so that area's handlers need no annotation. */
export function routesFor<D>() {
  return <E extends AnyEndpoint>(
    endpoint: E,
    handler: ContractHandler<E, D>,
    caching?: RouteCaching,
  ): ContractRoute<D> => routeFor<E, D>(endpoint, handler, caching);
}

/**
 * For each contract path, a catch-all answering 405 with an Allow header for methods the path
 * does not have (hapi would say 404).
 */
export function methodNotAllowedRoutes(routes: readonly ContractRoute[]): ServerRoute[] {
  const byPath = new Map<string, Set<string>>();
  for (const { endpoint } of routes) {
    const methods = byPath.get(endpoint.path) ?? new Set<string>();
    methods.add(endpoint.method);
    if (endpoint.method === 'GET') methods.add('HEAD');
    byPath.set(endpoint.path, methods);
  }
  // hapi prefers any route with the exact method (the site's GET /{file*} fallback included) to a
  // '*' route, so each missing method gets its own route as well.
  return [...byPath].flatMap(([path, methods]) =>
    [...httpMethods.filter((m) => !methods.has(m)), '*' as const].map((method): ServerRoute => ({
      method,
      path,
      options: {
        app: { methodNotAllowed: true, noCsrf: true },
        auth: false as const,
        // Whatever the body, the answer is 405: don't read it.
        ...(method === 'GET'
          ? {}
          : { payload: { parse: false, output: 'stream' as const, maxBytes: defaultMaxBytes } }),
        handler: () => {
          throw toBoom(methodNotAllowed([...methods]));
        },
      },
    })),
  );
}
