import Boom from '@hapi/boom';
import Iron from '@hapi/iron';
import type {
  AuthCredentials,
  Plugin,
  Request,
  ResponseToolkit,
  Server,
  ServerAuthScheme,
} from '@hapi/hapi';
import { messages } from '@coinsight/domain/messages';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { adminCookie, memberCookie } from '../http/cookies.ts';
import { SealedCookies } from '../http/sealedCookies.ts';
import { deriveSecret } from '../security/secrets.ts';
import type { SessionKind } from '../sessions/credentials.ts';
import { sessionIdOf, type SessionLookup } from '../sessions/sessionLookup.ts';

/** What the sealed cookie holds: only the session token; everything else is read from the database. */
const cookieSession = z.object({ token: z.string().min(1).max(128) });
export type CookieSession = z.infer<typeof cookieSession>;

/** A hapi strategy for routes outside the contract: the member session (`auth: { strategies: ['session'] }`). */
export const memberStrategy = 'session';

/** The strategy of /nes/auth: the member session, reduced to the session id the `nes` cookie seals. */
export const socketStrategy = 'socket-session';

const cookieOf = { member: memberCookie, admin: adminCookie } as const;

function socketScheme(sessions: SessionLookup): ServerAuthScheme {
  return () => ({
    async authenticate(request, h) {
      const { member } = await request.server.app.sessions.resolve(request, h, false);
      const sessionId = member?.sessionId;
      if (!sessionId) throw Boom.unauthorized(null, socketStrategy);
      // Nothing else goes into the seal: a socket reads its member from the database on each use.
      return h.authenticated({ credentials: { sessionId } as AuthCredentials });
    },
    // Nes calls this on a socket's messages, at most once per heartbeat interval.
    async verify(auth) {
      const sessionId = (auth.credentials as { sessionId?: unknown } | null)?.sessionId;
      if (typeof sessionId !== 'string' || !(await sessions.isSessionActive(sessionId)))
        throw Boom.unauthorized(messages.account.sessionEnded);
    },
  });
}

export const authPluginName = 'coinsight-auth';

/**
 * The member session (cookie `sid`) and the admin session (cookie `admin_sid`): each an iron seal
 * of the session token, looked up in the database on every request (through the session cache),
 * so a session ended there (logout, a login elsewhere, force_logout, a freeze) stops working at
 * once. The contract routes read them through `server.app.sessions` rather than hapi's auth in
 * 'try' mode, which raised two Boom errors for every visitor; a seal is opened once per cookie
 * string (http/sealedCookies.ts). And `socket-session`, the member session as the websocket's
 * sealed credential carries it.
 */
export const authPlugin: Plugin<{ config: Config; sessions: SessionLookup }> = {
  name: authPluginName,
  register(server, { config, sessions }) {
    const sealed = {} as Record<SessionKind, { password: string; cookies: SealedCookies<string> }>;
    for (const kind of ['member', 'admin'] as const) {
      const name = cookieOf[kind];
      const password = deriveSecret(config.sessionSecret, `cookie:${name}`);
      // Parsed as the raw sealed text: the strategy opens it, through the cache, only when asked.
      server.state(name, {
        encoding: 'none',
        isSecure: config.cookieSecure,
        isHttpOnly: true,
        isSameSite: 'Lax',
        path: '/',
        // A session cookie lives until the browser closes or the server ends the session.
        ttl: null,
        ignoreErrors: true,
        clearInvalid: true,
      });
      // Kept as the session id the token hashes to, so a known cookie costs no hash per request.
      const cookies = new SealedCookies(password, (value) => {
        const parsed = cookieSession.safeParse(value);
        return parsed.success ? sessionIdOf(parsed.data.token) : null;
      });
      sealed[kind] = { password, cookies };
    }

    /** The credentials a sealed cookie value stands for, or null when it opens no session. */
    const open = async (kind: SessionKind, raw: string) => {
      const sessionId = await sealed[kind].cookies.open(raw);
      // A database that is away throws here: the error mapping answers 503, and the cookie stays.
      return sessionId === null ? null : await sessions.authenticateSession(sessionId, kind);
    };

    /** The credentials of one cookie, or null (and the cookie cleared) when it opens no session. */
    const sessionOf = async (request: Request, h: ResponseToolkit, kind: SessionKind) => {
      const name = cookieOf[kind];
      const raw: unknown = (request.state as Record<string, unknown> | null)?.[name];
      if (typeof raw !== 'string' || raw === '') return null;
      const credentials = await open(kind, raw);
      if (!credentials) h.unstate(name);
      return credentials;
    };

    server.app.sessions = {
      open,
      async resolve(request, h, admin) {
        const known = request.app.sessions;
        if (known && (known.adminAsked || !admin)) return known;
        const adminUser = admin ? await sessionOf(request, h, 'admin') : null;
        const member = adminUser ? null : await sessionOf(request, h, 'member');
        const resolved = { member, admin: adminUser, adminAsked: admin };
        request.app.sessions = resolved;
        request.app.cookieToolkit = h;
        return resolved;
      },
    };
    sealers.set(server.app, sealed);
    // For the few routes outside the contract that read the member (the sandbox pay page).
    server.auth.scheme(memberStrategy, () => ({
      async authenticate(request, h) {
        const { member } = await server.app.sessions.resolve(request, h, false);
        if (!member) throw Boom.unauthorized(null, memberStrategy);
        return h.authenticated({ credentials: { user: member } });
      },
    }));
    server.auth.strategy(memberStrategy, memberStrategy);
    server.auth.scheme(socketStrategy, socketScheme(sessions));
    server.auth.strategy(socketStrategy, socketStrategy);
  },
};

/** The passwords by server (its shared `app`), for sessionCookie. */
const sealers = new WeakMap<object, Record<SessionKind, { password: string }>>();

/** The part of the response the login routes use. */
interface CookieAuthApi {
  set(session: CookieSession): void;
  clear(): void;
}

/** The iron options of a session cookie's seal: the state itself is parsed raw. */
function sealing(server: { app: object }, kind: SessionKind) {
  const keys = sealers.get(server.app);
  if (!keys) throw new Error('the session cookies are not registered');
  return { encoding: 'iron' as const, password: keys[kind].password, iron: Iron.defaults };
}

/**
 * The Set-Cookie line a login would send for this token (tests, benches and the e2e harness open
 * sessions without the login form).
 */
export async function sessionSetCookie(
  server: Server,
  kind: SessionKind,
  token: string,
): Promise<string> {
  // The iron encoding takes an object, which hapi's types (string only) do not describe.
  const value = { token } as unknown as string;
  const header = await server.states.format({
    name: cookieOf[kind],
    value,
    options: sealing(server, kind),
  });
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error('could not format the session cookie');
  return line;
}

/** Sets or clears the member (`sid`) or admin (`admin_sid`) session cookie of this response. */
export function sessionCookie(request: Request, kind: SessionKind): CookieAuthApi {
  const h = request.app.cookieToolkit;
  if (!h) throw new Error('this route does not read the session cookies');
  const name = cookieOf[kind];
  return {
    // Sealed when the response is written, as the cookie is parsed raw.
    set: (session) => h.state(name, session, sealing(request.server, kind)),
    clear: () => h.unstate(name),
  };
}
