import { parseFeed } from 'feedsmith';

/** One item of a feed, read but not yet classified or sanitised. */
export interface FeedItem {
  guid: string | null;
  link: string | null;
  title: string;
  publishedAt: Date;
  /** The feed's summary HTML (RSS description, Atom summary, JSON Feed summary). */
  summaryHtml: string;
  /** The full body HTML when the feed has one, else the summary. */
  bodyHtml: string;
  author: string | null;
}

/** An item that could not be read: named so the run's log says which one, then skipped. */
export interface BadItem {
  name: string;
  reason: string;
}

export interface ParsedFeed {
  /** The feed's own title (the news source shown on cards). */
  title: string;
  items: FeedItem[];
  bad: BadItem[];
}

interface RawItem {
  guid: string | null;
  link: string | null;
  title: string | null;
  date: string | null;
  summary: string | null;
  body: string | null;
  author: string | null;
}

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && 'value' in value) return text(value.value);
  return null;
};

type Parsed = ReturnType<typeof parseFeed>;

function rawItems(parsed: Parsed): { title: string | null; items: RawItem[] } {
  if (parsed.format === 'atom') {
    const feed = parsed.feed;
    return {
      title: text(feed.title),
      items: (feed.entries ?? []).map((e) => ({
        guid: text(e.id),
        link:
          e.links?.find((l) => !l.rel || l.rel === 'alternate')?.href ?? e.links?.[0]?.href ?? null,
        title: text(e.title),
        date: text(e.published) ?? text(e.updated),
        summary: text(e.summary),
        body: text(e.content),
        author: text(e.authors?.[0]?.name),
      })),
    };
  }
  if (parsed.format === 'json') {
    const feed = parsed.feed;
    return {
      title: text(feed.title),
      items: (feed.items ?? []).map((i) => ({
        guid: text(i.id),
        link: text(i.url),
        title: text(i.title),
        date: text(i.date_published) ?? text(i.date_modified),
        summary: text(i.summary),
        body: text(i.content_html) ?? text(i.content_text),
        author: text(i.authors?.[0]?.name),
      })),
    };
  }
  if (parsed.format === 'rss') {
    const feed = parsed.feed;
    return {
      title: text(feed.title),
      items: (feed.items ?? []).map((i) => ({
        guid: text(i.guid?.value),
        link: text(i.link),
        title: text(i.title),
        date: text(i.pubDate) ?? text(i.dc?.dates?.[0]),
        summary: text(i.description),
        body: text(i.content?.encoded),
        author: text(i.dc?.creators?.[0]) ?? text(i.authors?.[0]?.name),
      })),
    };
  }
  const feed = parsed.feed;
  return {
    title: text(feed.title),
    items: (feed.items ?? []).map((i) => ({
      guid: null,
      link: text(i.link),
      title: text(i.title),
      date: text(i.dc?.dates?.[0]),
      summary: text(i.description),
      body: text(i.content?.encoded),
      author: text(i.dc?.creators?.[0]),
    })),
  };
}

/** "name (display)" or a bare e-mail in RSS author fields: the display name, else what is there. */
function authorName(author: string | null): string | null {
  if (!author) return null;
  const display = /\(([^)]+)\)\s*$/.exec(author)?.[1]?.trim();
  return display || author;
}

/**
 * Reads an RSS 2.0, Atom, RDF or JSON Feed document (feedsmith detects which). An item without a
 * title or a readable date is named in `bad` and left out; the rest of the feed is kept. A
 * document that is no feed at all throws (the caller names the feed and goes on to the next).
 */
export function readFeed(document: string, fallbackTitle: string): ParsedFeed {
  const { title, items } = rawItems(parseFeed(document));
  const good: FeedItem[] = [];
  const bad: BadItem[] = [];
  items.forEach((raw, index) => {
    const name = raw.title ?? raw.guid ?? raw.link ?? `第 ${index + 1} 条`;
    const ms = raw.date === null ? Number.NaN : Date.parse(raw.date);
    if (!raw.title) bad.push({ name, reason: 'no title' });
    else if (Number.isNaN(ms))
      bad.push({ name, reason: `unreadable date ${raw.date ?? '(none)'}` });
    else
      good.push({
        guid: raw.guid,
        link: raw.link,
        title: raw.title,
        publishedAt: new Date(ms),
        summaryHtml: raw.summary ?? raw.body ?? '',
        bodyHtml: raw.body ?? raw.summary ?? '',
        author: authorName(raw.author),
      });
  });
  return { title: title ?? fallbackTitle, items: good, bad };
}
