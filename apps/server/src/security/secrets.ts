import { createHmac } from 'node:crypto';

/** One SESSION_SECRET, a separate key per use, so a key leaked from one cookie opens no other. */
export function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}
