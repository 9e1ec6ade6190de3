import type { Server } from '@hapi/hapi';
import {
  notificationMessage,
  notificationsPath,
  priceTick,
  roomMessage,
  roomPath,
  btcPriceSubscription,
  type NotificationMessage,
  type PriceTick,
  type RoomMessage,
} from '@coinsight/domain/realtime';

export interface PublishOptions {
  /** Data for the subscription's filter that the client never sees (e.g. which sessions to reach). */
  internal?: unknown;
}

/** How a message leaves this process: Nes in-process by default, a shared broker when instances multiply. */
export type Transport = (path: string, message: unknown, options?: PublishOptions) => Promise<void>;

/**
 * The only way areas push websocket messages. Every message is checked against the contract in
 * packages/domain/src/realtime.ts before it leaves, so a malformed push fails where it is made.
 */
export interface Bus {
  notify(username: string, message: NotificationMessage, options?: PublishOptions): Promise<void>;
  publishRoom(groupNumber: string, message: RoomMessage): Promise<void>;
  publishPrice(tick: PriceTick): Promise<void>;
}

export function createBus(transport: Transport): Bus {
  return {
    notify: async (username, message, options) =>
      transport(notificationsPath(username), notificationMessage.parse(message), options),
    publishRoom: async (groupNumber, message) =>
      transport(roomPath(groupNumber), roomMessage.parse(message)),
    publishPrice: async (tick) => transport(btcPriceSubscription, priceTick.parse(tick)),
  };
}

export function nesTransport(server: Server): Transport {
  return (path, message, options) => {
    server.publish(
      path,
      message,
      options?.internal === undefined ? {} : { internal: options.internal },
    );
    return Promise.resolve();
  };
}
