import { z } from 'zod';
import type { AdminAccess } from '../admin/roles.ts';

/** Who may call an endpoint, from the widest audience to the narrowest. */
export const roles = ['visitor', 'user', 'vip', 'admin'] as const;
export type Role = (typeof roles)[number];

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * One HTTP endpoint of the product, declared once and read by the server (route + validation),
 * the site's typed client and the MSW handlers.
 *
 * `path` is the spec's path exactly, trailing slash included, with `{name}` parameters
 * (hapi's syntax); the other consumers convert it.
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** Stable identifier, `area.action`, used by tests, mocks and the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** One line, in English, for the OpenAPI document. */
  readonly summary: string;
  /** Design notes where the spec says "not shown" or leaves a choice. */
  readonly description?: string;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  /** The narrowest role allowed: `visitor` is anyone, `user` a logged-in member, `vip` a paying member, `admin` the admin login. */
  readonly role: Role;
  /**
   * What an admin endpoint needs beyond the admin login: a permission of the admin's role, or
   * `anyAdmin`. Required for role admin, absent otherwise; the server refuses an admin endpoint
   * without one (default-deny, issue 32).
   */
  readonly permission?: AdminAccess;
  /** Whether the request must carry the CSRF header (every state change does). */
  readonly csrf: boolean;
  /** Response content type when it is not JSON (a PNG, a stream, plain text). */
  readonly produces?:
    | 'application/json'
    | 'text/plain'
    | 'text/event-stream'
    | 'text/html'
    | 'image/png'
    | 'application/octet-stream';
  /** Largest accepted body in bytes; the server answers 413 past it. */
  readonly maxBytes?: number;
  /** Request body type when it is not JSON. */
  readonly consumes?:
    'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';
}

export const noParams = z.strictObject({});
export const noQuery = z.strictObject({});
export const noBody = z.union([z.strictObject({}), z.undefined(), z.null()]);

type Defaults<E> = {
  params: E extends { params: infer P extends z.ZodType } ? P : typeof noParams;
  query: E extends { query: infer Q extends z.ZodType } ? Q : typeof noQuery;
  body: E extends { body: infer B extends z.ZodType } ? B : typeof noBody;
};

/** An admin endpoint must say what it needs, so none is open to every admin by omission. */
type Access =
  { role: 'admin'; permission: AdminAccess } | { role: Exclude<Role, 'admin'>; permission?: never };

type EndpointInput = Omit<Endpoint, 'params' | 'query' | 'body' | 'csrf' | 'role' | 'permission'> &
  Access & {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    csrf?: boolean;
  };

type Declared<E extends EndpointInput> = Endpoint<
  Defaults<E>['params'],
  Defaults<E>['query'],
  Defaults<E>['body'],
  E['response']
> &
  Pick<E, 'id' | 'method' | 'path' | 'role'>;

function complete(e: EndpointInput): Endpoint {
  // The types ask for this already; a declaration that slipped past them (a cast, plain JS) is
  // refused when it is built, which stops the server from registering its route.
  if ((e.role === 'admin') !== (e.permission !== undefined))
    throw new Error(
      `endpoint ${e.id}: an admin endpoint declares its permission, and only an admin endpoint does`,
    );
  return {
    ...e,
    params: e.params ?? noParams,
    query: e.query ?? noQuery,
    body: e.body ?? noBody,
    csrf: e.csrf ?? e.method !== 'GET',
  };
}

/** Every field of an endpoint, so that a lazily declared one answers for each before it is built. */
const endpointFields = [
  'id',
  'method',
  'path',
  'summary',
  'description',
  'params',
  'query',
  'body',
  'response',
  'role',
  'permission',
  'csrf',
  'produces',
  'maxBytes',
  'consumes',
] as const satisfies readonly (keyof Endpoint)[];
type MissingField = Exclude<keyof Endpoint, (typeof endpointFields)[number]>;
const everyFieldListed: [MissingField] extends [never] ? true : MissingField = true;
void everyFieldListed;

/**
 * Declares an endpoint. Missing params, query or body mean "none" (and unknown fields are
 * refused); `csrf` defaults to true for every method but GET.
 *
 * The contract's areas pass a function returning the declaration: it runs the first time any of
 * the endpoint's fields is read, so a page builds the zod schemas of the endpoints it calls and no
 * others (building every schema of an area when its module loads was the largest script cost of the
 * site's first load). The endpoint is the same object, with the same fields, either way.
 */
export function defineEndpoint<const E extends EndpointInput>(declare: () => E): Declared<E>;
export function defineEndpoint<const E extends EndpointInput>(e: E): Declared<E>;
export function defineEndpoint(declaration: EndpointInput | (() => EndpointInput)): Endpoint {
  if (typeof declaration !== 'function') return complete(declaration);
  let built: Endpoint | undefined;
  const endpoint = {} as Endpoint;
  for (const field of endpointFields)
    Object.defineProperty(endpoint, field, {
      enumerable: true,
      get: () => (built ??= complete(declaration()))[field],
    });
  return endpoint;
}

export type AnyEndpoint = Endpoint;
export type ParamsOf<E extends AnyEndpoint> = z.input<E['params']>;
export type QueryOf<E extends AnyEndpoint> = z.input<E['query']>;
export type BodyOf<E extends AnyEndpoint> = z.input<E['body']>;
export type ResponseOf<E extends AnyEndpoint> = z.output<E['response']>;

/**
 * The error body every failing call answers with (hapi's Boom shape): `message` is the reason a
 * person can read, in Chinese where the spec gives the text; `code` a stable machine word.
 */
export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Fills `{name}` parameters of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
