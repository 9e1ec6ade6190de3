import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: N (work and memory, a power of two), r (block size), p (lanes), keylen (bytes). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
  keylen: number;
}

/** The cost of new hashes (N=2^14, r=8: 16 MiB and tens of ms per hash); `npm run bench` prints it. */
export const scryptParams: Readonly<ScryptCost> = { N: 16384, r: 8, p: 1, keylen: 32 };

function derive(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$hash` (base64url): the cost travels with the hash, so it can grow without
 * breaking stored hashes.
 */
export async function hashPassword(
  password: string,
  cost: Readonly<ScryptCost> = scryptParams,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.keylen, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}
