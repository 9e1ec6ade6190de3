import { memoryCounterStore, type Counter, type CounterStore } from '../limits/counterStore.ts';
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
 *
 * While Redis is away, each instance counts in its own memory, going on from the last count Redis
 * gave it for that key rather than from zero. Once Redis is back, a key counted here meanwhile
 * counts the higher of Redis's count and this memory's until its window ends (a Redis that
 * restarted empty forgives nothing counted during the outage); every other key is Redis's alone.
 * So an outage never loosens a limit on one instance; across N instances a client spread over
 * them may get up to N budgets until Redis returns.
 */
export function redisCounterStore(shared: SharedRedis): CounterStore {
  const remote = sharedCounters(shared);
  const local = memoryCounterStore();
  const { link } = shared;
  /** Keys counted here while Redis was away. */
  const countedAlone = new Set<string>();
  const alone = (name: string, mine: Counter | null) => {
    if (mine && countedAlone.has(name)) return mine;
    countedAlone.delete(name);
    return null;
  };
  const higher = (theirs: Counter | null, mine: Counter | null) =>
    mine && (!theirs || mine.count > theirs.count) ? mine : theirs;
  return {
    async increment(name, windowMs, now) {
      const before = alone(name, await local.peek(name, now));
      return link.attempt(
        async () => {
          const counted = await remote.increment(name, windowMs, now);
          const count =
            before && before.count + 1 > counted.count
              ? { count: before.count + 1, resetAt: before.resetAt }
              : counted;
          local.remember(name, count, now);
          return count;
        },
        () => {
          if (countedAlone.size >= maxCountedAlone) countedAlone.clear();
          countedAlone.add(name);
          return local.increment(name, windowMs, now);
        },
      );
    },
    async decrement(name, now) {
      await local.decrement(name, now);
      await link.attempt(
        () => remote.decrement(name, now),
        () => {},
      );
    },
    async peek(name, now) {
      const mine = await local.peek(name, now);
      return link.attempt(
        async () => {
          const counted = higher(await remote.peek(name, now), alone(name, mine));
          local.remember(name, counted, now);
          return counted;
        },
        () => mine,
      );
    },
    async reset(name) {
      countedAlone.delete(name);
      await local.reset(name);
      await link.attempt(
        () => remote.reset(name),
        () => {},
      );
    },
  };
}

/** Past this many keys counted during an outage, the oldest outage's are let go. */
const maxCountedAlone = 10_000;

/** The counters as Redis alone keeps them. */
function sharedCounters({ command, prefix }: SharedRedis): CounterStore {
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
