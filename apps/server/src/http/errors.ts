import Boom from '@hapi/boom';
import type { Lifecycle, Request, ResponseToolkit, Server } from '@hapi/hapi';
import type { Logger } from 'pino';
import { messages } from '@coinsight/domain/messages';
import { DomainError, type DomainReason } from '../domainError.ts';

const { http: text, account, membership } = messages;

/** The one mapping from a domain reason to the HTTP status it leaves with. */
const statusOf: Record<DomainReason, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
};

export const notLoggedIn = () =>
  new DomainError('unauthenticated', account.loginRequired, 'not_logged_in');
export const vipRequired = () =>
  new DomainError('forbidden', membership.vipRequired, 'vip_required');
export const forbidden = () => new DomainError('forbidden', account.forbidden, 'forbidden');
export const csrfRefused = () => new DomainError('forbidden', text.csrfRefused, 'csrf');
export const methodNotAllowed = (allow: readonly string[]) =>
  new DomainError('method_not_allowed', text.methodNotAllowed, 'method_not_allowed', {
    allow: allow.join(', '),
  });

/**
 * Errors of a database that cannot be reached or went away (mysql2 and Node's socket codes, the
 * MariaDB server shutting down, knex finding no connection in time, SQLite locked past its wait):
 * the request may succeed a moment later, so they answer 503 with a reason, not a 500.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_CON_COUNT_ERROR',
  'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY',
]);

/** Whether an error (or one it was caused by) says the database is unavailable for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, name, cause, fatal } = current as {
      code?: unknown;
      name?: unknown;
      cause?: unknown;
      fatal?: unknown;
    };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    // mysql2 marks an error of the connection itself (closed, lost) fatal, whatever its code.
    if (fatal === true) return true;
    if (name === 'KnexTimeoutError') return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5;

interface Localized {
  localized: true;
  code?: string;
}

function isLocalized(data: unknown): data is Localized {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { localized?: unknown }).localized === true
  );
}

/** hapi's own failures, by status, in the product's language. */
function defaultReason(request: Request, boom: Boom.Boom): { message: string; code: string } {
  const status = boom.output.statusCode;
  const english = boom.message;
  switch (status) {
    case 400:
      if (/payload JSON|Invalid JSON|Unexpected token|JSON at position/i.test(english))
        return { message: text.malformedJson, code: 'malformed_json' };
      if (/cookie/i.test(english)) return { message: text.invalidCookie, code: 'invalid_cookie' };
      return { message: text.badRequest, code: 'invalid_input' };
    case 401:
      return { message: account.loginRequired, code: 'not_logged_in' };
    case 403: {
      // @hapi/crumb refuses with a bare 403; ours always carry a reason.
      const crumbRoute = Boolean(request.route.settings.plugins?.crumb);
      return crumbRoute
        ? { message: csrfRefused().message, code: 'csrf' }
        : { message: account.forbidden, code: 'forbidden' };
    }
    case 404:
      return request.path.startsWith('/api/')
        ? { message: text.notFound, code: 'not_found' }
        : { message: text.pageNotFound, code: 'not_found' };
    case 405:
      return { message: text.methodNotAllowed, code: 'method_not_allowed' };
    case 408:
      return { message: text.timeout, code: 'timeout' };
    case 413:
      return { message: text.payloadTooLarge, code: 'payload_too_large' };
    case 415:
      return { message: text.unsupportedMediaType, code: 'unsupported_media_type' };
    case 429:
      return { message: text.tooManyRequests, code: 'too_many_requests' };
    default:
      return status >= 500
        ? { message: text.serverError, code: 'internal' }
        : { message: text.requestFailed, code: 'request_failed' };
  }
}

/** Turns a thrown DomainError into a Boom that keeps its reason, code and headers. */
export function toBoom(error: DomainError): Boom.Boom {
  const boom = new Boom.Boom(error.message, {
    statusCode: statusOf[error.reason],
    data: { localized: true, code: error.code },
  });
  for (const [name, value] of Object.entries(error.headers)) boom.output.headers[name] = value;
  return boom;
}

/** The single error mapping: every failing response leaves as `{statusCode, error, message, code}`. */
export function registerErrorMapping(server: Server, logger: Logger): void {
  server.ext('onPreResponse', (request: Request, h: ResponseToolkit): Lifecycle.ReturnValue => {
    const response = request.response;
    if (!Boom.isBoom(response)) return h.continue;
    let boom: Boom.Boom = response;
    // A DomainError thrown from a handler reaches here boomified as a 500: restore its status.
    if (
      boom instanceof DomainError ||
      (boom as unknown as { name?: string }).name === 'DomainError'
    ) {
      boom = toBoom(boom as unknown as DomainError);
    }
    if (boom.output.statusCode >= 500 && isDatabaseUnavailable(boom)) {
      logger.warn(
        { err: boom, method: request.method, path: request.path },
        'database unavailable',
      );
      return h
        .response({
          statusCode: 503,
          error: 'Service Unavailable',
          message: text.databaseUnavailable,
          code: 'database_unavailable',
        })
        .code(503)
        .header('retry-after', String(databaseRetryAfterSeconds));
    }
    const status = boom.output.statusCode;
    if (status >= 500) {
      logger.error({ err: boom, method: request.method, path: request.path }, 'request failed');
    }
    const { message, code } = isLocalized(boom.data)
      ? { message: boom.message, code: boom.data.code }
      : defaultReason(request, boom);
    const body: Record<string, unknown> = {
      statusCode: status,
      error: boom.output.payload.error,
      message,
    };
    if (code) body.code = code;
    const reply = h.response(body).code(status);
    for (const [name, value] of Object.entries(boom.output.headers)) {
      if (value !== undefined) reply.header(name, String(value));
    }
    return reply;
  });
}
