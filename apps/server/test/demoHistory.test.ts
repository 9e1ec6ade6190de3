import { dayTime, s2fDeflection, s2fModelPrice, stockToFlow } from '@coinsight/domain/indicators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLatest, openDb, type Db } from '../src/db/knex.ts';
import { seedDemo } from '../src/db/seeds/demo.ts';
import { seedDemoChat } from '../src/db/seeds/demoChat.ts';
import { BtcHistoryService } from '../src/modules/market/btcHistory.ts';
import {
  anchorOf,
  demoHistory,
  driftBounds,
  realCloseAnchor,
} from '../src/providers/marketdata/demoHistory.ts';

const today = new Date('2026-11-28T08:00:00Z');

/** The largest day-to-day move of a path, as a fraction. */
function largestMove(prices: readonly number[]): number {
  let most = 0;
  for (let i = 1; i < prices.length; i += 1)
    most = Math.max(most, Math.abs(prices[i]! / prices[i - 1]! - 1));
  return most;
}

describe('the generated Bitcoin history (issue 34: anchored to a real close)', () => {
  let db: Db;
  beforeAll(async () => {
    db = openDb({ client: 'sqlite', filename: ':memory:' });
    await migrateLatest(db);
  });
  afterAll(() => db.destroy());

  it('seeds a history that passes through the real close and stays near it until today', async () => {
    const service = new BtcHistoryService(db);
    expect(await service.seedDemo(today)).toBe(true);
    const days = await service.daily();
    const anchor = days.find((d) => d.date === realCloseAnchor.date);
    expect(anchor?.price).toBe(realCloseAnchor.price);
    const last = days.at(-1)!;
    expect(last.date).toBe('2026-11-28');
    const ratio = last.price / realCloseAnchor.price;
    expect(ratio).toBeGreaterThanOrEqual(driftBounds.low);
    expect(ratio).toBeLessThanOrEqual(driftBounds.high);
    const mvrv = last.marketCap / last.realizedCap;
    expect(mvrv).toBeGreaterThan(1);
    expect(mvrv).toBeLessThan(2.5);
    // Real deflection at the anchor: 87,133.51 against the model's price for its supply.
    const deflectionAt = (price: number, supply: number) =>
      s2fDeflection(price, s2fModelPrice(stockToFlow(supply)));
    const real = deflectionAt(realCloseAnchor.price, realCloseAnchor.supply);
    const end = deflectionAt(last.price, last.supply);
    expect(end / real).toBeGreaterThan(0.6);
    expect(end / real).toBeLessThan(1.5);
    expect(
      largestMove(days.filter((d) => d.date >= '2016-01-01').map((d) => d.price)),
    ).toBeLessThan(0.2);
  });

  it('goes on from the last real close a database loaded, without a jump', () => {
    const real = {
      date: '2026-06-30',
      price: 70_000,
      marketCap: 70_000 * 19.9e6,
      realizedCap: 1.05e12,
      supply: 19.9e6,
    };
    const days = demoHistory({ to: '2026-11-28', anchor: anchorOf(real) });
    const at = days.findIndex((d) => d.date === real.date);
    expect(days[at]).toEqual({
      ...real,
      marketCap: Math.round(real.price * real.supply * 100) / 100,
    });
    expect(days.length).toBe((dayTime('2026-11-28') - dayTime(days[0]!.date)) / 86_400_000 + 1);
    expect(largestMove(days.slice(at - 400).map((d) => d.price))).toBeLessThan(0.2);
    for (const d of days.slice(at)) {
      expect(d.price / real.price).toBeGreaterThanOrEqual(driftBounds.low);
      expect(d.price / real.price).toBeLessThanOrEqual(driftBounds.high);
    }
  });

  it('seeds chat messages that name no price', async () => {
    expect(await seedDemo(db, today)).toBe(true);
    expect(await seedDemoChat(db, today)).toBe(true);
    const texts = (await db('chat_messages').select('text')).map((r: { text: string }) => r.text);
    expect(texts.length).toBeGreaterThan(10);
    const prices = texts.filter((t) => /\d+(\.\d+)?\s*万|\$\s*\d|\d\s*美元|\d+\s*[kK]\b/.test(t));
    expect(prices).toEqual([]);
  });
});
