import type { Counter, CounterStore } from '../limits/counterStore.ts';
import type { SharedRedis } from './redis.ts';

/** INCR, opening the window on the first count; answers the count and the milliseconds left. */
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return { count, left }`;

/** DECR an open counter that is above 0; nothing when it has expired. */
const decrementScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The rate-limit counters in Redis, so every instance counts against the same numbers: each call
 * is one atomic script, as the limiters need (parallel callers on any instance each see their own
 * count). Windows are Redis's own expiries; `now` only turns them into instants.
 */
export function redisCounterStore({ command, prefix }: SharedRedis): CounterStore {
  const key = (name: string) => `${prefix}limit:${name}`;
  const counter = (count: number, left: number, now: number): Counter => ({
    count,
    resetAt: now + Math.max(0, left),
  });
  return {
    async increment(name, windowMs, now) {
      const [count, left] = (await command.eval(incrementScript, 1, key(name), windowMs)) as [
        number,
        number,
      ];
      return counter(count, left, now);
    },
    async decrement(name) {
      await command.eval(decrementScript, 1, key(name));
    },
    async peek(name, now) {
      const [value, left] = await command
        .multi()
        .get(key(name))
        .pttl(key(name))
        .exec()
        .then((replies) => (replies ?? []).map(([, reply]) => reply) as [string | null, number]);
      return value === null || left <= 0 ? null : counter(Number(value), left, now);
    },
    async reset(name) {
      await command.del(key(name));
    },
  };
}
