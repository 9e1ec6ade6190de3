import { isStrongPassword } from '@coinsight/domain/account';
import type { AdminRole } from '@coinsight/domain/admin';
import { dbAuditLog, type AuditLog } from '../../audit/auditLog.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/knex.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import { newToken } from '../../security/tokens.ts';
import type { AccountRepo } from './repo.ts';
import { sessionIdOf } from '../../sessions/sessionLookup.ts';
import { TotpService } from './totp.ts';
import { TotpRepo } from './totpRepo.ts';
import { totpSealer } from './totpSeal.ts';

/** Admin names: no spaces, so what the CLI stores is what the login form sends (it trims). */
const adminNamePattern = /^\S{1,64}$/;
export const adminPasswordMinLength = 12;

/** Why an admin name cannot be used, or null. */
export function adminNameProblem(username: string): string | null {
  return adminNamePattern.test(username)
    ? null
    : 'the admin name must be 1–64 characters without spaces';
}

/** Why a password is too weak for an admin, or null: admins need more than a member's minimum. */
export function adminPasswordProblem(password: string): string | null {
  if (password.length === 0) return 'the password is empty';
  if (password.length < adminPasswordMinLength)
    return `the password must be at least ${adminPasswordMinLength} characters`;
  if (password.length > 128) return 'the password must be at most 128 characters';
  if (!isStrongPassword(password))
    return 'the password is too weak: mix lower and upper case, digits and symbols';
  return null;
}

/**
 * How an admin login ended: a new session, a wrong name or password (alike), or — the password
 * being right — a second factor that was missing or wrong.
 */
export type AdminLoginResult =
  | { state: 'success'; token: string; username: string }
  | { state: 'wrong_password' }
  | { state: 'totp_required' }
  | { state: 'totp_wrong' };

/** The admin login (a separate table and cookie from members) and the admin accounts the CLI manages. */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly repo: AccountRepo,
    private readonly clock: Clock,
    readonly totp: TotpService,
    private readonly audit: AuditLog,
  ) {}

  /** Checks the password, then the TOTP code when the admin has enabled one. */
  async login(
    username: string,
    password: string,
    windowId: string,
    code?: string,
  ): Promise<AdminLoginResult> {
    const admin = await this.repo.findAdminLogin(username);
    const ok = admin
      ? await verifyPassword(password, admin.passwordHash)
      : (await hashPassword(password), false);
    if (!admin || !ok) return { state: 'wrong_password' };
    const second = await this.totp.check(admin.id, code);
    if (second === 'missing') return { state: 'totp_required' };
    if (second === 'wrong') return { state: 'totp_wrong' };
    const token = newToken();
    const sessionId = sessionIdOf(token);
    await this.db.transaction(async (trx) => {
      await this.repo.insertSession(
        { id: sessionId, userId: null, adminId: admin.id, windowId, at: this.clock.now() },
        trx,
      );
      // The audit names the session by a prefix of its id (itself a hash): enough to pair a
      // login with its logout, useless as a cookie.
      await this.audit.record(
        {
          admin,
          action: 'admin.login',
          target: `admin:${admin.id}`,
          after: { session: sessionId.slice(0, 12) },
        },
        trx,
      );
    });
    return { state: 'success', token, username: admin.username };
  }

  /** Records the admin's logout in the audit log (the route ends the session). */
  async recordLogout(admin: { id: number; username: string; sessionId: string }): Promise<void> {
    await this.audit.record({
      admin,
      action: 'admin.logout',
      target: `admin:${admin.id}`,
      before: { session: admin.sessionId.slice(0, 12) },
    });
  }

  /** Creates the admin or replaces its password (and sets the role when given); true when created. */
  async createOrUpdate(username: string, password: string, role?: AdminRole): Promise<boolean> {
    const problem = adminNameProblem(username) ?? adminPasswordProblem(password);
    if (problem) throw new Error(problem);
    return this.repo.upsertAdmin(username, await hashPassword(password), undefined, {
      ...(role ? { role } : {}),
      at: this.clock.now(),
    });
  }
}

/** The admin service with its second factor, as the server and the CLI build it. */
export function createAdminService(
  db: Db,
  repo: AccountRepo,
  clock: Clock,
  config: Pick<Config, 'sessionSecret' | 'sessionSecretGenerated' | 'adminTotpIssuer'>,
): AdminService {
  const sealer = config.sessionSecretGenerated ? null : totpSealer(config.sessionSecret);
  const totp = new TotpService(new TotpRepo(db), clock, sealer, config.adminTotpIssuer);
  return new AdminService(db, repo, clock, totp, dbAuditLog(db, clock));
}
