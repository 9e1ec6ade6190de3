import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** How often an instance that lost Redis asks whether it is back (ioredis reconnects on its own). */
const probeEveryMs = 500;

/**
 * Whether this instance can count on Redis now. Every use of Redis goes through `attempt`, which
 * answers from the use's own fallback while Redis is away, so an outage costs no request more
 * than one command timeout and never an error. The outage and the return are each logged once.
 */
export interface RedisLink {
  /** Both connections ready (the subscription included) and no command has failed since. */
  readonly up: boolean;
  /**
   * `work` against Redis while it is up; `fallback` while it is away, or when `work` fails for
   * want of Redis (which marks it away until both connections answer again). A reply error from
   * Redis itself (a faulty script) is no outage and is thrown.
   */
  attempt<T>(work: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /** Hears each change: false when Redis went away, true when it is back. */
  onChange(listener: (up: boolean) => void): void;
  /** The server stops: a connection closing now is no outage. */
  close(): void;
}

export function watchRedis(command: Redis, subscriber: Redis, logger: Logger): RedisLink {
  let up = true;
  let closing = false;
  let probing: NodeJS.Timeout | null = null;
  let probe: Promise<void> | null = null;
  const listeners = new Set<(up: boolean) => void>();
  const tell = (now: boolean) => {
    for (const listener of listeners) listener(now);
  };

  const back = () => {
    if (up || closing) return;
    up = true;
    if (probing) clearInterval(probing);
    probing = null;
    logger.info('Redis is back: the instances share the bus, the counters and the leases again');
    tell(true);
  };
  // A PING on the subscriber answers after the SUBSCRIBE ioredis resends on reconnecting, so an
  // instance counts as back only once the other instances' publishes reach it again.
  const check = () => {
    if (up || closing || probe) return;
    if (command.status !== 'ready' || subscriber.status !== 'ready') return;
    probe = Promise.all([command.ping(), subscriber.ping()])
      .then(back, () => {})
      .finally(() => (probe = null));
  };
  const away = (reason: unknown) => {
    if (!up || closing) return;
    up = false;
    logger.warn(
      { err: reason instanceof Error ? reason : undefined, reason: String(reason) },
      'Redis is unreachable: each instance counts, publishes and caches on its own until it returns',
    );
    probing = setInterval(check, probeEveryMs);
    probing.unref();
    tell(false);
  };

  for (const connection of [command, subscriber]) {
    // ioredis reports each failed reconnect as an error event; the outage is logged once, above.
    connection.on('error', () => {});
    connection.on('close', () => away('the connection to Redis closed'));
    connection.on('ready', check);
  }

  return {
    get up() {
      return up;
    },
    async attempt(work, fallback) {
      if (!up) return fallback();
      try {
        return await work();
      } catch (error) {
        if (isReplyError(error)) throw error;
        away(error);
        return fallback();
      }
    },
    onChange: (listener) => void listeners.add(listener),
    close() {
      closing = true;
      if (probing) clearInterval(probing);
      probing = null;
    },
  };
}

/** An error Redis answered (ioredis's ReplyError), as opposed to one of reaching it. */
function isReplyError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ReplyError';
}
