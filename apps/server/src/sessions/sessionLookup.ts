import { hashToken } from '../security/tokens.ts';
import type { SessionKind, SessionUser } from './credentials.ts';

/** A session id is the SHA-256 of the cookie's token: the table alone cannot be replayed as cookies. */
export function sessionIdOf(token: string): string {
  return hashToken(token);
}

/**
 * Whether a session is open and whom it stands for: what the auth plugin asks on every request and
 * the socket on each heartbeat. The account area keeps the sessions table and implements it, so
 * the plugins depend on this, not on the area.
 */
export interface SessionLookup {
  /** The user of an open session (the id a cookie's token hashes to, or a socket holds), or null. */
  authenticateSession(sessionId: string, kind: SessionKind): Promise<SessionUser | null>;
  isSessionActive(sessionId: string): Promise<boolean>;
}
