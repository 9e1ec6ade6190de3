/**
 * Why a rule of the product refused: the services' vocabulary. Which HTTP status each one
 * becomes is decided in one place, `http/errors.ts`, so no service knows about HTTP.
 */
export type DomainReason =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'upstream_failed'
  /** Busy for a moment (e.g. the database's locks): the same request may succeed shortly. */
  | 'unavailable';

/** A rule of the product refused the request. Handlers and services throw these. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly reason: DomainReason,
    /** The reason a person reads, in Chinese. */
    message: string,
    /** A stable machine word for clients and tests. */
    readonly code?: string,
    /** Extra response headers the refusal needs (e.g. `retry-after`, `allow`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Input a rule refuses, with the reason to show (the contract's 400s use it too). */
export const invalidInput = (message: string) =>
  new DomainError('invalid', message, 'invalid_input');
