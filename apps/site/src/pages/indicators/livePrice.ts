import type { PricePoint } from '@coinsight/domain/api';
import { priceTick } from '@coinsight/domain/realtime';

/** The live chart keeps at most this many points, dropping the oldest as ticks arrive. */
export const liveWindow = 300;

/**
 * Adds a pushed tick (realtime.ts priceTick) to the live series: a tick not newer than the last
 * point replaces nothing and is ignored; anything that is not a tick is ignored too.
 */
export function appendTick(points: readonly PricePoint[], message: unknown): readonly PricePoint[] {
  const tick = priceTick.safeParse(message);
  if (!tick.success) return points;
  const last = points.at(-1);
  if (last && tick.data.added <= last.added) return points;
  const next = [...points, { price: tick.data.price, added: tick.data.added }];
  return next.length > liveWindow ? next.slice(next.length - liveWindow) : next;
}
