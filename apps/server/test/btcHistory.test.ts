import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoBtcDays, type BtcDay } from '@coinsight/domain/indicators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLatest, openDb, type Db } from '../src/db/knex.ts';
import { BtcHistoryService } from '../src/modules/market/btcHistory.ts';
import { databaseKinds, freshDatabase, testServer, type DatabaseKind } from './helpers.ts';

const day = (date: string, price: number): BtcDay => ({
  date,
  price,
  marketCap: price * 19e6,
  realizedCap: price * 1e7,
  supply: 19e6,
});

/** A database both a service and a second "process" (another knex) can open: a file for SQLite. */
async function sharedDatabase(
  kind: DatabaseKind,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'mariadb') return freshDatabase(kind);
  const dir = mkdtempSync(join(tmpdir(), 'coinsight-btc-'));
  return { url: `sqlite:${join(dir, 'db.sqlite')}`, drop: async () => {} };
}

function open(url: string): Db {
  return openDb(
    url.startsWith('sqlite:')
      ? { client: 'sqlite', filename: url.slice('sqlite:'.length) }
      : { client: 'mysql', url },
  );
}

describe.each(databaseKinds)('btc_daily on %s', (kind) => {
  let url = '';
  let drop = async () => {};
  let db: Db;
  let other: Db;
  beforeAll(async () => {
    ({ url, drop } = await sharedDatabase(kind));
    db = open(url);
    await migrateLatest(db);
    other = open(url);
  });
  afterAll(async () => {
    await db.destroy();
    await other.destroy();
    await drop();
  });

  it('upserts idempotently and counts what changed', async () => {
    const history = new BtcHistoryService(db);
    const days = [day('2024-01-01', 42_000.5), day('2024-01-02', 43_000.25)];
    expect(await history.upsert(days, 'coinmetrics')).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 0,
    });
    expect(await history.upsert(days, 'coinmetrics')).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(
      await history.upsert([day('2024-01-02', 44_000), day('2024-01-03', 45_000)], 'coinmetrics'),
    ).toEqual({ inserted: 1, updated: 1, unchanged: 0 });
    expect((await history.daily()).map((d) => [d.date, d.price])).toEqual([
      ['2024-01-01', 42_000.5],
      ['2024-01-02', 44_000],
      ['2024-01-03', 45_000],
    ]);
    expect((await history.daily())[0]).toEqual(days[0]);
  });

  it('sees another process’s ingest on the next daily()', async () => {
    const server = new BtcHistoryService(db);
    const before = await server.daily();
    expect(await server.daily()).toBe(before);
    await new BtcHistoryService(other).upsert([day('2024-01-04', 46_000)], 'coinmetrics');
    const after = await server.daily();
    expect(after).not.toBe(before);
    expect(after.at(-1)?.date).toBe('2024-01-04');
  });

  it('builds each figure once per version of the history', async () => {
    const history = new BtcHistoryService(db);
    const first = await history.figure('nupl');
    expect(await history.figure('nupl')).toBe(first);
    expect(first.data[0]?.x).toEqual((await history.daily()).map((d) => d.date));
    expect((await history.figure('rainbow', { rainbow: 'fit' })).layout['meta']).toMatchObject({
      regression: { kind: 'fit' },
    });
    await new BtcHistoryService(other).upsert([day('2024-01-05', 47_000)], 'coinmetrics');
    const after = await history.figure('nupl');
    expect(after).not.toBe(first);
    expect(after.data[0]?.x.at(-1)).toBe('2024-01-05');
  });

  it('seeds demo history only into an empty table', async () => {
    expect(await new BtcHistoryService(db).seedDemo(new Date('2024-02-01T12:00:00Z'))).toBe(false);
  });

  it('stores a batch completely or not at all', async () => {
    const history = new BtcHistoryService(db);
    const count = (await history.daily()).length;
    const broken = [
      day('2024-02-01', 1),
      { ...day('2024-02-02', 2), price: null as unknown as number },
    ];
    await expect(history.upsert(broken, 'coinmetrics')).rejects.toThrow();
    expect(await history.daily()).toHaveLength(count);
  });
});

describe.each(databaseKinds)('demo history on %s', (kind) => {
  let url = '';
  let drop = async () => {};
  beforeAll(async () => {
    ({ url, drop } = await sharedDatabase(kind));
  });
  afterAll(() => drop());

  it('is seeded on a first start with SEED_DEMO, then replaced by the first real ingest', async () => {
    const server = await testServer(url, { env: { SEED_DEMO: 'true' } });
    try {
      const demo = await server.services.btcHistory.daily();
      expect(demo[0]?.date).toBe('2010-07-18');
      expect(demo.length).toBeGreaterThan(5_000);
      expect(demo.slice(0, 30)).toEqual(demoBtcDays({ to: '2010-08-16' }));
      await server.services.btcHistory.upsert([day('2024-01-01', 42_000)], 'coinmetrics');
      expect(await server.services.btcHistory.daily()).toEqual([day('2024-01-01', 42_000)]);
      // A real source never gives way to the demo again.
      expect(await server.services.btcHistory.seedDemo(new Date())).toBe(false);
    } finally {
      await server.stop();
    }
  });
});
