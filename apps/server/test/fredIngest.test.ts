import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seriesById, type MacroSeries } from '@coinsight/domain/market';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runIngest } from '../src/cli/ingest.ts';
import { openDb, type Db } from '../src/db/knex.ts';
import { MacroRepo } from '../src/modules/macro/repo.ts';
import { MacroSchedule, refreshEveryMs, revisionDays } from '../src/modules/macro/schedule.ts';
import { MacroService } from '../src/modules/macro/service.ts';
import { fredClient, FredUnavailableError } from '../src/providers/macro/fredClient.ts';
import { FredFormatError, parseFredCsv } from '../src/providers/macro/fredCsv.ts';
import { captureLogs, databaseKinds, freshDatabase, serverPerSuite, testClock } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'coinsight-fred-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A FRED API key as FRED issues them: 32 lower-case letters and digits. */
const apiKey = 'abcdef0123456789abcdef0123456789';

interface FakeFred {
  start(): Promise<string>;
  stop(): Promise<void>;
  /** Each series' observations as FRED holds them ('.' for a missing value). */
  series: Map<string, Array<[string, string]>>;
  /** Every request's path and query, in order. */
  requests: URL[];
  /** Series answered with a 500 (FRED having a bad day). */
  failing: Set<string>;
}

/**
 * FRED on loopback, speaking its real formats: series/observations as JSON (realtime fields,
 * count/offset/limit paging, '.' for missing, FRED's error body for an unknown series or a bad
 * key), and the keyless fredgraph.csv (observation_date,SERIES with an empty cell for missing).
 * It pages at most `pageCap` observations, so the client's paging is exercised.
 */
function fakeFred(pageCap = 4): FakeFred {
  const series = new Map<string, Array<[string, string]>>();
  const requests: URL[] = [];
  const failing = new Set<string>();
  let server: HttpServer | null = null;
  const handler = (
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
  ) => {
    const url = new URL(req.url ?? '/', 'http://fred.test');
    requests.push(url);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/fred/series/observations') {
      const q = url.searchParams;
      if (q.get('api_key') !== apiKey)
        return json(400, {
          error_code: 400,
          error_message:
            'Bad Request.  The value for variable api_key is not registered.  Read https://fred.stlouisfed.org/docs/api/api_key.html for more information.',
        });
      const id = q.get('series_id') ?? '';
      if (failing.has(id))
        return json(500, { error_code: 500, error_message: 'Internal Server Error' });
      const rows = series.get(id);
      if (!rows)
        return json(400, {
          error_code: 400,
          error_message: 'Bad Request.  The series does not exist.',
        });
      const start = q.get('observation_start') ?? '1776-07-04';
      const inWindow = rows.filter(([date]) => date >= start);
      const offset = Number(q.get('offset') ?? 0);
      const limit = Math.min(Number(q.get('limit') ?? 100_000), pageCap);
      return json(200, {
        realtime_start: '2026-11-24',
        realtime_end: '2026-11-24',
        observation_start: start,
        observation_end: '9999-12-31',
        units: 'lin',
        output_type: 1,
        file_type: 'json',
        order_by: 'observation_date',
        sort_order: 'asc',
        count: inWindow.length,
        offset,
        limit,
        observations: inWindow.slice(offset, offset + limit).map(([date, value]) => ({
          realtime_start: '2026-11-24',
          realtime_end: '2026-11-24',
          date,
          value,
        })),
      });
    }
    if (url.pathname === '/graph/fredgraph.csv') {
      const id = url.searchParams.get('id') ?? '';
      const rows = series.get(id);
      if (!rows || failing.has(id)) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<!DOCTYPE html><title>Not Found</title>');
      }
      const start = url.searchParams.get('cosd') ?? '1776-07-04';
      res.writeHead(200, { 'content-type': 'text/csv' });
      return res.end(
        `observation_date,${id}\n` +
          rows
            .filter(([date]) => date >= start)
            .map(([date, value]) => `${date},${value === '.' ? '' : value}`)
            .join('\n') +
          '\n',
      );
    }
    res.writeHead(404);
    res.end();
  };
  return {
    series,
    requests,
    failing,
    start: () =>
      new Promise((resolve) => {
        server = createHttpServer(handler).listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`);
        });
      }),
    stop: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

function sink() {
  let text = '';
  return {
    write: (t: string) => void (text += t),
    get text() {
      return text;
    },
  };
}

describe('FRED CSV files', () => {
  it('reads today’s download: observation_date,SERIES with an empty cell for missing', () => {
    expect(
      parseFredCsv(
        'observation_date,UNRATE\r\n2025-09-01,4.4\r\n2025-10-01,\r\n2025-11-01,4.6\r\n',
      ),
    ).toEqual({
      seriesId: 'UNRATE',
      points: [
        { date: '2025-09-01', value: 4.4 },
        { date: '2025-11-01', value: 4.6 },
      ],
      missing: 1,
    });
  });

  it('reads the older DATE,SERIES and the collectors’ date,value with FRED’s "."', () => {
    expect(parseFredCsv('DATE,DGS10\n2026-08-19,4.65\n2026-08-20,.\n').seriesId).toBe('DGS10');
    const copy = parseFredCsv('date,value\n2016-02-12,1864.78\n2016-02-15,.\n2016-02-16,1895.58\n');
    expect(copy).toEqual({
      seriesId: null,
      points: [
        { date: '2016-02-12', value: 1864.78 },
        { date: '2016-02-16', value: 1895.58 },
      ],
      missing: 1,
    });
  });

  it.each([
    ['time,price\n2026-01-01,1\n', /line 1: not a FRED CSV header/],
    ['date,value\n2026-01-01,1,2\n', /line 2: 3 fields/],
    ['date,value\n2026-01-01,1\n2026-02-30,2\n', /line 3: not a date \("2026-02-30"\)/],
    ['date,value\n2026-01-01,n/a\n', /line 2: value is not a number \("n\/a"\)/],
  ])('names the line of a bad file (%#)', (text, message) => {
    expect(() => parseFredCsv(text)).toThrow(FredFormatError);
    expect(() => parseFredCsv(text)).toThrow(message);
  });
});

describe.each(databaseKinds)('npm run ingest -- fred on %s', (kind) => {
  let url = '';
  let drop = async () => {};
  let db: Db;
  const fred = fakeFred();
  let base = '';
  beforeAll(async () => {
    if (kind === 'sqlite') url = `sqlite:${join(dir, `fred-${process.pid}.sqlite`)}`;
    else ({ url, drop } = await freshDatabase(kind));
    base = await fred.start();
    db = openDb(
      url.startsWith('sqlite:')
        ? { client: 'sqlite', filename: url.slice('sqlite:'.length) }
        : { client: 'mysql', url },
    );
  });
  afterAll(async () => {
    await db.destroy();
    await fred.stop();
    await drop();
  });

  async function ingest(argv: string[], env: Record<string, string> = {}) {
    const stdout = sink();
    const stderr = sink();
    const code = await runIngest(['fred', ...argv], {
      stdout,
      stderr,
      env: {
        DATABASE_URL: url,
        LOG_LEVEL: 'silent',
        FRED_URL: `${base}/fred`,
        FRED_CSV_URL: `${base}/graph/fredgraph.csv`,
        ...env,
      },
    });
    return { code, stdout: stdout.text, stderr: stderr.text };
  }
  const stored = (id: string) => new MacroRepo(db).history(id);

  describe('from files', () => {
    const shutdown = 'date,value\n2025-08-01,4.3\n2025-09-01,4.4\n2025-10-01,.\n2025-11-01,4.6\n';

    it('stores a file’s observations, the missing month left a gap, and reports progress', async () => {
      const result = await ingest(['--file', file('fred-UNRATE.csv', shutdown)]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain('[1/1] UNRATE: 3 observations');
      expect(result.stdout).toContain(
        'fred UNRATE (fred-UNRATE.csv): 3 observations read (1 missing dropped), 3 inserted, 0 updated, 0 unchanged; 2025-08-01 → 2025-11-01',
      );
      expect(await stored('UNRATE')).toEqual([
        { date: '2025-08-01', value: 4.3 },
        { date: '2025-09-01', value: 4.4 },
        { date: '2025-11-01', value: 4.6 },
      ]);
    });

    it('changes nothing the second time', async () => {
      const again = await ingest(['--file', join(dir, 'fred-UNRATE.csv')]);
      expect(again.stdout).toContain('0 inserted, 0 updated, 3 unchanged');
    });

    it('updates a revised value and adds the new month', async () => {
      const revised = file(
        'unrate-revised.csv',
        'observation_date,UNRATE\n2025-11-01,4.5\n2025-12-01,4.4\n',
      );
      const result = await ingest(['--file', revised]);
      expect(result.stdout).toContain('1 inserted, 1 updated, 0 unchanged');
      expect((await stored('UNRATE')).slice(-2)).toEqual([
        { date: '2025-11-01', value: 4.5 },
        { date: '2025-12-01', value: 4.4 },
      ]);
    });

    it('takes several files, naming the series by --series in file order', async () => {
      const a = file('a.csv', 'date,value\n2025-09-01,22212.5\n2025-10-01,22298.1\n');
      const b = file('b.csv', 'date,value\n2026-08-19,4.65\n2026-08-20,4.69\n');
      const result = await ingest(['--series', 'M2SL', 'dgs10', '--file', a, b]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain('[2/2] DGS10: 2 observations');
      expect((await stored('M2SL')).map((p) => p.value)).toEqual([22212.5, 22298.1]);
      expect((await stored('DGS10')).map((p) => p.value)).toEqual([4.65, 4.69]);
    });

    it('replaces a series’ demo history with the file’s', async () => {
      const repo = new MacroRepo(db);
      await repo.upsert(
        'SP500',
        [
          { date: '2016-02-11', value: 1 },
          { date: '2016-02-12', value: 2 },
        ],
        'demo',
        new Date(),
      );
      await ingest([
        '--file',
        file('fred-SP500.csv', 'date,value\n2016-02-12,1864.78\n2016-02-15,.\n'),
      ]);
      expect(await stored('SP500')).toEqual([{ date: '2016-02-12', value: 1864.78 }]);
      expect((await repo.states()).get('SP500')?.source).toBe('file');
    });

    it('stops at a bad row with its file and line, exit code 1', async () => {
      const bad = file('fred-CPIAUCSL.csv', 'date,value\n2025-09-01,324.2\n2025-11-01,oops\n');
      const result = await ingest(['--file', bad]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('fred-CPIAUCSL.csv: line 3: value is not a number ("oops")');
      expect(await stored('CPIAUCSL')).toEqual([]);
    });

    it.each([
      [['--file', 'x.csv', '--series'], 'usage: npm run ingest -- fred'],
      [['--bogus'], 'usage: npm run ingest -- fred'],
      [['--series', 'A', 'B', '--file', 'x.csv'], 'one --series per file'],
    ])('explains its usage for %j (exit code 2)', async (argv, text) => {
      const result = await ingest(argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(text);
    });

    it('refuses a series outside the catalogue and points Bitcoin to ingest btc', async () => {
      const unknown = await ingest([
        '--file',
        file('fred-GDPC1.csv', 'date,value\n2025-07-01,1\n'),
      ]);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('GDPC1 is not a series of the catalogue');
      const btc = await ingest(['--series', 'CBBTCUSD']);
      expect(btc.code).toBe(2);
      expect(btc.stderr).toContain('use npm run ingest -- btc');
    });
  });

  describe('from FRED', () => {
    beforeAll(() => {
      fred.series.set(
        'DGS30',
        Array.from({ length: 10 }, (_, i): [string, string] => [
          `2026-08-${String(10 + i).padStart(2, '0')}`,
          i === 3 ? '.' : (4.5 + i / 100).toFixed(2),
        ]),
      );
      fred.series.set('CIVPART', [
        ['2025-09-01', '62.4'],
        ['2025-10-01', '.'],
        ['2025-11-01', '62.5'],
      ]);
    });

    it('reads the API page by page with the key, dropping "."; the key is never printed', async () => {
      fred.requests.length = 0;
      const result = await ingest(['--series', 'DGS30'], { FRED_API_KEY: apiKey });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(
        'fred DGS30 (FRED api): 9 observations read (1 missing dropped), 9 inserted',
      );
      expect(result.stderr).toContain('[1/1] DGS30 from FRED api…');
      // 10 observations, pages of 4: offsets 0, 4 and 8.
      expect(fred.requests.map((r) => r.searchParams.get('offset'))).toEqual(['0', '4', '8']);
      expect(fred.requests[0]?.searchParams.get('file_type')).toBe('json');
      expect(result.stdout + result.stderr).not.toContain(apiKey);
      const rows = await stored('DGS30');
      expect(rows).toHaveLength(9);
      expect(rows.map((r) => r.date)).not.toContain('2026-08-13');
    });

    it('reads the keyless CSV download without a key', async () => {
      fred.requests.length = 0;
      const result = await ingest(['--series', 'CIVPART']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(
        'fred CIVPART (FRED csv): 2 observations read (1 missing dropped)',
      );
      expect(fred.requests[0]?.pathname).toBe('/graph/fredgraph.csv');
      expect(fred.requests[0]?.searchParams.get('id')).toBe('CIVPART');
      expect(await stored('CIVPART')).toEqual([
        { date: '2025-09-01', value: 62.4 },
        { date: '2025-11-01', value: 62.5 },
      ]);
    });

    it('reports what FRED refused, stores the others and exits 1', async () => {
      const result = await ingest(['--series', 'NAPM,DGS30'], { FRED_API_KEY: apiKey });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'fred NAPM failed: FRED answered 400 for NAPM: Bad Request.  The series does not exist.',
      );
      expect(result.stdout).toContain('0 inserted, 0 updated, 9 unchanged');
      expect(result.stdout).toContain('fred: 1 series stored, 1 failed');
    });

    it('says when the key is refused', async () => {
      const result = await ingest(['--series', 'DGS30'], { FRED_API_KEY: 'f'.repeat(32) });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('api_key is not registered');
    });
  });

  describe('the refresh schedule (MACRO_SOURCE=fred)', () => {
    const clock = testClock(new Date('2026-11-24T02:00:00Z'));
    const logs = captureLogs('info');
    let schedule: MacroSchedule;
    let macro: MacroService;
    /** A schedule of these series against the fake FRED, retrying without waiting. */
    const scheduleOf = (series: MacroSeries[]) =>
      new MacroSchedule(
        {
          repo: new MacroRepo(db),
          macro,
          fred: fredClient({
            apiUrl: `${base}/fred`,
            csvUrl: `${base}/graph/fredgraph.csv`,
            apiKey,
            sleep: async () => {},
          }),
        },
        clock,
        logs.logger,
        60_000,
        series,
      );
    const dgs2 = seriesById('DGS2')!;
    const permit = seriesById('PERMIT')!;

    beforeAll(() => {
      fred.series.set('DGS2', [
        ['2026-11-19', '3.51'],
        ['2026-11-20', '3.55'],
      ]);
      fred.series.set('PERMIT', [
        ['2026-08-01', '1362'],
        ['2026-09-01', '1370'],
      ]);
      macro = new MacroService(new MacroRepo(db), async () => [], { versionCheckMs: 0 });
      schedule = scheduleOf([dgs2, permit]);
    });

    it('refreshes every series never asked, from the start of its history', async () => {
      fred.requests.length = 0;
      const results = await schedule.tick();
      expect(results.map((r) => [r.seriesId, r.inserted])).toEqual([
        ['DGS2', 2],
        ['PERMIT', 2],
      ]);
      expect(fred.requests.every((r) => !r.searchParams.has('observation_start'))).toBe(true);
      expect(
        (await macro.observations({ series_id: 'DGS2', sort_order: 'desc', limit: 1 }))
          .observations,
      ).toEqual([{ date: '2026-11-20', value: '3.55' }]);
    });

    it('asks again only when a series’ cycle has come round', async () => {
      expect(await schedule.tick()).toEqual([]);
      clock.advance(refreshEveryMs.daily);
      expect((await schedule.due()).map((s) => s.id)).toEqual(['DGS2']);
      clock.advance(refreshEveryMs.monthly - refreshEveryMs.daily);
      expect((await schedule.due()).map((s) => s.id)).toEqual(['DGS2', 'PERMIT']);
    });

    it('asks from a little before the last stored day and stores revisions', async () => {
      fred.series.set('DGS2', [
        ['2026-11-19', '3.51'],
        ['2026-11-20', '3.54'],
        ['2026-11-23', '3.58'],
      ]);
      fred.requests.length = 0;
      const results = await schedule.tick();
      const dgs2Result = results.find((r) => r.seriesId === 'DGS2');
      expect(dgs2Result).toMatchObject({ inserted: 1, updated: 1, unchanged: 1 });
      const asked = fred.requests.find((r) => r.searchParams.get('series_id') === 'DGS2');
      // 31 days before 2026-11-20.
      expect(revisionDays.daily).toBe(31);
      expect(asked?.searchParams.get('observation_start')).toBe('2026-10-20');
      expect(
        (await macro.observations({ series_id: 'DGS2', sort_order: 'desc', limit: 2 }))
          .observations,
      ).toEqual([
        { date: '2026-11-23', value: '3.58' },
        { date: '2026-11-20', value: '3.54' },
      ]);
      expect(logs.text()).toContain('macro series refreshed from FRED');
    });

    it('logs a failure, keeps the stored history and waits an hour before trying again', async () => {
      fred.failing.add('PERMIT');
      clock.advance(refreshEveryMs.monthly);
      const results = await schedule.tick();
      expect(results.map((r) => r.seriesId)).toEqual(['DGS2']);
      expect(logs.text()).toContain('macro series refresh failed; the stored history is kept');
      expect(logs.text()).toContain('FRED answered 500 for PERMIT');
      expect((await new MacroRepo(db).history('PERMIT')).map((p) => p.value)).toEqual([1362, 1370]);
      expect((await schedule.due()).map((s) => s.id)).toEqual([]);
      fred.failing.delete('PERMIT');
      clock.advance(3_600_000);
      expect((await schedule.due()).map((s) => s.id)).toEqual(['PERMIT']);
    });

    it('stops a round after two series in a row that FRED did not answer, and asks the rest on the next', async () => {
      const exchangeRates = ['DEXJPUS', 'DEXUSEU', 'DEXUSAL'].map((id) => seriesById(id)!);
      for (const id of ['DEXJPUS', 'DEXUSEU', 'DEXUSAL'])
        fred.series.set(id, [['2026-11-20', '4.1']]);
      fred.failing.add('DEXJPUS');
      fred.failing.add('DEXUSEU');
      const round = scheduleOf(exchangeRates);
      fred.requests.length = 0;
      expect(await round.tick()).toEqual([]);
      expect(round.lastFailure).toBeInstanceOf(FredUnavailableError);
      const asked = new Set(fred.requests.map((r) => r.searchParams.get('series_id')));
      // Each of the two was tried three times (the retries); DEXUSAL was not asked at all.
      expect([...asked]).toEqual(['DEXJPUS', 'DEXUSEU']);
      expect(fred.requests).toHaveLength(6);

      fred.failing.clear();
      round.forgetFailures();
      expect((await round.tick()).map((r) => r.seriesId)).toEqual([
        'DEXJPUS',
        'DEXUSEU',
        'DEXUSAL',
      ]);
    });
  });
});

describe.each(databaseKinds)('the server with MACRO_SOURCE=fred on %s', (kind) => {
  const fred = fakeFred(100);
  let base = '';
  beforeAll(async () => {
    base = await fred.start();
    fred.series.set('DGS5', [
      ['2026-11-19', '3.70'],
      ['2026-11-20', '.'],
      ['2026-11-23', '3.74'],
    ]);
  });
  afterAll(() => fred.stop());
  const suite = serverPerSuite(kind, {
    listen: true,
    realClock: true,
    env: () => ({
      MACRO_SOURCE: 'fred',
      FRED_API_KEY: apiKey,
      FRED_URL: `${base}/fred`,
      FRED_CSV_URL: `${base}/graph/fredgraph.csv`,
    }),
  });

  it('refreshes from FRED once it listens, and fred-data serves what it stored', async () => {
    const { macro, macroSchedule } = suite.server.services;
    expect(macroSchedule).not.toBeNull();
    await vi.waitFor(
      async () => {
        const answer = await macro.observations({ series_id: 'DGS5', sort_order: 'asc' });
        expect(answer.observations).toEqual([
          { date: '2026-11-19', value: '3.7' },
          { date: '2026-11-23', value: '3.74' },
        ]);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(fred.requests.some((r) => r.searchParams.get('series_id') === 'DGS10')).toBe(true);
  });
});

describe('the server with MACRO_SOURCE=demo', () => {
  const suite = serverPerSuite('sqlite');
  it('has no FRED schedule', () => {
    expect(suite.server.services.macroSchedule).toBeNull();
  });
});
