import { createHash, randomBytes } from 'node:crypto';
import type { UserCredentials } from '@hapi/hapi';
import type { Db } from '../../db/knex.ts';
import type { MemberCredentials } from '../../http/credentials.ts';
import { AccountRepo } from './repo.ts';

const dayMs = 86_400_000;
/** last_seen_at is refreshed at most this often, so a busy session does not write on every request. */
const touchEveryMs = 60_000;

export interface Membership {
  is_vip: boolean;
  leftdays: number;
  expiry: string | null;
}

/** A session id is the SHA-256 of the cookie's token: the table alone cannot be replayed as cookies. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whole days left until `expiry`, rounded up; 0 once it has passed. */
export function leftDays(expiry: Date | null, now: Date): number {
  if (!expiry || expiry.getTime() <= now.getTime()) return 0;
  return Math.ceil((expiry.getTime() - now.getTime()) / dayMs);
}

export class AccountService {
  readonly repo: AccountRepo;

  constructor(db: Db) {
    this.repo = new AccountRepo(db);
  }

  /** Opens a member session and returns the token for the `sid` cookie. */
  async startMemberSession(userId: number, windowId: string | null, now: Date = new Date()): Promise<{ token: string; sessionId: string }> {
    const token = randomBytes(32).toString('base64url');
    const sessionId = sessionIdOf(token);
    await this.repo.insertSession({ id: sessionId, userId, adminId: null, windowId, at: now });
    return { token, sessionId };
  }

  /** Opens an admin session and returns the token for the `admin_sid` cookie. */
  async startAdminSession(adminId: number, now: Date = new Date()): Promise<{ token: string; sessionId: string }> {
    const token = randomBytes(32).toString('base64url');
    const sessionId = sessionIdOf(token);
    await this.repo.insertSession({ id: sessionId, userId: null, adminId, windowId: null, at: now });
    return { token, sessionId };
  }

  /** The credentials a cookie token stands for, or null when the session is unknown or ended. */
  async authenticate(token: string, kind: 'member' | 'admin', now: Date = new Date()): Promise<UserCredentials | null> {
    const session = await this.repo.findActiveSession(sessionIdOf(token));
    if (!session) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > touchEveryMs) await this.repo.touchSession(session.id, now);
    if (kind === 'member' && session.user) {
      const u = session.user;
      return { kind: 'member', id: u.id, username: u.phone, sessionId: session.id, inviteCode: u.inviteCode, vipExpiry: u.vipExpiry };
    }
    if (kind === 'admin' && session.admin) {
      return { kind: 'admin', id: session.admin.id, username: session.admin.username, sessionId: session.id };
    }
    return null;
  }

  async isSessionActive(sessionId: string): Promise<boolean> {
    return (await this.repo.findActiveSession(sessionId)) !== null;
  }

  async endSession(sessionId: string, now: Date = new Date()): Promise<void> {
    await this.repo.endSession(sessionId, now);
  }

  username(member: MemberCredentials | null): { username: string; code: string } {
    return member ? { username: member.username, code: member.inviteCode } : { username: '', code: '' };
  }

  membership(member: MemberCredentials | null, now: Date = new Date()): Membership {
    const expiry = member?.vipExpiry ?? null;
    const left = leftDays(expiry, now);
    return { is_vip: left > 0, leftdays: left, expiry: expiry ? expiry.toISOString() : null };
  }

  isVip(member: MemberCredentials | null, now: Date = new Date()): boolean {
    return leftDays(member?.vipExpiry ?? null, now) > 0;
  }
}
