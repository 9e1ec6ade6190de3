import type { Request } from '@hapi/hapi';
import { forwardedClient } from '../limits/forwardedClient.ts';
import { tooManyRequests, type RateLimit } from '../limits/rateLimit.ts';

/** The address a request came from, through the proxies TRUSTED_PROXY names (forwardedClient). */
export function clientAddress(request: Request): string {
  const peer = request.info.remoteAddress || 'unknown';
  const trusted = request.server.app.core.config.cluster.trustedProxies;
  if (trusted.length === 0) return peer;
  const header = request.headers['x-forwarded-for'];
  return forwardedClient(
    peer,
    Array.isArray(header) ? header.join(',') : String(header ?? ''),
    trusted,
  );
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
