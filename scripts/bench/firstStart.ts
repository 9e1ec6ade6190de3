// Issue 34: a first start pointed at all five outside sources, each on loopback speaking its real
// protocol — Coin Metrics v4 (asset-metrics, paged by next_page_url), OKX's ticker, FRED's keyless
// CSV, the Forex Factory weekly export and an RSS 2.0 feed. Prints when the server answers, when
// every source serves real data (the public sources list names none as demo), and the rows each
// source left in its table. `npx tsx scripts/bench/firstStart.ts`.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { demoBtcDays } from '../../packages/domain/src/indicators/demo.ts';
import { freePort, root, startBuilt, waitFor } from './processes.ts';

const day = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The shapes each source serves: sizes like the real ones (FRED's daily series run to decades). */
const history = demoBtcDays({ from: '2010-07-18', to: isoDay(Date.now() - day) });
const coinMetricsPage = 1000;
const fredDays = 5000;
const feedItems = 50;

function coinMetricsAnswer(url: URL, base: string): unknown {
  const page = Number(url.searchParams.get('page') ?? '0');
  const rows = history.slice(page * coinMetricsPage, (page + 1) * coinMetricsPage).map((d) => ({
    asset: 'btc',
    time: `${d.date}T00:00:00.000000000Z`,
    PriceUSD: String(d.price),
    CapMrktCurUSD: String(d.marketCap),
    CapMVRVCur: String(d.marketCap / d.realizedCap),
    SplyCur: String(d.supply),
  }));
  const more = (page + 1) * coinMetricsPage < history.length;
  return {
    data: rows,
    ...(more ? { next_page_url: `${base}/v4/timeseries/asset-metrics?page=${page + 1}` } : {}),
  };
}

function fredCsv(id: string): string {
  const lines = [`observation_date,${id}`];
  for (let i = fredDays; i >= 1; i--)
    lines.push(`${isoDay(Date.now() - i * day)},${(3 + Math.sin(i / 90)).toFixed(2)}`);
  return `${lines.join('\n')}\n`;
}

function forexFactoryWeek(): unknown {
  const titles = ['CPI y/y', 'Non-Farm Employment Change', 'Unemployment Rate', 'Retail Sales m/m'];
  return titles.map((title, i) => ({
    title,
    country: 'USD',
    date: `${isoDay(Date.now() - (i + 1) * day)}T08:30:00-05:00`,
    impact: 'High',
    forecast: '3.0%',
    previous: '3.1%',
  }));
}

function rss(): string {
  const items = Array.from({ length: feedItems }, (_, i) => {
    const at = new Date(Date.now() - (i + 1) * 600_000).toUTCString();
    return `<item><title>回环快讯第 ${i + 1} 条：比特币现货 ETF 第 ${i + 1} 个交易日净流入</title><link>http://127.0.0.1/n${i}</link><guid>n${i}</guid><pubDate>${at}</pubDate><description>第 ${i + 1} 条快讯的正文。</description></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>回环快讯</title><link>http://127.0.0.1/</link>${items.join('')}</channel></rss>`;
}

function loopback(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/v4/timeseries/asset-metrics') return json(coinMetricsAnswer(url, base));
    if (url.pathname === '/okx')
      return json({
        code: '0',
        data: [{ instId: 'BTC-USDT', last: String(history.at(-1)!.price) }],
      });
    if (url.pathname === '/graph/fredgraph.csv')
      return res
        .writeHead(200, { 'content-type': 'text/csv' })
        .end(fredCsv(url.searchParams.get('id') ?? ''));
    if (url.pathname === '/ff_calendar_thisweek.json') return json(forexFactoryWeek());
    if (url.pathname === '/rss.xml')
      return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss());
    res.writeHead(404).end();
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

/** Waits until `check` holds (processes.ts `waitFor` waits for an answer; this for its content). */
async function until(check: () => Promise<boolean>, child: ChildProcess, seconds: number) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    if (performance.now() - started > seconds * 1000)
      throw new Error(`not done within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The env of a first start whose five sources are read at `base` (the loopback, or a closed port). */
function sourcesAt(base: string): Record<string, string> {
  return {
    BTC_HISTORY_SOURCE: 'coinmetrics',
    COINMETRICS_URL: `${base}/v4`,
    MARKET_TICKER: 'okx',
    MARKET_TICKER_URL: `${base}/okx`,
    MACRO_SOURCE: 'fred',
    FRED_CSV_URL: `${base}/graph/fredgraph.csv`,
    CALENDAR_SOURCE: 'online',
    CALENDAR_URL: `${base}/ff_calendar_thisweek.json`,
    NEWS_SOURCE: 'feeds',
    NEWS_FEEDS: `${base}/rss.xml`,
  };
}

interface PublicSources {
  sources: { mode: string }[];
  demo: string[];
}

/**
 * Starts the built server on a fresh database with the demo seed, its sources at `base`; answers
 * the seconds until it answers and until `settled` holds for the public sources list.
 */
async function firstStart(
  base: string,
  settled: (sources: PublicSources) => boolean,
  keep: (database: string) => void,
): Promise<{ answering: number; settled: number }> {
  const work = mkdtempSync(join(tmpdir(), 'coinsight-bench-first-'));
  let child: ChildProcess | null = null;
  try {
    const port = await freePort();
    const database = join(work, 'first.sqlite');
    child = startBuilt(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        PRODUCTION_ALLOW: 'sandbox-payments,demo-seed',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        DATABASE_URL: `sqlite:${database}`,
        SEED_DEMO: 'true',
        SITE_DIR: join(work, 'site'),
        ...sourcesAt(base),
      },
      join(work, 'server.log'),
    );
    const listApi = `http://127.0.0.1:${port}/api/v1/sources/`;
    const started = performance.now();
    await waitFor(listApi, child, { seconds: 120 });
    const answering = (performance.now() - started) / 1000;
    await until(
      async () => settled((await (await fetch(listApi)).json()) as PublicSources),
      child,
      300,
    );
    const done = (performance.now() - started) / 1000;
    keep(database);
    return { answering, settled: done };
  } catch (error) {
    const log = readFileSync(join(work, 'server.log'), 'utf8').trim().split('\n');
    console.error(log.slice(-15).join('\n'));
    throw error;
  } finally {
    child?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

export async function firstStartBench(): Promise<void> {
  const { url, server: sources } = await loopback();
  try {
    execFileSync('npm', ['run', 'build', '--silent', '--workspace', '@coinsight/server'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let rows = { btc: 0, macro: 0, calendar: 0, news: 0 };
    const online = await firstStart(
      url,
      (s) => s.demo.length === 0 && s.sources.every((x) => x.mode === 'real'),
      (database) => {
        const db = new Database(database, { readonly: true });
        const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
        rows = {
          btc: count('SELECT COUNT(*) AS n FROM btc_daily'),
          macro: count('SELECT COUNT(*) AS n FROM macro_observations'),
          calendar: count("SELECT COUNT(*) AS n FROM calendar_events WHERE origin <> 'demo'"),
          news: count('SELECT COUNT(*) AS n FROM news WHERE demo = 0'),
        };
        db.close();
      },
    );
    // Port 1 refuses at once: the machine without network, as a first start meets it.
    const offline = await firstStart(
      'http://127.0.0.1:1',
      (s) => s.demo.length === 5,
      () => {},
    );
    console.log('\nfirst start, seeding a fresh SQLite database (issue 34)');
    console.log(
      `loopback sources: answering after ${online.answering.toFixed(1)} s, every source real after ${online.settled.toFixed(1)} s`,
    );
    console.log(
      `  rows: btc_daily ${rows.btc} (served ${history.length}), macro_observations ${rows.macro} ` +
        `(${fredDays} days a series), calendar from the export ${rows.calendar}, news from the feed ${rows.news}`,
    );
    console.log(
      `sources refused (offline): answering after ${offline.answering.toFixed(1)} s, all five marked demo after ${offline.settled.toFixed(1)} s`,
    );
  } finally {
    sources.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await firstStartBench();
