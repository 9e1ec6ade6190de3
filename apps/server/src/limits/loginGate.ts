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

/**
 * Failed logins, counted per account and per client address: past `slowAfter` failures each
 * failed answer waits longer, and at `lockAfter` the account or address is refused until the lock
 * time has passed. A success clears the account's count, not the address's, so one account an
 * attacker owns cannot wash the address clean between guesses at others.
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

  /** Seconds until the attempt may be made, or 0 when it may be made now. */
  async lockedFor(attempt: Attempt): Promise<number> {
    const now = this.clock.now().getTime();
    let until = 0;
    for (const { key } of this.keys(attempt)) {
      const lock = await this.store.peek(`lock:${key}`, now);
      if (lock) until = Math.max(until, lock.resetAt);
    }
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Counts a failure, locks what crossed its threshold, and waits the slow-down it has earned. */
  async failed(attempt: Attempt): Promise<void> {
    const now = this.clock.now().getTime();
    let delay = 0;
    for (const { key, thresholds } of this.keys(attempt)) {
      const { count } = await this.store.increment(key, this.settings.lockMs, now);
      if (count >= thresholds.lockAfter) {
        await this.store.increment(`lock:${key}`, this.settings.lockMs, now);
        await this.store.reset(key);
      }
      if (count >= thresholds.slowAfter)
        delay = Math.max(delay, slowStepMs * (count - thresholds.slowAfter + 1));
    }
    if (delay > 0) await this.clock.sleep(Math.min(delay, slowMaxMs));
  }

  async succeeded(attempt: Attempt): Promise<void> {
    await this.store.reset(`login:account:${attempt.account}`);
  }
}
