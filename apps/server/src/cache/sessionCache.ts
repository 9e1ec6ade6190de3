import type { Db } from '../db/knex.ts';

/** A write that may change a session or the member or admin it stands for; or the end of a transaction. */
const sessionWrite =
  /^\s*(?:(?:insert|update|delete|replace)\b[\s\S]*?[`"'](?:sessions|users|admins)[`"']|commit\b|rollback\b)/i;

interface Entry<T> {
  value: T;
  at: number;
}

/**
 * The open sessions (with their member or admin) that requests looked up lately, so a busy member
 * costs no query per request. It can never hold an ended session for long, and not at all when the
 * ending went through this product:
 * - ending a session (logout, a login elsewhere, a password change or reset) closes its sockets
 *   through the bus, and the bus drops it here, on every instance;
 * - any write to sessions, users or admins through this process's database handle (a payment's new
 *   expiry, a touch), and any commit, forgets everything, and a look-up that was under way when it
 *   happened is not kept; with REDIS_URL the other instances forget too (`onWrite`);
 * - what remains, a write by another program (the CLI), is seen after `ttlMs` at most.
 * While the instances cannot tell each other (`bypass`: Redis is away), it keeps nothing and every
 * look-up reads the database, so a session another instance ended is refused at once; it starts
 * empty again when they can.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T | null>>();
  /** Look-ups under way, shared by the requests that ask meanwhile (of the generation they began in). */
  private readonly loading = new Map<string, { value: Promise<T | null>; generation: number }>();
  private generation = 0;
  private readonly writeListeners = new Set<() => void>();
  private bypassing = false;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly max = 20_000,
  ) {}

  /**
   * The cached value, or one look-up for all the requests that ask while it runs: when an entry
   * expires or a write clears the cache, a busy member's requests would otherwise each query the
   * database at once (on SQLite's one connection they queued, which showed in the p99).
   */
  async get(sessionId: string, load: () => Promise<T | null>): Promise<T | null> {
    if (this.bypassing) return load();
    const now = performance.now();
    const hit = this.entries.get(sessionId);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const generation = this.generation;
    const pending = this.loading.get(sessionId);
    if (pending && pending.generation === generation) return pending.value;
    const value = load();
    this.loading.set(sessionId, { value, generation });
    try {
      const loaded = await value;
      if (generation === this.generation) {
        if (this.entries.size >= this.max) this.entries.clear();
        this.entries.set(sessionId, { value: loaded, at: now });
      }
      return loaded;
    } finally {
      if (this.loading.get(sessionId)?.value === value) this.loading.delete(sessionId);
    }
  }

  /** Forgets these sessions (they just ended). */
  drop(sessionIds: readonly string[]): void {
    this.generation += 1;
    for (const id of sessionIds) this.entries.delete(id);
  }

  /** Forgets every session (something they depend on was written). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Reads the database on every look-up while `on` (the other instances' endings cannot reach it). */
  bypass(on: boolean): void {
    this.bypassing = on;
    this.clear();
  }

  /** Hears this process's writes that cleared the cache (to tell the other instances). */
  onWrite(listener: () => void): void {
    this.writeListeners.add(listener);
  }

  /** Watches the database handle's queries for writes that concern sessions. */
  watch(db: Db): void {
    const seen = (query: { sql?: unknown }) => {
      if (typeof query.sql !== 'string' || !sessionWrite.test(query.sql)) return;
      this.clear();
      for (const listener of this.writeListeners) listener();
    };
    db.on('query', seen);
    // Again once the write is done, for a look-up that started between the two.
    db.on('query-response', (_response: unknown, query: { sql?: unknown }) => seen(query));
  }
}

const byDb = new WeakMap<Db, SessionCache<unknown>>();

/** The one session cache of a database handle, watching it from its first use. */
export function sessionCacheFor<T>(db: Db): SessionCache<T> {
  let cache = byDb.get(db);
  if (!cache) {
    cache = new SessionCache<unknown>();
    cache.watch(db);
    byDb.set(db, cache);
  }
  return cache as SessionCache<T>;
}
