import Iron from '@hapi/iron';
import { describe, expect, it, vi } from 'vitest';
import { SealedCookies } from '../src/http/sealedCookies.ts';

const password = 'a-test-password-that-is-long-enough-0123456789';
const tokenOf = (value: unknown) =>
  typeof value === 'object' && value && 'token' in value && typeof value.token === 'string'
    ? value.token
    : null;

describe('sealed cookies opened once per cookie string', () => {
  it('opens a seal, and the same string again from the cache', async () => {
    const cookies = new SealedCookies(password, tokenOf);
    const sealed = await Iron.seal({ token: 't1' }, password, Iron.defaults);
    expect(await cookies.open(sealed)).toBe('t1');
    expect(cookies.size).toBe(1);
    expect(await cookies.open(sealed)).toBe('t1');
    expect(cookies.size).toBe(1);
  });

  it('refuses a forged, garbled or foreign seal every time and keeps none of them', async () => {
    const cookies = new SealedCookies(password, tokenOf);
    const other = await Iron.seal({ token: 't1' }, 'x'.repeat(32) + password, Iron.defaults);
    const good = await Iron.seal({ token: 't1' }, password, Iron.defaults);
    const tampered = good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA');
    const notOurs = await Iron.seal({ user: 1 }, password, Iron.defaults);
    for (const bad of [other, tampered, 'Fe26.2**garbage', notOurs, '']) {
      expect(await cookies.open(bad)).toBeNull();
      expect(await cookies.open(bad)).toBeNull();
    }
    expect(cookies.size).toBe(0);
  });

  it("checks the seal's own expiry on every use, cached or not", async () => {
    const options = { ...Iron.defaults, ttl: 60_000, timestampSkewSec: 0 };
    const cookies = new SealedCookies(password, tokenOf, 10, options);
    const sealed = await Iron.seal({ token: 't2' }, password, options);
    const now = Date.now();
    expect(await cookies.open(sealed, now)).toBe('t2');
    expect(await cookies.open(sealed, now + 61_000)).toBeNull();
  });

  it('notes a use at most once a minute when choosing what to drop', async () => {
    const cookies = new SealedCookies(password, tokenOf, 2);
    const [a, b, c, d] = await Promise.all(
      ['a', 'b', 'c', 'd'].map((token) => Iron.seal({ token }, password, Iron.defaults)),
    );
    const now = Date.now();
    const unsealed = vi.spyOn(Iron, 'unseal');
    await cookies.open(a!, now);
    await cookies.open(b!, now);
    // Used again within the minute: a stays first in line, so c pushes it out.
    await cookies.open(a!, now + 59_000);
    await cookies.open(c!, now + 59_000);
    unsealed.mockClear();
    await cookies.open(b!, now + 59_000);
    expect(unsealed).not.toHaveBeenCalled();
    // A minute after b's last noted use, its use is noted: d pushes out c, not b.
    await cookies.open(b!, now + 60_000);
    await cookies.open(d!, now + 60_000);
    unsealed.mockClear();
    await cookies.open(b!, now + 60_000);
    expect(unsealed).not.toHaveBeenCalled();
    await cookies.open(c!, now + 60_000);
    expect(unsealed).toHaveBeenCalledTimes(1);
    await cookies.open(a!, now + 60_000);
    expect(unsealed).toHaveBeenCalledTimes(2);
    unsealed.mockRestore();
  });

  it('keeps at most `max` strings, dropping the least recently used', async () => {
    const cookies = new SealedCookies(password, tokenOf, 2);
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map((token) => Iron.seal({ token }, password, Iron.defaults)),
    );
    await cookies.open(a!);
    await cookies.open(b!);
    await cookies.open(a!);
    await cookies.open(c!);
    expect(cookies.size).toBe(2);
    // A string that was dropped is checked in full again, and still opens.
    expect(await cookies.open(b!)).toBe('b');
    expect(cookies.size).toBe(2);
  });
});
