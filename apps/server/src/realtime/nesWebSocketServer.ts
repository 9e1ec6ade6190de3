import type { IncomingMessage } from 'node:http';
import type { Server } from '@hapi/hapi';
import type { GuardedWebSocket } from './socketLimits.ts';

type ConnectionListener = (ws: GuardedWebSocket, request: IncomingMessage) => void;

/** The part of ws's WebSocketServer this module touches. */
interface WebSocketServer {
  options: Record<string, unknown>;
  listeners(event: 'connection'): ConnectionListener[];
  removeListener(event: 'connection', listener: ConnectionListener): unknown;
  on(event: 'connection', listener: ConnectionListener): unknown;
}

const broken = (what: string) =>
  new Error(
    `@hapi/nes changed how it holds its ws server (${what}): the socket limits cannot be applied; ` +
      'see apps/server/src/realtime/nesWebSocketServer.ts',
  );

/**
 * Nes 14 builds its ws server with only `server` and `verifyClient`, passes none of ws's limits
 * through, and offers no hook before a socket is added. Its server is reachable at
 * `server.plugins.nes._listener._wss`, an internal: every assumption is checked here, at
 * registration, so a Nes upgrade that moves it stops the server from starting (and the tests of
 * test/socketLimits.test.ts) instead of silently dropping the limits.
 */
export function limitNesWebSocketServer(
  server: Server,
  frameLimits: Readonly<Record<string, number>>,
  admit: (ws: GuardedWebSocket, request: IncomingMessage) => boolean,
): void {
  const nes = (server.plugins as { nes?: { _listener?: { _wss?: Partial<WebSocketServer> } } }).nes;
  const wss = nes?._listener?._wss;
  if (!wss || typeof wss.options !== 'object' || typeof wss.listeners !== 'function')
    throw broken('no server.plugins.nes._listener._wss');
  const { options } = wss;
  // ws reads these options on every upgrade; a key it does not know would be ignored silently.
  for (const [name, value] of Object.entries(frameLimits)) {
    if (typeof options[name] !== 'number') throw broken(`ws has no option ${name}`);
    options[name] = value;
  }
  const listeners = wss.listeners('connection');
  const [addToNes] = listeners;
  if (listeners.length !== 1 || !addToNes || !wss.removeListener || !wss.on)
    throw broken(`${listeners.length} connection listeners`);
  wss.removeListener('connection', addToNes);
  wss.on('connection', (ws, request) => {
    if (admit(ws, request)) addToNes.call(wss, ws, request);
  });
}
