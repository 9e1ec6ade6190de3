import {
  defaultTickerUrls,
  demoSource,
  exchangeSource,
  fallbackSource,
  type PriceSource,
} from '../../providers/marketdata/index.ts';
import { originOf } from '../../sources/failure.ts';
import { areaName, routeArea, subscribeArea, type Area } from '../area.ts';
import { BtcHistoryService } from './btcHistory.ts';
import { scheduleHistory } from './historySchedule.ts';
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
    const { config, db, bus, clock, logger, jobs, sources } = server.app.core;
    // An ingest from another process (the CLI, another instance) shows within a second.
    const btcHistory = new BtcHistoryService(db, 1_000);
    const lastClose = async () => (await btcHistory.latest())?.price ?? 60_000;
    const { ticker, tickerUrl } = config.market;
    let source: PriceSource;
    if (ticker === 'demo') {
      source = demoSource(lastClose);
      sources.register('ticker', {
        configured: 'demo',
        origin: null,
        serving: async () => 'demo',
        rows: async () => (await prices.series('live')).length,
      });
    } else {
      const url = tickerUrl ?? defaultTickerUrls[ticker];
      // The ticker reports every tick; the registry hears only a change of state or of failure.
      let failing: string | null = null;
      const fallback = fallbackSource(
        exchangeSource(ticker, url),
        (lastReal) => demoSource(async () => lastReal ?? (await lastClose())),
        {
          ok: () => {
            if (failing === null && lastOk) return;
            failing = null;
            lastOk = true;
            void sources.succeeded('ticker').catch(() => {});
          },
          failed: (error) => {
            const text = error instanceof Error ? error.message : String(error);
            lastOk = false;
            if (text === failing) return;
            failing = text;
            void sources.failed('ticker', error).catch(() => {});
          },
        },
      );
      let lastOk = false;
      source = fallback;
      sources.register('ticker', {
        configured: 'real',
        origin: originOf(url),
        serving: async () => fallback.serving(),
        rows: async () => (await prices.series('live')).length,
      });
    }
    scheduleHistory({ jobs, sources, btcHistory, settings: config.market, clock, logger });
    const prices = new PriceFeed(
      source,
      bus,
      clock,
      () => btcHistory.daily(),
      logger,
      config.market.tickSeconds,
    );
    routeArea(server, marketRoutes, { prices, sources }, options);
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
