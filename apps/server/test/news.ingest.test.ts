import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsSubscription } from '@coinsight/domain/realtime';
import { runIngest } from '../src/cli/ingest.ts';
import { seedDemoNews } from '../src/db/seeds/demoNews.ts';
import { openDb, type Db } from '../src/db/knex.ts';
import { NewsRepo } from '../src/modules/news/repo.ts';
import type { AppServer } from '../src/startup.ts';
import {
  databaseKinds,
  freshDatabase,
  nextMessage,
  socketClient,
  testServer,
  within,
} from './helpers.ts';

/** Stored-XSS attempts as feeds carry them; none may survive the sanitiser. */
const xssCorpus = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="JaVaScRiPt:alert(1)">大小写</a>',
  '<a href="&#106;avascript:alert(1)">实体</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">样式</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name=x></form>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">数据</a>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
].join('\n');

const cdata = (html: string) => `<![CDATA[${html}]]>`;

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>测试 RSS 快讯</title><link>https://rss.example</link><description>快讯</description>
<item><title>比特币现货 ETF 单日净流入 5 亿美元</title><link>https://rss.example/1</link><guid>rss-1</guid>
<pubDate>Fri, 20 Nov 2026 09:35:00 +0800</pubDate><description>${cdata('<p>ETF 资金继续流入。</p>')}</description>
<content:encoded>${cdata(`<p>正文<b>加粗</b><a href="https://ok.example/a">链接</a></p>${xssCorpus}`)}</content:encoded>
<author>news@rss.example (测试编辑)</author></item>
<item><title>没有日期的一条</title><guid>rss-2</guid><pubDate>不是日期</pubDate><description>x</description></item>
<item><title>美联储宣布降息 25 个基点</title><link>https://rss.example/3</link><guid>rss-3</guid>
<pubDate>Fri, 20 Nov 2026 21:00:00 +0800</pubDate><description>${cdata('<p>降息落地。</p>')}</description></item>
</channel></rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>测试 Atom 快讯</title><id>urn:atom</id><updated>2026-11-20T00:00:00Z</updated>
<entry><title>某交易所遭黑客攻击，资产被盗</title><id>urn:atom:1</id><link href="https://atom.example/1"/>
<published>2026-11-19T02:00:00Z</published><updated>2026-11-19T02:00:00Z</updated>
<summary>热钱包遭攻击。</summary><content type="html">${xssCorpus.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</content>
<author><name>Atom 作者</name></author></entry></feed>`;

const jsonFeed = JSON.stringify({
  version: 'https://jsonfeed.org/version/1.1',
  title: '测试 JSON 快讯',
  items: [
    {
      id: 'json-1',
      url: 'https://json.example/1',
      title: '香港证监会发布稳定币牌照指引',
      summary: '指引明确储备与赎回要求。',
      content_html: `<h1>标题</h1><p>指引全文。</p>${xssCorpus}`,
      date_published: '2026-11-18T04:00:00Z',
      authors: [{ name: 'JSON 作者' }],
    },
    { id: 'json-2', content_html: '<p>没有标题</p>', date_published: '2026-11-18T05:00:00Z' },
  ],
});

function sink() {
  const out = { text: '', write: (chunk: string) => void (out.text += chunk) };
  return out;
}

describe.each(databaseKinds)('news ingest on %s', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'coinsight-news-'));
  const file = (name: string, body: string) => {
    const path = join(dir, name);
    writeFileSync(path, body);
    return path;
  };
  let url = '';
  let drop = async () => {};
  let db: Db;
  let server: AppServer;

  beforeAll(async () => {
    if (kind === 'sqlite') url = `sqlite:${join(dir, `news-${process.pid}.sqlite`)}`;
    else ({ url, drop } = await freshDatabase(kind));
    server = await testServer(url);
    await server.start();
    db = openDb(
      url.startsWith('sqlite:')
        ? { client: 'sqlite', filename: url.slice('sqlite:'.length) }
        : { client: 'mysql', url },
    );
  });
  afterAll(async () => {
    await db.destroy();
    await server.stop({ timeout: 1000 });
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function ingest(argv: string[]) {
    const stdout = sink();
    const stderr = sink();
    const code = await runIngest(['news', ...argv], {
      stdout,
      stderr,
      env: { DATABASE_URL: url, LOG_LEVEL: 'silent' },
    });
    return { code, stdout: stdout.text, stderr: stderr.text };
  }

  it('reads RSS, Atom and JSON Feed files, names bad items and a failed feed, keeps the rest', async () => {
    const files = [file('a.xml', rss), file('b.atom', atom), file('c.json', jsonFeed)];
    const result = await ingest([
      ...files.flatMap((f) => ['--file', f]),
      '--file',
      join(dir, 'missing.xml'),
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'news: 测试 RSS 快讯: 3 read, 2 stored, 0 already stored, 1 skipped',
    );
    expect(result.stdout).toContain('news: 测试 Atom 快讯: 1 read, 1 stored');
    expect(result.stdout).toContain(
      'news: 测试 JSON 快讯: 2 read, 1 stored, 0 already stored, 1 skipped',
    );
    expect(result.stderr).toContain('skipped 「没有日期的一条」: unreadable date 不是日期');
    expect(result.stderr).toContain('skipped 「json-2」: no title');
    expect(result.stderr).toMatch(/missing\.xml: failed: ENOENT/);
    expect(result.stdout).toContain('news: 3/4 feeds read');
    expect(await new NewsRepo(db).count()).toBe(4);
  });

  it('stores nothing twice when run again', async () => {
    const result = await ingest(['--file', join(dir, 'a.xml'), '--file', join(dir, 'c.json')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('3 read, 0 stored, 2 already stored, 1 skipped');
    expect(await new NewsRepo(db).count()).toBe(4);
  });

  it('keeps the allowed HTML and drops every script, handler and javascript: URL', async () => {
    const all = await new NewsRepo(db).listBetween(new Date(0), new Date('2100-01-01'), 0, 10);
    const bodies = await Promise.all(all.items.map((n) => new NewsRepo(db).byId(n.id)));
    for (const news of bodies) {
      const html = news?.html ?? '';
      expect(html).not.toMatch(/<script|<iframe|<svg|<math|<object|<form|<style|<details|<body/i);
      expect(html).not.toMatch(/\son\w+\s*=/i);
      expect(html).not.toMatch(/javascript:|data:text/i);
      expect(html).not.toMatch(/style=/i);
    }
    const etf = bodies.find((n) => n?.title.startsWith('比特币现货 ETF'));
    expect(etf?.html).toContain(
      '<p>正文<b>加粗</b><a href="https://ok.example/a" target="_blank" rel="noopener noreferrer nofollow">链接</a></p>',
    );
    expect(etf).toMatchObject({
      author: '测试编辑',
      source: '测试 RSS 快讯',
      type: 'bullish',
      topic: '加密货币',
    });
    const hk = bodies.find((n) => n?.title.startsWith('香港证监会'));
    expect(hk?.html).toContain('<h2>标题</h2><p>指引全文。</p>');
    expect(hk?.topic).toBe('政策监管');
  });

  it('pushes items stored by this server and by the ingest command to a visitor’s open page', async () => {
    const client = socketClient(server);
    await client.connect();
    try {
      // What the earlier tests' command stored is announced before this page subscribes.
      await server.services.newsAnnouncer.announceStored();
      await server.services.newsAnnouncer.announceStored();
      const first = nextMessage();
      await client.subscribe(newsSubscription, first.handler);
      await server.services.news.ingest(
        [
          {
            guid: 'live-1',
            link: null,
            title: '美国 10 月 CPI 同比上涨 2.6%',
            publishedAt: new Date('2026-11-21T13:30:00Z'),
            summaryHtml: '<p>通胀放缓。</p>',
            bodyHtml: '<p>通胀放缓。</p>',
            author: null,
          },
        ],
        '本服务',
      );
      expect(await within(first.promise, 3000)).toMatchObject({
        type: 'news',
        item: {
          title: '美国 10 月 CPI 同比上涨 2.6%',
          topic: '宏观经济',
          date: '2026-11-21',
          times: '21:30',
        },
      });

      const second = nextMessage();
      await client.unsubscribe(newsSubscription);
      await client.subscribe(newsSubscription, second.handler);
      const live = `<?xml version="1.0"?><rss version="2.0"><channel><title>另一进程</title><link>https://x.example</link><description>d</description>
<item><title>Coinbase 将上线新交易对</title><guid>live-2</guid><pubDate>Sat, 21 Nov 2026 22:00:00 +0800</pubDate><description>上线公告。</description></item></channel></rss>`;
      expect((await ingest(['--file', file('live.xml', live)])).code).toBe(0);
      await server.services.newsAnnouncer.announceStored();
      const pushed = (await within(second.promise, 3000)) as { item: Record<string, unknown> };
      expect(pushed.item).toMatchObject({ title: 'Coinbase 将上线新交易对', source: '另一进程' });
      expect(pushed.item).not.toHaveProperty('htmlcontent');
    } finally {
      await client.disconnect();
    }
  });

  it('seeds a few hundred demo items once, of every lean', async () => {
    const fresh = await freshDatabase(kind === 'sqlite' ? 'sqlite' : kind);
    const demoDb = openDb(
      fresh.url.startsWith('sqlite:')
        ? { client: 'sqlite', filename: fresh.url.slice('sqlite:'.length) }
        : { client: 'mysql', url: fresh.url },
    );
    try {
      const { migrateLatest } = await import('../src/db/knex.ts');
      await migrateLatest(demoDb);
      const now = new Date('2026-11-24T06:00:00Z');
      const stored = await seedDemoNews(demoDb, now);
      expect(stored).toBeGreaterThan(200);
      expect(stored).toBeLessThan(500);
      expect(await seedDemoNews(demoDb, now)).toBe(0);
      const repo = new NewsRepo(demoDb);
      const all = await repo.listBetween(new Date(now.getTime() - 62 * 86_400_000), now, 0, 50);
      expect(all.total).toBe(stored);
      const types = await demoDb('news').distinct('type');
      expect(types.map((t: { type: string }) => t.type).sort()).toEqual([
        'bearish',
        'bearish-1',
        'bullish',
        'bullish-1',
        'neutral',
      ]);
      const linked = await demoDb('news').whereNot('related', 'like', '[%,%]').count({ n: '*' });
      expect(Number((linked[0] as { n: number }).n)).toBeLessThan(stored);
    } finally {
      await demoDb.destroy();
      await fresh.drop();
    }
  });
});
