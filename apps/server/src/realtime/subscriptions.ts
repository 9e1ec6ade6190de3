import type { Nes } from '@hapi/nes';
import type { MemberCredentials } from '../sessions/credentials.ts';
/** A Nes subscription declared by the area that publishes on it, with its authorization. */
export interface SubscriptionDefinition {
  path: string;
  options: Nes.SubscriptionOptions;
}

/** The session a socket opened on, from the sealed `nes` credential (which holds nothing else), or null for a visitor. */
export function socketSession(socket: Nes.Socket): string | null {
  const credentials: unknown = socket.auth.isAuthenticated ? socket.auth.credentials : null;
  if (typeof credentials !== 'object' || credentials === null) return null;
  const { sessionId } = credentials as Record<string, unknown>;
  return typeof sessionId === 'string' ? sessionId : null;
}

/** What a socket knows of its member once a subscription has checked the session. */
interface SocketApp {
  member?: MemberCredentials;
}

/**
 * The member whose session the socket opened on, read from the database now, so an ended session
 * (logout, a login elsewhere, a password change) is refused as it is over HTTP. Null for a visitor
 * or an ended session. The answer is kept on the socket for the subscription filters.
 */
export async function socketMember(
  socket: Nes.Socket,
  lookUp: (sessionId: string) => Promise<MemberCredentials | null>,
): Promise<MemberCredentials | null> {
  const session = socketSession(socket);
  const member = session === null ? null : await lookUp(session);
  const app = socket.app as SocketApp;
  if (member) app.member = member;
  else delete app.member;
  return member;
}

/** The member a subscription of this socket last checked, for filters that run on every publish. */
export function checkedSocketMember(socket: Nes.Socket): MemberCredentials | null {
  return (socket.app as SocketApp).member ?? null;
}
