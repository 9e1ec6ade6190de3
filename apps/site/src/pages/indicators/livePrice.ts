import { btcPrice, type PriceFrequency, type PricePoint } from '@coinsight/domain/api';
import { priceTick } from '@coinsight/domain/realtime';
import type { Call } from '../../api/client.ts';

/** One frequency of the price series, and whether the demo walk made it (issue 34). */
export async function loadMarkedPrice(
  call: Call,
  frequency: PriceFrequency,
  signal?: AbortSignal,
): Promise<{ points: PricePoint[]; demo: boolean }> {
  const answer = await call(btcPrice, { params: { frequency }, signal });
  return { points: answer.data, demo: answer.demo === true };
}

/**
 * Whether the chart is drawn from the demo walk after a pushed message: a tick says so itself
 * (the server clears the ticks when the source changes, so the chart never joins the two);
 * anything else leaves it as it was.
 */
export function demoAfter(current: boolean, message: unknown): boolean {
  const tick = priceTick.safeParse(message);
  return tick.success ? tick.data.demo === true : current;
}

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
