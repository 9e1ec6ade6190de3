import Hapi, { type Server } from '@hapi/hapi';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { endpoints } from './contract.ts';
import { migrateLatest, openDb, type Db } from './db/knex.ts';
import { seedDemo } from './db/seeds/demo.ts';
import { seedDemoOrders } from './db/seeds/demoOrders.ts';
import {
  defaultMaxBytes,
  methodNotAllowedRoutes,
  type ContractRoute,
  type ResponseChecking,
} from './http/contractRoute.ts';
import { DomainError, registerErrorMapping, toBoom } from './http/errors.ts';
import { createLogger, logRequests } from './logger.ts';
import { contractRoutes, subscriptions } from './modules/index.ts';
import { AdminService } from './modules/account/admin.ts';
import { CaptchaService } from './modules/account/captcha.ts';
import { PasswordResetService } from './modules/account/passwordReset.ts';
import { RegistrationService } from './modules/account/registration.ts';
import { AccountService } from './modules/account/service.ts';
import { IndicatorsService } from './modules/indicators/service.ts';
import { BtcHistoryService } from './modules/market/btcHistory.ts';
import { PriceFeed } from './modules/market/priceFeed.ts';
import { demoSource, exchangeSource } from './providers/marketdata/index.ts';
import { OrderService } from './modules/payments/orderService.ts';
import { paymentPageRoutes } from './modules/payments/pageRoutes.ts';
import { PaymentService } from './modules/payments/paymentService.ts';
import { RefundService } from './modules/payments/refundService.ts';
import { createPaymentGateway } from './providers/payment/index.ts';
import { createMailer } from './providers/mail/index.ts';
import { createLimits } from './limits/index.ts';
import type { CounterStore } from './limits/counterStore.ts';
import { systemClock, type Clock } from './clock.ts';
import { authPlugin } from './plugins/auth.ts';
import { contentSecurityPlugin } from './plugins/contentSecurity.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { documentationPlugin } from './plugins/documentation.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { sitePlugin } from './plugins/site.ts';
import { createBus, nesSessionCloser, nesTransport, type Bus } from './realtime/bus.ts';
import { socketSession } from './realtime/subscriptions.ts';
import type { Services } from './services.ts';

export interface CreateServerOptions {
  /**
   * Parse every response with the endpoint's schema: `true` makes a mismatch a 500 and an error log
   * (tests), `'log'` only logs it (development). Off by default: production skips the cost.
   */
  validateResponses?: ResponseChecking;
  logger?: Logger;
  /** Extra contract routes (tests register test-only endpoints through the same helper). */
  extraRoutes?: readonly ContractRoute[];
  /** The server's time; tests pass one they can move, so expiries and slow-downs need no real waiting. */
  clock?: Clock;
  /** Where rate-limit counters live (in memory by default; a shared store when instances multiply). */
  counterStore?: CounterStore;
}

export type AppServer = Server & {
  readonly db: Db;
  readonly bus: Bus;
  readonly services: Services;
  readonly logger: Logger;
};

/** Builds the whole server (database migrated, plugins and routes registered, initialised) without listening. */
export async function createServer(
  config: Config,
  options: CreateServerOptions = {},
): Promise<AppServer> {
  const logger = options.logger ?? createLogger(config);
  if (config.sessionSecretGenerated) {
    logger.warn(
      'SESSION_SECRET is not set: using a random one for this run, so sessions end when the server restarts',
    );
  }

  const db = openDb(config.database);
  try {
    await migrateLatest(db);
    const seedTime = (options.clock ?? systemClock).now();
    if (
      config.seedDemo &&
      (await seedDemo(db, seedTime, { withAdmin: config.nodeEnv !== 'production' }))
    )
      logger.info('demo data seeded (see the README for the demo accounts)');
    if (config.seedDemo && (await seedDemoOrders(db, config, seedTime)))
      logger.info('demo orders and a refund request seeded (see the README)');
    if (
      config.seedDemo &&
      (await new BtcHistoryService(db).seedDemo((options.clock ?? systemClock).now()))
    )
      logger.info('demo Bitcoin history seeded (npm run ingest -- btc loads the real one)');
  } catch (error) {
    await db.destroy();
    throw error;
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
  const bus = createBus(nesTransport(server), nesSessionCloser(server, socketSession));
  const mailer = createMailer(config.mail, db, clock, (error) =>
    logger.error({ err: error }, 'mail delivery failed'),
  );
  const account = new AccountService(db, bus, clock);
  const captcha = new CaptchaService(db, clock);
  const paymentGateway = createPaymentGateway(config);
  const btcHistory = new BtcHistoryService(db);
  const prices = new PriceFeed(
    config.market.ticker === 'demo'
      ? demoSource(async () => (await btcHistory.latest())?.price ?? 60_000)
      : exchangeSource(config.market.ticker, config.market.tickerUrl ?? undefined),
    bus,
    clock,
    () => btcHistory.daily(),
    logger,
    config.market.tickSeconds,
  );
  const services: Services = {
    config,
    db,
    logger,
    bus,
    clock,
    limits: createLimits(config.limits, clock, options.counterStore),
    mailer,
    account,
    captcha,
    registration: new RegistrationService(db, account.repo, captcha, clock),
    passwordReset: new PasswordResetService(
      db,
      account.repo,
      account,
      mailer,
      clock,
      config.publicUrl,
    ),
    admin: new AdminService(account.repo, clock),
    payments: new PaymentService(db, paymentGateway, bus, clock, logger, config),
    orders: new OrderService(db),
    refunds: new RefundService(db, paymentGateway, clock, logger),
    indicators: new IndicatorsService(db, clock),
    btcHistory,
    prices,
  };
  server.app.services = services;

  const routes = [...contractRoutes, ...(options.extraRoutes ?? [])];
  const validateResponses = options.validateResponses ?? false;

  await server.register([
    { plugin: authPlugin, options: { config, account } },
    { plugin: csrfPlugin, options: { config } },
    {
      plugin: realtimePlugin,
      options: { config, account, subscriptions, services: () => services },
    },
    { plugin: contentSecurityPlugin },
    { plugin: sitePlugin, options: { siteDir: config.siteDir } },
    { plugin: documentationPlugin, options: { endpoints } },
  ]);

  server.route(routes.map((r) => r.toHapi({ validateResponses })));
  server.route(methodNotAllowedRoutes(routes));
  // The gateway's notify and the sandbox pay page: plain text and HTML, outside the JSON contract.
  server.route(paymentPageRoutes);
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
          throw toBoom(new DomainError(404, '接口不存在', 'not_found'));
        },
      },
    })),
  );

  registerErrorMapping(server, logger);
  logRequests(server, logger);
  // Ticks only while listening: a server built for inject() (tests, tools) stays quiet.
  server.ext('onPostStart', () => prices.start());
  server.ext('onPreStop', () => prices.stop());
  // onPostStop is awaited by server.stop(), so the database is closed (SQLite's WAL folded back) before exit.
  server.ext('onPostStop', async () => {
    await mailer.close();
    await db.destroy();
  });

  try {
    await server.initialize();
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return Object.assign(server, { db, bus, services, logger });
}
