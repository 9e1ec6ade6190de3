import { randomBytes } from 'node:crypto';
import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { silentLogger } from '../logger.ts';
import { watchRedis, type RedisLink } from './redisLink.ts';

/**
 * What several instances share through one Redis: a connection for commands and publishing, one
 * for the bus subscription (a subscribed connection can do nothing else), the key prefix every
 * key and channel starts with, and this instance's id (the value of the leases it holds).
 */
export interface SharedRedis {
  command: Redis;
  subscriber: Redis;
  prefix: string;
  instanceId: string;
  /** Whether Redis answers now; every use goes through its `attempt`, with a fallback of its own. */
  link: RedisLink;
  close(): Promise<void>;
}

/**
 * Redis is optional at every call once the server runs: a command waits at most `commandTimeout`,
 * none waits for a connection that is down (no offline queue, no retry of a command), and the
 * connections reconnect by themselves, at most a second apart, for as long as it takes.
 */
const options: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 500,
  connectTimeout: 2_000,
  retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
};

/**
 * Connects both connections; rejects when Redis does not answer, so a bad REDIS_URL stops the start.
 * The client is loaded here, not at the start: a single-process server never needs it.
 */
export async function connectRedis(
  url: string,
  prefix = 'coinsight:',
  logger?: Logger,
): Promise<SharedRedis> {
  const { Redis: Client } = await import('ioredis');
  const command = new Client(url, options);
  const subscriber = new Client(url, options);
  try {
    await Promise.all([command.connect(), subscriber.connect()]);
  } catch (error) {
    command.disconnect();
    subscriber.disconnect();
    throw new Error(
      `REDIS_URL: no answer from ${new URL(url).host} (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  const link = watchRedis(command, subscriber, logger ?? silentLogger());
  return {
    command,
    subscriber,
    prefix,
    instanceId: randomBytes(8).toString('hex'),
    link,
    async close() {
      link.close();
      if (!link.up) {
        command.disconnect();
        subscriber.disconnect();
        return;
      }
      await Promise.allSettled([command.quit(), subscriber.quit()]);
    },
  };
}
