import Crumb from '@hapi/crumb';
import type { Plugin, Request } from '@hapi/hapi';
import type { Config } from '../config.ts';
import { csrfCookie } from '../http/cookies.ts';

export const csrfHeader = 'X-CSRF-Token';

const stateChanging = new Set(['post', 'put', 'patch', 'delete']);

/**
 * @hapi/crumb in restful mode: the site reads the `crumb` cookie (so not HttpOnly) and sends it
 * back in X-CSRF-Token on each state change; another site can neither read the cookie nor set the
 * header. Every response to a visitor without the cookie sets it, the first page load included.
 */
export const csrfPlugin: Plugin<{ config: Config }> = {
  name: 'coinsight-csrf',
  async register(server, { config }) {
    await server.register({
      plugin: Crumb,
      options: {
        key: csrfCookie,
        headerName: csrfHeader,
        restful: true,
        cookieOptions: {
          path: '/',
          isHttpOnly: false,
          isSameSite: 'Strict',
          isSecure: config.cookieSecure,
          ttl: null,
        },
        // Routes the contract exempts, and the catch-alls that only refuse, neither check nor rotate the cookie.
        skip: (request?: Request) => {
          if (!request) return false;
          const app = request.route.settings.app;
          // hapi's built-in not-found route: it only refuses, so no cookie for it.
          if ((request.route.method as string) === '_special') return true;
          return Boolean(app?.noCsrf) || (app?.csrf === false && stateChanging.has(request.method));
        },
      },
    });
  },
};
