/** A cookie name: an RFC 6265 token. */
const cookieName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** An unquoted cookie value: RFC 6265 cookie-octets. */
const cookieValue = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/**
 * The cookies of a Cookie header, or null unless every pair is plainly well formed: unquoted, and
 * each name once. The fast reads (fastReads.ts) answer only such requests and leave every other
 * header to hapi's parser, so the two never read the same header differently.
 */
export function plainCookies(header: string | undefined): Map<string, string> | null {
  const cookies = new Map<string, string>();
  if (header === undefined || header === '') return cookies;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) return null;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (!cookieName.test(name) || !cookieValue.test(value) || cookies.has(name)) return null;
    cookies.set(name, value);
  }
  return cookies;
}
