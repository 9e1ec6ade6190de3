import { readFileSync } from 'node:fs';
import { describe, expect, it, beforeAll } from 'vitest';
import { newsDetail, treeNews, buildPath, type NewsDetail } from '../src/contract.ts';
import { csvRecords } from '../src/providers/calendar/file.ts';
import type { FeedItem } from '../src/providers/news/feeds.ts';
import { addMember, databaseKinds, loginAs, serverPerSuite, TestBrowser } from './helpers.ts';
import type { AppServer } from '../src/startup.ts';

/**
 * A real multi-source corpus (fixtures/newsCorpus/README.md): 499 headlines of 10 March 2014 from
 * 314 publishers, each labelled by the aggregator with the story it tells (12 stories).
 */
interface CorpusItem {
  item: FeedItem;
  publisher: string;
  story: string;
}

function readCorpus(): CorpusItem[] {
  const [head = [], ...rows] = csvRecords(
    readFileSync(
      new URL('fixtures/newsCorpus/uci-news-aggregator-2014-03-10.csv', import.meta.url),
      'utf8',
    ),
  );
  const at = (row: string[], column: string) => row[head.indexOf(column)] ?? '';
  return rows.map((row) => ({
    publisher: at(row, 'PUBLISHER'),
    story: at(row, 'STORY'),
    item: {
      guid: `uci-${at(row, 'ID')}`,
      link: at(row, 'URL'),
      title: at(row, 'TITLE'),
      publishedAt: new Date(Number(at(row, 'TIMESTAMP'))),
      summaryHtml: '',
      bodyHtml: '',
      author: null,
    },
  }));
}

/** The corpus as feeds: one per publisher, read in the order they first appear. */
function feedsOf(corpus: CorpusItem[]): Map<string, FeedItem[]> {
  const feeds = new Map<string, FeedItem[]>();
  for (const c of corpus) feeds.set(c.publisher, [...(feeds.get(c.publisher) ?? []), c.item]);
  return feeds;
}

async function vipBrowser(server: AppServer): Promise<TestBrowser> {
  const member = await addMember(server, { vipExpiry: new Date(Date.now() + 30 * 86_400_000) });
  const browser = await TestBrowser.open(server);
  const { cookie } = await loginAs(server, member.id);
  const split = cookie.indexOf('=');
  browser.cookies.set(cookie.slice(0, split), cookie.slice(split + 1));
  return browser;
}

describe.each(databaseKinds)('one story once, with its related news, on %s', (kind) => {
  const suite = serverPerSuite(kind);
  const corpus = readCorpus();
  const storyOf = new Map(corpus.map((c) => [c.item.title, c.story]));
  let read = 0;
  let stored = 0;
  let merged = 0;

  beforeAll(async () => {
    for (const [publisher, items] of feedsOf(corpus)) {
      const counts = await suite.server.services.news.ingest(items, publisher);
      read += counts.read;
      stored += counts.stored;
      merged += counts.merged ?? 0;
    }
  }, 120_000);

  const all = () =>
    suite.server.services.news.repo.cardsBetween(
      new Date('2014-03-09'),
      new Date('2014-03-12'),
      1000,
    );

  it('merges the same headline from several publishers into one item with its sources', async () => {
    expect(read).toBe(499);
    expect(merged).toBeGreaterThan(50);
    expect(stored + merged).toBe(read);
    expect(await all()).toHaveLength(stored);
    // Reading the feeds again finds every item known, merged ones included.
    const [publisher, items] = [...feedsOf(corpus)][0]!;
    expect(await suite.server.services.news.ingest(items, publisher)).toMatchObject({
      stored: 0,
      duplicates: items.length,
    });
  });

  it('relates at least 80 % of the items, mostly within their own story', async () => {
    const items = await all();
    const withRelated = items.filter((n) => n.related.length > 1);
    const share = withRelated.length / items.length;
    const links = withRelated.flatMap((n) => n.related.slice(1).map((id) => [n, id] as const));
    const titleOf = new Map(items.map((n) => [n.id, n.title]));
    const sameStory = links.filter(
      ([n, id]) => storyOf.get(n.title) === storyOf.get(titleOf.get(id) ?? ''),
    );
    console.info(
      `newsCorpus on ${kind}: ${items.length} items (${merged} merged), ${(share * 100).toFixed(1)} % with related news, ` +
        `${((sameStory.length / links.length) * 100).toFixed(1)} % of ${links.length} links within the story`,
    );
    expect(share).toBeGreaterThanOrEqual(0.8);
    // The aggregator's labels split some events in several stories (crude oil and stocks on the same
    // Chinese trade data are three stories), so links across labels are often right too; linking
    // at random would put about 12 % of links within a story.
    expect(sameStory.length / links.length).toBeGreaterThanOrEqual(0.7);
  });

  it('shows a merged story’s sources on its detail and its neighbours on the timeline', async () => {
    const vip = await vipBrowser(suite.server);
    // Reuters' headline, carried word for word by the London Free Press.
    const told = (await all()).filter(
      (n) => n.source === 'Reuters' && n.title.includes('Mt. Gox files for US bankruptcy'),
    );
    const details = await Promise.all(
      told.map(async (n) => {
        const res = await vip.get(buildPath(newsDetail.path, { id: n.id }));
        expect(res.statusCode).toBe(200);
        return JSON.parse(res.payload) as NewsDetail;
      }),
    );
    // Each Reuters telling lists Reuters first, then the publishers that carried it.
    expect(details.map((d) => d.sources?.[0]?.name)).toEqual(told.map(() => 'Reuters'));
    expect(details.flatMap((d) => d.sources ?? [])).toEqual(
      expect.arrayContaining([
        { name: 'NDTV', link: expect.stringMatching(/^http/) },
        {
          name: 'London Free Press',
          link: 'http://www.lfpress.com/2014/03/10/mt-gox-files-for-us-bankruptcy-to-halt-class-action',
        },
      ]),
    );
    const detail = details[0];
    const tree = await vip.post(treeNews.path, { related: detail!.related });
    const nodes = (JSON.parse(tree.payload) as { data: { id: number; title: string }[] }).data;
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.map((n) => n.id)).toContain(detail!.id);
    expect(nodes.filter((n) => /gox/i.test(n.title)).length).toBeGreaterThan(1);
  });
});
