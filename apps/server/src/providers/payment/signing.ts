import { createHash, timingSafeEqual } from 'node:crypto';

/** What a 易支付 sign covers: every parameter but sign and sign_type, and none that is empty. */
export type SignParams = Readonly<Record<string, string | number | null | undefined>>;

/**
 * The canonical string of the 易支付 MD5 sign: parameters sorted by name in byte order (PHP's
 * ksort), joined as k=v with '&', values raw (not URL-encoded).
 */
export function canonicalString(params: SignParams): string {
  const pairs: { name: string; bytes: Buffer; value: string }[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (name === 'sign' || name === 'sign_type' || value === undefined || value === null) continue;
    const text = String(value);
    // Each name's bytes once, not once per comparison: every notify is signed and checked.
    if (text !== '') pairs.push({ name, bytes: Buffer.from(name), value: text });
  }
  return pairs
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map(({ name, value }) => `${name}=${value}`)
    .join('&');
}

/** The lowercase hex MD5 of the canonical string with the merchant key appended directly. */
export function epaySign(params: SignParams, key: string): string {
  return createHash('md5')
    .update(canonicalString(params) + key, 'utf8')
    .digest('hex');
}

/** The parameters with sign and sign_type=MD5 added, ready to send. */
export function signed(params: Record<string, string>, key: string): Record<string, string> {
  return { ...params, sign: epaySign(params, key), sign_type: 'MD5' };
}

/** Whether `params.sign` is the sign of the other parameters, compared in constant time. */
export function verifySign(params: SignParams, key: string): boolean {
  const given = params.sign;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{32}$/.test(given)) return false;
  const expected = Buffer.from(epaySign(params, key), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}
