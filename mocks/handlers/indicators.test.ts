import { messages } from '@coinsight/domain/messages';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mocks, resetIndicatorsMockState } from './indicators.ts';

const server = setupServer(...mocks.map((m) => m.handler));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetIndicatorsMockState());
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
    const response = await fetch(`${base}/chart/btcdata/2/92/`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      messages.indicators.indicatorNotFound,
    );
  });

  it('lists a favourite once it is added, and drops it when removed', async () => {
    expect((await desk()).items.map((i) => i.item_id)).toEqual([92, 94]);

    const added = await fetch(
      `${base}/loginpart/favorite/95/`,
      json({ unit_index: 1, list_index: 3 }),
    );
    expect(added.status).toBe(200);
    expect((await desk()).items.map((i) => i.item_id)).toEqual([92, 94, 95]);

    const again = await fetch(
      `${base}/loginpart/favorite/95/`,
      json({ unit_index: 1, list_index: 3 }),
    );
    expect(again.status).toBe(200);
    expect((await desk()).items).toHaveLength(3);

    const detail = (await (await fetch(`${base}/loginpart/favoritedetail/3/95/`)).json()) as {
      is_favorite: boolean;
    };
    expect(detail.is_favorite).toBe(true);

    const removed = (await (
      await fetch(`${base}/loginpart/favorite/92/`, { method: 'DELETE' })
    ).json()) as {
      remaining_favorites: { item_id: number }[];
    };
    expect(removed.remaining_favorites.map((i) => i.item_id)).toEqual([94, 95]);
    const gone = await fetch(`${base}/loginpart/favorite/92/`, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe(
      messages.indicators.favoriteNotFound,
    );
  });

  it('refuses a group_id that does not own the item', async () => {
    const response = await fetch(
      `${base}/loginpart/favorite/95/`,
      json({ unit_index: 1, list_index: 3, group_id: 1 }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      messages.indicators.favoriteMismatch,
    );
  });

  it('shows an uploaded snapshot on the desk', async () => {
    const form = new FormData();
    form.append(
      'image',
      new File([new Uint8Array([137, 80, 78, 71])], 'c.png', { type: 'image/png' }),
    );
    form.append('targetId', '94');
    const response = await fetch(`${base}/filepro/upload_private/`, { method: 'POST', body: form });
    const { url } = (await response.json()) as { url: string };
    expect((await desk()).items.find((i) => i.item_id === 94)?.imgSrc).toBe(url);
  });

  it('refuses a JPEG snapshot', async () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array([255, 216])], 'c.jpg', { type: 'image/jpeg' }));
    form.append('targetId', '94');
    const response = await fetch(`${base}/filepro/upload_private/`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      messages.indicators.uploadNotPng,
    );
  });
});
