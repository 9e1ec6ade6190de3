import Accept from '@hapi/accept';

/** The encodings hapi's compression knows, in its order of preference (the product adds none). */
const hapiEncodings = ['identity', 'gzip', 'deflate'];
/** Browsers send a handful of distinct headers; a client sending endless new ones is not cached. */
const maxRemembered = 64;
const remembered = new Map<string, string | null>();

/**
 * The encoding hapi would choose for an Accept-Encoding header (its `request.info.acceptEncoding`),
 * or null where hapi would log the header as malformed. hapi caches its choice only for five
 * headers, none of them what current browsers send ('gzip, deflate, br, zstd'), and parses the
 * rest on every request: a tenth of what a fast read allocated. The choice is kept per header.
 */
export function acceptedEncoding(header: string | undefined): string | null {
  if (!header) return 'identity';
  let chosen = remembered.get(header);
  if (chosen === undefined) {
    try {
      chosen = Accept.encoding(header, hapiEncodings);
    } catch {
      chosen = null;
    }
    if (remembered.size < maxRemembered) remembered.set(header, chosen);
  }
  return chosen;
}
