import { createHash } from 'node:crypto';

/** The dedupe key of a news item: its guid, else its link, else its title and time. */
export function dedupeKeyOf(parts: {
  guid?: string | null;
  link?: string | null;
  fallback: string;
}) {
  const basis = parts.guid?.trim() || parts.link?.trim() || parts.fallback;
  return createHash('sha256').update(basis).digest('hex');
}
