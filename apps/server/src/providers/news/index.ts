import type { NewsSettings } from '../../config.ts';
import { demoNews } from './demo.ts';
import { feedSource } from './feedSource.ts';
import type { NewsProvider } from './types.ts';

/** The configured source: the NEWS_FEEDS feeds, or the demo generator. */
export function newsProvider(settings: NewsSettings): NewsProvider {
  return settings.source === 'feeds' ? feedSource(settings.feeds) : demoNews;
}
