import Cookie from '@hapi/cookie';
import Boom from '@hapi/boom';
import type { AuthCredentials, Plugin, Request, ServerAuthScheme } from '@hapi/hapi';
import { messages } from '@coinsight/domain/messages';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { isDatabaseUnavailable } from '../http/errors.ts';
import { deriveSecret } from '../security/secrets.ts';
import type { AccountService } from '../modules/account/service.ts';

export const memberCookie = 'sid';
export const adminCookie = 'admin_sid';

/** What the sealed cookie holds: only the session token; everything else is read from the database. */
const cookieSession = z.object({ token: z.string().min(1).max(128) });
export type CookieSession = z.infer<typeof cookieSession>;

/** The strategy of /nes/auth: the member session, reduced to the session id the `nes` cookie seals. */
export const socketStrategy = 'socket-session';

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
 * @hapi/cookie reads any error of `validate` as an invalid session and clears the cookie: a
 * database that is briefly away would log every member out. It lets system errors through
 * untouched, so the outage travels as one (its cause kept) and answers 503 (http/errors.ts).
 */
function passOutage(error: unknown): never {
  if (isDatabaseUnavailable(error)) throw new TypeError('database unavailable', { cause: error });
  throw error;
}

export const authPluginName = 'coinsight-auth';

/**
 * Two @hapi/cookie strategies: `session` for members (cookie `sid`) and `admin` for the admin
 * login (cookie `admin_sid`). Each looks the session up on every request, so a session ended in
 * the database (logout, a login elsewhere) stops working at once. And `socket-session`, the
 * member session as the websocket's sealed credential carries it.
 */
export const authPlugin: Plugin<{ config: Config; account: AccountService }> = {
  name: authPluginName,
  async register(server, { config, account }) {
    await server.register(Cookie);
    const strategy = (name: string, cookie: string, kind: 'member' | 'admin') => {
      server.auth.strategy(name, 'cookie', {
        cookie: {
          name: cookie,
          password: deriveSecret(config.sessionSecret, `cookie:${cookie}`),
          isSecure: config.cookieSecure,
          isHttpOnly: true,
          isSameSite: 'Lax',
          path: '/',
          // A session cookie lives until the browser closes or the server ends the session.
          ttl: null,
          clearInvalid: true,
          ignoreErrors: true,
        },
        requestDecoratorName: kind === 'member' ? 'cookieAuth' : 'adminCookieAuth',
        validate: async (_request: Request, session: object) => {
          const parsed = cookieSession.safeParse(session);
          if (!parsed.success) return { isValid: false };
          const credentials = await account.authenticate(parsed.data.token, kind).catch(passOutage);
          return credentials
            ? { isValid: true, credentials: { user: credentials, scope: [kind] } }
            : { isValid: false };
        },
      });
    };
    strategy('session', memberCookie, 'member');
    strategy('admin', adminCookie, 'admin');
    server.auth.scheme(socketStrategy, socketScheme(account));
    server.auth.strategy(socketStrategy, socketStrategy);
  },
};

/** The part of @hapi/cookie's request decoration the login routes use. */
interface CookieAuthApi {
  set(session: CookieSession): void;
  clear(): void;
}

/** Sets or clears the member (`sid`) or admin (`admin_sid`) session cookie of this response. */
export function sessionCookie(request: Request, kind: 'member' | 'admin'): CookieAuthApi {
  const decorated = (request as unknown as Record<string, CookieAuthApi | undefined>)[
    kind === 'member' ? 'cookieAuth' : 'adminCookieAuth'
  ];
  if (!decorated) throw new Error('the cookie strategies are not registered');
  return decorated;
}
