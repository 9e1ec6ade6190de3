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
import { routeFor, type ContractRoute } from '../../http/contractRoute.ts';
import { DomainError, toBoom } from '../../http/errors.ts';
import { btcDataRoute } from './chart.ts';

const m = messages.indicators;

/** A contract route with extra hapi route options (an extension point, client caching). */
function withOptions(route: ContractRoute, extra: RouteOptions): ContractRoute {
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
      throw toBoom(new DomainError(413, m.uploadTooLarge, 'payload_too_large'));
    payload['image'] = new File([new Uint8Array(image.payload)], image.filename, {
      type: image.headers['content-type'] ?? '',
    });
  }
  return h.continue;
};

/** The contract's role check ran before the handler; a missing session here is a server bug, not a refusal. */
function required<T>(who: T | null): T {
  if (who === null) throw new Error('a role-checked route reached its handler without a session');
  return who;
}

/** A day: thumbnail URLs carry ?v= of the picture, so a new upload is a new URL. */
const thumbnailMaxAgeMs = 86_400_000;

export const indicatorsRoutes: ContractRoute[] = [
  routeFor(getTargetAll, ({ services }) => services.indicators.targetAll()),

  routeFor(getKnowledgeAll, ({ services }) => services.indicators.knowledgeAll()),

  btcDataRoute,

  routeFor(favorites, async ({ member, services }) => {
    const items = await services.indicators.favorites(required(member));
    return { has_favorite: items.length > 0, items };
  }),

  routeFor(favoriteDetail, ({ params, member, services }) =>
    services.indicators.favoriteDetail(required(member), params.groupId, params.targetId),
  ),

  routeFor(addFavorite, async ({ params, body, member, services }) => ({
    item: await services.indicators.addFavorite(required(member), params.itemId, body),
  })),

  routeFor(removeFavorite, async ({ params, member, services }) => ({
    remaining_favorites: await services.indicators.removeFavorite(required(member), params.itemId),
  })),

  withOptions(
    routeFor(uploadPrivate, async ({ body, admin, services }) => {
      const bytes = new Uint8Array(await body.image.arrayBuffer());
      const url = await services.indicators.uploadThumbnail(
        required(admin).id,
        body.targetId,
        bytes,
      );
      return { url, targetId: body.targetId };
    }),
    { ext: { onPreHandler: { method: readUploadedImage } } },
  ),

  withOptions(
    routeFor(indicatorThumbnail, ({ params, services }) =>
      services.indicators.thumbnail(params.itemId),
    ),
    {
      cache: { privacy: 'public', expiresIn: thumbnailMaxAgeMs },
      // A public picture: no session lookup, and no cookie set (hapi marks a cached answer private
      // when the request is authenticated or the response sets a cookie, such as crumb's).
      auth: false,
      app: { noCsrf: true },
    },
  ),
];
