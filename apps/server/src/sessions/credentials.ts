import type { AdminRole } from '@coinsight/domain/admin';

/** The two sessions a browser may hold: a member's (`sid`) and an admin's (`admin_sid`). */
export type SessionKind = 'member' | 'admin';

/**
 * Who an open session stands for, as the session look-up reads it from the database; hapi's
 * request credentials are this shape (http/credentials.ts).
 */
export interface SessionUser {
  kind: SessionKind;
  id: number;
  username: string;
  sessionId: string;
  inviteCode?: string;
  vipExpiry?: Date | null;
  adminRole?: AdminRole;
}

/** The member a request or a socket acts for, as services take it. */
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

/** The member a session's user stands for, or null for an admin. */
export function memberCredentials(user: SessionUser): MemberCredentials | null {
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

/** The admin a session's user stands for, or null for a member. */
export function adminCredentials(user: SessionUser): AdminCredentials | null {
  if (user.kind !== 'admin') return null;
  return {
    kind: 'admin',
    id: user.id,
    username: user.username,
    sessionId: user.sessionId,
    // A session read without a role (none should be) gets the narrower one.
    role: user.adminRole ?? 'operator',
  };
}
