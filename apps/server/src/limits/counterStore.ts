/** A counter and the instant its window closes. */
export interface Counter {
  count: number;
  resetAt: number;
}

/**
 * Counters that expire: what every limiter is built on. Each call is atomic (a limiter decides on
 * the count its own increment returned, so parallel callers each see a different count). The
 * in-memory store serves one process; a Redis store (INCR + PEXPIRE, DECR) can take its place
 * when several instances share the limits.
 */
export interface CounterStore {
  /** Adds one to `key`, opening a window of `windowMs` from `now` when none is open. */
  increment(key: string, windowMs: number, now: number): Promise<Counter>;
  /** Takes one back from the open counter of `key`, if there is one. */
  decrement(key: string, now: number): Promise<void>;
  /** The open counter of `key`, or null. */
  peek(key: string, now: number): Promise<Counter | null>;
  reset(key: string): Promise<void>;
}

/** Expired counters are swept once the map holds this many, so a flood of addresses cannot grow it forever. */
const sweepAt = 10_000;

/** The in-memory store, which can also take a counter another store answered (see `remember`). */
export interface MemoryCounterStore extends CounterStore {
  /** Holds `counter` for `key` (or drops it, for null), so counting here goes on from it. */
  remember(key: string, counter: Counter | null, now: number): void;
}

export function memoryCounterStore(): MemoryCounterStore {
  const counters = new Map<string, Counter>();
  const open = (key: string, now: number): Counter | null => {
    const counter = counters.get(key);
    if (!counter) return null;
    if (counter.resetAt <= now) {
      counters.delete(key);
      return null;
    }
    return counter;
  };
  const sweep = (now: number) => {
    if (counters.size < sweepAt) return;
    for (const [k, c] of counters) if (c.resetAt <= now) counters.delete(k);
  };
  return {
    increment: (key, windowMs, now) => {
      sweep(now);
      const counter = open(key, now) ?? { count: 0, resetAt: now + windowMs };
      counter.count += 1;
      counters.set(key, counter);
      return Promise.resolve({ ...counter });
    },
    decrement: (key, now) => {
      const counter = open(key, now);
      if (counter && counter.count > 0) counter.count -= 1;
      return Promise.resolve();
    },
    peek: (key, now) => {
      const counter = open(key, now);
      return Promise.resolve(counter ? { ...counter } : null);
    },
    reset: (key) => {
      counters.delete(key);
      return Promise.resolve();
    },
    remember: (key, counter, now) => {
      if (!counter) return void counters.delete(key);
      sweep(now);
      counters.set(key, { ...counter });
    },
  };
}
