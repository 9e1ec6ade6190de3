import { demoSource, exchangeSource } from '../../providers/marketdata/index.ts';
import { areaName, routeArea, subscribeArea, type Area } from '../area.ts';
import { BtcHistoryService } from './btcHistory.ts';
import { PriceFeed } from './priceFeed.ts';
import { marketRoutes } from './routes.ts';
import { btcPriceSubscription } from './subscriptions.ts';

export const marketAreaName = areaName<MarketServices>('coinsight-market');

export interface MarketServices {
  /** Stored daily Bitcoin history (btc_daily): `daily()` feeds the indicator charts. */
  btcHistory: BtcHistoryService;
  /** The live Bitcoin price: ticks, their publishing and the btc_price series. */
  prices: PriceFeed;
}

/** Bitcoin's stored daily history and its live price, ticking only while the server listens. */
export const marketArea: Area = {
  name: marketAreaName,
  register(server, options) {
    const { config, db, bus, clock, logger, jobs } = server.app.core;
    // An ingest from another process (the CLI, another instance) shows within a second.
    const btcHistory = new BtcHistoryService(db, 1_000);
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
    routeArea(server, marketRoutes, { prices }, options);
    subscribeArea(server, [btcPriceSubscription]);
    // Ticks are a job: one instance of several asks the source; every instance keeps what the bus
    // brings (its own ticks included, which the ring already holds), so each answers btc_price.
    bus.onPrice(({ price, added }) => prices.keep({ price, added }));
    // A server built for inject() (tests, tools) stays quiet: no backfill, no ticks.
    server.ext('onPostStart', () => void prices.warmUp());
    jobs.every({
      name: 'market.price-tick',
      everyMs: config.market.tickSeconds * 1000,
      run: async () => void (await prices.tickWhenWarm()),
    });
    server.expose('services', { btcHistory, prices } satisfies MarketServices);
  },
};
