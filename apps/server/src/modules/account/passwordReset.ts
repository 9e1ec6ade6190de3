import { messages } from '@coinsight/domain/messages';
import type { Clock } from '../../clock.ts';
import { readInstant, type Db } from '../../db/knex.ts';
import { DomainError } from '../../domainError.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import { hashPassword } from '../../security/password.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import type { AccountRepo } from './repo.ts';
import type { AccountService } from './service.ts';

const m = messages.account;
/** A reset link works once, for 30 minutes (the text of resetMailSent says so). */
export const resetLinkTtlMs = 30 * 60_000;

const invalidLink = () => new DomainError('invalid', m.resetLinkInvalid, 'reset_link_invalid');

/** The link's uid: the user's id, base64url-encoded (opaque to the reader, no phone number in the URL). */
export function uidOf(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function userIdOf(uid: string): number | null {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

export function resetMail(phone: string, link: string): { subject: string; text: string } {
  return {
    subject: '币见：重置密码',
    text: `您好，您申请了重置币见账号 ${phone} 的密码。请在 30 分钟内打开以下链接设置新密码：\n${link}\n如果这不是您本人的操作，请忽略本邮件。`,
  };
}

/** Password recovery by mail: a single-use, expiring link to the reset page, and the reset itself. */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly repo: AccountRepo,
    private readonly accounts: AccountService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** Mails a link when phone and address match (the address case-insensitively); silent otherwise, so the answer reveals nothing. */
  async request(phone: string, email: string): Promise<void> {
    const user = await this.repo.findUserByPhone(phone);
    if (!user?.email || user.email !== email.trim().toLowerCase()) return;
    const now = this.clock.now();
    const token = newToken();
    await this.db('password_resets').insert({
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + resetLinkTtlMs),
      used_at: null,
    });
    const link = `${this.publicUrl}/reset-password/${uidOf(user.id)}/${token}`;
    await this.mailer.send({ to: user.email, ...resetMail(user.phone, link) });
  }

  /** Sets the new password from a valid link, spends every open link of the account and ends all its sessions. */
  async confirm(uid: string, token: string, newPassword: string): Promise<void> {
    const userId = userIdOf(uid);
    if (userId === null) throw invalidLink();
    const passwordHash = await hashPassword(newPassword);
    const now = this.clock.now();
    const { phone, ended } = await this.db.transaction(async (trx) => {
      const row: { id: number; expires_at: unknown } | undefined = await trx('password_resets')
        .select('id', 'expires_at')
        .where({ token_hash: hashToken(token), user_id: userId })
        .whereNull('used_at')
        .first();
      const expiresAt = readInstant(row?.expires_at);
      if (!row || !expiresAt || expiresAt.getTime() <= now.getTime()) throw invalidLink();
      // The conditional UPDATE is what makes the link single-use when two confirmations race.
      const spent = await trx('password_resets')
        .where({ id: row.id })
        .whereNull('used_at')
        .update({ used_at: now });
      const user = await this.repo.findUserById(userId, trx);
      if (spent !== 1 || !user) throw invalidLink();
      await trx('password_resets')
        .where({ user_id: userId })
        .whereNull('used_at')
        .update({ used_at: now });
      await this.repo.setPasswordHash(userId, passwordHash, trx);
      return {
        phone: user.phone,
        ended: await this.repo.endMemberSessions(userId, now, null, trx),
      };
    });
    await this.accounts.forceLogout(phone, ended, m.passwordResetDone);
  }
}
