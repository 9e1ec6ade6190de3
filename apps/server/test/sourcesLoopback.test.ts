import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seriesById } from '@coinsight/domain/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceStatus } from '../src/contract.ts';
import { adminAs } from './consoleKit.ts';
import { freshDatabase, testServer, TestBrowser } from './helpers.ts';
import type { AppServer } from '../src/startup.ts';

/**
 * Issue 34: the series (FRED's keyless CSV), the calendar (the Forex Factory weekly export) and the
 * news (an RSS 2.0 feed) start as demo while their loopback answers 503, and once it answers each
 * read replaces the generated rows in every table the source feeds: no invented row is left beside
 * a real one.
 */

const day = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The three dates every series is given: the first of the last three months. */
function lastMonths(now: number): string[] {
  const d = new Date(now);
  return [3, 2, 1].map((back) => isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1)));
}

function loopback(now: number) {
  let answering = false;
  const asked = new Set<string>();
  const months = lastMonths(now);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!answering) {
      // Retry-After: 1 keeps the FRED client's two retries to two seconds.
      res.writeHead(503, { 'retry-after': '1' }).end('unavailable');
      return;
    }
    if (url.pathname === '/graph/fredgraph.csv') {
      const id = url.searchParams.get('id') ?? '';
      asked.add(id);
      const rows = months.map((date, i) => `${date},${(10 + i).toFixed(1)}`);
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end([`observation_date,${id}`, ...rows, ''].join('\n'));
      return;
    }
    if (url.pathname === '/ff_calendar_thisweek.json') {
      // Yesterday at 08:30 New York time (13:30 UTC), with the site's figures.
      const yesterday = isoDay(now - day);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify([
          {
            title: 'CPI y/y',
            country: 'USD',
            date: `${yesterday}T08:30:00-05:00`,
            impact: 'High',
            forecast: '3.0%',
            previous: '3.1%',
          },
        ]),
      );
      return;
    }
    if (url.pathname === '/rss.xml') {
      const at = (ago: number) => new Date(now - ago).toUTCString();
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>回环快讯</title><link>http://127.0.0.1/</link>
<item><title>美国 11 月 CPI 同比 3.0%，符合预期</title><link>http://127.0.0.1/a1</link><guid>a1</guid><pubDate>${at(3_600_000)}</pubDate><description>美国劳工部公布的 11 月 CPI 同比上涨 3.0%。</description></item>
<item><title>比特币现货 ETF 单日净流入 1.2 亿美元</title><link>http://127.0.0.1/a2</link><guid>a2</guid><pubDate>${at(7_200_000)}</pubDate><description>据统计，比特币现货 ETF 昨日净流入 1.2 亿美元。</description></item>
</channel></rss>`);
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise<{
    url: string;
    answer: () => void;
    asked: Set<string>;
    months: string[];
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        answer: () => (answering = true),
        asked,
        months,
        close: () => new Promise((r) => server.close(() => r())),
      });
    }),
  );
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const count = async (query: PromiseLike<unknown>) =>
  Number(((await query) as { n: number | string }[])[0]?.n ?? 0);

describe('series, calendar and news: demo while unreachable, every invented row replaced once real', () => {
  let server: AppServer;
  let source: Awaited<ReturnType<typeof loopback>>;
  let admin: TestBrowser;
  let drop = async () => {};
  const statusOf = async (key: string): Promise<SourceStatus> => {
    const res = await admin.get('/api/v1/admin/sources/');
    return (res.result as { sources: SourceStatus[] }).sources.find((s) => s.source === key)!;
  };

  beforeAll(async () => {
    source = await loopback(Date.now());
    const db = await freshDatabase('sqlite');
    drop = db.drop;
    server = await testServer(db.url, {
      env: {
        SEED_DEMO: 'true',
        MACRO_SOURCE: 'fred',
        FRED_CSV_URL: `${source.url}/graph/fredgraph.csv`,
        CALENDAR_SOURCE: 'online',
        CALENDAR_URL: `${source.url}/ff_calendar_thisweek.json`,
        NEWS_SOURCE: 'feeds',
        NEWS_FEEDS: `${source.url}/rss.xml`,
      },
    });
    await server.start();
    admin = (await adminAs(server, 'superadmin')).browser;
  }, 60_000);
  afterAll(async () => {
    await server?.stop({ timeout: 1000 });
    await source?.close();
    await drop();
  });

  it('serves each source’s generated rows, marked demo, with the reason, while it answers 503', async () => {
    for (const key of ['macro', 'calendar', 'news']) {
      const status = await until(
        () => statusOf(key),
        (s) => s.last_error !== null && !s.running,
      );
      expect(status, key).toMatchObject({ mode: 'demo', configured: 'real', last_success: null });
      expect(status.last_error, key).toContain('503');
      expect(status.rows, key).toBeGreaterThan(0);
    }
    const notice = (await server.inject('/api/v1/sources/')).result as { demo: string[] };
    expect(notice.demo).toEqual(expect.arrayContaining(['macro', 'calendar', 'news']));
  }, 30_000);

  it('replaces them on 立即刷新 once the sources answer, in every table they feed', async () => {
    source.answer();
    const started = performance.now();
    for (const key of ['macro', 'calendar', 'news']) {
      const refreshed = await admin.post(`/api/v1/admin/sources/${key}/refresh/`, {});
      expect(refreshed.statusCode, key).toBe(200);
    }
    const rows: Record<string, number> = {};
    for (const key of ['macro', 'calendar', 'news']) {
      const status = await until(
        () => statusOf(key),
        (s) => s.mode === 'real' && !s.running,
      );
      expect(status.last_error, key).toBeNull();
      rows[key] = status.rows;
    }
    const loaded = performance.now() - started;
    const { db } = server;

    // Series: every one asked of FRED holds FRED's three months and nothing generated; only the
    // series no source carries stay generated.
    const generated = (await db('macro_series')
      .where({ source: 'demo' })
      .pluck('series_id')) as string[];
    for (const id of generated) expect(seriesById(id)?.unavailable, id).toBeDefined();
    expect(source.asked.size).toBeGreaterThan(30);
    for (const id of source.asked) {
      const dates = (await db('macro_observations')
        .where({ series_id: id })
        .orderBy('date')
        .pluck('date')) as string[];
      expect(dates, id).toEqual(source.months);
    }

    // Calendar: the export's release, no generated one, no actual computed from a generated series.
    expect(await count(db('calendar_events').where({ origin: 'demo' }).count({ n: '*' }))).toBe(0);
    expect(
      await count(db('calendar_events').where({ actual_source: 'demo' }).count({ n: '*' })),
    ).toBe(0);
    expect(await count(db('calendar_events').count({ n: '*' }))).toBe(1);

    // News: the feed's two items; the generated items are gone with their search terms.
    expect(await count(db('news').where({ demo: true }).count({ n: '*' }))).toBe(0);
    expect(((await db('news').orderBy('id').pluck('title')) as string[]).sort()).toEqual(
      ['美国 11 月 CPI 同比 3.0%，符合预期', '比特币现货 ETF 单日净流入 1.2 亿美元'].sort(),
    );
    expect(await count(db('news_search').count({ n: '*' }))).toBe(2);

    const notice = (await server.inject('/api/v1/sources/')).result as { demo: string[] };
    for (const key of ['macro', 'calendar', 'news']) expect(notice.demo).not.toContain(key);
    console.info(
      `switch to the loopback sources: ${loaded.toFixed(0)} ms; rows macro ${rows.macro}, calendar ${rows.calendar}, news ${rows.news}`,
    );
  }, 60_000);
});
