import type { Request, ResponseToolkit, UserCredentials } from '@hapi/hapi';
import type { AdminRole } from '@coinsight/domain/admin';

/** Who a request's session belongs to; read from its cookies by plugins/auth.ts. */
export interface MemberCredentials {
  kind: 'member';
  id: number;
  /** The member's phone number, which the product shows as the user name. */
  username: string;
  sessionId: string;
  inviteCode: string;
  vipExpiry: Date | null;
}

export interface AdminCredentials {
  kind: 'admin';
  id: number;
  username: string;
  sessionId: string;
  /** What the admin may do (issue 17): operator (运营) or superadmin (超级管理员). */
  role: AdminRole;
}

export type SessionKind = 'member' | 'admin';

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
  interface UserCredentials {
    kind: 'member' | 'admin';
    id: number;
    username: string;
    sessionId: string;
    inviteCode?: string;
    vipExpiry?: Date | null;
    adminRole?: AdminRole;
  }
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

/** The member a session's user stands for, or null for an admin. */
export function memberCredentials(user: UserCredentials): MemberCredentials | null {
  if (user.kind !== 'member') return null;
  return {
    kind: 'member',
    id: user.id,
    username: user.username,
    sessionId: user.sessionId,
    inviteCode: user.inviteCode ?? '',
    vipExpiry: user.vipExpiry ?? null,
  };
}

export function adminOf(request: Request): AdminCredentials | null {
  const user = userOf(request);
  if (!user || user.kind !== 'admin') return null;
  return {
    kind: 'admin',
    id: user.id,
    username: user.username,
    sessionId: user.sessionId,
    // A session read without a role (none should be) gets the narrower one.
    role: user.adminRole ?? 'operator',
  };
}
