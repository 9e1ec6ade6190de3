import { isStrongPassword } from '@coinsight/domain/account';
import type { Clock } from '../../clock.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import { newToken } from '../../security/tokens.ts';
import type { AccountRepo } from './repo.ts';
import { sessionIdOf } from './service.ts';

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

/** The admin login (a separate table and cookie from members) and the admin accounts the CLI manages. */
export class AdminService {
  constructor(
    private readonly repo: AccountRepo,
    private readonly clock: Clock,
  ) {}

  /** A new admin session's token, or null for a wrong name or password (alike). */
  async login(
    username: string,
    password: string,
    windowId: string,
  ): Promise<{ token: string; username: string } | null> {
    const admin = await this.repo.findAdminLogin(username);
    const ok = admin
      ? await verifyPassword(password, admin.passwordHash)
      : (await hashPassword(password), false);
    if (!admin || !ok) return null;
    const token = newToken();
    await this.repo.insertSession({
      id: sessionIdOf(token),
      userId: null,
      adminId: admin.id,
      windowId,
      at: this.clock.now(),
    });
    return { token, username: admin.username };
  }

  /** Creates the admin or replaces its password; true when created. */
  async createOrUpdate(username: string, password: string): Promise<boolean> {
    const problem = adminNameProblem(username) ?? adminPasswordProblem(password);
    if (problem) throw new Error(problem);
    return this.repo.upsertAdmin(username, await hashPassword(password));
  }
}
