import type { Logger } from 'pino';
import type { PublishOptions, SessionCloser, Transport } from '../realtime/bus.ts';
import type { SharedRedis } from './redis.ts';

/** What travels on the shared channel. */
type Envelope =
  | { kind: 'publish'; path: string; message: unknown; internal?: unknown }
  | { kind: 'close'; sessionIds: string[] }
  | { kind: 'forget' };

/** What this instance does with what any instance (itself included) put on the channel. */
export interface LocalDelivery {
  /** Pushes to this instance's sockets (Nes), filters and all. */
  publish: Transport;
  /** Closes this instance's sockets of these sessions and forgets them in its caches. */
  closeSessions: SessionCloser;
  /** Forgets every cached session: an instance wrote to sessions, members or admins. */
  forget: () => void;
}

/**
 * The realtime bus across instances: a publish or a session closing goes to one Redis channel and
 * every instance, this one included, delivers it to its own sockets. One connection publishes, so
 * the messages of one instance arrive in the order it sent them (a force_logout before the close
 * of the socket it is meant for).
 *
 * While Redis is away, what this instance sends is delivered to its own sockets only (in the same
 * order), so a member connected here still gets what happens here; the other instances' sockets
 * miss it until Redis is back (the outage is logged once, by the link). Nothing is queued for
 * later: a late force_logout or chat message would be wrong or stale by then.
 */
export async function redisBus(
  { command, subscriber, prefix, link }: SharedRedis,
  local: LocalDelivery,
  logger: Logger,
): Promise<{ transport: Transport; closeSessions: SessionCloser; forget: () => Promise<void> }> {
  const channel = `${prefix}bus`;
  // One after another: a close must not overtake the force_logout published just before it.
  let queue: Promise<void> = Promise.resolve();
  const deliver = (envelope: Envelope): Promise<void> => {
    // Forgetting is not queued: it must not wait behind slower deliveries.
    if (envelope.kind === 'forget') return Promise.resolve(local.forget());
    const delivery = () =>
      envelope.kind === 'publish'
        ? local.publish(
            envelope.path,
            envelope.message,
            envelope.internal === undefined ? {} : { internal: envelope.internal },
          )
        : local.closeSessions(envelope.sessionIds);
    queue = queue
      .then(delivery)
      .catch((error: unknown) =>
        logger.warn({ err: error, kind: envelope.kind }, 'a bus message was not delivered'),
      );
    return queue;
  };
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      logger.warn('a bus message that is not JSON was ignored');
      return;
    }
    void deliver(envelope);
  });
  await subscriber.subscribe(channel);
  const send = (envelope: Envelope) =>
    link.attempt(
      async () => void (await command.publish(channel, JSON.stringify(envelope))),
      () => deliver(envelope),
    );
  return {
    transport: (path: string, message: unknown, options?: PublishOptions) =>
      send({ kind: 'publish', path, message, internal: options?.internal }),
    closeSessions: (sessionIds) => send({ kind: 'close', sessionIds: [...sessionIds] }),
    forget: () => send({ kind: 'forget' }),
  };
}
