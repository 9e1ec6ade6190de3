import Cookie from '@hapi/cookie';
import type { Plugin, Request } from '@hapi/hapi';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { deriveSecret } from '../security/secrets.ts';
import type { AccountService } from '../modules/account/service.ts';

export const memberCookie = 'sid';
export const adminCookie = 'admin_sid';

/** What the sealed cookie holds: only the session token; everything else is read from the database. */
const cookieSession = z.object({ token: z.string().min(1).max(128) });
export type CookieSession = z.infer<typeof cookieSession>;

/**
 * Two @hapi/cookie strategies: `session` for members (cookie `sid`) and `admin` for the admin
 * login (cookie `admin_sid`). Each looks the session up on every request, so a session ended in
 * the database (logout, a login elsewhere) stops working at once.
 */
export const authPlugin: Plugin<{ config: Config; account: AccountService }> = {
  name: 'coinsight-auth',
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
          const credentials = await account.authenticate(parsed.data.token, kind);
          return credentials
            ? { isValid: true, credentials: { user: credentials, scope: [kind] } }
            : { isValid: false };
        },
      });
    };
    strategy('session', memberCookie, 'member');
    strategy('admin', adminCookie, 'admin');
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
