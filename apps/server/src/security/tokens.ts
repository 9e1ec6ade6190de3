import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe token of 32 bytes (256 bits): session cookies, reset links, captcha ids. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
