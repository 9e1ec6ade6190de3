import type { Server } from '@hapi/hapi';

export interface PublishOptions {
  /** Data for the subscription's filter that the client never sees (e.g. which sessions to reach). */
  internal?: unknown;
}

/**
 * The only way areas push websocket messages. The default delivers in-process through Nes; a
 * shared broker (Redis) can replace it when several server instances run behind a balancer.
 */
export interface Bus {
  publish(path: string, message: unknown, options?: PublishOptions): Promise<void>;
}

export function inProcessBus(server: Server): Bus {
  return {
    publish: (path, message, options) => {
      server.publish(path, message, options?.internal === undefined ? {} : { internal: options.internal });
      return Promise.resolve();
    },
  };
}
