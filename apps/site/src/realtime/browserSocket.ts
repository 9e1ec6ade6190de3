import { socketAuthPath, socketPath } from '@coinsight/domain/realtime';
import { Client } from '@hapi/nes/lib/client';
import { RealtimeConnection, type SocketClient } from './connection.ts';

export function socketUrl(
  page: Pick<Location, 'protocol' | 'host'> = window.location,
): `ws://${string}` | `wss://${string}` {
  return page.protocol === 'https:'
    ? `wss://${page.host}${socketPath}`
    : `ws://${page.host}${socketPath}`;
}

/** The server gives the socket its session (an HttpOnly cookie) at /nes/auth before each connect. */
async function authenticate(): Promise<void> {
  const response = await fetch(socketAuthPath, { credentials: 'include' });
  if (!response.ok) throw new Error(`socket authentication answered ${response.status}`);
}

/** A connection to this page's own server, for notifications, chat rooms and prices. */
export function createBrowserConnection(): RealtimeConnection {
  return new RealtimeConnection({
    createClient: (): SocketClient => new Client(socketUrl()),
    authenticate,
  });
}
