import type { Request, ResponseToolkit, UserCredentials } from '@hapi/hapi';
import {
  adminCredentials,
  memberCredentials,
  type AdminCredentials,
  type MemberCredentials,
  type SessionKind,
  type SessionUser,
} from '../sessions/credentials.ts';

/** Who the request's session cookies stand for, as far as its route asked. */
export interface ResolvedSessions {
  member: UserCredentials | null;
  admin: UserCredentials | null;
  /** Whether the admin cookie was read (admin routes only). */
  adminAsked: boolean;
}

/** Reads a request's session cookies (and clears the dead ones on its response). */
export interface SessionResolver {
  /**
   * The member session, and the admin one when `admin` is asked (admin routes: the admin first,
   * the member only when there is no admin, to tell a member's 403 from a visitor's 401). Kept on
   * the request, so the route's later steps ask again for free.
   */
  resolve(request: Request, h: ResponseToolkit, admin: boolean): Promise<ResolvedSessions>;
  /**
   * Who one cookie's sealed value stands for, or null when it opens no session: the same look-up
   * as `resolve`, without clearing the cookie (the fast reads leave that case to the full path).
   */
  open(kind: SessionKind, sealed: string): Promise<UserCredentials | null>;
}

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    sessions: SessionResolver;
  }
  interface RequestApplicationState {
    /** Set by SessionResolver.resolve on the contract routes (contractRoute.ts). */
    sessions?: ResolvedSessions;
    /** The toolkit of the step that read them, so a handler can set or clear the cookies. */
    cookieToolkit?: ResponseToolkit;
  }
}

declare module '@hapi/hapi' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- hapi's credentials are a session's user
  interface UserCredentials extends SessionUser {}
}

/** The contract route's session (plugins/auth.ts resolves it before the route's other steps). */
function userOf(request: Request): UserCredentials | null {
  const sessions = request.app.sessions;
  return sessions ? (sessions.admin ?? sessions.member) : null;
}

export function memberOf(request: Request): MemberCredentials | null {
  const user = userOf(request);
  return user ? memberCredentials(user) : null;
}

export function adminOf(request: Request): AdminCredentials | null {
  const user = userOf(request);
  return user ? adminCredentials(user) : null;
}
