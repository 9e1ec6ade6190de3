import { messages } from '@coinsight/domain/messages';
import Hapi, { type Server } from '@hapi/hapi';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { endpoints } from './contract.ts';
import { SourceRegistry } from './sources/registry.ts';
import type { Core } from './core.ts';
import type { Db } from './db/knex.ts';
import {
  defaultMaxBytes,
  methodNotAllowedRoutes,
  type ContractRoute,
  type ResponseChecking,
} from './http/contractRoute.ts';
import { DomainError } from './domainError.ts';
import { registerErrorMapping, toBoom } from './http/errors.ts';
import { localJobs } from './jobs/jobs.ts';
import { dbAuditLog } from './audit/auditLog.ts';
import { createLogger, logRequests, requestLog } from './logger.ts';
import { registerFastReads } from './http/fastReads.ts';
import type { AreaExposed } from './modules/area.ts';
import { areas, contractRoutes } from './modules/index.ts';
import { createMailer } from './providers/mail/index.ts';
import { createLimits } from './limits/index.ts';
import type { CounterStore } from './limits/counterStore.ts';
import { systemClock, type Clock } from './clock.ts';
import { contentSecurityPlugin } from './plugins/contentSecurity.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { documentationPlugin } from './plugins/documentation.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { sitePlugin } from './plugins/site.ts';
import { storybookPlugin } from './plugins/storybook.ts';
import { btcPriceSubscription, priceTick } from '@coinsight/domain/realtime';
import { redisBus } from './cluster/bus.ts';
import { redisCounterStore } from './cluster/counterStore.ts';
import { leasedJobs } from './cluster/jobs.ts';
import { connectRedis, type SharedRedis } from './cluster/redis.ts';
import { sessionCacheFor } from './cache/sessionCache.ts';
import {
  createBus,
  nesSessionCloser,
  nesTransport,
  type Bus,
  type SessionCloser,
} from './realtime/bus.ts';
import { socketSession } from './realtime/subscriptions.ts';
import type { Services } from './services.ts';

export interface CreateServerOptions {
  /** The database, migrated and seeded already (startup.ts does that). */
  db: Db;
  /**
   * Parse every response with the endpoint's schema: `true` makes a mismatch a 500 and an error log
   * (tests), `'log'` only logs it (development). Off by default: production skips the cost.
   */
  validateResponses?: ResponseChecking;
  logger?: Logger;
  /** Extra contract routes (tests register test-only endpoints through the same helper). */
  extraRoutes?: readonly ContractRoute<void>[];
  /** The server's time; tests pass one they can move, so expiries and slow-downs need no real waiting. */
  clock?: Clock;
  /** Where rate-limit counters live (in memory, or Redis with REDIS_URL, by default). */
  counterStore?: CounterStore;
  /** With REDIS_URL: what every key and channel starts with (tests give each deployment its own). */
  redisPrefix?: string;
  /**
   * Answer the cached reads before hapi builds a request (http/fastReads.ts). @default true;
   * tests turn it off to compare the two paths' answers.
   */
  fastReads?: boolean;
}

export type AppServer = Server & {
  readonly db: Db;
  readonly bus: Bus;
  readonly services: Services;
  readonly logger: Logger;
};

/**
 * The realtime bus: Nes in this process, or with REDIS_URL one Redis channel that every instance
 * delivers to its own sockets (and, for price ticks, to its price feed).
 */
async function busFor(
  server: Server,
  db: Db,
  shared: SharedRedis | null,
  logger: Logger,
): Promise<Bus> {
  const nes = nesTransport(server);
  const sessions = sessionCacheFor(db);
  const closeSockets = nesSessionCloser(server, socketSession);
  const closeHere: SessionCloser = async (sessionIds) => {
    sessions.drop(sessionIds);
    await closeSockets(sessionIds);
  };
  if (!shared) return createBus(nes, closeHere);
  const remote = await redisBus(
    shared,
    {
      publish: async (path, message, options) => {
        await nes(path, message, options);
        if (path === btcPriceSubscription) bus.heardPrice(priceTick.parse(message));
      },
      closeSessions: closeHere,
      forget: () => sessions.clear(),
    },
    logger,
  );
  sessions.onWrite(() => void remote.forget().catch(() => {}));
  // Endings on other instances cannot reach this cache while Redis is away, nor those missed then.
  shared.link.onChange((up) => sessions.bypass(!up));
  const bus = createBus(remote.transport, remote.closeSessions, { shared: true });
  return bus;
}

/**
 * Builds the whole server on a ready database — the shared plugins, then every area of
 * modules/index.ts — and initialises it without listening. Adding an area does not touch this file.
 */
export async function createServer(
  config: Config,
  options: CreateServerOptions,
): Promise<AppServer> {
  const { db } = options;
  const logger = options.logger ?? createLogger(config);
  if (config.sessionSecretGenerated) {
    logger.warn(
      'SESSION_SECRET is not set: using a random one for this run, so sessions end when the server restarts',
    );
  }
  if (config.nodeEnv === 'production' && !config.cookieSecure) {
    logger.warn(
      'COOKIE_SECURE=false in production: session cookies travel over plain HTTP and no HSTS is sent; serve over HTTPS and unset it',
    );
  }

  const server = Hapi.server({
    port: config.port,
    host: config.host,
    router: { stripTrailingSlash: false },
    routes: {
      payload: { maxBytes: defaultMaxBytes },
      // A malformed cookie from elsewhere on the domain must not turn every request into a 400.
      state: { parse: true, failAction: 'ignore' },
      security: {
        noSniff: true,
        xframe: 'sameorigin',
        referrer: 'strict-origin-when-cross-origin',
        hsts: false,
      },
    },
  });

  const clock = options.clock ?? systemClock;
  const shared = config.cluster.redisUrl
    ? await connectRedis(config.cluster.redisUrl, options.redisPrefix, logger)
    : null;
  const bus = await busFor(server, db, shared, logger);
  const mailer = createMailer(config.mail, db, clock, (error) =>
    logger.error({ err: error }, 'mail delivery failed'),
  );
  const core: Core = {
    config,
    db,
    logger,
    bus,
    clock,
    limits: createLimits(
      config.limits,
      clock,
      options.counterStore ?? (shared ? redisCounterStore(shared) : undefined),
    ),
    mailer,
    jobs: shared ? leasedJobs(shared, logger) : localJobs(logger),
    audit: dbAuditLog(db, clock),
    sources: new SourceRegistry(db, clock, logger),
  };
  server.app.core = core;
  // A server built for inject() (tests, tools) never starts, so its jobs stay quiet.
  server.ext('onPostStart', () => core.jobs.start());
  server.ext('onPreStop', async () => {
    await core.jobs.stop();
    await core.sources.idle();
  });

  const validateResponses = options.validateResponses ?? false;
  await server.register([
    { plugin: csrfPlugin, options: { config } },
    { plugin: contentSecurityPlugin },
    ...areas.map((plugin) => ({ plugin, options: { validateResponses } })),
    // After the areas: its /nes/auth route authenticates with the account area's socket strategy.
    { plugin: realtimePlugin, options: { config } },
    { plugin: storybookPlugin, options: { dir: config.storybookDir } },
    { plugin: sitePlugin, options: { siteDir: config.siteDir } },
    { plugin: documentationPlugin, options: { endpoints } },
  ]);

  const extraRoutes = options.extraRoutes ?? [];
  server.route(extraRoutes.map((r) => r.toHapi({ validateResponses, deps: undefined })));
  server.route(methodNotAllowedRoutes([...contractRoutes, ...extraRoutes]));
  // GET too: hapi would otherwise hand GET /api/… to the site's fallback, which prefers exact methods to '*'.
  server.route(
    (['GET', '*'] as const).map((method) => ({
      method,
      path: '/api/{any*}',
      options: {
        app: { noCsrf: true },
        auth: false as const,
        ...(method === 'GET'
          ? {}
          : { payload: { parse: false, output: 'stream' as const, maxBytes: defaultMaxBytes } }),
        handler: () => {
          throw toBoom(new DomainError('not_found', messages.http.notFound, 'not_found'));
        },
      },
    })),
  );

  registerErrorMapping(server, logger);
  const log = requestLog(logger);
  logRequests(server, log);
  if (options.fastReads ?? true) registerFastReads(server, log);
  // onPostStop is awaited by server.stop(), so the database is closed (SQLite's WAL folded back) before exit.
  server.ext('onPostStop', async () => {
    await mailer.close();
    await shared?.close();
    await db.destroy();
  });

  await server.initialize();
  const exposed = server.plugins as unknown as Record<string, AreaExposed<object> | undefined>;
  const services = Object.assign(
    {},
    core,
    ...areas.map((area) => exposed[area.name]?.services ?? {}),
  ) as Services;
  return Object.assign(server, { db, bus: core.bus, services, logger });
}
