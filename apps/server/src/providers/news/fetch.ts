import { readFile } from 'node:fs/promises';
import { charsetOf } from './decode.ts';

/** How long one feed may take to answer before the poll moves on to the next. */
export const feedTimeoutMs = 20_000;
/** Largest feed document read (flash feeds are tens of kilobytes). */
export const feedMaxBytes = 5 * 1024 * 1024;

/** A feed's bytes as they came, with what the transport said of their encoding. */
export interface FeedBytes {
  bytes: Uint8Array;
  /** The HTTP Content-Type's charset, or null (files have none). */
  charset: string | null;
  /** The URL the document was read from after redirects (its relative links' last base), or null. */
  url: string | null;
}

/**
 * A feed document's bytes from an http(s) URL or a local file path, undecoded: the encoding is
 * decided from the bytes, the charset and the declaration together (decode.ts). Throws with the
 * reason on failure.
 */
export async function loadFeedDocument(location: string, signal?: AbortSignal): Promise<FeedBytes> {
  if (!/^https?:\/\//.test(location))
    return { bytes: new Uint8Array(await readFile(location)), charset: null, url: null };
  const timeout = AbortSignal.timeout(feedTimeoutMs);
  const response = await fetch(location, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    headers: {
      accept:
        'application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml;q=0.9, */*;q=0.5',
      'user-agent': 'Coinsight news reader (+https://github.com/)',
    },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > feedMaxBytes) throw new Error(`feed larger than ${feedMaxBytes} bytes`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > feedMaxBytes) throw new Error(`feed larger than ${feedMaxBytes} bytes`);
  return {
    bytes,
    charset: charsetOf(response.headers.get('content-type')),
    url: response.url || location,
  };
}
