// News with 100,000 rows in MariaDB (issue 13): the list call for one Beijing day and two search
// calls (a two-character word the index answers alone, a three-character word it must then check
// in the text) through the full server, a child process on that database, against a bare
// node:http server answering the very same bytes; and the ingest rate of feed items through the
// whole pipeline (sanitise, classify offline, store with search tokens, link related, publish).
// `npx tsx scripts/bench/news.ts` runs it alone (it starts a MariaDB of its own when none runs).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import knex from 'knex';
import { newsList, searchNews } from '@coinsight/domain/api';
import { searchTokens } from '@coinsight/domain/news';
import startMariaDb from '../../apps/server/test/mariadb.globalSetup.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrateLatest, openDb } from '../../apps/server/src/db/knex.ts';
import { demoNewsItems } from '../../apps/server/src/providers/news/demo.ts';
import { silentLogger } from '../../apps/server/src/logger.ts';
import type { FeedItem } from '../../apps/server/src/providers/news/feeds.ts';
import { createApp } from '../../apps/server/src/startup.ts';
import type { Options } from 'autocannon';
import {
  measure as measureLoad,
  printFigures,
  ratioToBare,
  serveBare,
  type Figures,
} from './loadFigures.ts';
import { freePort, startNode, waitFor } from './processes.ts';

const rows = Number(process.env['NEWS_BENCH_ROWS'] ?? 100_000);
const ingestItems = 500;
const connections = 10;
const warmupSeconds = 2;
const seconds = 8;
const dayMs = 86_400_000;
const measure = (name: string, options: Options) =>
  measureLoad(name, options, { connections, warmupSeconds, seconds });

/**
 * 100,000 rows spread over the last 730 days (about 137 a day), written straight to the tables in
 * batches (the demo generator's items, repeated with distinct keys and times), search tokens
 * included: the shape the server's own ingest stores, without its per-item work.
 */
export async function fill(url: string, now: Date): Promise<number> {
  const db = openDb({ client: 'mysql', url });
  try {
    await migrateLatest(db);
    const pattern = demoNewsItems(now, 60);
    const started = Date.now();
    for (let start = 0; start < rows; start += 1_000) {
      const batch = Array.from({ length: Math.min(1_000, rows - start) }, (_, k) => {
        const i = start + k;
        const item = pattern[i % pattern.length] ?? pattern[0];
        if (!item) throw new Error('no demo items');
        return {
          dedupe_key: `bench-${i}`.padEnd(16, '-'),
          title: item.title,
          published_at: new Date(now.getTime() - Math.floor((i / rows) * 730 * dayMs)),
          type: item.type,
          important: item.important,
          topic: item.topic,
          summary: item.summary,
          source: item.source,
          author: item.author,
          link: null,
          related: '[]',
          html: item.html,
          plain: item.plain,
          ai_reading: null,
          created_at: now,
          terms: searchTokens(`${item.title}\n${item.summary}\n${item.plain}`).join(' '),
        };
      });
      await db.transaction(async (trx) => {
        const first = Number(
          (await trx('news').insert(batch.map(({ terms: _, ...row }) => row)))[0],
        );
        // mysql2 answers the first id of a multi-row insert; InnoDB gives the batch consecutive ids.
        await trx('news_search').insert(
          batch.map((row, k) => ({ news_id: first + k, terms: row.terms })),
        );
      });
      if ((start / 1_000) % 20 === 19)
        process.stderr.write(`  ${(start + 1_000).toLocaleString('en-US')} rows\n`);
    }
    return (Date.now() - started) / 1000;
  } finally {
    await db.destroy();
  }
}

/** Feed items as a flash feed carries them: the demo titles, fresh guids and times. */
function feedItems(now: Date): FeedItem[] {
  const pattern = demoNewsItems(now, 60);
  return Array.from({ length: ingestItems }, (_, i) => {
    const item = pattern[i % pattern.length] ?? pattern[0];
    if (!item) throw new Error('no demo items');
    return {
      guid: `bench-ingest-${i}`,
      link: `https://feed.example/flash/${i}`,
      title: item.title,
      publishedAt: new Date(now.getTime() - (ingestItems - i) * 60_000),
      summaryHtml: `<p>${item.summary}</p>`,
      bodyHtml: item.html,
      author: item.author,
    };
  });
}

export interface NewsBenchFigures {
  list: { full: Figures; bare: Figures; total: number };
  searchShort: { full: Figures; bare: Figures; total: number };
  searchLong: { full: Figures; bare: Figures; total: number };
  ingestPerSecond: number;
  fillSeconds: number;
}

export async function newsBench(): Promise<NewsBenchFigures> {
  let base = '';
  const stopMariaDb = await startMariaDb({
    provide: (_key: string, value: string) => (base = value),
  } as never);
  const name = `coinsight_bench_news_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'mysql2', connection: base });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = `${base}${name}`;
  const work = mkdtempSync(join(tmpdir(), 'coinsight-bench-news-'));
  const children: ChildProcess[] = [];
  try {
    const now = new Date();
    console.log(`\nnews: filling ${rows.toLocaleString('en-US')} rows into MariaDB…`);
    const fillSeconds = await fill(url, now);

    // Ingest rate: the whole pipeline in this process (offline classification, no AI key).
    const app = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: url,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        PORT: '0',
        SITE_DIR: '/nonexistent/coinsight-site',
      }),
      { logger: silentLogger() },
    );
    let ingestPerSecond = 0;
    try {
      // A day past the filled rows: items within a day of another source's same title are merged
      // into its story instead of stored (sameStoryAs), and the rows were filled from the same titles.
      const items = feedItems(new Date(now.getTime() + 2 * dayMs));
      const started = Date.now();
      const counts = await app.services.news.ingest(items, '基准快讯');
      ingestPerSecond = counts.stored / ((Date.now() - started) / 1000);
      if (counts.stored !== items.length)
        throw new Error(`stored ${counts.stored} of ${items.length}`);
    } finally {
      await app.stop();
    }

    const [fullPort, barePort] = [await freePort(), await freePort()];
    const full = startNode('apps/server/src/index.ts', {
      PORT: String(fullPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PRODUCTION_ALLOW: 'sandbox-payments',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SITE_DIR: join(work, 'site'),
    });
    children.push(full);
    const fullBase = `http://127.0.0.1:${fullPort}`;
    await waitFor(`${fullBase}/api/v1/loginpart/getusername/`, full, { seconds: 90, ok: false });

    const day = new Date(now.getTime() + 8 * 3_600_000 - 3 * dayMs).toISOString().slice(0, 10);
    const paths = {
      list: `${newsList.path}?start_date=${day}&end_date=${day}`,
      searchShort: `${searchNews.path}?q=${encodeURIComponent('降息')}`,
      searchLong: `${searchNews.path}?q=${encodeURIComponent('比特币')}`,
    };
    const bodies: Record<string, string> = {};
    const totals: Record<string, number> = {};
    for (const [key, path] of Object.entries(paths)) {
      const res = await fetch(`${fullBase}${path}`);
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      bodies[path] = await res.text();
      totals[key] = (JSON.parse(bodies[path]) as { total: number }).total;
    }
    const bodiesFile = join(work, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const bare = startNode(fileURLToPath(import.meta.url), {
      NEWS_BENCH_BARE_PORT: String(barePort),
      NEWS_BENCH_BODIES: bodiesFile,
    });
    children.push(bare);
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(bareBase, bare, { seconds: 60, ok: false });

    console.log(
      `news: ${rows.toLocaleString('en-US')} rows filled in ${fillSeconds.toFixed(0)} s; a visitor's first page through ` +
        `the full server (MariaDB) against bare node:http answering the same bytes; ${connections} connections, ` +
        `${warmupSeconds} s warm-up, then ${seconds} s each, on 127.0.0.1\n`,
    );
    const pair = async (key: keyof typeof paths, label: string) => ({
      full: await measure(`${label}, full server`, { url: `${fullBase}${paths[key]}` }),
      bare: await measure(`${label}, bare node:http`, { url: `${bareBase}${paths[key]}` }),
      total: totals[key] ?? 0,
    });
    const list = await pair('list', `list of ${day} (${totals.list} items)`);
    const searchShort = await pair('searchShort', `search 降息 (${totals.searchShort} hits)`);
    const searchLong = await pair('searchLong', `search 比特币 (${totals.searchLong} hits)`);

    const all = [list, searchShort, searchLong].flatMap((p) => [p.full, p.bare]);
    printFigures(all);
    const ratio = (p: { full: Figures; bare: Figures }) => ratioToBare(p.full, p.bare);
    console.log(
      `\nratio full/bare: list ${ratio(list)}; search 降息 ${ratio(searchShort)}; search 比特币 ${ratio(searchLong)}` +
        `\ningest: ${ingestPerSecond.toFixed(0)} feed items/s through the whole pipeline (${ingestItems} items, offline classification)`,
    );
    return { list, searchShort, searchLong, ingestPerSecond, fillSeconds };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => undefined);
    await admin.destroy();
    await stopMariaDb();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.env['NEWS_BENCH_BARE_PORT'])
  serveBare(Number(process.env['NEWS_BENCH_BARE_PORT']), process.env['NEWS_BENCH_BODIES'] ?? '');
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await newsBench();
  const errors = [figures.list, figures.searchShort, figures.searchLong].flatMap((p) => [
    p.full.errors,
    p.bare.errors,
  ]);
  if (errors.some((e) => e > 0)) process.exitCode = 1;
}
