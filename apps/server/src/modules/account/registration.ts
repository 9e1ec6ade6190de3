import {
  extendMembership,
  inviteeRewardDays,
  inviterRewardDays,
} from '@coinsight/domain/membership';
import { messages } from '@coinsight/domain/messages';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/knex.ts';
import { DomainError } from '../../domainError.ts';
import { hashPassword } from '../../security/password.ts';
import type { CaptchaService } from './captcha.ts';
import { newInviteCode } from './inviteCode.ts';
import type { AccountRepo } from './repo.ts';

const m = messages.account;
/** A clash among 24⁷·8⁵·792 codes is already unlikely; a few draws make it vanishingly so. */
const inviteCodeDraws = 8;

const alreadyRegistered = () =>
  new DomainError('conflict', m.alreadyRegistered, 'already_registered');

function isPhoneClash(error: unknown): boolean {
  const text = error instanceof Error ? error.message : '';
  return /UNIQUE constraint failed: users\.phone|Duplicate entry .* for key .*phone/i.test(text);
}

export type RegisterAnswer = { state: 'success' } | { state: 'failed'; code_invalid: true };

/** checkregistrate and register: who exists, and new members with their invite rewards. */
export class RegistrationService {
  /** Run after a registration with an invite code commits; the chat area adds the new VIPs to the members' group. */
  private readonly inviteVipListeners: ((member: {
    id: number;
    phone: string;
  }) => Promise<void>)[] = [];

  constructor(
    private readonly db: Db,
    private readonly repo: AccountRepo,
    private readonly captcha: CaptchaService,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  onInviteVip(listener: (member: { id: number; phone: string }) => Promise<void>): void {
    this.inviteVipListeners.push(listener);
  }

  async check(
    phone: string,
    code: string | undefined,
  ): Promise<{ registered: 0 | 1; code: string; detail: string }> {
    const registered = (await this.repo.findUserByPhone(phone)) !== null;
    const known = code ? (await this.repo.findUserByInviteCode(code)) !== null : false;
    return {
      registered: registered ? 1 : 0,
      code: known && code ? code : '',
      detail: registered ? m.alreadyRegistered : '',
    };
  }

  /**
   * A new member. The captcha pass is spent first, whatever follows (as the mock does): one pass
   * is one attempt, so it cannot be replayed to probe phones or codes. Then, in one transaction:
   * the phone must be free (409), a given code must belong to a member (else code_invalid and
   * nothing is created), and with a code the new member gets 7 days and the inviter 3 more.
   */
  async register(input: {
    username: string;
    password: string;
    code?: string | undefined;
    captcha: string;
  }): Promise<RegisterAnswer> {
    if (!(await this.captcha.consumePass(input.captcha)))
      throw new DomainError('invalid', m.captchaRequired, 'captcha_required');
    const passwordHash = await hashPassword(input.password);
    const now = this.clock.now();
    let madeVip: { id: number; phone: string }[] = [];
    try {
      const answer = await this.db.transaction(async (trx): Promise<RegisterAnswer> => {
        if (await this.repo.findUserByPhone(input.username, trx)) throw alreadyRegistered();
        const inviter = input.code
          ? await this.repo.findUserByInviteCode(input.code, trx, true)
          : null;
        if (input.code && !inviter) return { state: 'failed', code_invalid: true };
        const id = await this.repo.insertUser(
          {
            phone: input.username,
            passwordHash,
            inviteCode: await this.freeInviteCode(trx),
            vipExpiry: inviter ? extendMembership(null, now, inviteeRewardDays) : null,
            createdAt: now,
            invitedBy: inviter?.id ?? null,
          },
          trx,
        );
        if (inviter) {
          await this.repo.setVipExpiry(
            inviter.id,
            extendMembership(inviter.vipExpiry, now, inviterRewardDays),
            trx,
          );
          // Both are VIPs now, as a payer is: they join the members' group the same way.
          madeVip = [
            { id, phone: input.username },
            { id: inviter.id, phone: inviter.phone },
          ];
        }
        return { state: 'success' };
      });
      for (const member of madeVip)
        for (const listener of this.inviteVipListeners)
          await listener(member).catch((error: unknown) =>
            this.logger.warn({ err: error, user: member.id }, 'after-invite step failed'),
          );
      return answer;
    } catch (error) {
      // Two registrations of one phone at the same moment: the unique index decides, the loser gets the 409.
      if (isPhoneClash(error)) throw alreadyRegistered();
      throw error;
    }
  }

  private async freeInviteCode(trx: Db): Promise<string> {
    for (let i = 0; i < inviteCodeDraws; i++) {
      const code = newInviteCode();
      if (!(await this.repo.findUserByInviteCode(code, trx))) return code;
    }
    throw new Error('no free invite code after several draws');
  }
}
