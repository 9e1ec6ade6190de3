import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchSize, runIngest } from '../src/cli/ingest.ts';
import { openDb, type Db } from '../src/db/knex.ts';
import { BtcHistoryService } from '../src/modules/market/btcHistory.ts';
import {
  BadRowError,
  fetchCoinMetrics,
  readCoinMetricsCsv,
  splitCsvLine,
  toBtcDay,
} from '../src/modules/market/coinMetrics.ts';
import { databaseKinds, freshDatabase } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'coinsight-ingest-'));
let fileSerial = 0;
function csvFile(text: string): string {
  fileSerial += 1;
  const file = join(dir, `btc-${fileSerial}.csv`);
  writeFileSync(file, text);
  return file;
}

const header = 'time,PriceUSD,CapMrktCurUSD,CapRealUSD,SplyCur,CapMVRVCur';

/** n consecutive days from 2012-01-01 in Coin Metrics' slim CSV format, prices 10, 11, 12, … */
function csvDays(n: number, priceOffset = 0): string[] {
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.UTC(2012, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const price = 10 + i + priceOffset;
    return `${date},${price},${price * 1e7},${price * 5e6},10000000.00000000,2`;
  });
}

async function collect(file: string) {
  const out = [];
  for await (const row of readCoinMetricsCsv(file)) out.push(row);
  return out;
}

describe('Coin Metrics rows', () => {
  it('splits quoted CSV fields', () => {
    expect(splitCsvLine('a,"b,c","d ""e"""')).toEqual(['a', 'b,c', 'd "e"']);
  });

  it('derives a missing realized cap from MVRV and a missing supply from the market cap', () => {
    // 1,000 / 2.5 = 400; 1,000 / 10 = 100 coins.
    expect(
      toBtcDay(
        {
          time: '2020-01-01T00:00:00.000000000Z',
          PriceUSD: '10',
          CapMrktCurUSD: '1000',
          CapMVRVCur: '2.5',
        },
        'x',
      ),
    ).toEqual({ date: '2020-01-01', price: 10, marketCap: 1000, realizedCap: 400, supply: 100 });
  });

  it('skips a day before prices began', () => {
    expect(toBtcDay({ time: '2009-01-03', PriceUSD: '', SplyCur: '50' }, 'x')).toBeNull();
  });

  it.each([
    [
      { time: '2020-13-45', PriceUSD: '1', CapMrktCurUSD: '1', CapRealUSD: '1' },
      /time is not a date/,
    ],
    [
      { time: '2020-01-01', PriceUSD: '1e', CapMrktCurUSD: '1', CapRealUSD: '1' },
      /PriceUSD is not a number/,
    ],
    [
      { time: '2020-01-01', PriceUSD: '-1', CapMrktCurUSD: '1', CapRealUSD: '1' },
      /PriceUSD must be above 0/,
    ],
    [{ time: '2020-01-01', PriceUSD: '1', CapMrktCurUSD: '1' }, /needs CapRealUSD or CapMVRVCur/],
    [{ time: '2020-01-01', PriceUSD: '1', CapRealUSD: '1' }, /needs CapMrktCurUSD or SplyCur/],
  ])('refuses a bad row, saying where (%j)', (record, message) => {
    expect(() => toBtcDay(record, 'line 7')).toThrow(BadRowError);
    expect(() => toBtcDay(record, 'line 7')).toThrow(/^line 7: /);
    expect(() => toBtcDay(record, 'line 7')).toThrow(message);
  });

  it('reads a CSV by its header names, in any column order, with Windows line ends', async () => {
    const rows = await collect(
      csvFile(
        '\uFEFFSplyCur,PriceUSD,time,CapMrktCurUSD,CapMVRVCur\r\n100,10,2020-01-01,1000,2\r\n',
      ),
    );
    expect(rows.map((r) => [r.line, r.day])).toEqual([
      [2, { date: '2020-01-01', price: 10, marketCap: 1000, realizedCap: 500, supply: 100 }],
    ]);
  });

  it('names the line of a row with the wrong number of fields', async () => {
    await expect(
      collect(csvFile(`${header}\n${csvDays(2).join('\n')}\n2012-01-03,1,2\n`)),
    ).rejects.toThrow('line 4: 3 fields where the header has 6');
  });

  it('refuses a file that is not a Coin Metrics CSV', async () => {
    await expect(collect(csvFile('date,value\n2020-01-01,1\n'))).rejects.toThrow(
      /^line 1: not a Coin Metrics/,
    );
    await expect(collect(csvFile(''))).rejects.toThrow(/empty/);
  });
});

/** A fake Coin Metrics API: pages of `pageSize` entries linked by next_page_url. */
function fakeCoinMetrics(entries: Array<Record<string, string>>, pageSize: number) {
  const requests: string[] = [];
  let limitOnce = false;
  const server: HttpServer = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    if (limitOnce) {
      limitOnce = false;
      res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'too_many_requests', message: 'slow down' } }));
      return;
    }
    if (
      url.pathname !== '/v4/timeseries/asset-metrics' ||
      url.searchParams.get('assets') !== 'btc'
    ) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'bad_parameter', message: 'Bad parameter' } }));
      return;
    }
    const token = Number(url.searchParams.get('next_page_token') ?? 0);
    const page = entries.slice(token, token + pageSize);
    const next = token + pageSize < entries.length ? token + pageSize : null;
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: page,
        ...(next === null
          ? {}
          : {
              next_page_token: String(next),
              next_page_url:
                `${base}/v4/timeseries/asset-metrics?${url.searchParams}&next_page_token=${next}`.replace(
                  /&next_page_token=\d+(?=&next_page_token)/,
                  '',
                ),
            }),
      }),
    );
  });
  return {
    requests,
    limitNext: () => (limitOnce = true),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v4`),
        ),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const apiEntries = Array.from({ length: 25 }, (_, i) => {
  const date = new Date(Date.UTC(2016, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  // The community tier no longer serves CapRealUSD: MVRV stands in.
  return {
    asset: 'btc',
    time: `${date}T00:00:00.000000000Z`,
    PriceUSD: String(300 + i),
    CapMrktCurUSD: String((300 + i) * 14e6),
    SplyCur: '14000000',
    CapMVRVCur: '1.5',
  };
});

describe('the Coin Metrics API client', () => {
  const fake = fakeCoinMetrics(apiEntries, 10);
  let base = '';
  beforeAll(async () => {
    base = await fake.start();
  });
  afterAll(() => fake.stop());

  it('follows next_page_url to the end and asks for the five metrics daily', async () => {
    fake.requests.length = 0;
    const pages = [];
    for await (const page of fetchCoinMetrics({ baseUrl: base, pageSize: 10 })) pages.push(page);
    expect(pages.map((p) => p.days.length)).toEqual([10, 10, 5]);
    expect(pages[2]!.days.at(-1)).toEqual({
      date: '2016-01-25',
      price: 324,
      marketCap: 324 * 14e6,
      realizedCap: (324 * 14e6) / 1.5,
      supply: 14e6,
    });
    const first = new URL(fake.requests[0]!, 'http://x').searchParams;
    expect(first.get('metrics')).toBe('PriceUSD,CapMrktCurUSD,CapRealUSD,SplyCur,CapMVRVCur');
    expect(first.get('frequency')).toBe('1d');
    expect(fake.requests[1]).toContain('next_page_token=10');
  });

  it('waits and retries when rate limited', async () => {
    fake.limitNext();
    const waits: number[] = [];
    const pages = [];
    for await (const page of fetchCoinMetrics({
      baseUrl: base,
      pageSize: 10,
      sleep: async (ms) => void waits.push(ms),
    }))
      pages.push(page);
    expect(waits).toEqual([1000]);
    expect(pages).toHaveLength(3);
  });

  it('says which address it could not reach', async () => {
    const pages = fetchCoinMetrics({ baseUrl: 'http://127.0.0.1:1/v4' });
    await expect(pages.next()).rejects.toThrow(
      /^Coin Metrics unreachable at http:\/\/127\.0\.0\.1:1 \(page 1\)/,
    );
  });

  it('reports the API’s own error message', async () => {
    const pages = fetchCoinMetrics({ baseUrl: `${base}/wrong`, pageSize: 10 });
    await expect(pages.next()).rejects.toThrow(
      'Coin Metrics answered 400 on page 1: Bad parameter',
    );
  });
});

function sink() {
  let text = '';
  return {
    write: (t: string) => void (text += t),
    get text() {
      return text;
    },
  };
}

describe.each(databaseKinds)('npm run ingest -- btc on %s', (kind) => {
  let url = '';
  let drop = async () => {};
  let db: Db;
  const fake = fakeCoinMetrics(apiEntries, 10);
  let api = '';
  beforeAll(async () => {
    if (kind === 'sqlite') url = `sqlite:${join(dir, `ingest-${process.pid}.sqlite`)}`;
    else ({ url, drop } = await freshDatabase(kind));
    api = await fake.start();
    db = openDb(
      url.startsWith('sqlite:')
        ? { client: 'sqlite', filename: url.slice('sqlite:'.length) }
        : { client: 'mysql', url },
    );
  });
  afterAll(async () => {
    await db.destroy();
    await fake.stop();
    await drop();
  });

  async function ingest(...argv: string[]) {
    const stdout = sink();
    const stderr = sink();
    const code = await runIngest(argv, {
      stdout,
      stderr,
      env: { DATABASE_URL: url, LOG_LEVEL: 'silent', COINMETRICS_URL: api },
    });
    return { code, stdout: stdout.text, stderr: stderr.text };
  }
  const stored = () => new BtcHistoryService(db).daily();

  it('loads a CSV, then changes nothing when loading it again', async () => {
    const file = csvFile(`${header}\n2011-12-31,,,,,\n${csvDays(1_200).join('\n')}\n`);
    const first = await ingest('btc', '--file', file);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      '1201 rows read (1 before prices began), 1200 inserted, 0 updated, 0 unchanged; 2012-01-01 → 2015-04-14',
    );
    expect(first.stderr).toContain('100% 1,201 rows');
    const again = await ingest('btc', '--file', file);
    expect(again.stdout).toContain('0 inserted, 0 updated, 1200 unchanged');
    expect(await stored()).toHaveLength(1_200);
  });

  it('updates changed days', async () => {
    const file = csvFile(`${header}\n${csvDays(3, 0.5).join('\n')}\n`);
    expect((await ingest('btc', '--file', file)).stdout).toContain(
      '0 inserted, 3 updated, 0 unchanged',
    );
    expect((await stored())[0]?.price).toBe(10.5);
  });

  it('stops at a bad row with its line, exit code 1, and keeps nothing of its batch', async () => {
    const rows = csvDays(batchSize + 20, 100);
    rows[batchSize + 5] = rows[batchSize + 5]!.replace(/,\d+(\.\d+)?,/, ',oops,');
    const file = csvFile(`${header}\n${rows.join('\n')}\n`);
    const before = await stored();
    const result = await ingest('btc', '--file', file);
    expect(result.code).toBe(1);
    // Header on line 1: row index batchSize + 5 is on line batchSize + 7.
    expect(result.stderr).toContain(`line ${batchSize + 7}: PriceUSD is not a number ("oops")`);
    expect(result.stderr).toContain(`${batchSize} days from earlier batches were`);
    const after = await stored();
    // The first batch (prices +100) is in; the second batch's days keep their earlier values.
    expect(after[0]?.price).toBe(110);
    expect(after[batchSize]?.price).toBe(before[batchSize]?.price);
  });

  it('loads the API’s pages', async () => {
    const result = await ingest('btc');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('25 rows read (0 before prices began), 25 inserted');
    const day = (await stored()).find((d) => d.date === '2016-01-25');
    expect(day?.realizedCap).toBeCloseTo((324 * 14e6) / 1.5, 2);
    expect((await ingest('btc')).stdout).toContain('0 inserted, 0 updated, 25 unchanged');
  });

  it('explains its usage', async () => {
    expect((await ingest('eth')).code).toBe(2);
    expect((await ingest('btc', '--from', 'yesterday')).stderr).toContain(
      '--from must be YYYY-MM-DD',
    );
  });
});
