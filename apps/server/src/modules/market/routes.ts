import { btcPriceSubscription } from '@coinsight/domain/realtime';
import { btcPrice } from '../../contract.ts';
import { routesFor } from '../../http/contractRoute.ts';

import type { PriceFeed } from './priceFeed.ts';

/** What the market area's handlers reach. */
export interface MarketDeps {
  prices: PriceFeed;
}

const route = routesFor<MarketDeps>();
const stream: typeof btcPriceSubscription = btcPriceSubscription;

/** The public price chart (spec 2 §2.7, §7): a first load per frequency; live ticks follow on '/prices/btc'. */
export const marketRoutes = [
  route(btcPrice, async ({ params, deps }) => ({
    stream,
    data: await deps.prices.series(params.frequency),
  })),
];
