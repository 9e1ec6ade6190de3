import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceStatus } from '../src/contract.ts';
import { describeFailure } from '../src/sources/failure.ts';
import { adminAs } from './consoleKit.ts';
import { freshDatabase, testServer, TestBrowser } from './helpers.ts';
import type { AppServer } from '../src/startup.ts';

/** What the loopback answers: each real protocol, or a failure of each kind. */
type Mode = 'ok' | '503' | 'malformed';

/** Three days of Coin Metrics v4 asset-metrics, two pages joined by next_page_url. */
const coinMetricsDays = [
  {
    time: '2026-11-25T00:00:00.000000000Z',
    PriceUSD: '91000.5',
    CapMrktCurUSD: '1.8e12',
    CapMVRVCur: '2.1',
    SplyCur: '19960000',
  },
  {
    time: '2026-11-26T00:00:00.000000000Z',
    PriceUSD: '92000.25',
    CapMrktCurUSD: '1.82e12',
    CapMVRVCur: '2.11',
    SplyCur: '19960450',
  },
  {
    time: '2026-11-27T00:00:00.000000000Z',
    PriceUSD: '93000',
    CapMrktCurUSD: '1.84e12',
    CapMVRVCur: '2.12',
    SplyCur: '19960900',
  },
];

function loopback(): Promise<{ url: string; set: (m: Mode) => void; close: () => Promise<void> }> {
  let mode: Mode = '503';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (mode === '503') {
      res.writeHead(503).end('unavailable');
      return;
    }
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": 42');
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/v4/timeseries/asset-metrics') {
      const second = url.searchParams.get('page') === '2';
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.end(
        JSON.stringify(
          second
            ? { data: coinMetricsDays.slice(2).map((d) => ({ asset: 'btc', ...d })) }
            : {
                data: coinMetricsDays.slice(0, 2).map((d) => ({ asset: 'btc', ...d })),
                next_page_url: `${base}/v4/timeseries/asset-metrics?page=2`,
              },
        ),
      );
      return;
    }
    if (url.pathname === '/okx') {
      res.end(JSON.stringify({ code: '0', data: [{ instId: 'BTC-USDT', last: '93123.4' }] }));
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        set: (m) => (mode = m),
        close: () => new Promise((r) => server.close(() => r())),
      });
    }),
  );
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setImmediate(r));
  }
}

describe('the failure line names the kind of failure', () => {
  const withCode = (code: string) =>
    Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error(code), { code }),
    });
  it.each([
    [withCode('ECONNREFUSED'), '连接被拒绝'],
    [withCode('ENOTFOUND'), '域名解析失败'],
    [new DOMException('The operation was aborted due to timeout', 'TimeoutError'), '超时'],
    [new Error('ticker http://x answered 503'), 'HTTP 503'],
    [new SyntaxError('Unexpected end of JSON input'), '数据格式错误'],
  ])('%#', (error, kind) => {
    expect(describeFailure(error, 'example.test')).toContain(kind);
    expect(describeFailure(error, 'example.test')).toMatch(/^example\.test：/);
  });
});

describe('Bitcoin history and live price: demo while unreachable, replaced once real', () => {
  let server: AppServer;
  let source: Awaited<ReturnType<typeof loopback>>;
  let admin: TestBrowser;
  let drop = async () => {};
  let started = 0;
  const statusOf = async (key: string): Promise<SourceStatus> => {
    const res = await admin.get('/api/v1/admin/sources/');
    const body = res.result as { sources: SourceStatus[] };
    return body.sources.find((s) => s.source === key)!;
  };

  // btc_price is a fast read: its answer is the payload the server serialised once.
  const priceAnswer = async () =>
    JSON.parse((await server.inject('/api/v1/chart/btc_price/live/')).payload) as {
      data: { price: string }[];
      demo?: boolean;
    };

  beforeAll(async () => {
    source = await loopback();
    const db = await freshDatabase('sqlite');
    drop = db.drop;
    started = performance.now();
    server = await testServer(db.url, {
      env: {
        SEED_DEMO: 'true',
        BTC_HISTORY_SOURCE: 'coinmetrics',
        COINMETRICS_URL: `${source.url}/v4`,
        MARKET_TICKER: 'okx',
        MARKET_TICKER_URL: `${source.url}/okx`,
        MARKET_TICK_SECONDS: '1',
      },
    });
    await server.start();
    admin = (await adminAs(server, 'superadmin')).browser;
  });
  afterAll(async () => {
    await server?.stop({ timeout: 1000 });
    await source?.close();
    await drop();
  });

  it('serves the generated history, marked demo, with the reason, while the source answers 503', async () => {
    const btc = await until(
      () => statusOf('btc'),
      (s) => s.last_error !== null,
    );
    expect(btc).toMatchObject({ mode: 'demo', configured: 'real', last_success: null });
    expect(btc.last_error).toContain('HTTP 503');
    expect(btc.rows).toBeGreaterThan(1000);
    const ticker = await until(
      () => statusOf('ticker'),
      (s) => s.last_error !== null,
    );
    expect(ticker.mode).toBe('demo');
    const price = await until(priceAnswer, (p) => p.data.length > 0);
    expect(price.demo).toBe(true);
    const notice = (await server.inject('/api/v1/sources/')).result as { demo: string[] };
    expect(notice.demo).toEqual(expect.arrayContaining(['btc', 'ticker']));
  });

  it('names a malformed answer as such', async () => {
    source.set('malformed');
    await server.app.core.sources.refresh('btc');
    await server.app.core.sources.idle();
    expect((await statusOf('btc')).last_error).toContain('数据格式错误');
  });

  it('replaces every generated day once Coin Metrics answers (立即刷新), leaving no invented row', async () => {
    source.set('ok');
    const refreshed = await admin.post('/api/v1/admin/sources/btc/refresh/', {});
    expect(refreshed.statusCode).toBe(200);
    const btc = await until(
      () => statusOf('btc'),
      (s) => s.mode === 'real' && !s.running,
    );
    const loaded = performance.now() - started;
    expect(btc).toMatchObject({ last_error: null, rows: 3 });
    const rows = (await server.db('btc_daily').select('date', 'price').orderBy('date')) as {
      date: string;
      price: number;
    }[];
    expect(rows).toEqual([
      { date: '2026-11-25', price: 91000.5 },
      { date: '2026-11-26', price: 92000.25 },
      { date: '2026-11-27', price: 93000 },
    ]);
    const summary = (await server.inject('/api/v1/chart/summary/')).result as { demo?: boolean };
    expect(summary.demo).toBeUndefined();
    console.info(
      `first real history load on loopback: ${loaded.toFixed(0)} ms, btc rows ${rows.length}`,
    );
  });

  it('ticks the exchange price once it answers, no longer marked demo', async () => {
    const ticker = await until(
      () => statusOf('ticker'),
      (s) => s.mode === 'real',
    );
    expect(ticker.last_error).toBeNull();
    const price = await until(priceAnswer, (p) => p.demo === undefined && p.data.length > 0);
    expect(price.data.every((p) => p.price === '93123.4')).toBe(true);
  });
});
