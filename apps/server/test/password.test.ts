import { describe, expect, it } from 'vitest';
import { hashPassword, scryptParams, verifyPassword } from '../src/security/password.ts';
import { fixtureHash } from './helpers.ts';

describe('password hashes', () => {
  it('are made at the product’s cost, salted, and verify only the same password', async () => {
    const [first, second] = await Promise.all([
      hashPassword('正确的密码#2026'),
      hashPassword('正确的密码#2026'),
    ]);
    expect(first.startsWith(`scrypt$${scryptParams.N}$${scryptParams.r}$${scryptParams.p}$`)).toBe(
      true,
    );
    expect(scryptParams.N).toBeGreaterThanOrEqual(16384);
    expect(first).not.toBe(second);
    expect(await verifyPassword('正确的密码#2026', first)).toBe(true);
    expect(await verifyPassword('错误的密码#2026', first)).toBe(false);
  });

  it('verify at the cost written in the hash, so the tests’ cheaper fixtures log in as members do', async () => {
    const cheap = await fixtureHash('test-password');
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('test-password', cheap)).toBe(true);
    expect(await verifyPassword('test-password ', cheap)).toBe(false);
  });

  it('refuse a stored value that is not one of theirs', async () => {
    for (const stored of ['', 'x', 'bcrypt$10$abc', 'scrypt$16384$8$1$salt']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});
