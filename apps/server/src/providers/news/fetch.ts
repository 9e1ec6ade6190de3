import { readFile } from 'node:fs/promises';

/** How long one feed may take to answer before the poll moves on to the next. */
export const feedTimeoutMs = 20_000;
/** Largest feed document read (flash feeds are tens of kilobytes). */
export const feedMaxBytes = 5 * 1024 * 1024;

/** A feed document from an http(s) URL or a local file path. Throws with the reason on failure. */
export async function loadFeedDocument(location: string, signal?: AbortSignal): Promise<string> {
  if (!/^https?:\/\//.test(location)) return readFile(location, 'utf8');
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
  const text = await response.text();
  if (text.length > feedMaxBytes) throw new Error(`feed larger than ${feedMaxBytes} bytes`);
  return text;
}
