import type { Clock } from '../clock.ts';
import type { CounterStore } from './counterStore.ts';

export interface Thresholds {
  /** From this many failures on, each failure is answered after a delay that grows with every one. */
  slowAfter: number;
  /** At this many failures the key is refused for the lock time. */
  lockAfter: number;
}

export interface LoginGateSettings {
  account: Thresholds;
  address: Thresholds;
  /** How long a refusal lasts and how far back failures count. */
  lockMs: number;
}

/** The delay added per failure past the slow-down threshold, and its ceiling. */
export const slowStepMs = 250;
export const slowMaxMs = 4_000;

export interface Attempt {
  /** The account tried: `member:<phone>` or `admin:<name>`. */
  account: string;
  address: string;
}

/** An attempt the gate let through: counted already, with the count each of its keys reached. */
export interface CountedAttempt {
  allowed: true;
  attempt: Attempt;
  counts: readonly { key: string; thresholds: Thresholds; count: number }[];
}

export type GateDecision = CountedAttempt | { allowed: false; retryAfterSeconds: number };

/**
 * Login attempts, counted per account and per client address before the password is checked, so
 * that N parallel attempts count N and a burst gets no more guesses than the lock allows: an
 * attempt whose count passes `lockAfter` is refused unchecked. Past `slowAfter` each failed answer
 * waits longer, and the failure that reaches `lockAfter` refuses the account or address until the
 * lock time has passed. A success clears the account's count and takes itself back from the
 * address's, so one account an attacker owns cannot wash the address clean between guesses at others.
 */
export class LoginGate {
  constructor(
    private readonly store: CounterStore,
    private readonly clock: Clock,
    private readonly settings: LoginGateSettings,
  ) {}

  private keys(attempt: Attempt) {
    return [
      { key: `login:account:${attempt.account}`, thresholds: this.settings.account },
      { key: `login:address:${attempt.address}`, thresholds: this.settings.address },
    ];
  }

  /** Counts the attempt, or refuses it while its account or address is locked or over its budget. */
  async begin(attempt: Attempt): Promise<GateDecision> {
    const now = this.clock.now().getTime();
    let until = 0;
    for (const { key } of this.keys(attempt)) {
      const lock = await this.store.peek(`lock:${key}`, now);
      if (lock) until = Math.max(until, lock.resetAt);
    }
    if (until <= now) {
      const counts = [];
      for (const { key, thresholds } of this.keys(attempt)) {
        const counter = await this.store.increment(key, this.settings.lockMs, now);
        if (counter.count > thresholds.lockAfter) until = Math.max(until, counter.resetAt);
        counts.push({ key, thresholds, count: counter.count });
      }
      if (until <= now) return { allowed: true, attempt, counts };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
  }

  /** Locks what this failure brought to its threshold, and waits the slow-down it has earned. */
  async failed({ counts }: CountedAttempt): Promise<void> {
    const now = this.clock.now().getTime();
    let delay = 0;
    for (const { key, thresholds, count } of counts) {
      if (count >= thresholds.lockAfter) {
        await this.store.increment(`lock:${key}`, this.settings.lockMs, now);
        await this.store.reset(key);
      }
      if (count >= thresholds.slowAfter)
        delay = Math.max(delay, slowStepMs * (count - thresholds.slowAfter + 1));
    }
    if (delay > 0) await this.clock.sleep(Math.min(delay, slowMaxMs));
  }

  async succeeded({ attempt }: CountedAttempt): Promise<void> {
    await this.store.reset(`login:account:${attempt.account}`);
    await this.store.decrement(`login:address:${attempt.address}`, this.clock.now().getTime());
  }
}
