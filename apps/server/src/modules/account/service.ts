import type { LoginSuccess } from '@coinsight/domain/api';
import { isVip, leftDays } from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/knex.ts';
import {
  memberCredentials,
  type MemberCredentials,
  type SessionUser,
} from '../../sessions/credentials.ts';
import { sessionIdOf, type SessionLookup } from '../../sessions/sessionLookup.ts';
import { DomainError } from '../../domainError.ts';
import { sessionCacheFor, type SessionCache } from '../../cache/sessionCache.ts';
import type { Bus } from '../../realtime/bus.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import { newToken } from '../../security/tokens.ts';
import { AccountRepo } from './repo.ts';
import type { NotificationTarget } from './subscriptions.ts';

/** last_seen_at is refreshed at most this often, so a busy session does not write on every request. */
const touchEveryMs = 60_000;

export interface Membership {
  is_vip: boolean;
  leftdays: number;
  expiry: string | null;
}

/** Spends about as long as checking a real hash, so an unknown phone answers no faster than a wrong password. */
async function verifyAgainstNothing(password: string): Promise<false> {
  await hashPassword(password);
  return false;
}

export class AccountService implements SessionLookup {
  readonly repo: AccountRepo;
  /** Open sessions looked up lately; dropped as they end (through the bus) and on any write to them. */
  private readonly sessions: SessionCache<Awaited<ReturnType<AccountRepo['findActiveSession']>>>;

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly clock: Clock,
  ) {
    this.repo = new AccountRepo(db);
    this.sessions = sessionCacheFor(db);
  }

  private activeSession(sessionId: string) {
    return this.sessions.get(sessionId, () => this.repo.findActiveSession(sessionId));
  }

  /** Opens a member session and returns the token for the `sid` cookie. */
  async startMemberSession(
    userId: number,
    windowId: string | null,
    now: Date = this.clock.now(),
  ): Promise<{ token: string; sessionId: string }> {
    const token = newToken();
    const sessionId = sessionIdOf(token);
    await this.repo.insertSession({ id: sessionId, userId, adminId: null, windowId, at: now });
    return { token, sessionId };
  }

  /**
   * Checks phone and password; on success opens the one session the account may have: every other
   * session ends and receives force_logout. Returns null for wrong credentials (unknown phone or
   * wrong password alike). `last_login` is the previous login; this one becomes the next.
   */
  async login(input: {
    username: string;
    password: string;
    windowId: string;
  }): Promise<{ token: string; answer: LoginSuccess } | null> {
    const user = await this.repo.findUserByPhone(input.username);
    const hash = user ? await this.repo.passwordHashOf(user.id) : null;
    const ok = hash
      ? await verifyPassword(input.password, hash)
      : await verifyAgainstNothing(input.password);
    if (!user || !ok) return null;
    // Told only to whoever knows the password: a frozen account is no secret to its owner.
    if (user.frozenAt)
      throw new DomainError('forbidden', messages.admin.memberFrozen, 'member_frozen');

    const now = this.clock.now();
    const token = newToken();
    const ended = await this.db.transaction(async (trx) => {
      const others = await this.repo.endMemberSessions(user.id, now, null, trx);
      await this.repo.insertSession(
        {
          id: sessionIdOf(token),
          userId: user.id,
          adminId: null,
          windowId: input.windowId,
          at: now,
        },
        trx,
      );
      await this.repo.setLastLogin(user.id, now, trx);
      return others;
    });
    await this.forceLogout(user.phone, ended, messages.account.offlineBody);

    const left = leftDays(user.vipExpiry, now);
    return {
      token,
      answer: {
        state: 'success',
        username: user.phone,
        expiry: user.vipExpiry ? user.vipExpiry.toISOString() : null,
        code: user.inviteCode,
        leftdays: left,
        is_vip: left > 0,
        last_login: user.lastLogin ? user.lastLogin.toISOString() : null,
      },
    };
  }

  /**
   * Pushes force_logout to exactly these sessions of the member (the ones a login, a password
   * change or a reset just ended), then closes their sockets: the message is written first.
   */
  async forceLogout(phone: string, sessionIds: readonly string[], message: string): Promise<void> {
    if (sessionIds.length === 0) return;
    const internal: NotificationTarget = { onlySessions: [...sessionIds] };
    await this.bus.notify(phone, { type: 'force_logout', message }, { internal });
    await this.bus.closeSessions(sessionIds);
  }

  /** The logged-in member's new password: the old one must match; the member's other sessions end. */
  async changePassword(
    member: MemberCredentials,
    oldPassword: string,
    newPassword: string,
  ): Promise<void> {
    const hash = await this.repo.passwordHashOf(member.id);
    if (!hash || !(await verifyPassword(oldPassword, hash)))
      throw new DomainError('invalid', messages.account.oldPasswordWrong, 'old_password_wrong');
    if (oldPassword === newPassword)
      throw new DomainError('invalid', messages.account.samePassword, 'same_password');
    const newHash = await hashPassword(newPassword);
    const now = this.clock.now();
    const ended = await this.db.transaction(async (trx) => {
      await this.repo.setPasswordHash(member.id, newHash, trx);
      return this.repo.endMemberSessions(member.id, now, member.sessionId, trx);
    });
    await this.forceLogout(member.username, ended, messages.account.sessionEnded);
  }

  async recoveryEmail(member: MemberCredentials): Promise<string | null> {
    return (await this.repo.findUserById(member.id))?.email ?? null;
  }

  /** Stored lower-cased, so recovery matches whatever case the member types later. */
  async setRecoveryEmail(member: MemberCredentials, email: string): Promise<string> {
    const normalized = email.trim().toLowerCase();
    await this.repo.setEmail(member.id, normalized);
    return normalized;
  }

  /** Opens an admin session and returns the token for the `admin_sid` cookie. */
  async startAdminSession(
    adminId: number,
    now: Date = this.clock.now(),
  ): Promise<{ token: string; sessionId: string }> {
    const token = newToken();
    const sessionId = sessionIdOf(token);
    await this.repo.insertSession({
      id: sessionId,
      userId: null,
      adminId,
      windowId: null,
      at: now,
    });
    return { token, sessionId };
  }

  /**
   * The credentials of a session (the id a cookie's token hashes to, or a socket holds), or null
   * when the session is unknown or ended.
   */
  async authenticateSession(
    sessionId: string,
    kind: 'member' | 'admin',
    now: Date = this.clock.now(),
  ): Promise<SessionUser | null> {
    const session = await this.activeSession(sessionId);
    if (!session) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > touchEveryMs)
      await this.repo.touchSession(session.id, now);
    // A frozen member's sessions end when frozen; this refuses one that slipped in meanwhile.
    if (kind === 'member' && session.user && !session.user.frozenAt) {
      const u = session.user;
      return {
        kind: 'member',
        id: u.id,
        username: u.phone,
        sessionId: session.id,
        inviteCode: u.inviteCode,
        vipExpiry: u.vipExpiry,
      };
    }
    if (kind === 'admin' && session.admin) {
      return {
        kind: 'admin',
        id: session.admin.id,
        username: session.admin.username,
        sessionId: session.id,
        adminRole: session.admin.role,
      };
    }
    return null;
  }

  /** The member of an open session, for sockets, which carry the session id only. */
  async memberOfSession(sessionId: string): Promise<MemberCredentials | null> {
    const user = await this.authenticateSession(sessionId, 'member');
    return user ? memberCredentials(user) : null;
  }

  async isSessionActive(sessionId: string): Promise<boolean> {
    return (await this.activeSession(sessionId)) !== null;
  }

  async endSession(sessionId: string, now: Date = this.clock.now()): Promise<void> {
    await this.repo.endSession(sessionId, now);
  }

  /** Ends the session and closes the sockets opened on it at once. */
  async logout(sessionId: string): Promise<void> {
    await this.endSession(sessionId);
    await this.bus.closeSessions([sessionId]);
  }

  username(member: MemberCredentials | null): { username: string; code: string } {
    return member
      ? { username: member.username, code: member.inviteCode }
      : { username: '', code: '' };
  }

  membership(member: MemberCredentials | null, now: Date = this.clock.now()): Membership {
    const expiry = member?.vipExpiry ?? null;
    const left = leftDays(expiry, now);
    return { is_vip: left > 0, leftdays: left, expiry: expiry ? expiry.toISOString() : null };
  }

  isVip(member: MemberCredentials | null, now: Date = this.clock.now()): boolean {
    return isVip(member?.vipExpiry ?? null, now);
  }
}
