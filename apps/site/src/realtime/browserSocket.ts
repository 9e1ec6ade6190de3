import { socketAuthPath, socketPath } from '@coinsight/domain/realtimePaths';
import type { Client } from '@hapi/nes/lib/client';
import { RealtimeConnection, type SocketClient } from './connection.ts';

export function socketUrl(
  page: Pick<Location, 'protocol' | 'host'> = window.location,
): `ws://${string}` | `wss://${string}` {
  return page.protocol === 'https:'
    ? `wss://${page.host}${socketPath}`
    : `ws://${page.host}${socketPath}`;
}

// Nes's client loads with the first connection, not with the entry: most pages open no socket.
let NesClient: typeof Client | null = null;

/**
 * The server gives the socket its session (an HttpOnly cookie) at /nes/auth before each connect; the
 * Nes client is loaded beside it, so it is there when the connection creates its client.
 */
async function authenticate(): Promise<void> {
  NesClient ??= (await import('@hapi/nes/lib/client')).Client;
  const response = await fetch(socketAuthPath, { credentials: 'include' });
  if (!response.ok) throw new Error(`socket authentication answered ${response.status}`);
}

/** A connection to this page's own server, for notifications, chat rooms and prices. */
export function createBrowserConnection(): RealtimeConnection {
  return new RealtimeConnection({
    createClient: (): SocketClient => {
      if (!NesClient) throw new Error('the Nes client is loaded by authenticate, which runs first');
      return new NesClient(socketUrl());
    },
    authenticate,
  });
}
