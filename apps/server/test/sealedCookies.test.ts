import Iron from '@hapi/iron';
import { describe, expect, it } from 'vitest';
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
