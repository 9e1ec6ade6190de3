import { parseFeed } from 'feedsmith';
import { defaultFeedZone, parseFeedDate } from './dates.ts';
import { absoluteUrl, firstBase, resolveHtmlLinks } from './links.ts';

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

/** What readFeed needs to know of where a feed came from. */
export interface FeedContext {
  /** The IANA zone its dates without a zone are written in (defaultFeedZone when not given). */
  zone?: string;
  /** The feed's http(s) URL, the last base its relative links resolve against. */
  url?: string | null;
}

interface RawItem {
  /** The item's own xml:base. */
  base: string | null;
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

type Parsed = ReturnType<typeof parseFeed<string>>;

interface RawFeed {
  title: string | null;
  /** The feed's xml:base. */
  base: string | null;
  /** The site the feed belongs to (RSS channel link, Atom alternate link, JSON Feed home page). */
  link: string | null;
  items: RawItem[];
}

function rawItems(parsed: Parsed): RawFeed {
  if (parsed.format === 'atom') {
    const feed = parsed.feed;
    return {
      title: text(feed.title),
      base: text(feed.xml?.base),
      link: feed.links?.find((l) => !l.rel || l.rel === 'alternate')?.href ?? null,
      items: (feed.entries ?? []).map((e) => ({
        base: text(e.xml?.base),
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
      base: null,
      link: text(feed.home_page_url) ?? text(feed.feed_url),
      items: (feed.items ?? []).map((i) => ({
        base: null,
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
      base: text(feed.xml?.base),
      link: text(feed.link),
      items: (feed.items ?? []).map((i) => ({
        base: text(i.xml?.base),
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
    base: null,
    link: text(feed.link),
    items: (feed.items ?? []).map((i) => ({
      base: null,
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
 * JSON Feed's version as feeds write it ("1.0", "1.1", "https://jsonfeed.org/version/1" …) in
 * the one spelling the parser recognises. Anything else is left for the parser to refuse.
 */
function withJsonFeedVersion(document: string): string | object {
  if (!/^\s*\{/.test(document)) return document;
  let json: unknown;
  try {
    json = JSON.parse(document);
  } catch {
    return document;
  }
  if (!json || typeof json !== 'object' || !('version' in json)) return document;
  const version = String(json.version).trim();
  const minor = /^(?:(?:https?:\/\/)?(?:www\.)?jsonfeed\.org\/version\/|v)?1(?:\.(\d+))?\/?$/i.exec(
    version,
  );
  if (!minor) return document;
  return { ...json, version: `https://jsonfeed.org/version/1.${minor[1] ?? '0'}` };
}

/**
 * How many entries the document holds, empty ones included: the parser leaves an entry with no
 * field at all out of its list, and every item must be counted. CDATA sections and comments may
 * hold markup of their own, so they are set aside first.
 */
function entriesIn(document: string, format: Parsed['format']): number {
  if (format === 'json') return 0;
  const tag = format === 'atom' ? 'entry' : 'item';
  const bare = document.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, '');
  return bare.match(new RegExp(`<(?:[\\w.-]+:)?${tag}[\\s/>]`, 'g'))?.length ?? 0;
}

/**
 * Reads an RSS 2.0, Atom, RDF or JSON Feed document (feedsmith detects which). An item without a
 * title or a readable date, or an empty entry, is named in `bad` and left out; the rest of the
 * feed is kept. Dates without a zone are read in the feed's zone; links and images are made
 * absolute against xml:base, the item link, the feed URL or the site's link. A document that is
 * no feed at all throws (the caller names the feed and goes on to the next).
 */
export function readFeed(
  document: string,
  fallbackTitle: string,
  context: FeedContext = {},
): ParsedFeed {
  const zone = context.zone ?? defaultFeedZone;
  const parsed = parseFeed(withJsonFeedVersion(document));
  const feed = rawItems(parsed);
  const feedUrl = context.url ?? null;
  const good: FeedItem[] = [];
  const bad: BadItem[] = [];
  feed.items.forEach((raw, index) => {
    const name = raw.title ?? raw.guid ?? raw.link ?? `第 ${index + 1} 条`;
    const publishedAt = raw.date === null ? null : parseFeedDate(raw.date, zone);
    if (!raw.title) bad.push({ name, reason: 'no title' });
    else if (publishedAt === null)
      bad.push({ name, reason: `unreadable date ${raw.date ?? '(none)'}` });
    else {
      const link = absoluteUrl(raw.link, firstBase([raw.base, feed.base, feedUrl, feed.link]));
      const htmlBase = firstBase([raw.base, feed.base, link, feedUrl, feed.link]);
      const summary = raw.summary ?? raw.body ?? '';
      const body = raw.body ?? raw.summary ?? '';
      good.push({
        guid: raw.guid,
        link,
        title: raw.title,
        publishedAt,
        summaryHtml: resolveHtmlLinks(summary, htmlBase),
        bodyHtml:
          body === summary ? resolveHtmlLinks(summary, htmlBase) : resolveHtmlLinks(body, htmlBase),
        author: authorName(raw.author),
      });
    }
  });
  for (let k = feed.items.length; k < entriesIn(document, parsed.format); k += 1)
    bad.push({ name: `第 ${k + 1} 条`, reason: 'empty entry' });
  return { title: feed.title ?? fallbackTitle, items: good, bad };
}
