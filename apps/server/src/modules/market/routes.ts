import { btcPriceSubscription } from '@coinsight/domain/realtime';
import { btcPrice } from '../../contract.ts';
import { routeFor } from '../../http/contractRoute.ts';

const stream: typeof btcPriceSubscription = btcPriceSubscription;

/** The public price chart (spec 2 §2.7, §7): a first load per frequency; live ticks follow on '/prices/btc'. */
export const marketRoutes = [
  routeFor(btcPrice, async ({ params, services }) => ({
    stream,
    data: await services.prices.series(params.frequency),
  })),
];
