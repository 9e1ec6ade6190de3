import type { OfflineFacts } from '@coinsight/domain/ai';
import {
  classicRainbow,
  dayMs,
  dayTime,
  nupl,
  nuplZone,
  rainbowBandIndex,
  rainbowBands,
  rainbowDays,
  s2fDeflection,
  s2fModelPrice,
  stockToFlow,
  whaleScores,
  whaleWarmUpDays,
  whaleZones,
  zoneOf,
} from '@coinsight/domain/indicators';
import type { BtcHistoryService } from '../market/btcHistory.ts';
import type { PriceFeed } from '../market/priceFeed.ts';

function rainbowBandName(index: number): string {
  if (index < 0) return '低于彩虹图最低色带';
  return rainbowBands[index]?.name ?? '高于彩虹图最高色带';
}

/**
 * What the offline analyst may say, read from the market area: the newest price (a live tick, or
 * the last stored close), its change against the previous close, and the indicators of the newest
 * stored day computed with the same maths as the charts.
 */
export async function productFacts({
  btcHistory,
  prices,
}: {
  btcHistory: BtcHistoryService;
  prices: PriceFeed;
}): Promise<OfflineFacts> {
  const days = await btcHistory.daily();
  const last = days.at(-1);
  const tick = (await prices.series('live')).at(-1);
  const price = tick
    ? {
        usd: Number(tick.price),
        at: new Date(tick.added * 1000).toISOString(),
        source: 'live' as const,
      }
    : last
      ? {
          usd: last.price,
          at: new Date(dayTime(last.date) + dayMs).toISOString(),
          source: 'close' as const,
        }
      : null;
  // Against the close before the price shown: the last close for a live tick, the one before it otherwise.
  const base = tick ? last : days.at(-2);
  const dayChangePercent =
    price && base && base.price > 0 ? ((price.usd - base.price) / base.price) * 100 : null;
  if (!last) return { price, dayChangePercent, indicators: null };
  const value = nupl(last.marketCap, last.realizedCap);
  const modelUsd = s2fModelPrice(stockToFlow(last.supply));
  const z = whaleScores(days, whaleWarmUpDays).at(-1) ?? null;
  return {
    price,
    dayChangePercent,
    indicators: {
      date: last.date,
      nupl: { value, zone: nuplZone(value).name },
      s2f: { deflection: s2fDeflection(last.price, modelUsd), modelUsd },
      rainbow: {
        band: rainbowBandName(rainbowBandIndex(last.price, rainbowDays(last.date), classicRainbow)),
      },
      mvrvZ: z === null ? null : { value: z, zone: zoneOf(z, whaleZones).name },
    },
  };
}
