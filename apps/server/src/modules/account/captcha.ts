import { isPlausibleTrace, type TraceSample } from '@coinsight/domain/account';
import { messages } from '@coinsight/domain/messages';
import type { Clock } from '../../clock.ts';
import { readInstant, type Db } from '../../db/knex.ts';
import { DomainError } from '../../domainError.ts';
import { hashToken, newToken } from '../../security/tokens.ts';

/** How long a challenge may be answered, how soon it may be, and how long the pass it earns lasts. */
export const captchaTimes = {
  challengeTtlMs: 120_000,
  minSolveMs: 300,
  passTtlMs: 300_000,
} as const;
/** Slack for the page's clock against the server's when comparing a drag's duration with the challenge's age. */
const clockSlackMs = 1_000;
/** Spent and expired rows are deleted once they are this old. */
const keepMs = 3_600_000;

const expired = () =>
  new DomainError('invalid', messages.account.captchaExpired, 'captcha_expired');
const failed = () => new DomainError('invalid', messages.account.captchaFailed, 'captcha_failed');

/**
 * The slider captcha on the server: a random challenge (only its hash stored), answered once with
 * a drag that `isPlausibleTrace` accepts and that came no sooner than a person could manage, for a
 * single-use registration pass. It is friction against naive scripts; the per-address rate limits
 * on these endpoints do the rest.
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async challenge(): Promise<{ challenge: string; expires_in: number }> {
    const now = this.clock.now();
    const challenge = newToken();
    await this.db('captcha_challenges').insert({
      id_hash: hashToken(challenge),
      issued_at: now,
      expires_at: new Date(now.getTime() + captchaTimes.challengeTtlMs),
      used_at: null,
    });
    await this.purge(now);
    return { challenge, expires_in: captchaTimes.challengeTtlMs / 1000 };
  }

  /** Spends the challenge whatever the outcome: a failed drag needs a new one. */
  async verify(
    challenge: string,
    trace: readonly TraceSample[],
  ): Promise<{ pass: string; expires_in: number }> {
    const now = this.clock.now();
    const id = hashToken(challenge);
    const row: { issued_at: unknown } | undefined = await this.db('captcha_challenges')
      .select('issued_at')
      .where({ id_hash: id })
      .first();
    const spent = await this.db('captcha_challenges')
      .where({ id_hash: id })
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .update({ used_at: now });
    if (!row || spent !== 1) throw expired();
    const age = now.getTime() - (readInstant(row.issued_at) ?? now).getTime();
    const dragMs = (trace.at(-1)?.t ?? 0) - (trace[0]?.t ?? 0);
    if (age < captchaTimes.minSolveMs || dragMs > age + clockSlackMs || !isPlausibleTrace(trace))
      throw failed();
    const pass = newToken();
    await this.db('captcha_passes').insert({
      id_hash: hashToken(pass),
      issued_at: now,
      expires_at: new Date(now.getTime() + captchaTimes.passTtlMs),
      used_at: null,
    });
    return { pass, expires_in: captchaTimes.passTtlMs / 1000 };
  }

  /** Spends a pass: one conditional UPDATE, so two registrations racing with one pass cannot both succeed. */
  async consumePass(pass: string, trx: Db = this.db): Promise<boolean> {
    const now = this.clock.now();
    const spent = await trx('captcha_passes')
      .where({ id_hash: hashToken(pass) })
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .update({ used_at: now });
    return spent === 1;
  }

  private async purge(now: Date): Promise<void> {
    const before = new Date(now.getTime() - keepMs);
    await this.db('captcha_challenges').where('expires_at', '<', before).delete();
    await this.db('captcha_passes').where('expires_at', '<', before).delete();
  }
}
