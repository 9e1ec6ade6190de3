import type { Lifecycle, Request, ResponseToolkit, RouteOptions } from '@hapi/hapi';
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
import { DomainError, toBoom } from '../../http/errors.ts';
import { btcDataRoute, type IndicatorsDeps } from './chart.ts';

const m = messages.indicators;
const route = routesFor<IndicatorsDeps>();

/** A contract route with extra hapi route options (an extension point, client caching). */
function withOptions(
  route: ContractRoute<IndicatorsDeps>,
  extra: RouteOptions,
): ContractRoute<IndicatorsDeps> {
  return {
    endpoint: route.endpoint,
    toHapi: (options) => {
      const hapi = route.toHapi(options);
      const base = hapi.options as RouteOptions;
      return {
        ...hapi,
        options: {
          ...base,
          ...extra,
          app: { ...base.app, ...extra.app },
          ext: { ...base.ext, ...extra.ext },
        },
      };
    },
  };
}

/** One file part as hapi's multipart parser hands it over ("annotated" output). */
interface FilePart {
  filename: string;
  headers: Record<string, string>;
  payload: Buffer;
}

function isFilePart(value: unknown): value is FilePart {
  return (
    typeof value === 'object' &&
    value !== null &&
    'payload' in value &&
    Buffer.isBuffer((value as { payload: unknown }).payload) &&
    'headers' in value
  );
}

/**
 * Turns the upload's file part into a web File, so the contract's own z.file() schema checks it,
 * and refuses an image past the snapshot limit with 413 (the body limit leaves room for the form's
 * other parts, so such an image gets this far).
 */
const readUploadedImage: Lifecycle.Method = (request: Request, h: ResponseToolkit) => {
  const payload = request.payload as Record<string, unknown> | null;
  const image = payload?.['image'];
  if (payload && isFilePart(image)) {
    if (image.payload.length > snapshotMaxBytes)
      throw toBoom(new DomainError('too_large', m.uploadTooLarge, 'payload_too_large'));
    payload['image'] = new File([new Uint8Array(image.payload)], image.filename, {
      type: image.headers['content-type'] ?? '',
    });
  }
  return h.continue;
};

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
