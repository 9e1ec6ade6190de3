import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runIngest } from '../src/cli/ingest.ts';
import { openDb, readInstant } from '../src/db/knex.ts';
import { databaseKinds, freshDatabase, runScript } from './helpers.ts';

const fixtures = join(import.meta.dirname, 'fixtures/feeds');
const fixture = (name: string) => join(fixtures, name);
const ingestScript = join(import.meta.dirname, '../src/cli/ingest.ts');

function sink() {
  const out = { text: '', write: (chunk: string) => void (out.text += chunk) };
  return out;
}

function dbOf(url: string) {
  return openDb(
    url.startsWith('sqlite:')
      ? { client: 'sqlite', filename: url.slice('sqlite:'.length) }
      : { client: 'mysql', url },
  );
}

const dir = mkdtempSync(join(tmpdir(), 'coinsight-feeds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(databaseKinds)('the news ingest command on real feeds, %s', (kind) => {
  it('stores non-UTF-8 feeds as the text they are, and counts every item', async () => {
    const { url, drop } =
      kind === 'sqlite'
        ? { url: `sqlite:${join(dir, 'enc.sqlite')}`, drop: async () => {} }
        : await freshDatabase(kind);
    const stdout = sink();
    const stderr = sink();
    const code = await runIngest(
      [
        'news',
        ...[
          'gb2312-declared.rss',
          'big5-declared.rss',
          'oren-windows-1251.xml',
          'jn-iso-8859-1.rss',
          'iso-8859-2-declared.rss',
          'uol-undeclared-latin1-pt-dates.rss',
          'empty-entry.atom',
          'dates-many-languages.rss',
          'jsonfeed-1.0.json',
          'undeclared-koi8r.xml',
        ].flatMap((f) => ['--file', fixture(f)]),
      ],
      { stdout, stderr, env: { DATABASE_URL: url, LOG_LEVEL: 'silent' } },
    );
    const db = dbOf(url);
    try {
      expect(code).toBe(1);
      expect(stdout.text).toContain(
        'news: 财经快讯: 2 read, 2 stored, 0 already stored, 0 skipped',
      );
      expect(stdout.text).toContain('news: 財經快訊: 1 read, 1 stored');
      expect(stdout.text).toContain(
        'news: Новости Оренбурга и области / Раздел Новости: 10 read, 10 stored',
      );
      expect(stdout.text).toContain(
        'news: Jornal de Notícias - Últimas Notícias: 40 read, 40 stored',
      );
      expect(stdout.text).toContain('news: Wiadomości gospodarcze: 1 read, 1 stored');
      expect(stdout.text).toContain('news: UOL Noticias: 15 read, 15 stored');
      expect(stdout.text).toMatch(
        /news: [^\n]*empty-entry\.atom: 1 read, 0 stored, 0 already stored, 1 skipped/,
      );
      expect(stdout.text).toContain(
        'news: Dates in many languages: 11 read, 10 stored, 0 already stored, 1 skipped',
      );
      expect(stdout.text).toContain('news: title: 1 read, 1 stored');
      expect(stderr.text).toContain('empty-entry.atom: skipped 「第 1 条」: empty entry');
      expect(stderr.text).toContain('skipped 「unreadable」: unreadable date Setembro qualquer');
      expect(stderr.text).toMatch(/undeclared-koi8r\.xml: failed: undecidable encoding/);
      expect(stdout.text).toContain('news: 9/10 feeds read');
      const titles = (await db('news').select('title')).map((r: { title: string }) => r.title);
      expect(titles).toContain('比特币价格回落至六千美元附近');
      expect(titles).toContain('台股收盤上漲百分之一');
      expect(titles).toContain('Złoty umacnia się wobec euro');
      expect(titles.join('\n')).toMatch(/Оренбург/);
      expect(titles.join('\n')).not.toContain('\ufffd');
      expect(titles).toHaveLength(2 + 1 + 10 + 40 + 1 + 15 + 10 + 1);
    } finally {
      await db.destroy();
      await drop();
    }
  }, 60_000);
});

describe('zone-less dates under three host zones', () => {
  it('stores the same instants whatever TZ the host runs in', async () => {
    const instants: string[][] = [];
    for (const tz of ['UTC', 'Asia/Shanghai', 'America/New_York']) {
      const url = `sqlite:${join(dir, `tz-${tz.replace('/', '-')}.sqlite`)}`;
      const run = await runScript(
        ingestScript,
        [
          'news',
          '--file',
          fixture('zoneless-dates.rss'),
          '--file',
          fixture('dates-many-languages.rss'),
        ],
        { TZ: tz, DATABASE_URL: url, LOG_LEVEL: 'silent' },
      );
      expect(run.out).toContain('news: 2/2 feeds read');
      const db = dbOf(url);
      try {
        const rows: { title: string; published_at: unknown }[] = await db('news')
          .select('title', 'published_at')
          .orderBy('title');
        instants.push(rows.map((r) => `${r.title} ${readInstant(r.published_at)?.toISOString()}`));
      } finally {
        await db.destroy();
      }
    }
    expect(instants[0]).toContain('空格分隔 2018-09-18T06:38:10.000Z');
    expect(instants[0]).toHaveLength(15);
    expect(instants[1]).toEqual(instants[0]);
    expect(instants[2]).toEqual(instants[0]);
  }, 90_000);
});
