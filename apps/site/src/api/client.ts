import {
  buildPath,
  errorBody,
  type AnyEndpoint,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@coinsight/domain/api';
import { ApiError } from './ApiError.ts';

/** Spec 1 §7: HTTP defaults are base URL '/', timeout 60000 ms, credentials on. */
export const requestTimeoutMs = 60_000;
export const csrfCookieName = 'crumb';
export const csrfHeaderName = 'X-CSRF-Token';

type Empty = Record<never, never>;

/** An input slot is optional when its schema accepts nothing (no params, no query, no body). */
type Slot<K extends string, T> = Empty extends T ? { [P in K]?: T } : { [P in K]: T };

export type CallInput<E extends AnyEndpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> & {
    /** Cancels the call (an unmounted page, a newer search). */
    signal?: AbortSignal;
  };

type OptionalArg<E extends AnyEndpoint> =
  Empty extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface ApiClientOptions {
  /** @default '/' (resolved against the page's address) */
  baseUrl?: string;
  /** @default 60000 */
  timeoutMs?: number;
  /** The page's cookies, read for the CSRF token. @default document.cookie */
  readCookies?: () => string;
  fetch?: typeof globalThis.fetch;
}

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The same-origin address (path and query) a call asks for. */
export function callAddress(
  endpoint: AnyEndpoint,
  { params, query }: { params?: unknown; query?: unknown } = {},
): string {
  return (
    buildPath(endpoint.path, (params ?? {}) as Record<string, string | number>) + queryString(query)
  );
}

function hasBody(body: unknown): boolean {
  if (body === undefined || body === null) return false;
  return !(
    typeof body === 'object' &&
    !(body instanceof FormData) &&
    Object.keys(body).length === 0
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The one typed client of the site: every call goes through the contract's declaration. */
export function createApiClient({
  baseUrl = '/',
  timeoutMs = requestTimeoutMs,
  readCookies = () => globalThis.document?.cookie ?? '',
  fetch = (...args) => globalThis.fetch(...args),
}: ApiClientOptions = {}) {
  const base = () => new URL(baseUrl, globalThis.location?.href);

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    ...[input]: OptionalArg<E>
  ): Promise<ResponseOf<E>> {
    const { params, query, body, signal } = (input ?? {}) as {
      params?: unknown;
      query?: unknown;
      body?: unknown;
      signal?: AbortSignal;
    };
    const url = new URL(callAddress(endpoint, { params, query }).replace(/^\//, ''), base());

    const headers = new Headers({ Accept: 'application/json' });
    let payload: BodyInit | undefined;
    if (hasBody(body)) {
      if (body instanceof FormData) payload = body;
      else {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
    }
    if (endpoint.csrf) {
      const token = readCookie(readCookies(), csrfCookieName);
      if (token) headers.set(csrfHeaderName, token);
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        body: payload,
        credentials: 'include',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (timeout.aborted)
        throw new ApiError(0, '请求超时，请稍后重试', 'timeout', { cause: error });
      if (signal?.aborted) throw error;
      throw new ApiError(0, '网络连接失败，请检查网络后重试', 'network', { cause: error });
    }

    if (!response.ok) {
      const failure = errorBody.safeParse(await readJson(response).catch(() => undefined));
      if (failure.success)
        throw new ApiError(response.status, failure.data.message, failure.data.code);
      throw new ApiError(response.status, `请求失败（${response.status}）`, 'http');
    }

    const data =
      endpoint.produces && endpoint.produces !== 'application/json'
        ? await response.text()
        : await readJson(response);
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(response.status, '服务器返回的数据格式有误', 'invalid_response', {
        cause: parsed.error,
      });
    }
    return parsed.data as ResponseOf<E>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type Call = ApiClient['call'];

/** The site's client: base URL '/', 60 s timeout, cookies included. */
export const { call } = createApiClient();
