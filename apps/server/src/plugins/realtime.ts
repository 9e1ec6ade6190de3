import Boom from '@hapi/boom';
import type { AuthCredentials, Plugin, ServerAuthScheme } from '@hapi/hapi';
import Iron from '@hapi/iron';
import Nes, { type Nes as NesTypes } from '@hapi/nes';
import { messages } from '@coinsight/domain/messages';
import type { Config } from '../config.ts';
import { DomainError, toBoom } from '../http/errors.ts';
import type { AccountService } from '../modules/account/service.ts';
import { socketSession, type SubscriptionDefinition } from '../realtime/subscriptions.ts';
import { deriveSecret } from '../security/secrets.ts';
import type { Services } from '../services.ts';

export const nesAuthPath = '/nes/auth';
export const nesCookie = 'nes';
const nesCookiePresent = /(?:^|;)\s*nes=/;

/** Nes reads the allow-list from `origin`; its type declarations call it `origins`. */
interface NesOrigins {
  origin: string[];
}

/** The strategy of /nes/auth: the member session, reduced to the session id the `nes` cookie seals. */
const socketStrategy = 'socket-session';

function socketScheme(account: AccountService): ServerAuthScheme {
  return () => ({
    async authenticate(request, h) {
      const { credentials } = await request.server.auth
        .test('session', request)
        .catch(() => ({ credentials: null }));
      const sessionId = credentials?.user?.sessionId;
      if (!sessionId) throw Boom.unauthorized(null, socketStrategy);
      // Nothing else goes into the seal: a socket reads its member from the database on each use.
      return h.authenticated({ credentials: { sessionId } as AuthCredentials });
    },
    // Nes calls this on a socket's messages, at most once per heartbeat interval.
    async verify(auth) {
      const sessionId = (auth.credentials as { sessionId?: unknown } | null)?.sessionId;
      if (typeof sessionId !== 'string' || !(await account.isSessionActive(sessionId)))
        throw Boom.unauthorized(messages.account.sessionEnded);
    },
  });
}

/**
 * Nes on the API's own port, tied to the member session. The client GETs /nes/auth (its `sid`
 * cookie goes along) and receives the sealed `nes` cookie, which holds the session id and expires
 * after SOCKET_AUTH_TTL_SECONDS; the websocket upgrade carries it. The session is checked again
 * when the socket says hello, on every subscription, and on its messages; sockets of a session that
 * ends are closed through the bus. Upgrades only from SOCKET_ORIGINS. Socket requests (Nes's way of
 * calling routes over the socket) are refused: the site calls the API over HTTP, where CSRF holds.
 */
export const realtimePlugin: Plugin<{
  config: Config;
  account: AccountService;
  subscriptions: readonly SubscriptionDefinition[];
  services: () => Services;
}> = {
  name: 'coinsight-realtime',
  async register(server, { config, account, subscriptions, services }) {
    server.auth.scheme(socketStrategy, socketScheme(account));
    server.auth.strategy(socketStrategy, socketStrategy);
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
      },
      origin: config.socketOrigins,
      heartbeat: { interval: 15_000, timeout: 5_000 },
      onConnection: async (socket) => {
        const session = socketSession(socket);
        if (session !== null && !(await account.isSessionActive(session))) {
          setImmediate(() => void socket.disconnect());
          throw Boom.unauthorized(messages.account.sessionEnded);
        }
      },
    };
    await server.register({ plugin: Nes, options });

    server.ext('onRequest', (request, h) => {
      if ((request.plugins as { nes?: unknown }).nes)
        throw toBoom(
          new DomainError(403, messages.http.socketRequestRefused, 'socket_request_refused'),
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

    for (const subscription of subscriptions) {
      server.subscription(subscription.path, subscription.options(services()));
    }
  },
};
