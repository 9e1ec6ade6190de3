import type { NewsDetail, NewsItem, RelatedNews, ViewedNews } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  mayPage,
  offlineNewsReading,
  sameStoryAs,
  searchWords,
  storyFeatures,
  topicOf,
} from '@coinsight/domain/news';
import { beijingDayBounds } from '@coinsight/domain/time';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../domainError.ts';
import type { MemberCredentials } from '../../sessions/credentials.ts';
import { isVip } from '@coinsight/domain/membership';
import type { ChatProvider } from '../../providers/ai/types.ts';
import { classifyItem, readItem } from '../../providers/news/classifier.ts';
import { dedupeKeyOf } from '../../providers/news/dedupeKey.ts';
import type { FeedItem } from '../../providers/news/feeds.ts';
import { htmlToText, sanitizeNewsHtml } from '../../providers/news/sanitize.ts';
import type { NewsAnnouncer } from './announcer.ts';
import { NewsRepo, type NewNews, type StoredNews, type StoryNeighbour } from './repo.ts';
import { linkRelated, neighbourWindow } from './related.ts';
import { newsCard, newsDetailOf, timelineNode, viewedCard } from './view.ts';

const m = messages.news;

/** Longest summary kept from a feed's description (cards show two or three lines). */
const summaryLength = 200;
/** Items stored per transaction during an ingest. */
export const ingestBatch = 100;
/** Search answers kept at most (all dropped when full: a simple bound, not an LRU). */
const searchCacheSize = 500;

export interface IngestCounts {
  read: number;
  stored: number;
  /** Items not stored because they are: their key known, or their story told by another source. */
  duplicates: number;
  /** Of the duplicates, those merged into a stored story as one more of its sources (absent: none). */
  merged?: number;
}

export interface PageQuery {
  offset: number;
  limit: number;
}

/**
 * Whether a read makes the item's reading: none stored yet, or one the offline rules wrote while a
 * provider is now configured. An admin's or a provider's reading stays.
 */
function readingDue(news: StoredNews, provider: ChatProvider): boolean {
  if (news.aiReading === null) return true;
  if (provider.offline) return false;
  // Stored before readings were marked: the offline rules' one is recognised by its text.
  const by = news.aiReadingBy ?? (news.aiReading === offlineNewsReading(news) ? 'offline' : null);
  return by === 'offline';
}

function cut(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, length - 1).join('')}…`;
}

export class NewsService {
  readonly repo: NewsRepo;

  constructor(
    repo: NewsRepo,
    private readonly announcer: NewsAnnouncer,
    private readonly ai: () => ChatProvider,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    this.repo = repo;
  }

  private checkPaging(offset: number, member: MemberCredentials | null): void {
    const vip = member !== null && isVip(member.vipExpiry, this.clock.now());
    if (!mayPage(offset, vip)) throw new DomainError('forbidden', m.pagingNeedsVip, 'vip_required');
  }

  async list(
    query: { start_date: string; end_date: string } & PageQuery,
    member: MemberCredentials | null,
  ): Promise<{ results: NewsItem[]; total: number }> {
    this.checkPaging(query.offset, member);
    const from = beijingDayBounds(query.start_date).start;
    const to = beijingDayBounds(query.end_date).end;
    const { items, total } = await this.repo.listBetween(from, to, query.offset, query.limit);
    return { results: items.map(newsCard), total };
  }

  /**
   * Recent search answers by words and page. InnoDB FULLTEXT takes a third of a second to count a
   * common word's hits, and people search the same few words; stored news only changes when some
   * is stored, which empties this (forgetSearches), so an answer is never staler than the
   * announce job's interval for news another process stored.
   */
  private readonly searches = new Map<string, Promise<{ results: NewsItem[]; total: number }>>();

  forgetSearches(): void {
    this.searches.clear();
  }

  async search(
    query: { q: string } & PageQuery,
    member: MemberCredentials | null,
  ): Promise<{ results: NewsItem[]; total: number }> {
    this.checkPaging(query.offset, member);
    const words = searchWords(query.q);
    const key = JSON.stringify([words.map((w) => w.word), query.offset, query.limit]);
    let answer = this.searches.get(key);
    if (!answer) {
      answer = this.repo
        .search(words, query.offset, query.limit)
        .then(({ items, total }) => ({ results: items.map(newsCard), total }));
      answer.catch(() => this.searches.delete(key));
      if (this.searches.size >= searchCacheSize) this.searches.clear();
      this.searches.set(key, answer);
    }
    return answer;
  }

  private async existing(id: number): Promise<StoredNews> {
    const news = await this.repo.byId(id);
    if (!news) throw new DomainError('not_found', m.newsNotFound, 'news_not_found');
    return news;
  }

  async recordView(member: MemberCredentials, id: number): Promise<void> {
    await this.existing(id);
    await this.repo.recordView(member.id, id, this.clock.now());
  }

  async recentlyViewed(member: MemberCredentials): Promise<ViewedNews[]> {
    const rows = await this.repo.recentlyViewed(member.id, 10);
    return rows.map((row) => viewedCard(row.news, row.viewedAt));
  }

  /** The timeline of these ids: known ones oldest first, titled by the first id (the current news). */
  async tree(ids: readonly number[]): Promise<{ title: string; data: RelatedNews[] }> {
    const nodes = await this.repo.cardsByIds(ids);
    const current = nodes.find((n) => n.id === ids[0]) ?? nodes[0];
    return { title: current?.title ?? '', data: nodes.map(timelineNode) };
  }

  /**
   * The detail, with its AI reading made and stored on the first read; an offline-written reading
   * is written again by the provider on a read once a key is configured (issue 34).
   */
  async detail(id: number): Promise<NewsDetail> {
    const news = await this.existing(id);
    const sources = await this.repo.sourcesOf(news);
    const provider = this.ai();
    if (readingDue(news, provider)) {
      const reading = await readItem(provider, news);
      if (reading === null) this.logger.warn({ newsId: id }, 'AI reading unavailable');
      else {
        await this.repo.setReading(id, reading, provider.offline ? 'offline' : provider.name);
        news.aiReading = reading;
      }
    }
    return newsDetailOf(news, sources);
  }

  /** A feed item made ready to store: body sanitised, summary as text, topic and lean classified. */
  private async prepare(item: FeedItem, source: string, signal?: AbortSignal): Promise<NewNews> {
    const html = sanitizeNewsHtml(item.bodyHtml);
    const plain = htmlToText(html);
    const summary = cut(htmlToText(item.summaryHtml) || plain, summaryLength);
    const title = cut(htmlToText(item.title), 300);
    const { type, important } = await classifyItem(this.ai(), { title, summary }, signal);
    return {
      dedupeKey: keyOf(item),
      title,
      publishedAt: item.publishedAt,
      type,
      important,
      topic: topicOf(title, summary),
      summary,
      source: cut(source, 80),
      author: cut(item.author ?? source, 80),
      link: item.link && /^https?:\/\//.test(item.link) ? item.link.slice(0, 500) : null,
      html: html || `<p>${summary.replace(/[<>&]/g, '')}</p>`,
      plain,
    };
  }

  /**
   * Stores what is new among these feed items (deduplicated by guid, else link), links related
   * news and publishes each stored item on the news subscription. Items already stored are not
   * classified again. An item another source already told (sameStoryAs: most of the title's terms
   * shared, within a day) is not stored again: its source joins the stored story's. `onBatch`
   * reports progress after each stored batch.
   */
  async ingest(
    items: readonly FeedItem[],
    source: string,
    options: { signal?: AbortSignal; onBatch?: (counts: IngestCounts) => void } = {},
  ): Promise<IngestCounts> {
    const counts: IngestCounts = { read: items.length, stored: 0, duplicates: 0 };
    const known = await this.repo.knownKeys(items.map(keyOf));
    const fresh = items.filter((item) => !known.has(keyOf(item)));
    counts.duplicates = items.length - fresh.length;
    // Oldest first, so ids grow with time and each item finds its predecessors to relate to.
    fresh.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
    for (let i = 0; i < fresh.length; i += ingestBatch) {
      if (options.signal?.aborted) break;
      const batch: NewNews[] = [];
      for (const item of fresh.slice(i, i + ingestBatch))
        batch.push(await this.prepare(item, source, options.signal));
      const window = await neighbourWindow(
        this.repo,
        batch[0]?.publishedAt ?? this.clock.now(),
        batch.at(-1)?.publishedAt ?? this.clock.now(),
        batch[0]?.demo === true,
      );
      for (const news of batch) await this.storeOne(news, window, counts);
      options.onBatch?.({ ...counts });
    }
    return counts;
  }

  /** Stores one prepared item, or merges it into the story another source told in `window`. */
  private async storeOne(
    news: NewNews,
    window: StoryNeighbour[],
    counts: IngestCounts,
  ): Promise<void> {
    const features = storyFeatures(news);
    const same = sameStoryAs({ id: 0, ...news, features }, window);
    if (same !== null) {
      counts.duplicates += 1;
      if (await this.repo.addSource(same, news)) counts.merged = (counts.merged ?? 0) + 1;
      return;
    }
    const [stored] = await this.repo.insertNew([news], this.clock.now());
    if (!stored) {
      counts.duplicates += 1;
      return;
    }
    counts.stored += 1;
    window.push({ ...stored, features, related: stored.related });
    await this.linkAndPublish(stored, window);
  }

  /** Stores prepared items (the demo generator's path), linking and publishing them as an ingest does. */
  async storePrepared(items: readonly NewNews[]): Promise<StoredNews[]> {
    const stored = await this.repo.insertNew(items, this.clock.now());
    for (const news of stored) await this.linkAndPublish(news);
    return stored;
  }

  /**
   * An item an admin has just published (issue 17, the documents area): linked with its related
   * news the first time, pushed on the news subscription, and searches answered afresh.
   */
  async announcePublished(id: number): Promise<void> {
    const news = await this.repo.byId(id);
    if (!news) return;
    if (news.related.length <= 1) await this.linkAndPublish(news);
    else {
      this.forgetSearches();
      await this.announcer.publish(news);
    }
  }

  private async linkAndPublish(news: StoredNews, window?: StoryNeighbour[]): Promise<void> {
    this.forgetSearches();
    await linkRelated(this.repo, news, window);
    await this.announcer.publish(news);
  }
}

/** The dedupe key of a feed item (guid, else link, else title and time). */
export function keyOf(item: FeedItem): string {
  return dedupeKeyOf({
    guid: item.guid,
    link: item.link,
    fallback: `${item.title}\n${item.publishedAt.toISOString()}`,
  });
}
