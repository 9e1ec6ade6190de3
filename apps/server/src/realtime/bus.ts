import type { Server } from '@hapi/hapi';
import type { Nes } from '@hapi/nes';
import {
  notificationMessage,
  notificationsPath,
  priceTick,
  roomMessage,
  roomPath,
  btcPriceSubscription,
  newsPublished,
  newsSubscription,
  type NewsPublished,
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

/** Closes every socket opened on these sessions, wherever it is connected. */
export type SessionCloser = (sessionIds: readonly string[]) => Promise<void>;

/**
 * The only way areas push websocket messages. Every message is checked against the contract in
 * packages/domain/src/realtime.ts before it leaves, so a malformed push fails where it is made.
 */
export interface Bus {
  notify(username: string, message: NotificationMessage, options?: PublishOptions): Promise<void>;
  /** `internal` carries the room's member ids, so a removed member's socket is skipped at once. */
  publishRoom(groupNumber: string, message: RoomMessage, options?: PublishOptions): Promise<void>;
  publishPrice(tick: PriceTick): Promise<void>;
  /** A newly stored news item, to every page showing the news (issue 13). */
  publishNews(message: NewsPublished): Promise<void>;
  /** Ends the sockets of sessions that just ended (logout, a login elsewhere, a password change). */
  closeSessions(sessionIds: readonly string[]): Promise<void>;
  /** Hears every price tick published, on whichever instance ticked (followers fill their ring so). */
  onPrice(listener: (tick: PriceTick) => void): void;
  /** Hands a tick that arrived from another instance to the price listeners. */
  heardPrice(tick: PriceTick): void;
}

/**
 * `shared`: the transport delivers every message back to this instance too (Redis), which then
 * hears its own ticks through `heardPrice`; otherwise the listeners hear them as they are sent.
 */
export function createBus(
  transport: Transport,
  closeSessions: SessionCloser = () => Promise.resolve(),
  { shared = false }: { shared?: boolean } = {},
): Bus {
  const priceListeners = new Set<(tick: PriceTick) => void>();
  const heardPrice = (tick: PriceTick) => {
    for (const listener of priceListeners) listener(tick);
  };
  return {
    onPrice: (listener) => void priceListeners.add(listener),
    heardPrice,
    closeSessions: async (sessionIds) => {
      if (sessionIds.length > 0) await closeSessions(sessionIds);
    },
    notify: async (username, message, options) =>
      transport(notificationsPath(username), notificationMessage.parse(message), options),
    publishRoom: async (groupNumber, message, options) =>
      transport(roomPath(groupNumber), roomMessage.parse(message), options),
    publishNews: async (message) => transport(newsSubscription, newsPublished.parse(message)),
    publishPrice: async (tick) => {
      const checked = priceTick.parse(tick);
      await transport(btcPriceSubscription, checked);
      if (!shared) heardPrice(checked);
    },
  };
}

/**
 * Nes's types say publish and eachSocket return nothing; at run time they return the promise of
 * their work. Awaiting it means a frame is written before a close that follows can overtake it.
 */
async function settled(work: unknown): Promise<void> {
  await (work as Promise<void> | undefined);
}

export function nesTransport(server: Server): Transport {
  return (path, message, options) =>
    settled(
      server.publish(
        path,
        message,
        options?.internal === undefined ? {} : { internal: options.internal },
      ),
    );
}

export function nesSessionCloser(
  server: Server,
  sessionOf: (socket: Nes.Socket) => string | null,
): SessionCloser {
  return async (sessionIds) => {
    const ending = new Set(sessionIds);
    await settled(
      server.eachSocket((socket) => {
        const session = sessionOf(socket);
        if (session !== null && ending.has(session)) return socket.disconnect();
      }),
    );
  };
}
