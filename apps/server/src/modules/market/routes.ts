import { btcPrice, demoSources, sources } from '../../contract.ts';
import type { SourceRegistry } from '../../sources/registry.ts';
import { routesFor } from '../../http/contractRoute.ts';

import type { PriceFeed } from './priceFeed.ts';

/** What the market area's handlers reach. */
export interface MarketDeps {
  prices: PriceFeed;
  sources: SourceRegistry;
}

const route = routesFor<MarketDeps>();

/**
 * The public price chart (spec 2 §2.7, §7): a first load per frequency; live ticks follow on
 * '/prices/btc'. The answer is rebuilt once per tick; being public, browsers and shared proxies may
 * keep it, and revalidate it with its ETag on every use (304 until the next tick or ingest): the
 * next tick is seconds away, so any fixed max-age would show a stale last point.
 */
export const marketRoutes = [
  route(btcPrice, async ({ params, deps }) => deps.prices.answer(params.frequency), {
    etag: true,
    cacheControl: 'public, no-cache',
    fastRead: true,
  }),
  // The site-wide notice (issue 34): each source's mode, nothing of its errors or hosts.
  route(sources, async ({ deps }) => {
    const statuses = await deps.sources.modes();
    return { sources: statuses, demo: demoSources(statuses) };
  }),
];
