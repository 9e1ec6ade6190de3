import type { Clock } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import type { CounterStore } from './counterStore.ts';

/** Whether one more call fits, and if not, how many seconds until it would. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A fixed-window limit: at most `max` calls per `windowMs` for each key (a client address). */
export class RateLimit {
  constructor(
    private readonly store: CounterStore,
    private readonly clock: Clock,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  async hit(key: string): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    const counter = await this.store.increment(`${this.name}:${key}`, this.windowMs, now);
    if (counter.count <= this.max) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((counter.resetAt - now) / 1000)),
    };
  }
}

/** A refusal past a limit: 429 with the reason and when to try again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): DomainError {
  return new DomainError('rate_limited', message, 'too_many_requests', {
    'retry-after': String(retryAfterSeconds),
  });
}
