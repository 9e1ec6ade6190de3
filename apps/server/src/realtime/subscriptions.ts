import type { Nes } from '@hapi/nes';
import type { Services } from '../services.ts';

/** A Nes subscription declared by the area that publishes on it, with its authorization. */
export interface SubscriptionDefinition {
  path: string;
  options(services: Services): Nes.SubscriptionOptions;
}

export interface SocketMember {
  username: string;
  sessionId: string;
}

/** The member a socket authenticated as (through the `nes` cookie), or null for a visitor. */
export function socketMember(socket: Nes.Socket): SocketMember | null {
  const user: unknown = socket.auth.isAuthenticated ? socket.auth.credentials?.user : null;
  if (typeof user !== 'object' || user === null) return null;
  const { kind, username, sessionId } = user as Record<string, unknown>;
  if (kind !== 'member' || typeof username !== 'string' || typeof sessionId !== 'string')
    return null;
  return { username, sessionId };
}
