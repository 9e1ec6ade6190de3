import type { PriceFrequency, PricePoint } from '@coinsight/domain/api';
import { dayMs, dayTime, type BtcDay } from '@coinsight/domain/indicators';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { PriceSource } from '../../providers/marketdata/index.ts';
import type { Bus } from '../../realtime/bus.ts';
import { btcPricePath as btcPriceSubscription } from './subscriptions.ts';

/**
 * What each frequency answers (spec 2 §4): the points of the last `window` seconds, thinned to the
 * last point of each `bucket` seconds. Ticks are kept for a day (in memory); older points come
 * from btc_daily's closes, so a server that just started still draws a week or a year.
 * live is the raw recent ticks instead: the last 120 (ten minutes at the default 5 s).
 */
export const frequencySpans: Readonly<
  Record<Exclude<PriceFrequency, 'live'>, { window: number; bucket: number }>
> = {
  '1h': { window: 3_600, bucket: 30 },
  '24h': { window: 86_400, bucket: 300 },
  '1w': { window: 7 * 86_400, bucket: 3_600 },
  '1m': { window: 30 * 86_400, bucket: 6 * 3_600 },
  '3m': { window: 90 * 86_400, bucket: 86_400 },
  '1y': { window: 365 * 86_400, bucket: 86_400 },
};

export const liveTicks = 120;
const keptSeconds = 86_400;

/** A fixed-size ring of the newest ticks, oldest overwritten first. */
export class TickRing {
  private readonly items: Array<PricePoint | undefined>;
  private next = 0;
  private size = 0;

  constructor(readonly capacity: number) {
    this.items = new Array<PricePoint | undefined>(capacity);
  }

  push(point: PricePoint): void {
    this.items[this.next] = point;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  /** Forgets every tick (the source changed between demo and real: a chart never joins the two). */
  clear(): void {
    this.items.fill(undefined);
    this.next = 0;
    this.size = 0;
  }

  /** The ticks, oldest first. */
  toArray(): PricePoint[] {
    const out: PricePoint[] = [];
    for (let i = 0; i < this.size; i++) {
      const item = this.items[(this.next - this.size + i + this.capacity) % this.capacity];
      if (item) out.push(item);
    }
    return out;
  }
}

/** The close of a stored day, at 24:00 UTC of that day, as a price point. */
export function closePoint(day: BtcDay): PricePoint {
  return { price: day.price.toFixed(2), added: (dayTime(day.date) + dayMs) / 1000 };
}

/** Keeps the last point of each bucket (points sorted by added); bucket 0 keeps all. */
export function thin(points: readonly PricePoint[], bucket: number): PricePoint[] {
  if (bucket <= 0) return [...points];
  const out: PricePoint[] = [];
  for (const p of points) {
    const last = out.at(-1);
    if (last && Math.floor(last.added / bucket) === Math.floor(p.added / bucket))
      out[out.length - 1] = p;
    else out.push(p);
  }
  return out;
}

interface CachedSeries {
  ticks: number;
  days: BtcDay[];
  builtAt: number;
  answer: { stream: typeof btcPriceSubscription; data: PricePoint[]; demo?: true };
}

/**
 * The live price: asks the source every `tickSeconds` (the server's job, on one instance of several),
 * keeps a day of ticks, publishes each on '/prices/btc' and answers btc_price for every frequency.
 */
export class PriceFeed {
  private readonly ring: TickRing;
  private warming: Promise<void> | null = null;
  private inFlight: Promise<PricePoint | null> | null = null;
  private failing = false;
  /** Whether the ring's ticks came from the demo walk. */
  private demoTicks: boolean;
  /** Bumped by every tick kept, so a cached answer knows it is stale. */
  private ticks = 0;
  private readonly answers = new Map<PriceFrequency, CachedSeries>();

  constructor(
    private readonly source: PriceSource,
    private readonly bus: Bus,
    private readonly clock: Clock,
    private readonly history: () => Promise<BtcDay[]>,
    private readonly logger: Logger,
    readonly tickSeconds: number,
  ) {
    this.ring = new TickRing(Math.ceil(keptSeconds / tickSeconds) + 1);
    this.demoTicks = source.isDemo?.() ?? false;
  }

  /** Whether the answers and ticks come from the demo walk now. */
  get demo(): boolean {
    return this.demoTicks;
  }

  /** Fills an empty ring with the day before now, where the source can tell it (the demo walk). */
  warmUp(): Promise<void> {
    this.warming ??= this.backfill();
    return this.warming;
  }

  /** One tick once the backfill has ended (the server's job; the backfill starts as it listens). */
  async tickWhenWarm(): Promise<PricePoint | null> {
    await this.warming;
    return this.tick();
  }

  private async backfill(): Promise<void> {
    if (!this.source.backfill || this.ring.toArray().length > 0) return;
    const now = Math.floor(this.clock.now().getTime() / 1000);
    try {
      const points = await this.source.backfill(
        now - this.tickSeconds,
        this.ring.capacity - 1,
        this.tickSeconds,
      );
      for (const point of points) this.ring.push(point);
      this.ticks += 1;
    } catch (error) {
      this.logger.warn({ err: error, source: this.source.name }, 'price backfill failed');
    }
  }

  /** One tick: fetch, keep, publish. A failing source is logged once per outage and skipped. */
  tick(): Promise<PricePoint | null> {
    this.inFlight ??= this.fetchTick().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async fetchTick(): Promise<PricePoint | null> {
    let price: string;
    try {
      price = await this.source.latest();
    } catch (error) {
      if (!this.failing)
        this.logger.warn({ err: error, source: this.source.name }, 'price ticker failed');
      this.failing = true;
      return null;
    }
    if (this.failing) this.logger.info({ source: this.source.name }, 'price ticker recovered');
    this.failing = false;
    const demo = this.source.isDemo?.() ?? false;
    if (demo !== this.demoTicks) this.ring.clear();
    this.demoTicks = demo;
    const point = { price, added: Math.floor(this.clock.now().getTime() / 1000) };
    this.ring.push(point);
    this.ticks += 1;
    try {
      await this.bus.publishPrice({
        type: 'price',
        ...point,
        ...(demo ? { demo: true as const } : {}),
      });
    } catch (error) {
      // A tick still in flight while the server stops has nobody left to publish to.
      this.logger.warn({ err: error }, 'price tick not published');
    }
    return point;
  }

  /**
   * Adds a tick the bus brought (from whichever instance ticked) to the ring, unless it holds it
   * already: the ticking instance kept its own as it made it.
   */
  keep(point: PricePoint): void {
    const last = this.ring.toArray().at(-1);
    if (last && last.added >= point.added) return;
    this.ring.push(point);
    this.ticks += 1;
  }

  /**
   * The btc_price answer of one frequency, built once per tick and history version and reused until
   * the next (or until a tick's time has passed, so the window still moves while the ticker fails).
   * The same object comes back until then, which the route serializes and tags once.
   */
  async answer(frequency: PriceFrequency): Promise<CachedSeries['answer']> {
    const days = await this.history();
    const now = this.clock.now().getTime();
    const cached = this.answers.get(frequency);
    if (
      cached &&
      cached.ticks === this.ticks &&
      cached.days === days &&
      now >= cached.builtAt &&
      now - cached.builtAt < this.tickSeconds * 1000
    )
      return cached.answer;
    const answer: CachedSeries['answer'] = {
      stream: btcPriceSubscription,
      data: await this.series(frequency),
      ...(this.demoTicks ? { demo: true as const } : {}),
    };
    this.answers.set(frequency, { ticks: this.ticks, days, builtAt: now, answer });
    return answer;
  }

  /** The btc_price answer of one frequency, sorted by added ascending. */
  async series(frequency: PriceFrequency): Promise<PricePoint[]> {
    const ticks = this.ring.toArray();
    if (frequency === 'live') return ticks.slice(-liveTicks);
    const { window, bucket } = frequencySpans[frequency];
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const from = now - window;
    const firstTick = ticks[0]?.added ?? Number.POSITIVE_INFINITY;
    // Closes stop where the ticks begin, so a day's close and that day's ticks never interleave.
    const closes = (await this.history())
      .map(closePoint)
      .filter((p) => p.added >= from && p.added <= now && p.added < firstTick);
    const recent = ticks.filter((p) => p.added >= from && p.added <= now);
    const points = thin([...closes, ...recent], bucket);
    if (points.length > 0) return points;
    // Nothing in the window yet (a fresh server, an hour's chart): the newest known price, so the chart is not blank.
    const newest =
      ticks.at(-1) ??
      (await this.history())
        .map(closePoint)
        .filter((p) => p.added <= now)
        .at(-1);
    return newest ? [newest] : [];
  }
}
