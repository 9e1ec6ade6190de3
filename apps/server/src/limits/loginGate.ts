import type { Clock } from '../clock.ts';
import type { CounterStore } from './counterStore.ts';

export interface Thresholds {
  /** From this many failures on, each failure is answered after a delay that grows with every one. */
  slowAfter: number;
  /** At this many failures the key is refused for the lock time (an account may ask for the slider instead). */
  lockAfter: number;
}

export interface LoginGateSettings {
  account: Thresholds;
  address: Thresholds;
  /** How long a refusal (or the slider's demand) lasts and how far back failures count. */
  lockMs: number;
}

/** The delay added per failure past the slow-down threshold, and its ceiling. */
export const slowStepMs = 250;
export const slowMaxMs = 4_000;

export interface Attempt {
  /** The account tried: `member:<phone>`, `admin:<name>` or `admin-totp:<name>`. */
  account: string;
  address: string;
  /**
   * What an account's threshold brings. `lock` refuses the account, for the owner too; `captcha`
   * keeps checking passwords that come with a solved slider, so strangers cannot lock the owner out.
   */
  pastThreshold: 'lock' | 'captcha';
  /** The attempt brought a slider pass, which the caller has just spent. */
  captchaSolved?: boolean;
}

/** An attempt the gate let through: counted already, with the count each of its keys reached. */
export interface CountedAttempt {
  allowed: true;
  attempt: Attempt;
  /** Let through past the account's threshold on the strength of its slider. */
  viaCaptcha: boolean;
  counts: readonly { key: string; thresholds: Thresholds; count: number; ofAccount: boolean }[];
}

export type GateDecision =
  | CountedAttempt
  | { allowed: false; refusal: 'locked'; retryAfterSeconds: number }
  | { allowed: false; refusal: 'captcha' };

/**
 * Login attempts, counted per account and per client address before the password is checked, so
 * that N parallel attempts count N and a burst gets no more guesses than the threshold allows: an
 * attempt whose count passes `lockAfter` is turned away unchecked. Past `slowAfter` each failed
 * answer waits longer. The failure that reaches `lockAfter` refuses the address (and an account in
 * `lock` mode) until the lock time has passed; an account in `captcha` mode instead needs a solved
 * slider for every attempt until `lockMs` after its last failure, and those failures still count and
 * wait longer each time. A success clears the account and takes itself back from the address's
 * count, so one account an attacker owns cannot wash the address clean between guesses at others.
 */
export class LoginGate {
  constructor(
    private readonly store: CounterStore,
    private readonly clock: Clock,
    private readonly settings: LoginGateSettings,
  ) {}

  private accountKey = (attempt: Attempt) => `login:account:${attempt.account}`;
  private addressKey = (attempt: Attempt) => `login:address:${attempt.address}`;
  private captchaKey = (attempt: Attempt) => `captcha:${this.accountKey(attempt)}`;

  /** Counts the attempt, or turns it away: refused while locked, or asked for the slider. */
  async begin(attempt: Attempt): Promise<GateDecision> {
    const now = this.clock.now().getTime();
    const locking = attempt.pastThreshold === 'lock';
    const accountKey = this.accountKey(attempt);
    const addressKey = this.addressKey(attempt);
    let until = 0;
    for (const key of locking ? [accountKey, addressKey] : [addressKey]) {
      const lock = await this.store.peek(`lock:${key}`, now);
      if (lock) until = Math.max(until, lock.resetAt);
    }
    if (until > now) return this.locked(until, now);

    const askedForCaptcha =
      !locking && (await this.store.peek(this.captchaKey(attempt), now)) !== null;
    if (askedForCaptcha && !attempt.captchaSolved) return { allowed: false, refusal: 'captcha' };

    const account = await this.store.increment(accountKey, this.settings.lockMs, now);
    const address = await this.store.increment(addressKey, this.settings.lockMs, now);
    const accountOver = account.count > this.settings.account.lockAfter;
    if (address.count > this.settings.address.lockAfter) until = address.resetAt;
    if (locking && accountOver) until = Math.max(until, account.resetAt);
    if (until > now) return this.locked(until, now);
    if (!locking && accountOver && !attempt.captchaSolved) {
      // Nothing was checked, so nothing stays counted.
      await this.store.decrement(accountKey, now);
      await this.store.decrement(addressKey, now);
      return { allowed: false, refusal: 'captcha' };
    }
    return {
      allowed: true,
      attempt,
      viaCaptcha: !locking && (askedForCaptcha || accountOver),
      counts: [
        {
          key: accountKey,
          thresholds: this.settings.account,
          count: account.count,
          ofAccount: true,
        },
        {
          key: addressKey,
          thresholds: this.settings.address,
          count: address.count,
          ofAccount: false,
        },
      ],
    };
  }

  /** Locks or asks for the slider as this failure has earned, and waits the slow-down it has earned. */
  async failed({ attempt, viaCaptcha, counts }: CountedAttempt): Promise<void> {
    const now = this.clock.now().getTime();
    let delay = 0;
    for (const { key, thresholds, count, ofAccount } of counts) {
      const slider = ofAccount && attempt.pastThreshold === 'captcha';
      if (slider && (viaCaptcha || count >= thresholds.lockAfter)) {
        // Re-armed on every failure, so the slider is asked for until lockMs after the last one.
        await this.store.reset(this.captchaKey(attempt));
        await this.store.increment(this.captchaKey(attempt), this.settings.lockMs, now);
      } else if (count >= thresholds.lockAfter) {
        await this.store.increment(`lock:${key}`, this.settings.lockMs, now);
        await this.store.reset(key);
      }
      // A failure past the threshold waits at least as long as the next one after it would have,
      // even when the count's window has started again meanwhile.
      const reached = slider && viaCaptcha ? Math.max(count, thresholds.lockAfter + 1) : count;
      if (reached >= thresholds.slowAfter)
        delay = Math.max(delay, slowStepMs * (reached - thresholds.slowAfter + 1));
    }
    if (delay > 0) await this.clock.sleep(Math.min(delay, slowMaxMs));
  }

  async succeeded({ attempt }: CountedAttempt): Promise<void> {
    await this.store.reset(this.accountKey(attempt));
    await this.store.reset(this.captchaKey(attempt));
    await this.store.decrement(this.addressKey(attempt), this.clock.now().getTime());
  }

  private locked(until: number, now: number): GateDecision {
    return {
      allowed: false,
      refusal: 'locked',
      retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
    };
  }
}
