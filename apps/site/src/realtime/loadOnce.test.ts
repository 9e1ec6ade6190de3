import { describe, expect, it } from 'vitest';
import { loadOnce } from './loadOnce.ts';

/** A load that fails its first `failures` calls, then gives the module. */
function flakyLoad(failures: number) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve({ handle: 'module' });
  };
  return { load, calls };
}

describe('loadOnce (the notification handlers, loaded with a member’s socket)', () => {
  it('loads once however many callers wait for it', async () => {
    const { load, calls } = flakyLoad(0);
    const handler = loadOnce(load, [0]);
    const modules = await Promise.all([handler(), handler(), handler()]);
    expect(modules.every((m) => m.handle === 'module')).toBe(true);
    await handler();
    expect(calls.count).toBe(1);
  });

  it('tries a failed load again after each delay', async () => {
    const { load, calls } = flakyLoad(2);
    await expect(loadOnce(load, [0, 0])()).resolves.toEqual({ handle: 'module' });
    expect(calls.count).toBe(3);
  });

  it('lets the next caller start afresh once the tries are spent, instead of failing for good', async () => {
    const { load, calls } = flakyLoad(3);
    const handler = loadOnce(load, [0, 0]);
    await expect(handler()).rejects.toThrow('Failed to fetch');
    expect(calls.count).toBe(3);
    await expect(handler()).resolves.toEqual({ handle: 'module' });
    expect(calls.count).toBe(4);
  });
});
