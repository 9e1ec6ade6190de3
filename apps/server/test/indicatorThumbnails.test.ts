import { demoBtcDays } from '@coinsight/domain/indicators';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTargetAll, type ResponseOf } from '../src/contract.ts';
import type { AppServer } from '../src/startup.ts';
import { databaseKinds, freshDatabase, testServer } from './helpers.ts';

type Menu = ResponseOf<typeof getTargetAll>;

/**
 * Issue 37: the free tier shows something. A server whose Bitcoin history is stored draws every
 * indicator's free thumbnail from it when it starts, so visitors see the thumbnails behind the
 * lock and the console's 图表 shows them, before any admin uploads one.
 */
describe.each(databaseKinds)('drawn free thumbnails on %s', (kind) => {
  let server: AppServer;
  let drop = async () => {};

  beforeAll(async () => {
    const db = await freshDatabase(kind);
    drop = db.drop;
    server = await testServer(db.url);
    await server.services.btcHistory.upsert(
      demoBtcDays({ from: '2023-01-01', to: '2024-12-31' }),
      'demo',
    );
    await server.start();
  });
  afterAll(async () => {
    await server?.stop({ timeout: 1000 });
    await drop();
  });

  const menu = async () =>
    (await server.inject({ method: 'GET', url: getTargetAll.path })).result as Menu;

  it('gives every indicator a thumbnail at start, a PNG anyone may fetch', async () => {
    await vi.waitFor(
      async () => {
        const items = (await menu()).itemlist.flatMap((g) => g.items);
        expect(items.map((i) => i.thumbnail)).not.toContain(null);
      },
      { timeout: 20_000, interval: 100 },
    );
    for (const item of (await menu()).itemlist.flatMap((g) => g.items)) {
      const res = await server.inject({ method: 'GET', url: item.thumbnail ?? '' });
      expect(res.statusCode, item.title).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 400, height: 240, format: 'png' });
      // A chart, not a blank: its pixels are not all one colour.
      const stats = await sharp(res.rawPayload).stats();
      expect(
        stats.channels.some((c) => c.max - c.min > 64),
        item.title,
      ).toBe(true);
    }
  });

  it('draws each indicator from its own chart: no two thumbnails alike', async () => {
    const urls = (await menu()).itemlist.flatMap((g) => g.items.map((i) => i.thumbnail));
    const versions = urls.map((u) => new URL(u ?? '', 'http://x').searchParams.get('v'));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('draws each item once: asked again, it draws none and the menu stays the same', async () => {
    const before = await menu();
    expect(await server.services.indicators.drawMissingThumbnails(server.services.btcHistory)).toBe(
      0,
    );
    expect(await menu()).toEqual(before);
  });
});
