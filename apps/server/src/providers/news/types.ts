import type { NewsTopic, NewsType } from '@coinsight/domain/api';
import type { NewsSettings } from '../../config.ts';
import type { ParsedFeed } from './feeds.ts';

/**
 * An item a source hands over ready to store: classified, sanitised and keyed for dedupe (the
 * demo generator's items; a feed's are made so by the news area, which classifies them).
 */
export interface ReadyNews {
  dedupeKey: string;
  title: string;
  publishedAt: Date;
  type: NewsType;
  important: boolean;
  topic: NewsTopic;
  summary: string;
  source: string;
  author: string;
  link: string | null;
  html: string;
  plain: string;
  /** The generator wrote it (news.demo): its 演示数据 mark, and what a real feed read removes. */
  demo?: boolean;
}

export type NewsOrigin = NewsSettings['source'];

/**
 * Feeds (RSS 2.0, Atom, JSON Feed) at URLs or in files: polled on a schedule with
 * NEWS_SOURCE=feeds, read once by `npm run ingest -- news`. Their items are classified and
 * sanitised by the news area on the way in.
 */
export interface FeedsProvider {
  readonly origin: 'feeds';
  /** The feeds, read in this order. */
  readonly locations: readonly string[];
  /** One feed's title and items, its unreadable items named; throws with the reason when it fails. */
  read(location: string, signal?: AbortSignal): Promise<ParsedFeed>;
}

/** Generated Chinese flash news, the same for every database, seeded once into an empty table. */
export interface DemoNewsProvider {
  readonly origin: 'demo';
  /** The items of the `days` days before `now`, oldest first. */
  items(now: Date, days?: number): ReadyNews[];
}

/** Where news comes from (NEWS_SOURCE). */
export type NewsProvider = FeedsProvider | DemoNewsProvider;
