import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BtcDay } from '@coinsight/domain/indicators';
import { detailQuery } from '@coinsight/domain/market';
import { btcPrice, fredData } from '../src/contract.ts';
import { databaseKinds, loginAs, addMember, serverPerSuite } from './helpers.ts';

const pricePath = (frequency: string) => btcPrice.path.replace('{frequency}', frequency);

describe.each(databaseKinds)('cached public series with ETags on %s', (kind) => {
  const suite = serverPerSuite(kind);
  const get = (url: string, headers: Record<string, string> = {}) =>
    suite.server.inject({ method: 'GET', url, headers });

  it('answers btc_price with an ETag and Cache-Control, 304 for a fresh tag, 200 after a tick', async () => {
    const { prices } = suite.server.services;
    await prices.tick();
    const first = await get(pricePath('24h'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const tag = String(first.headers['etag']);
    expect(tag).toMatch(/^"[\w-]+"$/);

    const again = await get(pricePath('24h'), { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect(again.headers['cache-control']).toBe('public, no-cache');

    suite.clock.advance(5_000);
    expect(await prices.tick()).not.toBeNull();
    const afterTick = await get(pricePath('24h'), { 'if-none-match': tag });
    expect(afterTick.statusCode).toBe(200);
    expect(afterTick.headers['etag']).not.toBe(tag);
    expect(btcPrice.response.parse(JSON.parse(afterTick.payload)).data.length).toBeGreaterThan(
      btcPrice.response.parse(JSON.parse(first.payload)).data.length - 1,
    );
    const fresh = await get(pricePath('24h'), {
      'if-none-match': String(afterTick.headers['etag']),
    });
    expect(fresh.statusCode).toBe(304);
  });

  it('answers a browser that takes gzip from the compressed copy, with a tag of its own', async () => {
    // Sixty stored days make the year's answer long enough (over 1 KiB) to be worth compressing.
    const { btcHistory } = suite.server.services;
    const today = suite.clock.now().getTime();
    await btcHistory.upsert(
      Array.from({ length: 60 }, (_, i): BtcDay => ({
        date: new Date(today - (i + 2) * 86_400_000).toISOString().slice(0, 10),
        price: 60_000 + i * 17.31,
        marketCap: 1.2e12,
        realizedCap: 6e11,
        supply: 19_700_000,
      })),
      'coinmetrics',
    );
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const plain = await get(pricePath('1y'));
    const first = await get(pricePath('1y'), browser);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['vary']).toContain('accept-encoding');
    expect(plain.headers['vary']).toContain('accept-encoding');
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.payload);
    // Compressed ahead (hapi's compression on the fly would stream it with no length).
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const second = await get(pricePath('1y'), browser);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const tag = String(first.headers['etag']);
    expect(tag).toBe(String(plain.headers['etag']).replace(/"$/, '-gzip"'));
    const again = await get(pricePath('1y'), { ...browser, 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    // A client without gzip gets the plain text, whichever of the two tags it holds.
    const identity = await get(pricePath('1y'), { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.payload).toBe(plain.payload);
  });

  it('changes the ETag of the long series when an ingest stores new history', async () => {
    const { btcHistory } = suite.server.services;
    const before = await get(pricePath('1y'));
    const tag = String(before.headers['etag']);
    expect((await get(pricePath('1y'), { 'if-none-match': tag })).statusCode).toBe(304);

    // Three days back: its close has a day of the 1y series to itself (today's point is the last tick).
    const date = new Date(suite.clock.now().getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    const day: BtcDay = {
      date,
      price: 77_777.77,
      marketCap: 1.5e12,
      realizedCap: 7e11,
      supply: 19_800_000,
    };
    await btcHistory.upsert([day], 'coinmetrics');
    const after = await get(pricePath('1y'), { 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(tag);
    expect(after.payload).toContain('77777.77');
  });

  it('tags fred-data for the member alone (private), 304 while the series is unchanged', async () => {
    const member = await addMember(suite.server);
    const { cookie } = await loginAs(suite.server, member.id);
    const today = suite.clock.now().toISOString().slice(0, 10);
    const query = new URLSearchParams(
      Object.entries(detailQuery('DGS10', 1, today)).map(([k, v]): [string, string] => [
        k,
        String(v),
      ]),
    );
    const url = `${fredData.path}?${query}`;
    const first = await get(url, { cookie });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = String(first.headers['etag']);
    expect((await get(url, { cookie, 'if-none-match': tag })).statusCode).toBe(304);
    // The tag does not stand in for the session: a visitor is still refused.
    expect((await get(url, { 'if-none-match': tag })).statusCode).toBe(401);
  });
});
