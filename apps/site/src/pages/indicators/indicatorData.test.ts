import { server } from '@coinsight/mocks/node';
import { chartAccess, filterMenu, selectFromMenu } from '@coinsight/domain/indicatorMenu';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetIndicatorsMockState } from '@coinsight/mocks';
import { createApiClient } from '../../api/client.ts';
import {
  loadFavorites,
  loadFigure,
  loadMenu,
  loadPrice,
  saveFavorite,
  uploadThumbnail,
} from './indicatorData.ts';
import { appendTick, demoAfter, liveWindow } from './livePrice.ts';

const { call } = createApiClient({ baseUrl: 'http://site.test/' });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetIndicatorsMockState());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('indicator page data (against the MSW mocks)', () => {
  it('locks the chart for visitors and members, and shows a VIP the chart of the chosen item', async () => {
    expect(chartAccess({ loggedIn: false, isVip: false })).toBe('visitor');
    const menu = await loadMenu(call, 'indicator');
    const chosen = selectFromMenu(menu, 1, 2);
    expect(chosen).not.toBeNull();
    const figure = await loadFigure(call, chosen!.groupId, chosen!.item.id);
    expect(figure.data.length).toBeGreaterThan(0);
    expect(figure.data[0]!.x.length).toBe(figure.data[0]!.y.length);
  });

  it('refuses a chart when the server says the member is not VIP', async () => {
    server.use(
      http.get('*/api/v1/chart/btcdata/:groupId/:targetId/', () =>
        HttpResponse.json(
          {
            statusCode: 403,
            error: 'Forbidden',
            message: '该功能仅限会员使用，请先开通会员',
            code: 'forbidden',
          },
          { status: 403 },
        ),
      ),
    );
    await expect(loadFigure(call, 1, 92)).rejects.toMatchObject({
      status: 403,
      message: '该功能仅限会员使用，请先开通会员',
    });
  });

  it('searches the loaded menu by title, ignoring case and surrounding spaces', async () => {
    const menu = await loadMenu(call, 'indicator');
    const first = menu[0]!.items[0]!;
    const query = `  ${first.title.toUpperCase()}  `;
    const found = filterMenu(menu, query).flatMap((group) => group.items.map((item) => item.id));
    expect(found).toContain(first.id);
    expect(filterMenu(menu, '  没有这个指标 ')).toEqual([]);
  });

  it('loads the knowledge menu with its articles', async () => {
    const menu = await loadMenu(call, 'knowledge');
    const article = menu[0]!.items[0]!;
    expect(article).toHaveProperty('header_klg');
    expect(article).toHaveProperty('content');
  });

  it('adds a favourite with its positions, then removes it again', async () => {
    const menu = await loadMenu(call, 'indicator');
    const chosen = selectFromMenu(menu, 3, 1)!;
    const before = await loadFavorites(call);
    const target = { itemId: chosen.item.id, groupId: chosen.groupId, list: 3, unit: 1 };

    const added = await saveFavorite(call, target, true, before);
    expect(added.map((f) => f.item_id)).toContain(chosen.item.id);
    expect(added.find((f) => f.item_id === chosen.item.id)).toMatchObject({
      list_index: 3,
      unit_index: 1,
      groupId: chosen.groupId,
    });
    expect((await loadFavorites(call)).map((f) => f.item_id)).toContain(chosen.item.id);

    const removed = await saveFavorite(call, target, false, added);
    expect(removed.map((f) => f.item_id)).not.toContain(chosen.item.id);
  });

  it('answers an empty desk once every favourite is removed', async () => {
    let desk = await loadFavorites(call);
    for (const favourite of desk) {
      const target = {
        itemId: favourite.item_id,
        groupId: favourite.groupId,
        list: favourite.list_index,
        unit: favourite.unit_index,
      };
      desk = await saveFavorite(call, target, false, desk);
    }
    expect(desk).toEqual([]);
    expect(await loadFavorites(call)).toEqual([]);
  });

  it('uploads a thumbnail as multipart form data', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'chart.png', {
      type: 'image/png',
    });
    const menu = await loadMenu(call, 'indicator');
    await expect(uploadThumbnail(call, png, menu[0]!.items[0]!.id)).resolves.toMatch(/^\//);
  });

  it('loads the live price series', async () => {
    const points = await loadPrice(call, 'live');
    expect(points.length).toBeGreaterThan(0);
  });
});

describe('live ticks', () => {
  const start = [{ price: '90000.00', added: 100 }];

  it('appends a newer tick and ignores stale ticks and other messages', () => {
    const next = appendTick(start, { type: 'price', price: '90010.50', added: 105 });
    expect(next).toEqual([...start, { price: '90010.50', added: 105 }]);
    expect(appendTick(next, { type: 'price', price: '1.00', added: 105 })).toBe(next);
    expect(appendTick(next, { type: 'chat_message' })).toBe(next);
  });

  it(`keeps the last ${liveWindow} points`, () => {
    let points: readonly { price: string; added: number }[] = [];
    for (let i = 1; i <= liveWindow + 5; i += 1) {
      points = appendTick(points, { type: 'price', price: '1.00', added: i });
    }
    expect(points).toHaveLength(liveWindow);
    expect(points[0]!.added).toBe(6);
  });
  it('follows the demo mark of each tick and keeps it through other messages', () => {
    expect(demoAfter(false, { type: 'price', price: '1.00', added: 1, demo: true })).toBe(true);
    expect(demoAfter(true, { type: 'price', price: '1.00', added: 2 })).toBe(false);
    expect(demoAfter(true, { type: 'chat_message' })).toBe(true);
  });
});
