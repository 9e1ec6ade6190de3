import { addFavorite, uploadPrivate } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refuse } from './define.ts';
import { mocks, resetIndicatorsMockState } from './indicators.ts';

const server = setupServer(...mocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetIndicatorsMockState();
});
afterAll(() => server.close());

const base = 'http://mock.test/api/v1';
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

interface Desk {
  has_favorite: boolean;
  items: { item_id: number; imgSrc: string }[];
}
const desk = async (): Promise<Desk> =>
  (await (await fetch(`${base}/loginpart/favorite/0`)).json()) as Desk;

describe('indicator mocks', () => {
  it('serves a price series per frequency, oldest first', async () => {
    const body = (await (await fetch(`${base}/chart/btc_price/1y/`)).json()) as {
      stream: string;
      data: { added: number }[];
    };
    expect(body.stream).toBe('/prices/btc');
    expect(body.data).toHaveLength(365);
    expect(body.data.every((p, i, all) => i === 0 || p.added > (all[i - 1]?.added ?? 0))).toBe(
      true,
    );
  });

  it('refuses an unknown frequency with the catalogue text', async () => {
    const response = await fetch(`${base}/chart/btc_price/5m/`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      messages.indicators.frequencyInvalid,
    );
  });

  it('answers 404 for an indicator outside its group', async () => {
    const response = await fetch(`${base}/chart/btcdata/2/1/`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      messages.indicators.indicatorNotFound,
    );
  });

  it('lists a favourite once it is added, and drops it when removed', async () => {
    expect((await desk()).items.map((i) => i.item_id)).toEqual([2, 5]);

    const added = await fetch(
      `${base}/loginpart/favorite/3/`,
      json({ unit_index: 3, list_index: 1 }),
    );
    expect(added.status).toBe(200);
    expect((await desk()).items.map((i) => i.item_id)).toEqual([2, 5, 3]);

    const again = await fetch(
      `${base}/loginpart/favorite/3/`,
      json({ unit_index: 3, list_index: 1 }),
    );
    expect(again.status).toBe(200);
    expect((await desk()).items).toHaveLength(3);

    const detail = (await (await fetch(`${base}/loginpart/favoritedetail/1/3/`)).json()) as {
      is_favorite: boolean;
    };
    expect(detail.is_favorite).toBe(true);

    const removed = (await (
      await fetch(`${base}/loginpart/favorite/2/`, { method: 'DELETE' })
    ).json()) as {
      remaining_favorites: { item_id: number }[];
    };
    expect(removed.remaining_favorites.map((i) => i.item_id)).toEqual([5, 3]);
    const gone = await fetch(`${base}/loginpart/favorite/2/`, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe(
      messages.indicators.favoriteNotFound,
    );
  });

  it('refuses, once a test adds it, a group_id that does not own the item', async () => {
    server.use(refuse(addFavorite, 400, messages.indicators.favoriteMismatch));
    const response = await fetch(
      `${base}/loginpart/favorite/3/`,
      json({ unit_index: 3, list_index: 1, group_id: 2 }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      messages.indicators.favoriteMismatch,
    );
  });

  const png = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  const upload = (file: File, targetId = '5') => {
    const form = new FormData();
    form.append('image', file);
    form.append('targetId', targetId);
    return fetch(`${base}/filepro/upload_private/`, { method: 'POST', body: form });
  };

  it('makes an uploaded PNG the item’s thumbnail, on the menu and on the desk', async () => {
    const response = await upload(new File([png], 'c.png', { type: 'image/png' }));
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/api\/v1\/filepro\/thumbnail\/5\/\?v=[0-9a-f]+$/);
    expect((await desk()).items.find((i) => i.item_id === 5)?.imgSrc).toBe(url);
    const menu = (await (await fetch(`${base}/loginpart/gettargetall/`)).json()) as {
      itemlist: { items: { id: number; thumbnail: string | null }[] }[];
    };
    expect(menu.itemlist[1]?.items[0]?.thumbnail).toBe(url);
    const image = await fetch(`http://mock.test${url}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer()).slice(0, 4)).toEqual(png.slice(0, 4));
  });

  it('has no thumbnail for an item nobody uploaded one for', async () => {
    expect((await fetch(`${base}/filepro/thumbnail/1/`)).status).toBe(404);
    expect((await fetch(`${base}/filepro/thumbnail/2/`)).status).toBe(200);
  });

  it.each([
    ['a JPEG', new File([new Uint8Array([255, 216])], 'c.jpg', { type: 'image/jpeg' })],
    ['text named .png', new File(['not a picture'], 'c.png', { type: 'image/png' })],
  ])('refuses %s once a test adds the refusal', async (_, file) => {
    server.use(refuse(uploadPrivate, 400, messages.indicators.uploadNotPng));
    const response = await upload(file);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      messages.indicators.uploadNotPng,
    );
  });
});
