import Iron from '@hapi/iron';

interface Opened<T> {
  value: T;
  /** When the seal itself expires (ms since the epoch); Infinity for a seal without a ttl. */
  expiresAt: number;
  /** When the string last moved to the back of the eviction order. */
  usedAt: number;
}

/**
 * How often a string in use moves to the back of the eviction order: moving it on every request
 * (a Map delete and set of a 270-character key) was a member read's largest cost of its own.
 */
const refreshEveryMs = 60_000;

/** The expiry iron writes into a seal (its sixth field), as iron's own unseal reads it. */
function expiryOf(sealed: string): number {
  const field = sealed.split('*', 6)[5];
  return field && /^\d+$/.test(field) ? Number(field) : Number.POSITIVE_INFINITY;
}

/**
 * Sealed cookies (iron: AES-256-CBC under one key, HMAC-SHA256 under another, each derived from
 * the password with its own salt through pbkdf2) opened once per cookie string rather than once
 * per request: unsealing paid for two key derivations, an HMAC and a decryption on every request
 * of a member. What a seal holds is a pure function of its exact text and the password, so a
 * string that opened once opens to the same value again; only strings that opened (their HMAC
 * checked) are kept, so a forged or garbled cookie is never cached and is checked in full each
 * time. The seal's own expiry is checked on every use. This caches only the opening: whether the
 * session it names is still open is asked of the database (and its session cache) on every request,
 * so logout, force_logout, freezing and "end every session" still end it at once.
 *
 * Least recently used first out, at most `max` strings; a use is noted at most once a minute, so a
 * string in use is dropped only when `max` others were opened since its last noted use.
 */
export class SealedCookies<T> {
  private readonly opened = new Map<string, Opened<T>>();

  constructor(
    private readonly password: string,
    /** Turns what the seal holds into T, or null when it is not what this cookie seals. */
    private readonly parse: (unsealed: unknown) => T | null,
    private readonly max = 10_000,
    private readonly options: Iron.SealOptions = Iron.defaults,
  ) {}

  /** What the sealed string holds, or null when it is forged, garbled, expired or not ours. */
  async open(sealed: string, now = Date.now()): Promise<T | null> {
    const skewMs = this.options.timestampSkewSec * 1000;
    const hit = this.opened.get(sealed);
    if (hit) {
      if (hit.expiresAt <= now - skewMs) {
        this.opened.delete(sealed);
        return null;
      }
      if (now - hit.usedAt >= refreshEveryMs) {
        this.opened.delete(sealed);
        hit.usedAt = now;
        this.opened.set(sealed, hit);
      }
      return hit.value;
    }
    let value: T | null;
    try {
      value = this.parse(await Iron.unseal(sealed, this.password, this.options));
    } catch {
      return null;
    }
    if (value === null) return null;
    if (this.opened.size >= this.max) {
      const oldest = this.opened.keys().next();
      if (!oldest.done) this.opened.delete(oldest.value);
    }
    this.opened.set(sealed, { value, expiresAt: expiryOf(sealed), usedAt: now });
    return value;
  }

  /** How many opened strings are kept (for tests). */
  get size(): number {
    return this.opened.size;
  }
}
