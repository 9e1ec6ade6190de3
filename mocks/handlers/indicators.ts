import {
  addFavorite,
  btcData,
  btcPrice,
  favoriteDetail,
  favorites,
  getKnowledgeAll,
  getTargetAll,
  indicatorThumbnail,
  removeFavorite,
  uploadPrivate,
  type FavoriteItem,
  type IndicatorGroup,
  type IndicatorItem,
  type PriceFrequency,
  type ResponseOf,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { btcPriceSubscription } from '@coinsight/domain/realtime';
import {
  indicatorFigure,
  indicatorGroups,
  initialFavorites,
  knowledgeGroups,
  priceSeries,
} from '../fixtures/indicators.ts';
import { mock, notFound, type EndpointMock } from './define.ts';
import { demoMarkOf } from '../fixtures/sources.ts';

const m = messages.indicators;

let desk: FavoriteItem[] = initialFavorites();
/** Thumbnails uploaded during this run, by item id (the fixture's own ones apply otherwise). */
const thumbnails = new Map<number, string>();

/** Back to the demo member's starting desk and the fixture's thumbnails (tests and stories call it between runs). */
export function resetIndicatorsMockState(): void {
  desk = initialFavorites();
  thumbnails.clear();
}

const thumbnailOf = (item: IndicatorItem): string | null =>
  thumbnails.get(item.id) ?? item.thumbnail;

const menu = (): IndicatorGroup[] =>
  indicatorGroups.map((g) => ({
    ...g,
    items: g.items.map((i) => ({ ...i, thumbnail: thumbnailOf(i) })),
  }));

function findItem(itemId: number): { group: IndicatorGroup; item: IndicatorItem } | undefined {
  for (const group of indicatorGroups) {
    const item = group.items.find((i) => i.id === itemId);
    if (item) return { group, item };
  }
  return undefined;
}

/** One PNG pixel: the multipart example's image and every mock thumbnail. */
const pngPixel = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const priceAnswer = (frequency: PriceFrequency): ResponseOf<typeof btcPrice> => ({
  stream: btcPriceSubscription,
  data: priceSeries(frequency),
  ...demoMarkOf('ticker'),
});

export const mocks: EndpointMock[] = [
  mock(btcPrice, { params: { frequency: '24h' } }, ({ params }) => priceAnswer(params.frequency)),

  mock(btcData, { params: { groupId: 1, targetId: 2 } }, ({ params }) => {
    const found = findItem(params.targetId);
    if (!found || found.group.id !== params.groupId) return notFound(m.indicatorNotFound);
    return {
      response: { chart: { figure: indicatorFigure(found.item.id, found.item.title) } },
      ...demoMarkOf('btc'),
    };
  }),

  mock(
    uploadPrivate,
    { body: { image: new File([pngPixel], 'chart.png', { type: 'image/png' }), targetId: '2' } },
    ({ body }) => {
      if (!findItem(body.targetId)) return notFound(m.indicatorNotFound);
      const url = `/api/v1/filepro/thumbnail/${body.targetId}/?v=${Date.now().toString(16)}`;
      thumbnails.set(body.targetId, url);
      desk = desk.map((f) => (f.targetId === body.targetId ? { ...f, imgSrc: url } : f));
      return { url, targetId: body.targetId };
    },
  ),

  mock(indicatorThumbnail, { params: { itemId: 2 } }, ({ params }) => {
    const found = findItem(params.itemId);
    if (!found || !thumbnailOf(found.item)) return notFound(m.indicatorNotFound);
    return new Response(pngPixel, {
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
    });
  }),

  mock(getTargetAll, {}, () => ({ itemlist: menu() })),

  mock(getKnowledgeAll, {}, () => ({ knowledgelist: knowledgeGroups })),

  mock(favorites, {}, () => ({ has_favorite: desk.length > 0, items: desk })),

  mock(favoriteDetail, { params: { groupId: 1, targetId: 2 } }, ({ params }) => {
    const found = findItem(params.targetId);
    if (!found || found.group.id !== params.groupId) return notFound(m.indicatorNotFound);
    const fav = desk.find((f) => f.item_id === params.targetId);
    return {
      item_id: params.targetId,
      is_favorite: fav !== undefined,
      unit_index: fav?.unit_index ?? null,
      list_index: fav?.list_index ?? null,
    };
  }),

  mock(
    addFavorite,
    { params: { itemId: 3 }, body: { unit_index: 3, list_index: 1 } },
    ({ params, body }) => {
      const found = findItem(params.itemId);
      if (!found) return notFound(m.indicatorNotFound);
      const existing = desk.find((f) => f.item_id === params.itemId);
      if (existing) return { item: existing };
      const item: FavoriteItem = {
        item_id: found.item.id,
        list_index: body.list_index,
        unit_index: body.unit_index,
        groupId: found.group.id,
        targetId: found.item.id,
        title: found.item.title,
        imgSrc: thumbnailOf(found.item) ?? '',
        isFavorite: true,
      };
      desk = [...desk, item];
      return { item };
    },
  ),

  mock(removeFavorite, { params: { itemId: 2 } }, ({ params }) => {
    if (!desk.some((f) => f.item_id === params.itemId)) return notFound(m.favoriteNotFound);
    desk = desk.filter((f) => f.item_id !== params.itemId);
    return { remaining_favorites: desk };
  }),
];
