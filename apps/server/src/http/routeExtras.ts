import type { Lifecycle, Request, ResponseToolkit, RouteOptions } from '@hapi/hapi';
import type { ContractRoute } from './contractRoute.ts';
import { DomainError } from '../domainError.ts';
import { toBoom } from './errors.ts';

/**
 * A contract route with extra hapi route options (an extension point, client caching). `auth:
 * false` means what it says: the route reads no session cookie (so it sets none either), for a
 * public answer that shared caches may keep.
 */
export function withOptions<D>(route: ContractRoute<D>, extra: RouteOptions): ContractRoute<D> {
  return {
    endpoint: route.endpoint,
    toHapi: (options) => {
      const hapi = route.toHapi(options);
      const base = hapi.options as RouteOptions;
      // A fast read is answered before any route step: an extension added here would not run.
      if (base.app?.fastRead)
        throw new Error(`${route.endpoint.id} is a fast read: it takes no extra route options`);
      const { onPreAuth: readSessions, ...otherSteps } = base.ext ?? {};
      return {
        ...hapi,
        options: {
          ...base,
          ...extra,
          app: { ...base.app, ...extra.app },
          ext: {
            ...otherSteps,
            ...(extra.auth === false ? {} : { onPreAuth: readSessions }),
            ...extra.ext,
          },
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
 * An onPreHandler step for an upload: turns the form's `field` part into a web File, so the
 * contract's own z.file() schema checks it, and refuses one past `maxBytes` with 413 and
 * `tooLarge` (the body limit leaves room for the form's framing, so such a file gets this far).
 */
export function readUploadedFile(
  field: string,
  maxBytes: number,
  tooLarge: string,
): Lifecycle.Method {
  return (request: Request, h: ResponseToolkit) => {
    const payload = request.payload as Record<string, unknown> | null;
    const part = payload?.[field];
    if (payload && isFilePart(part)) {
      if (part.payload.length > maxBytes)
        throw toBoom(new DomainError('too_large', tooLarge, 'payload_too_large'));
      payload[field] = new File([new Uint8Array(part.payload)], part.filename, {
        type: part.headers['content-type'] ?? '',
      });
    }
    return h.continue;
  };
}
