import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeed } from '../src/providers/news/feeds.ts';
import { feedSource } from '../src/providers/news/feedSource.ts';
import { sanitizeNewsHtml } from '../src/providers/news/sanitize.ts';

const fixtures = join(import.meta.dirname, 'fixtures/feeds');
const path = (name: string) => join(fixtures, name);
const text = (name: string) => readFileSync(path(name), 'utf8');
const files = feedSource([]);
/** node-feedparser's link fixtures carry no dates; one is added so their items are kept. */
const dated = (xml: string) =>
  xml.replace(/<\/title>(?=\s*<link>)/g, '</title><pubDate>2018-09-18 14:38:10</pubDate>');

describe('links and images resolved against xml:base, the item link or the feed URL', () => {
  it('resolves relative item links against the feed URL (node-feedparser’s corpus)', () => {
    const feed = readFeed(text('relative-urls.xml'), 'x', {
      url: 'http://www.arcgames.com/en/games/neverwinter/news/rss',
    });
    expect(feed.items[0]?.link).toBe(
      'http://www.arcgames.com/en/games/neverwinter/news/detail/10743874-neverwinter-%26-jingle-jam-humble-bundle%21',
    );
  });

  it('resolves against an item’s own xml:base, else the channel’s link', () => {
    const feed = readFeed(dated(text('item-scoped-xml-base.xml')), 'x', {});
    expect(feed.items.map((i) => i.link)).toEqual([
      'https://example.com/first/first',
      'https://example.com/second',
    ]);
    expect(feed.items[0]?.bodyHtml).toContain('href="https://example.com/first/post"');
    expect(feed.items[1]?.bodyHtml).toContain('href="https://example.com/post"');
  });

  it('resolves HTML links and images against the item link', () => {
    const feed = readFeed(dated(text('relative-html-no-base.xml')), 'x', {});
    const html = feed.items[0]?.bodyHtml ?? '';
    expect(feed.items[0]?.link).toBe('https://example.com/feed/posts/post-1');
    expect(html).toContain('href="https://example.com/feed/posts/post-1"');
    expect(html).toContain('src="https://example.com/images/post-1.png"');
    expect(sanitizeNewsHtml(html)).toContain(
      '<a href="https://example.com/feed/posts/post-1" target="_blank" rel="noopener noreferrer nofollow">Read</a>',
    );
  });

  it('resolves against the feed’s xml:base (gofeed’s corpus)', () => {
    const feed = readFeed(
      text('atom-xml-base-inherit.xml').replace(
        '<entry>',
        '<entry><title>t</title><updated>2018-09-18T00:00:00Z</updated>',
      ),
      'x',
      {},
    );
    expect(feed.items[0]?.bodyHtml).toContain('href="http://example.com/test/test.html"');
  });

  it('keeps an unresolvable link as its text: no <a> without href', () => {
    const rss = `<rss version="2.0"><channel><title>t</title>
      <item><title>相对链接</title><pubDate>2018-09-18 14:38:10</pubDate>
      <description><![CDATA[<p>见<a href="/r/bitcoin">原帖</a><img src="pic.png" alt="图"></p>]]></description></item>
      </channel></rss>`;
    const feed = readFeed(rss, 'x', {});
    const html = sanitizeNewsHtml(feed.items[0]?.bodyHtml ?? '');
    expect(html).toContain('原帖');
    expect(html).not.toMatch(/<a(?![^>]*href=)/);
    expect(html).not.toContain('pic.png');
    expect(sanitizeNewsHtml('<a href="javascript:alert(1)">点我</a>')).toBe('<span>点我</span>');
  });
});

describe('JSON Feed in every spelling of its version', () => {
  it.each([
    'https://jsonfeed.org/version/1',
    'https://jsonfeed.org/version/1.1',
    'http://jsonfeed.org/version/1',
    'jsonfeed.org/version/1.1',
    '1.0',
    '1.1',
    '1',
    'v1.1',
  ])('%s', (version) => {
    const document = text('jsonfeed-1.1.json').replace(
      '"version": "1.1"',
      `"version": "${version}"`,
    );
    const feed = readFeed(document, 'x', {});
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({
      title: 'title',
      link: 'https://sample-json-feed.com/id',
    });
  });

  it('gofeed’s JSON Feed 1.0 and 1.1 files as they are', () => {
    for (const name of ['jsonfeed-1.0.json', 'jsonfeed-1.1.json']) {
      const feed = readFeed(text(name), 'x', {});
      expect(feed.items.map((i) => i.publishedAt.toISOString())).toEqual([
        '2019-10-12T07:20:50.520Z',
      ]);
    }
  });
});

describe('every item counted', () => {
  it('an empty Atom entry (rss-parser’s corpus) is skipped with its reason', () => {
    const feed = readFeed(text('empty-entry.atom'), 'x', {});
    expect(feed.items).toEqual([]);
    expect(feed.bad).toEqual([{ name: '第 1 条', reason: 'empty entry' }]);
  });

  it('dates in other languages read; one nobody can read is named', () => {
    const feed = readFeed(text('dates-many-languages.rss'), 'x', {});
    expect(feed.items.map((i) => [i.title, i.publishedAt.toISOString()])).toEqual([
      ['es', '2018-09-18T12:38:10.000Z'],
      ['fr', '2018-09-18T12:38:10.000Z'],
      ['de', '2018-09-18T12:38:10.000Z'],
      ['it', '2018-09-18T12:38:10.000Z'],
      ['ru', '2018-09-18T12:38:10.000Z'],
      ['pt', '2018-09-18T12:38:10.000Z'],
      ['de-maerz', '2018-03-05T09:00:00.000Z'],
      ['fr-fevrier', '2018-02-05T09:00:00.000Z'],
      ['ru-genitive', '2018-02-05T07:00:00.000Z'],
      ['zh', '2018-09-18T12:38:00.000Z'],
    ]);
    expect(feed.bad).toEqual([{ name: 'unreadable', reason: 'unreadable date Setembro qualquer' }]);
  });
});

describe('feeds read from files and over HTTP, decoded', () => {
  it('the Portuguese UOL feed (undeclared Latin-1, Portuguese dates): all 15 items', async () => {
    const feed = await files.read(path('uol-undeclared-latin1-pt-dates.rss'));
    expect(feed.bad).toEqual([]);
    expect(feed.items).toHaveLength(15);
    expect(feed.items[0]?.publishedAt.toISOString()).toBe('2018-09-24T22:42:40.000Z');
    expect(feed.title).toBe('UOL Noticias');
    expect(feed.items.map((i) => i.title).join(' ')).toMatch(/[áéíóúãõç]/);
    expect(feed.items.map((i) => i.title).join(' ')).not.toContain('\ufffd');
  });

  it('a declared GB2312 file', async () => {
    const feed = await files.read(path('gb2312-declared.rss'));
    expect(feed.title).toBe('财经快讯');
    expect(feed.items.map((i) => i.title)).toEqual([
      '央行：保持流动性合理充裕',
      '比特币价格回落至六千美元附近',
    ]);
  });

  it('an undecidable file fails by name', async () => {
    await expect(files.read(path('undeclared-koi8r.xml'))).rejects.toThrow(/undecidable encoding/);
  });

  describe('over HTTP', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/koi8') {
          res.writeHead(200, { 'content-type': 'application/rss+xml; charset=koi8-r' });
          res.end(
            Buffer.from(
              readFileSync(path('undeclared-koi8r.xml'))
                .toString('latin1')
                .replace('<item>', '<item><pubDate>Mon, 31 Dec 2007 10:00:00 +0300</pubDate>'),
              'latin1',
            ),
          );
        } else if (req.url === '/gbk') {
          res.writeHead(200, { 'content-type': 'text/xml; charset=GBK' });
          res.end(
            Buffer.from(
              readFileSync(path('gb2312-declared.rss'))
                .toString('latin1')
                .replace(' encoding="gb2312"', ''),
              'latin1',
            ),
          );
        } else {
          res.writeHead(200, { 'content-type': 'application/rss+xml' });
          res.end(readFileSync(path('relative-urls.xml')));
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('decodes by the HTTP charset', async () => {
      const koi = await feedSource([]).read(`${base}/koi8`);
      expect(koi.items[0]?.title).toBe('Как пережить новогоднюю ночь');
      const gbk = await feedSource([]).read(`${base}/gbk`);
      expect(gbk.items[1]?.title).toBe('比特币价格回落至六千美元附近');
    });

    it('resolves relative links against the feed’s URL', async () => {
      const feed = await feedSource([]).read(`${base}/en/games/neverwinter/news/rss`);
      expect(feed.items[0]?.link).toBe(
        `${base}/en/games/neverwinter/news/detail/10743874-neverwinter-%26-jingle-jam-humble-bundle%21`,
      );
    });

    it('reads zone-less dates in the zone a #zone= fragment names', async () => {
      const feed = await feedSource([]).read(`${base}/gbk`);
      expect(feed.items[0]?.publishedAt.toISOString()).toBe('2018-09-18T06:38:10.000Z');
      const zoneless = readFeed(text('zoneless-dates.rss'), 'x', { zone: 'America/New_York' });
      expect(new Set(zoneless.items.map((i) => i.publishedAt.toISOString()))).toEqual(
        new Set(['2018-09-18T18:38:10.000Z']),
      );
      const fromFile = await files.read(`${path('zoneless-dates.rss')}#zone=UTC`);
      expect(new Set(fromFile.items.map((i) => i.publishedAt.toISOString()))).toEqual(
        new Set(['2018-09-18T14:38:10.000Z']),
      );
      await expect(files.read(`${path('zoneless-dates.rss')}#zone=Asia/Beijing`)).rejects.toThrow(
        /unknown time zone Asia\/Beijing/,
      );
    });
  });
});
