import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

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
  close(): Promise<void>;
}

/**
 * Connects both connections; rejects when Redis does not answer, so a bad REDIS_URL stops the start.
 * The client is loaded here, not at the start: a single-process server never needs it.
 */
export async function connectRedis(url: string, prefix = 'coinsight:'): Promise<SharedRedis> {
  const { Redis: Client } = await import('ioredis');
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true };
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
  return {
    command,
    subscriber,
    prefix,
    instanceId: randomBytes(8).toString('hex'),
    async close() {
      await Promise.allSettled([command.quit(), subscriber.quit()]);
    },
  };
}
