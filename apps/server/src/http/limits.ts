import type { Request } from '@hapi/hapi';
import { DomainError } from '../domainError.ts';
import type { RateLimit } from '../limits/rateLimit.ts';

/**
 * The address a request came from: the socket's peer. X-Forwarded-For is not read, since any
 * client can write it; behind a proxy, the proxy must be the one enforcing per-address limits.
 */
export function clientAddress(request: Request): string {
  return request.info.remoteAddress || 'unknown';
}

export function tooManyRequests(message: string, retryAfterSeconds: number): DomainError {
  return new DomainError('rate_limited', message, 'too_many_requests', {
    'retry-after': String(retryAfterSeconds),
  });
}

/** Counts the call against the request's address; past the limit, a 429 with `message`. */
export async function enforceRate(
  limit: RateLimit,
  request: Request,
  message: string,
): Promise<void> {
  const decision = await limit.hit(clientAddress(request));
  if (!decision.allowed) throw tooManyRequests(message, decision.retryAfterSeconds);
}
