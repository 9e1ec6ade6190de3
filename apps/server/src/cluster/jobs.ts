import type { Logger } from 'pino';
import { localJobs, type Jobs, type ScheduledJob } from '../jobs/jobs.ts';
import type { SharedRedis } from './redis.ts';

/** Takes the lease when it is free or already ours, for `ms`; 1 when this instance holds it. */
const leaseScript = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** A lease outlives a few missed periods, so a busy leader keeps it and a dead one loses it soon. */
export const leaseMs = (everyMs: number): number => 3 * everyMs + 10_000;

/**
 * Every instance schedules every job, but a run happens only on the instance holding the job's
 * lease in Redis: the first to ask takes it, renews it on each of its runs, and gives it up when it
 * stops; should it die, the lease expires and another instance's next turn takes over. So each job
 * runs on one instance at a time (its runs never overlap across instances while its lease holds).
 *
 * While Redis is away no instance can tell who holds a lease, so no job runs: every instance
 * running it would tick the price N times and poll each feed N times, while skipping turns costs
 * only freshness, which the next run after Redis's return catches up (the jobs are periodic and
 * idempotent). A run already under way finishes.
 */
export function leasedJobs(
  { command, prefix, instanceId, link }: SharedRedis,
  logger: Logger,
): Jobs {
  const inner = localJobs(logger);
  const held = new Set<string>();
  const key = (name: string) => `${prefix}lease:${name}`;
  const take = (job: ScheduledJob) =>
    link.attempt(
      async () =>
        (await command.eval(leaseScript, 1, key(job.name), instanceId, leaseMs(job.everyMs))) === 1,
      () => false,
    );
  return {
    every(job) {
      inner.every({
        ...job,
        run: async (signal) => {
          const mine = await take(job);
          if (mine) held.add(job.name);
          else held.delete(job.name);
          if (mine && !signal.aborted) await job.run(signal);
        },
      });
    },
    start: () => inner.start(),
    async stop() {
      await inner.stop();
      await Promise.allSettled(
        [...held].map((name) =>
          link.attempt(
            () => command.eval(releaseScript, 1, key(name), instanceId),
            () => 0,
          ),
        ),
      );
      held.clear();
    },
  };
}
