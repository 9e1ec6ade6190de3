import { demoSource, exchangeSource } from '../../providers/marketdata/index.ts';
import { routeArea, subscribeArea, type Area } from '../area.ts';
import { BtcHistoryService } from './btcHistory.ts';
import { PriceFeed } from './priceFeed.ts';
import { marketRoutes } from './routes.ts';
import { btcPriceSubscription } from './subscriptions.ts';

export const marketAreaName = 'coinsight-market';

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
    const { config, db, bus, clock, logger } = server.app.core;
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
    // A server built for inject() (tests, tools) stays quiet.
    server.ext('onPostStart', () => prices.start());
    server.ext('onPreStop', () => prices.stop());
    server.expose('services', { btcHistory, prices } satisfies MarketServices);
  },
};
