import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Nes from '@hapi/nes';
import { btcPrice, priceFrequencies, type PricePoint } from '@coinsight/domain/api';
import { demoBtcDays, dayOf } from '@coinsight/domain/indicators';
import { priceTick } from '@coinsight/domain/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/logger.ts';
import { frequencySpans, PriceFeed, thin, TickRing } from '../src/modules/market/priceFeed.ts';
import { createBus } from '../src/realtime/bus.ts';
import { demoSource, normalizePrice, type PriceSource } from '../src/providers/marketdata/index.ts';
import {
  databaseKinds,
  nextMessage,
  serverPerSuite,
  socketClient,
  testClock,
  within,
} from './helpers.ts';

const path = (frequency: string) => `/api/v1/chart/btc_price/${frequency}/`;

describe('price helpers', () => {
  it('keeps the newest ticks in the ring, oldest first', () => {
    const ring = new TickRing(3);
    for (let i = 1; i <= 5; i++) ring.push({ price: String(i), added: i });
    expect(ring.toArray().map((p) => p.added)).toEqual([3, 4, 5]);
  });

  it('thins to the last point of each bucket', () => {
    const points = [0, 10, 29, 30, 31, 95].map((added) => ({ price: '1', added }));
    expect(thin(points, 30).map((p) => p.added)).toEqual([29, 31, 95]);
    expect(thin(points, 0)).toHaveLength(6);
  });

  it('writes prices as the contract wants them', () => {
    expect(normalizePrice('87123.45000000')).toBe('87123.45');
    expect(normalizePrice('87123.00000000')).toBe('87123');
    expect(normalizePrice('0087.123456789')).toBe('87.12345678');
    expect(() => normalizePrice('-1')).toThrow();
  });
});

describe('a just-started feed', () => {
  const tickSeconds = 5;
  const feedOn = (source: PriceSource) => {
    const clock = testClock(new Date('2026-11-23T12:00:00Z'));
    const published: unknown[] = [];
    const bus = createBus(async (_path, message) => void published.push(message));
    const feed = new PriceFeed(source, bus, clock, async () => [], silentLogger(), tickSeconds);
    return { feed, clock, published };
  };

  it('draws the demo walk’s hour and day at once, and the first tick carries on from it', async () => {
    const { feed, clock, published } = feedOn(demoSource(async () => 90_000, 42));
    await feed.warmUp();
    const now = Math.floor(clock.now().getTime() / 1000);
    const day = await feed.series('24h');
    // One point per 5-minute bucket over the day, none from the future, none published.
    expect(day.length).toBeGreaterThanOrEqual(287);
    expect(day.length).toBeLessThanOrEqual(289);
    expect(day[0]!.added).toBeGreaterThanOrEqual(now - 86_400);
    expect(day.at(-1)!.added).toBe(now - tickSeconds);
    expect(day.at(-1)!.price).toBe('90000.00');
    expect(await feed.series('1h')).toHaveLength(120);
    expect(await feed.series('live')).toHaveLength(120);
    expect(published).toEqual([]);
    // Each backfilled step is a small move (e^(0.0008·N) stays within ±1 % even at 12 σ).
    const prices = day.map((p) => Number(p.price));
    for (let i = 1; i < prices.length; i++)
      expect(Math.abs(Math.log(prices[i]! / prices[i - 1]!))).toBeLessThan(0.2);
    const tick = await feed.tick();
    expect(Math.abs(Number(tick!.price) / 90_000 - 1)).toBeLessThan(0.01);
    expect(tick!.added).toBe(now);
  });

  it('backfills nothing from a source that cannot tell, nor over ticks it already has', async () => {
    const exchange = feedOn({ name: 'binance', latest: async () => '91000' });
    await exchange.feed.warmUp();
    expect(await exchange.feed.series('live')).toEqual([]);

    const demo = feedOn(demoSource(async () => 90_000, 7));
    await demo.feed.tick();
    await demo.feed.warmUp();
    expect(await demo.feed.series('live')).toHaveLength(1);
  });
});

describe.each(databaseKinds)('btc_price on %s', (kind) => {
  const suite = serverPerSuite(kind);

  beforeAll(async () => {
    const today = dayOf(suite.clock.now().getTime());
    await suite.server.services.btcHistory.upsert(
      demoBtcDays({ from: '2024-01-01', to: today }),
      'demo',
    );
  });

  it.each(priceFrequencies)('answers %s in the contract’s shape, sorted by time', async (f) => {
    await suite.server.services.prices.tick();
    const res = await suite.server.inject({ method: 'GET', url: path(f) });
    expect(res.statusCode).toBe(200);
    const body = btcPrice.response.parse(JSON.parse(res.payload));
    expect(body.stream).toBe('/prices/btc');
    expect(body.data.length).toBeGreaterThan(0);
    const times = body.data.map((p) => p.added);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const now = Math.floor(suite.clock.now().getTime() / 1000);
    if (f !== 'live') {
      const { window, bucket } = frequencySpans[f];
      expect(times[0]).toBeGreaterThanOrEqual(now - window);
      // At most one point per bucket, plus the partial first bucket.
      expect(body.data.length).toBeLessThanOrEqual(Math.ceil(window / bucket) + 1);
    }
  });

  it('draws a year from the stored closes and the day from the ticks', async () => {
    const year = btcPrice.response.parse(
      JSON.parse((await suite.server.inject({ method: 'GET', url: path('1y') })).payload),
    ).data;
    // A year of daily closes (364 or 365 whole days before today) plus today's ticks.
    expect(year.length).toBeGreaterThanOrEqual(360);
    for (let i = 0; i < 3; i++) {
      suite.clock.advance(60_000);
      await suite.server.services.prices.tick();
    }
    const hour = btcPrice.response.parse(
      JSON.parse((await suite.server.inject({ method: 'GET', url: path('1h') })).payload),
    ).data;
    const now = Math.floor(suite.clock.now().getTime() / 1000);
    expect(hour.at(-1)!.added).toBe(now);
    expect(hour.every((p) => p.added > now - 3_600)).toBe(true);
  });

  it('refuses an unknown frequency with the contract’s message', async () => {
    const res = await suite.server.inject({ method: 'GET', url: path('2h') });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.result)).toContain('不支持的时间频率');
  });
});

describe('live ticks over Nes', () => {
  const suite = serverPerSuite('sqlite', {
    listen: true,
    realClock: true,
    env: { MARKET_TICK_SECONDS: '1' },
  });
  const clients: Nes.Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.disconnect()));
  });

  it('pushes every tick to a visitor subscribed to /prices/btc', async () => {
    const client = socketClient(suite.server);
    clients.push(client);
    await client.connect({ reconnect: false });
    const ticks: unknown[] = [];
    const second = nextMessage();
    await client.subscribe('/prices/btc', (message) => {
      ticks.push(message);
      if (ticks.length === 2) second.handler(message);
    });
    expect(await within(second.promise, 5_000)).not.toBe('timeout');
    const [a, b] = ticks.map((t) => priceTick.parse(t));
    expect(b!.added).toBeGreaterThanOrEqual(a!.added);
    // The live series holds what was pushed.
    const live = btcPrice.response.parse(
      JSON.parse((await suite.server.inject({ method: 'GET', url: path('live') })).payload),
    ).data;
    expect(live).toEqual(expect.arrayContaining([{ price: b!.price, added: b!.added }]));
  });
});

describe('an exchange ticker', () => {
  let exchange: HttpServer;
  let answer: unknown = { symbol: 'BTCUSDT', price: '91234.56000000' };
  let exchangeUrl = '';
  beforeAll(async () => {
    exchange = createHttpServer((req, res) => {
      res.writeHead(req.url?.startsWith('/api/v3/ticker/price') ? 200 : 404, {
        'content-type': 'application/json',
      });
      res.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => exchange.listen(0, '127.0.0.1', resolve));
    exchangeUrl = `http://127.0.0.1:${(exchange.address() as AddressInfo).port}/api/v3/ticker/price?symbol=BTCUSDT`;
  });
  afterAll(async () => {
    await new Promise((resolve) => exchange.close(resolve));
  });
  const suite = serverPerSuite('sqlite', {
    env: () => ({ MARKET_TICKER: 'binance', MARKET_TICKER_URL: exchangeUrl }),
  });

  it('reads Binance’s answer, and falls back to the demo walk, marked, when it answers nonsense', async () => {
    const tick: PricePoint | null = await suite.server.services.prices.tick();
    expect(tick?.price).toBe('91234.56');
    const real = btcPrice.response.parse(
      JSON.parse((await suite.server.inject({ method: 'GET', url: path('live') })).payload),
    );
    expect(real.demo).toBeUndefined();
    answer = { code: -1121, msg: 'Invalid symbol.' };
    expect(await suite.server.services.prices.tick()).not.toBeNull();
    const walked = btcPrice.response.parse(
      JSON.parse((await suite.server.inject({ method: 'GET', url: path('live') })).payload),
    );
    // Issue 34: the walk is marked, and the live chart does not join it to the exchange's tick.
    expect(walked.demo).toBe(true);
    expect(walked.data).toHaveLength(1);
    expect(walked.data[0]?.price).not.toBe('91234.56');
  });
});
