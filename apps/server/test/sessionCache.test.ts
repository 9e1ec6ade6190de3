import { describe, expect, it } from 'vitest';
import { SessionCache } from '../src/cache/sessionCache.ts';

/** A look-up that waits until the test lets it answer, counting how often it ran. */
function gatedLoad<T>(value: T) {
  let calls = 0;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return {
    load: async () => {
      calls += 1;
      await gate;
      return value;
    },
    calls: () => calls,
    open: () => open(),
  };
}

describe('the session cache', () => {
  it('runs one look-up for the requests that ask while it is under way, then answers from memory', async () => {
    const cache = new SessionCache<string>();
    const lookUp = gatedLoad('member 1');
    const asked = Array.from({ length: 10 }, () => cache.get('s1', lookUp.load));
    lookUp.open();
    expect(await Promise.all(asked)).toEqual(Array(10).fill('member 1'));
    expect(lookUp.calls()).toBe(1);
    expect(await cache.get('s1', lookUp.load)).toBe('member 1');
    expect(lookUp.calls()).toBe(1);
  });

  it('does not hand a look-up that began before a write to a request after it, nor keep it', async () => {
    const cache = new SessionCache<string>();
    const before = gatedLoad('before the write');
    const first = cache.get('s1', before.load);
    cache.clear();
    const after = gatedLoad('after the write');
    const second = cache.get('s1', after.load);
    before.open();
    after.open();
    expect(await first).toBe('before the write');
    expect(await second).toBe('after the write');
    expect(before.calls()).toBe(1);
    expect(after.calls()).toBe(1);
    expect(await cache.get('s1', before.load)).toBe('after the write');
  });

  it('looks again once an entry is older than its time to live, and after a failed look-up', async () => {
    const cache = new SessionCache<string>(0);
    let calls = 0;
    const load = () => Promise.resolve(`answer ${++calls}`);
    expect(await cache.get('s1', load)).toBe('answer 1');
    expect(await cache.get('s1', load)).toBe('answer 2');
    const failing = new SessionCache<string>();
    await expect(
      failing.get('s1', () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    expect(await failing.get('s1', load)).toBe('answer 3');
  });

  it('reads the database on every look-up while bypassed, and keeps nothing from before it', async () => {
    const cache = new SessionCache<string>();
    let answer = 'open';
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.resolve(answer);
    };
    expect(await cache.get('s1', load)).toBe('open');
    cache.bypass(true);
    answer = 'ended elsewhere';
    expect(await cache.get('s1', load)).toBe('ended elsewhere');
    expect(await cache.get('s1', load)).toBe('ended elsewhere');
    expect(calls).toBe(3);
    cache.bypass(false);
    answer = 'cached again';
    expect(await cache.get('s1', load)).toBe('cached again');
    expect(await cache.get('s1', load)).toBe('cached again');
    expect(calls).toBe(4);
  });
});
