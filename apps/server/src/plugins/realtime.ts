import Boom from '@hapi/boom';
import type { Plugin, Request, Server } from '@hapi/hapi';
import Iron from '@hapi/iron';
import Nes, { type Nes as NesTypes } from '@hapi/nes';
import { messages } from '@coinsight/domain/messages';
import { socketAuthPath } from '@coinsight/domain/realtime';
import type { Config } from '../config.ts';
import { DomainError } from '../domainError.ts';
import { toBoom } from '../http/errors.ts';
import { limitNesWebSocketServer } from '../realtime/nesWebSocketServer.ts';
import {
  frameLimits,
  SocketGuard,
  socketLimits,
  type SocketLimits,
} from '../realtime/socketLimits.ts';
import { socketSession } from '../realtime/subscriptions.ts';
import { deriveSecret } from '../security/secrets.ts';
import { authPluginName, socketStrategy } from './auth.ts';

export const nesAuthPath = socketAuthPath;
export const nesCookie = 'nes';
const nesCookiePresent = /(?:^|;)\s*nes=/;

/** Nes reads the allow-list from `origin`; its type declarations call it `origins`. */
interface NesOrigins {
  origin: string[];
}

export const realtimePluginName = 'coinsight-realtime';

/**
 * Nes on the API's own port, tied to the member session. The client GETs /nes/auth (its `sid`
 * cookie goes along) and receives the sealed `nes` cookie, which holds the session id and expires
 * after SOCKET_AUTH_TTL_SECONDS; the websocket upgrade carries it. The session is checked again
 * when the socket says hello, on every subscription, and on its messages; sockets of a session that
 * ends are closed through the bus. Upgrades only from SOCKET_ORIGINS. Socket requests (Nes's way of
 * calling routes over the socket) are refused: the site calls the API over HTTP, where CSRF holds.
 * Frames, sockets per address and per member session, and the time to hello are limited
 * (realtime/socketLimits.ts).
 */
export const realtimePlugin: Plugin<{ config: Config }> = {
  name: realtimePluginName,
  dependencies: [authPluginName],
  async register(server, { config }) {
    const guard = new SocketGuard({ ...socketLimits }, config.cluster.trustedProxies);
    server.expose('limits', guard.limits);
    const iron = { ...Iron.defaults, ttl: config.socketAuthTtlMs, timestampSkewSec: 0 };
    const options: NesTypes.PluginOptions & NesOrigins = {
      auth: {
        type: 'cookie',
        endpoint: nesAuthPath,
        cookie: nesCookie,
        route: { strategies: [socketStrategy], mode: 'try' },
        password: deriveSecret(config.sessionSecret, 'cookie:nes'),
        iron,
        ttl: config.socketAuthTtlMs,
        isSecure: config.cookieSecure,
        isHttpOnly: true,
        isSameSite: 'Strict',
        path: '/',
        index: false,
        // The guard's own deadline replaces Nes's: it closes with a reason and a test can shorten it.
        timeout: false,
      },
      origin: config.socketOrigins,
      heartbeat: { interval: 15_000, timeout: 5_000 },
      onConnection: async (socket) => {
        guard.helloed(socket);
        const session = socketSession(socket);
        if (session === null) return;
        // The socket strategy's verify: the session the credential names must still be open.
        await server.auth.verify(socket as unknown as Request).catch((error: unknown) => {
          setImmediate(() => void socket.disconnect());
          throw error;
        });
        if (!guard.admitMember(socket, session)) {
          setImmediate(() => void socket.disconnect());
          throw toBoom(
            new DomainError('rate_limited', messages.http.socketsPerMember, 'too_many_sockets'),
          );
        }
      },
      onDisconnection: (socket) => guard.left(socket, socketSession(socket)),
    };
    await server.register({ plugin: Nes, options });
    limitNesWebSocketServer(server, frameLimits, (ws, request) => guard.admit(ws, request));

    server.ext('onRequest', (request, h) => {
      if ((request.plugins as { nes?: unknown }).nes)
        throw toBoom(
          new DomainError(
            'forbidden',
            messages.http.socketRequestRefused,
            'socket_request_refused',
          ),
        );
      return h.continue;
    });
    // A visitor's stale credential would otherwise ride along on the next upgrade and be refused.
    server.ext('onPreResponse', (request, h) => {
      if (
        request.path === nesAuthPath &&
        !request.auth.isAuthenticated &&
        nesCookiePresent.test(String(request.headers.cookie ?? ''))
      ) {
        const response = request.response;
        if (!Boom.isBoom(response)) response.unstate(nesCookie);
      }
      return h.continue;
    });
  },
};

/** The running server's socket limits, read on every connection; a test shortens the hello deadline. */
export function socketLimitsOf(server: Server): SocketLimits {
  const exposed = (server.plugins as Record<string, { limits?: SocketLimits } | undefined>)[
    realtimePluginName
  ];
  if (!exposed?.limits) throw new Error('the realtime plugin is not registered');
  return exposed.limits;
}
