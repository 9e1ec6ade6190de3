import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { localJobs } from '../src/jobs/jobs.ts';

const quiet = pino({ level: 'silent' });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('local jobs', () => {
  it('runs a job once started, then again after each run, and stops it with the server', async () => {
    const jobs = localJobs(quiet);
    let runs = 0;
    jobs.every({ name: 'count', everyMs: 10, run: async () => void runs++ });
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(0);
    jobs.start();
    await until(() => runs >= 3);
    expect(runs).toBeGreaterThanOrEqual(3);
    await jobs.stop();
    const stoppedAt = runs;
    await new Promise((r) => setTimeout(r, 40));
    expect(runs).toBe(stoppedAt);
  });

  it('aborts a run under way on stop and waits for it to end', async () => {
    const jobs = localJobs(quiet);
    let ended = false;
    jobs.every({
      name: 'long',
      everyMs: 1000,
      run: (signal) =>
        new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => {
            ended = true;
            resolve();
          }),
        ),
    });
    jobs.start();
    await new Promise((r) => setTimeout(r, 20));
    await jobs.stop();
    expect(ended).toBe(true);
  });

  it('keeps a failing job on its schedule and refuses a name used twice', async () => {
    const jobs = localJobs(quiet);
    let runs = 0;
    jobs.every({
      name: 'flaky',
      everyMs: 5,
      run: async () => {
        runs++;
        throw new Error('source down');
      },
    });
    expect(() => jobs.every({ name: 'flaky', everyMs: 5, run: async () => {} })).toThrow(/twice/);
    jobs.start();
    await until(() => runs >= 2);
    await jobs.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
  });
});
