import { defaultFeedZone, isTimeZone } from './dates.ts';
import { decodeFeed } from './decode.ts';
import { readFeed } from './feeds.ts';
import { loadFeedDocument } from './fetch.ts';
import type { FeedsProvider } from './types.ts';

/** A feed's host as its fallback source name. */
function hostOf(location: string): string {
  try {
    return new URL(location).hostname;
  } catch {
    return location.split('/').pop() ?? location;
  }
}

/**
 * A feed's location and the zone its dates without a zone are written in: a `#zone=Area/City`
 * fragment on the URL or file path names it (a fragment never reaches the server), else
 * defaultFeedZone.
 */
export function feedLocation(location: string): { where: string; zone: string } {
  const match = /#zone=([^#]+)$/.exec(location);
  if (!match?.[1]) return { where: location, zone: defaultFeedZone };
  const zone = decodeURIComponent(match[1]);
  if (!isTimeZone(zone)) throw new Error(`unknown time zone ${zone}`);
  return { where: location.slice(0, match.index), zone };
}

/** The feeds at these URLs or file paths. */
export function feedSource(locations: readonly string[]): FeedsProvider {
  return {
    origin: 'feeds',
    locations,
    read: async (location, signal) => {
      const { where, zone } = feedLocation(location);
      const loaded = await loadFeedDocument(where, signal);
      const { text } = decodeFeed(loaded.bytes, loaded.charset);
      return readFeed(text, hostOf(where), { zone, url: loaded.url });
    },
  };
}
