import { adjustedExpiry } from '@coinsight/domain/admin';
import type { MemberPage, MemberSummary } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import type { AuditLog } from '../../audit/auditLog.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/knex.ts';
import { DomainError } from '../../domainError.ts';
import type { AdminCredentials } from '../../sessions/credentials.ts';
import type { AccountService } from '../account/service.ts';
import { MemberRepo, summaryOf, type ConsoleMember } from './memberRepo.ts';

const m = messages.admin;

const notFound = () => new DomainError('not_found', m.memberNotFound, 'member_not_found');

type Admin = Pick<AdminCredentials, 'id' | 'username'>;

/** What the audit keeps of a member before and after a change. */
const auditView = (member: ConsoleMember) => ({
  phone: member.phone,
  vip_expiry: member.vipExpiry?.toISOString() ?? null,
  frozen_at: member.frozenAt?.toISOString() ?? null,
});

/** 用户管理: search, a member's page, and the superadmin's changes, each audited with its change. */
export class MembersService {
  readonly repo: MemberRepo;

  constructor(
    private readonly db: Db,
    private readonly account: AccountService,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {
    this.repo = new MemberRepo(db);
  }

  async search(q: string): Promise<MemberSummary[]> {
    const now = this.clock.now();
    return (await this.repo.search(q)).map((member) => summaryOf(member, now));
  }

  async page(id: number): Promise<MemberPage> {
    const member = await this.repo.byId(id);
    if (!member) throw notFound();
    const inviter = member.invitedBy === null ? null : await this.repo.byId(member.invitedBy);
    const { logins, open } = await this.repo.logins(id);
    return {
      member: summaryOf(member, this.clock.now()),
      email: member.email,
      inviter: inviter ? { id: inviter.id, phone: inviter.phone } : null,
      invitees: (await this.repo.invitees(id)).map((i) => ({
        id: i.id,
        phone: i.phone,
        registered_at: i.createdAt.toISOString(),
      })),
      orders: await this.repo.orders(id),
      membership_history: await this.repo.membershipHistory(id),
      logins,
      open_sessions: open,
    };
  }

  /** Adds or removes days; the new expiry, the adjustment row and the audit entry land together. */
  async adjust(admin: Admin, id: number, days: number, reason: string) {
    const now = this.clock.now();
    return this.db.transaction(async (trx) => {
      const before = await this.repo.byId(id, trx, true);
      if (!before) throw notFound();
      const expiry = adjustedExpiry(before.vipExpiry, days, now);
      await this.account.repo.setVipExpiry(id, expiry, trx);
      await trx('membership_adjustments').insert({
        user_id: id,
        admin_id: admin.id,
        admin_username: admin.username,
        days,
        reason,
        expiry_before: before.vipExpiry,
        expiry_after: expiry,
        created_at: now,
      });
      const after = { ...before, vipExpiry: expiry };
      await this.audit.record(
        {
          admin,
          action: 'member.adjust',
          target: `user:${id}`,
          before: auditView(before),
          after: { ...auditView(after), days, reason },
        },
        trx,
      );
      return {
        member: summaryOf(after, now),
        expiry_before: before.vipExpiry?.toISOString() ?? null,
      };
    });
  }

  /**
   * Freezes the member and ends every open session in one transaction; then each of those sessions'
   * sockets gets force_logout and closes (account.forceLogout), as a login elsewhere does.
   */
  async freeze(admin: Admin, id: number, reason: string) {
    const now = this.clock.now();
    const { member, ended } = await this.db.transaction(async (trx) => {
      const before = await this.repo.byId(id, trx, true);
      if (!before) throw notFound();
      if (before.frozenAt)
        throw new DomainError('conflict', m.memberAlreadyFrozen, 'member_already_frozen');
      await this.account.repo.setFrozenAt(id, now, trx);
      const ended = await this.account.repo.endMemberSessions(id, now, null, trx);
      const after = { ...before, frozenAt: now };
      await this.audit.record(
        {
          admin,
          action: 'member.freeze',
          target: `user:${id}`,
          before: auditView(before),
          after: { ...auditView(after), ended_sessions: ended.length, reason },
        },
        trx,
      );
      return { member: after, ended };
    });
    await this.account.forceLogout(member.phone, ended, m.memberFrozenNotice);
    return { member: summaryOf(member, now), ended_sessions: ended.length };
  }

  async unfreeze(admin: Admin, id: number, reason: string) {
    const now = this.clock.now();
    const member = await this.db.transaction(async (trx) => {
      const before = await this.repo.byId(id, trx, true);
      if (!before) throw notFound();
      if (!before.frozenAt)
        throw new DomainError('conflict', m.memberNotFrozen, 'member_not_frozen');
      await this.account.repo.setFrozenAt(id, null, trx);
      const after = { ...before, frozenAt: null };
      await this.audit.record(
        {
          admin,
          action: 'member.unfreeze',
          target: `user:${id}`,
          before: auditView(before),
          after: { ...auditView(after), reason },
        },
        trx,
      );
      return after;
    });
    return { member: summaryOf(member, now) };
  }

  async endSessions(admin: Admin, id: number, reason: string) {
    const now = this.clock.now();
    const { member, ended } = await this.db.transaction(async (trx) => {
      const member = await this.repo.byId(id, trx, true);
      if (!member) throw notFound();
      const ended = await this.account.repo.endMemberSessions(id, now, null, trx);
      await this.audit.record(
        {
          admin,
          action: 'member.endSessions',
          target: `user:${id}`,
          before: { phone: member.phone, open_sessions: ended.length },
          after: { phone: member.phone, open_sessions: 0, reason },
        },
        trx,
      );
      return { member, ended };
    });
    await this.account.forceLogout(member.phone, ended, m.sessionsEndedNotice);
    return { ended_sessions: ended.length };
  }
}
