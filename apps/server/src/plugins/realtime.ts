import type { Plugin } from '@hapi/hapi';
import Nes from '@hapi/nes';
import type { Config } from '../config.ts';
import type { SubscriptionDefinition } from '../realtime/subscriptions.ts';
import { deriveSecret } from '../security/secrets.ts';
import type { Services } from '../services.ts';

export const nesAuthPath = '/nes/auth';
export const nesCookie = 'nes';

/**
 * Nes on the API's own port. Authentication is Nes's cookie mode on top of the member session:
 * the client GETs /nes/auth (its `sid` cookie goes along), receives the sealed `nes` cookie, and
 * the websocket upgrade carries it. Visitors connect unauthenticated and may only use open paths.
 */
export const realtimePlugin: Plugin<{
  config: Config;
  subscriptions: readonly SubscriptionDefinition[];
  services: () => Services;
}> = {
  name: 'coinsight-realtime',
  async register(server, { config, subscriptions, services }) {
    await server.register({
      plugin: Nes,
      options: {
        auth: {
          type: 'cookie',
          endpoint: nesAuthPath,
          cookie: nesCookie,
          route: { strategies: ['session'], mode: 'try' },
          password: deriveSecret(config.sessionSecret, 'cookie:nes'),
          isSecure: config.cookieSecure,
          isHttpOnly: true,
          isSameSite: 'Lax',
          path: '/',
          index: false,
        },
        heartbeat: { interval: 15_000, timeout: 5_000 },
      },
    });
    for (const subscription of subscriptions) {
      server.subscription(subscription.path, subscription.options(services()));
    }
  },
};
