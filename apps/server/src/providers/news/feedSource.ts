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

/** The feeds at these URLs or file paths. */
export function feedSource(locations: readonly string[]): FeedsProvider {
  return {
    origin: 'feeds',
    locations,
    read: async (location, signal) =>
      readFeed(await loadFeedDocument(location, signal), hostOf(location)),
  };
}
