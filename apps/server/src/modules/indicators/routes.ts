import { messages } from '@coinsight/domain/messages';
import {
  addFavorite,
  favoriteDetail,
  favorites,
  getKnowledgeAll,
  getTargetAll,
  indicatorThumbnail,
  removeFavorite,
  snapshotMaxBytes,
  uploadPrivate,
} from '../../contract.ts';
import { routesFor, type ContractRoute } from '../../http/contractRoute.ts';
import { readUploadedFile, withOptions } from '../../http/routeExtras.ts';
import { btcDataRoute, type IndicatorsDeps } from './chartRoutes.ts';

const m = messages.indicators;
const route = routesFor<IndicatorsDeps>();

const readUploadedImage = readUploadedFile('image', snapshotMaxBytes, m.uploadTooLarge);

/** A day: thumbnail URLs carry ?v= of the picture, so a new upload is a new URL. */
const thumbnailMaxAgeMs = 86_400_000;

export const indicatorsRoutes: ContractRoute<IndicatorsDeps>[] = [
  route(getTargetAll, ({ deps }) => deps.indicators.targetAll()),

  route(getKnowledgeAll, ({ deps }) => deps.indicators.knowledgeAll()),

  btcDataRoute,

  route(favorites, async ({ member, deps }) => {
    const items = await deps.indicators.favorites(member);
    return { has_favorite: items.length > 0, items };
  }),

  route(favoriteDetail, ({ params, member, deps }) =>
    deps.indicators.favoriteDetail(member, params.groupId, params.targetId),
  ),

  route(addFavorite, async ({ params, body, member, deps }) => ({
    item: await deps.indicators.addFavorite(member, params.itemId, body),
  })),

  route(removeFavorite, async ({ params, member, deps }) => ({
    remaining_favorites: await deps.indicators.removeFavorite(member, params.itemId),
  })),

  withOptions(
    route(uploadPrivate, async ({ body, admin, deps }) => {
      const bytes = new Uint8Array(await body.image.arrayBuffer());
      const url = await deps.indicators.uploadThumbnail(admin, body.targetId, bytes);
      return { url, targetId: body.targetId };
    }),
    { ext: { onPreHandler: { method: readUploadedImage } } },
  ),

  withOptions(
    route(indicatorThumbnail, ({ params, deps }) => deps.indicators.thumbnail(params.itemId)),
    {
      cache: { privacy: 'public', expiresIn: thumbnailMaxAgeMs },
      // A public picture: no session lookup, and no cookie set (hapi marks a cached answer private
      // when the request is authenticated or the response sets a cookie, such as crumb's).
      auth: false,
      app: { noCsrf: true },
    },
  ),
];
