import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoNews } from '../src/providers/news/demo.ts';
import { newsProvider } from '../src/providers/news/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'coinsight-news-provider-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>测试快讯</title><link>https://rss.example</link><description>快讯</description>
<item><title>比特币现货 ETF 单日净流入 5 亿美元</title><guid>rss-1</guid>
<pubDate>Fri, 20 Nov 2026 08:00:00 GMT</pubDate><description>资金连续流入。</description></item>
</channel></rss>`;

describe('the news provider NEWS_SOURCE chooses', () => {
  it('demo: the generator, the same items for the same day', () => {
    const provider = newsProvider({ source: 'demo', feeds: [], pollMinutes: 5 });
    expect(provider).toBe(demoNews);
    if (provider.origin !== 'demo') throw new Error('not the demo');
    const now = new Date('2026-11-24T12:00:00Z');
    const items = provider.items(now);
    expect(items.length).toBeGreaterThan(200);
    expect(provider.items(now)).toEqual(items);
    expect(items.every((item) => item.publishedAt <= now)).toBe(true);
  });

  it('feeds: the NEWS_FEEDS locations, each read as a feed with its title', async () => {
    const file = join(dir, 'flash.xml');
    writeFileSync(file, rss);
    const provider = newsProvider({ source: 'feeds', feeds: [file], pollMinutes: 5 });
    if (provider.origin !== 'feeds') throw new Error('not the feeds');
    expect(provider.locations).toEqual([file]);
    const feed = await provider.read(file);
    expect(feed.title).toBe('测试快讯');
    expect(feed.items.map((item) => item.title)).toEqual(['比特币现货 ETF 单日净流入 5 亿美元']);
    await expect(provider.read(join(dir, 'missing.xml'))).rejects.toThrow();
  });
});
