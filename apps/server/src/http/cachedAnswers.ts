import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { ServerOptions } from '@hapi/hapi';

/** A cached answer's JSON text, its length in bytes, its tag, and the text gzipped once asked for. */
export interface Serialised {
  body: string;
  bytes: number;
  tag: string;
  gzip?: Buffer;
}

/**
 * The serialised answers of ETag routes, keyed by identity: a cache that rebuilds its answer (a
 * tick, an ingest) gets a new body and tag, and one that hands out the same object is serialised
 * and hashed once, not per request.
 */
const serialised = new WeakMap<object, Serialised>();

export function serialisedOf(result: object): Serialised {
  let entry = serialised.get(result);
  if (entry === undefined) {
    const body = JSON.stringify(result);
    entry = {
      body,
      bytes: Buffer.byteLength(body),
      tag: createHash('sha1').update(body).digest('base64url'),
    };
    serialised.set(result, entry);
  }
  return entry;
}

/**
 * The answer for a browser that takes gzip (every browser does): compressed once per cached answer
 * rather than by hapi on every request (a zlib stream each). hapi still adds `-gzip` to the tag, so
 * a 304 needs the tag of the same encoding.
 */
export function gzipped(entry: Serialised): Buffer {
  entry.gzip ??= gzipSync(entry.body);
  return entry.gzip;
}

/** Whether hapi would compress an answer of this many bytes: compression on, and not under its minimum. */
export function compressible({ compression }: ServerOptions, bytes: number): boolean {
  if (compression === false) return false;
  // hapi fills in its minimum (1 KiB) when the server sets none.
  return bytes >= ((typeof compression === 'object' ? compression.minBytes : undefined) ?? 1024);
}

/** The answers already checked against the contract (by identity, as above). */
export const conforming = new WeakSet<object>();
