import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem } from '../src/providers/news/feeds.ts';
import type { AppServer } from '../src/startup.ts';
import { startFakeAiUpstream, type FakeAiUpstream } from './fakeAiUpstream.ts';
import { databaseKinds, freshDatabase, testServer, type DatabaseKind } from './helpers.ts';

const modelReading = '模型解读：资金流入延续，关注后续几日的净流入能否维持。';
const recording = [
  {
    id: 'reading',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta: { content: modelReading }, finish_reason: 'stop' }],
  },
]
  .map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`)
  .join('')
  .concat('data: [DONE]\n\n');

function feedItem(n: number, title: string): FeedItem {
  return {
    guid: `rewrite-${n}`,
    link: `https://news.example/rewrite/${n}`,
    title,
    publishedAt: new Date('2026-11-20T01:35:00Z'),
    summaryHtml: `<p>${title}。</p>`,
    bodyHtml: `<p>${title}。</p>`,
    author: '测试作者',
  };
}

const dir = mkdtempSync(join(tmpdir(), 'coinsight-reading-rewrite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The database's url: SQLite on a file, so that the server started again with a key reads it. */
async function database(kind: DatabaseKind) {
  if (kind === 'mariadb') return freshDatabase(kind);
  return { url: `sqlite:${join(dir, 'news.sqlite')}`, drop: async () => {} };
}

describe.each(databaseKinds)(
  'offline news readings are rewritten once an AI key is configured, on %s (issue 34)',
  (kind) => {
    let upstream: FakeAiUpstream;
    let url: string;
    let drop = async () => {};
    let server: AppServer | undefined;
    beforeAll(async () => {
      upstream = await startFakeAiUpstream({ recording });
      ({ url, drop } = await database(kind));
    });
    afterAll(async () => {
      await server?.stop();
      await upstream.close();
      await drop();
    });

    const byOf = async (db: AppServer['db'], id: number) =>
      ((await db('news').where({ id }).first('ai_reading_by')) as { ai_reading_by: string | null })
        .ai_reading_by;

    it('marks the offline reading, rewrites it through the provider on the next view, never an admin’s', async () => {
      // No key: the offline rules read each item on its first view.
      server = await testServer(url);
      await server.services.news.ingest(
        [
          feedItem(1, '比特币现货 ETF 单日净流入 5 亿美元'),
          feedItem(2, '美联储宣布降息 25 个基点'),
          feedItem(3, '某交易所遭黑客攻击，资产被盗'),
        ],
        '测试快讯',
      );
      const all = await server.services.news.repo.listBetween(
        new Date(0),
        new Date('2100-01-01'),
        0,
        10,
      );
      const [first, second, legacy] = all.items.map((n) => n.id).sort((a, b) => a - b) as [
        number,
        number,
        number,
      ];
      const offline = (await server.services.news.detail(first)).ai_reading;
      expect(offline).not.toBeNull();
      expect(offline).not.toBe(modelReading);
      expect(await byOf(server.db, first)).toBe('offline');
      await server.services.news.detail(second);
      // An admin's own reading of the second item.
      const edited = '编辑撰写的解读。';
      await server.db('news').where({ id: second }).update({
        ai_reading: edited,
        ai_reading_by: 'admin',
      });
      // Stored before readings were marked: the offline text with no mark.
      await server.services.news.detail(legacy);
      await server.db('news').where({ id: legacy }).update({ ai_reading_by: null });
      await server.stop();
      server = undefined;

      // The same database, a key configured: the next view asks the model and stores its text.
      server = await testServer(url, {
        env: { AI_API_KEY: 'sk-test-reading-0123', AI_BASE_URL: upstream.baseUrl },
      });
      expect((await server.services.news.detail(first)).ai_reading).toBe(modelReading);
      expect((await server.services.news.repo.byId(first))?.aiReading).toBe(modelReading);
      expect(await byOf(server.db, first)).toBe('openai-compatible');
      expect((await server.services.news.detail(second)).ai_reading).toBe(edited);
      expect(await byOf(server.db, second)).toBe('admin');
      expect((await server.services.news.detail(legacy)).ai_reading).toBe(modelReading);

      // Viewed again, the provider's reading stays: the model is asked nothing more.
      const asked = upstream.requests.length;
      expect((await server.services.news.detail(first)).ai_reading).toBe(modelReading);
      expect(upstream.requests.length).toBe(asked);
    });
  },
);
