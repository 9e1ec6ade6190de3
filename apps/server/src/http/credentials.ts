import type { Request, UserCredentials } from '@hapi/hapi';
import type { AdminRole } from '@coinsight/domain/admin';

/** Who a request's session belongs to; set by the cookie strategies in plugins/auth.ts. */
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

export function memberOf(request: Request): MemberCredentials | null {
  const user = request.auth.isAuthenticated ? request.auth.credentials.user : undefined;
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
  const user = request.auth.isAuthenticated ? request.auth.credentials.user : undefined;
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
