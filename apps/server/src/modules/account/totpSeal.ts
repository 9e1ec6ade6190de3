import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveSecret } from '../../security/secrets.ts';

const version = 'v1';

/**
 * Seals an admin's TOTP secret for the database with AES-256-GCM under a key derived from
 * SESSION_SECRET, so a copied table (a backup, a dump) does not hand out second factors.
 * The sealed form is `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function totpSealer(sessionSecret: string) {
  const key = Buffer.from(deriveSecret(sessionSecret, 'admin-totp-secret'), 'base64url');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The secret, or null when it was sealed under another SESSION_SECRET or altered. */
    open(sealed: string): string | null {
      const [tag, iv, auth, body] = sealed.split('.');
      if (tag !== version || !iv || !auth || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(auth, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type TotpSealer = ReturnType<typeof totpSealer>;
