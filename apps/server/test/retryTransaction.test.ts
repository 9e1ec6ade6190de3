import { describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { DomainError } from '../src/domainError.ts';
import {
  isLockContention,
  retryDelayMs,
  retryTransaction,
  transactionAttempts,
} from '../src/db/retryTransaction.ts';

/** Errors shaped as mysql2 and better-sqlite3 throw them. */
const mysqlError = (code: string, errno: number) =>
  Object.assign(new Error(code), { code, errno, sqlState: '40001' });
const deadlock = () => mysqlError('ER_LOCK_DEADLOCK', 1213);
const lockWait = () => mysqlError('ER_LOCK_WAIT_TIMEOUT', 1205);
const sqliteBusy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

/** Work that throws the given errors on its first runs, then answers 'done'; counts its runs. */
function flaky(...failures: Error[]) {
  let runs = 0;
  return {
    work: () => {
      const failure = failures[runs];
      runs += 1;
      return failure ? Promise.reject(failure) : Promise.resolve('done');
    },
    runs: () => runs,
  };
}

const noWait = { sleep: () => Promise.resolve() };

describe('isLockContention', () => {
  it.each([
    ['a MariaDB deadlock (1213)', deadlock()],
    ['a lock wait timeout (1205)', lockWait()],
    ['only the errno of a deadlock', Object.assign(new Error('x'), { errno: 1213 })],
    ['SQLite busy', sqliteBusy()],
    ['SQLite busy on a snapshot', Object.assign(new Error('x'), { code: 'SQLITE_BUSY_SNAPSHOT' })],
    ['a deadlock as the cause', new Error('wrapped', { cause: deadlock() })],
  ])('is true for %s', (_, error) => {
    expect(isLockContention(error)).toBe(true);
  });

  it.each([
    ['a duplicate key', mysqlError('ER_DUP_ENTRY', 1062)],
    ['a lost connection', Object.assign(new Error('x'), { code: 'PROTOCOL_CONNECTION_LOST' })],
    ['a SQLite constraint', Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['a domain refusal', new DomainError('conflict', '冲突')],
    ['a plain error', new Error('boom')],
    ['a string', 'ER_LOCK_DEADLOCK'],
    ['null', null],
  ])('is false for %s', (_, error) => {
    expect(isLockContention(error)).toBe(false);
  });
});

describe('retryTransaction', () => {
  it('runs the work again after a deadlock and after a lock wait timeout, and answers its result', async () => {
    const work = flaky(deadlock(), lockWait());
    const retried: number[] = [];
    const result = await retryTransaction(work.work, {
      ...noWait,
      onRetry: (_, failedRuns) => retried.push(failedRuns),
    });
    expect(result).toBe('done');
    expect(work.runs()).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('passes any other error at once, without running the work again', async () => {
    const duplicate = mysqlError('ER_DUP_ENTRY', 1062);
    const work = flaky(duplicate);
    await expect(retryTransaction(work.work, noWait)).rejects.toBe(duplicate);
    expect(work.runs()).toBe(1);
    const refusal = new DomainError('not_found', '不存在');
    const refused = flaky(refusal);
    await expect(retryTransaction(refused.work, noWait)).rejects.toBe(refusal);
    expect(refused.runs()).toBe(1);
  });

  it('stops after its attempts and answers busy (503 in Chinese), keeping the last error as the cause', async () => {
    const last = deadlock();
    const work = flaky(deadlock(), lockWait(), last, deadlock());
    const failure = await retryTransaction(work.work, noWait).catch((error: unknown) => error);
    expect(work.runs()).toBe(transactionAttempts);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({
      reason: 'unavailable',
      code: 'database_busy',
      message: messages.http.databaseBusy,
      cause: last,
    });
  });

  it('waits a jittered, growing delay between runs', async () => {
    const waits: number[] = [];
    const work = flaky(deadlock(), deadlock(), deadlock(), deadlock());
    await retryTransaction(work.work, {
      attempts: 5,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      random: () => 0.5,
    });
    expect(waits).toEqual([25, 50, 100, 200]);
    expect(retryDelayMs(1, () => 0)).toBe(13);
    expect(retryDelayMs(1, () => 0.999)).toBe(37);
  });
});
