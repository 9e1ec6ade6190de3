import { messages } from '@coinsight/domain/messages';
import { DomainError } from '../domainError.ts';

/**
 * The database gave up on this transaction because of another one's locks, and rolled it back:
 * MariaDB/MySQL's deadlock victim (1213) or a lock wait past innodb_lock_wait_timeout (1205),
 * SQLite's writer lock still held past its busy wait. The same work run again may well succeed.
 */
const contentionCodes = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const contentionErrnos = new Set([1213, 1205]);

/** Whether an error (or one it was caused by) is lock contention worth running the work again for. */
export function isLockContention(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, errno, cause } = current as { code?: unknown; errno?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (contentionCodes.has(code)) return true;
      if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_')) return true;
    }
    // mysql2 always sets the numeric errno; another driver may set only that.
    if (typeof errno === 'number' && contentionErrnos.has(errno)) return true;
    current = cause;
  }
  return false;
}

/** Runs in all, the first included: a deadlock rarely survives two fresh starts. */
export const transactionAttempts = 3;

/**
 * The wait before the next run after `failedRuns` runs failed: doubling from 25 ms, each spread
 * by ±50 % so the transactions that met in a deadlock do not start again in step.
 */
export function retryDelayMs(failedRuns: number, random: () => number = Math.random): number {
  return Math.round(25 * 2 ** (failedRuns - 1) * (0.5 + random()));
}

export interface RetryOptions {
  attempts?: number;
  /** Told of each contention that will be run again (for the log). */
  onRetry?: (error: unknown, failedRuns: number) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (a whole transaction, which must read the state it decides on inside itself, so
 * that a second run decides afresh) again after lock contention, a bounded number of times; past
 * them the request answers 503 with a Chinese reason, not a 500. Other errors pass at once.
 */
export async function retryTransaction<T>(
  work: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? transactionAttempts;
  const sleep = options.sleep ?? wait;
  for (let failedRuns = 0; ;) {
    try {
      return await work();
    } catch (error) {
      if (!isLockContention(error)) throw error;
      failedRuns += 1;
      if (failedRuns >= attempts) {
        const busy = new DomainError('unavailable', messages.http.databaseBusy, 'database_busy', {
          'retry-after': '1',
        });
        busy.cause = error;
        throw busy;
      }
      options.onRetry?.(error, failedRuns);
      await sleep(retryDelayMs(failedRuns, options.random));
    }
  }
}
