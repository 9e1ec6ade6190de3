import { describe, expect, it } from 'vitest';
import { nextRetryDelay, reconnectPolicy } from './reconnectPolicy.ts';

describe('reconnect policy', () => {
  it('waits 5 seconds between tries, 5 tries at most (spec 1 §9)', () => {
    expect(reconnectPolicy).toEqual({ delayMs: 5000, maxAttempts: 5 });
    expect([0, 1, 2, 3, 4].map((n) => nextRetryDelay(n))).toEqual([5000, 5000, 5000, 5000, 5000]);
    expect(nextRetryDelay(5)).toBeNull();
  });

  it('follows a policy given to it', () => {
    expect(nextRetryDelay(1, { delayMs: 10, maxAttempts: 2 })).toBe(10);
    expect(nextRetryDelay(2, { delayMs: 10, maxAttempts: 2 })).toBeNull();
  });
});
