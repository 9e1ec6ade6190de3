import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { economicByDate } from '../src/contract.ts';
import { runIngest } from '../src/cli/ingest.ts';
import { openDb, type Db } from '../src/db/knex.ts';
import { CalendarRepo } from '../src/modules/calendar/repo.ts';
import { demoCalendar } from '../src/providers/calendar/demo.ts';
import { BadCalendarRow, parseCalendarFile } from '../src/providers/calendar/file.ts';
import { onlineCalendar, parseExport } from '../src/providers/calendar/forexFactory.ts';
import type { AppServer } from '../src/startup.ts';
import { databaseKinds, freshDatabase, serverPerSuite, testServer } from './helpers.ts';
import { actor, send } from './indicatorsActors.ts';

/** A week of the Forex Factory export as it is served: currencies, New York times with offsets, site figures. */
const exportWeek = [
  {
    title: 'CPI y/y',
    country: 'USD',
    date: '2026-11-13T08:30:00-05:00',
    impact: 'High',
    forecast: '3.0%',
    previous: '3.0%',
  },
  {
    title: 'Non-Farm Employment Change',
    country: 'USD',
    date: '2026-11-06T08:30:00-05:00',
    impact: 'High',
    forecast: '180K',
    previous: '-33K',
  },
  {
    title: 'Crude Oil Inventories',
    country: 'USD',
    date: '2026-11-25T10:30:00-05:00',
    impact: 'Low',
    forecast: '-1.2M',
    previous: '2.1M',
  },
  {
    title: 'Fed Chair Powell Speaks',
    country: 'USD',
    date: '2026-11-25T13:00:00-05:00',
    impact: 'High',
    forecast: '',
    previous: '',
  },
  {
    title: 'Bank Holiday',
    country: 'USD',
    date: '2026-11-26T00:00:00-05:00',
    impact: 'Holiday',
    forecast: '',
    previous: '',
  },
  {
    title: 'Flash Manufacturing PMI',
    country: 'EUR',
    date: '2026-11-23T04:00:00-05:00',
    impact: 'Medium',
    forecast: '47.1',
    previous: '46.8',
  },
  {
    title: 'German ZEW Economic Sentiment',
    country: 'EUR',
    date: '2026-11-17T05:00:00-05:00',
    impact: 'Medium',
    forecast: '25.1',
    previous: '22.4',
  },
  {
    title: 'National Core CPI y/y',
    country: 'JPY',
    date: '2026-11-20T18:30:00-05:00',
    impact: 'Low',
    forecast: '3.0%',
    previous: '2.9%',
  },
  {
    title: 'Broken',
    country: 'USD',
    date: 'next tuesday',
    impact: 'High',
    forecast: '',
    previous: '',
  },
];

describe('the Forex Factory export', () => {
  it('keeps 美国 and 欧元区, names what it knows, scales figures into the name’s unit', () => {
    const read = parseExport(exportWeek);
    expect(read.releases.map((r) => r.indicatorId)).toEqual([
      'US_CPI_YOY',
      'US_NFP',
      'US_EIA_CRUDE',
      'FF_USD_FED_CHAIR_POWELL_SPEAKS',
      'US_BANK_HOLIDAY',
      'EZ_PMI_MFG',
    ]);
    const [cpi, nfp, crude, powell, holiday, pmi] = read.releases;
    expect(cpi).toEqual({
      indicatorId: 'US_CPI_YOY',
      pubTime: new Date('2026-11-13T13:30:00Z'),
      indicatorName: '美国CPI年率（%）',
      country: '美国',
      category: '通胀',
      star: 3,
      actual: null,
      consensus: '3.0',
      previous: '3.0',
    });
    expect([nfp?.consensus, nfp?.previous]).toEqual(['18.0', '-3.3']);
    expect([crude?.consensus, crude?.previous, crude?.star]).toEqual(['-120', '210', 1]);
    expect(powell).toMatchObject({
      indicatorName: '美国 Fed Chair Powell Speaks',
      category: '其他',
      consensus: null,
    });
    expect(holiday?.star).toBe(0);
    expect(pmi).toMatchObject({
      country: '欧元区',
      star: 2,
      pubTime: new Date('2026-11-23T09:00:00Z'),
    });
    expect(read.skipped.map((s) => s.reason)).toEqual([
      'country not served: 德国',
      'country not served: 日本',
      'not an event of the export format',
    ]);
  });

  it('refuses what is not an array', () => {
    expect(() => parseExport({ error: 'rate limited' })).toThrow(/not a JSON array/);
  });
});

describe('the online provider against a local server speaking the export', () => {
  let http: HttpServer;
  let base = '';
  let answer: { status: number; body: string } = { status: 200, body: JSON.stringify(exportWeek) };
  let lastModified: string | null = null;
  const asked: string[] = [];

  beforeAll(async () => {
    http = createHttpServer((req, res) => {
      asked.push(`${req.method} ${req.url} ${req.headers.accept}`);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        ...(lastModified ? { 'last-modified': lastModified } : {}),
      });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  it('reads the export over HTTP', async () => {
    const read = await onlineCalendar(`${base}/ff_calendar_thisweek.json`).read();
    expect(read.releases).toHaveLength(6);
    expect(asked.at(-1)).toBe('GET /ff_calendar_thisweek.json application/json');
    // Without a Last-Modified the service dates the export by the read itself.
    expect(read.exportedAt).toBeNull();
  });

  it('dates the export by its Last-Modified', async () => {
    lastModified = 'Wed, 25 Nov 2026 14:05:09 GMT';
    const read = await onlineCalendar(`${base}/ff_calendar_thisweek.json`).read();
    lastModified = null;
    expect(read.exportedAt?.toISOString()).toBe('2026-11-25T14:05:09.000Z');
  });

  it('fails on an error status or a body that is not JSON', async () => {
    answer = { status: 429, body: '{}' };
    await expect(onlineCalendar(`${base}/x.json`).read()).rejects.toThrow(/answered 429/);
    answer = { status: 200, body: '<html>maintenance</html>' };
    await expect(onlineCalendar(`${base}/x.json`).read()).rejects.toThrow(/did not answer JSON/);
    answer = { status: 200, body: JSON.stringify(exportWeek) };
  });

  describe.each(databaseKinds)(
    'polled by a listening server with CALENDAR_SOURCE=online on %s',
    (kind) => {
      const suite = serverPerSuite(kind, {
        listen: true,
        env: () => ({
          CALENDAR_SOURCE: 'online',
          CALENDAR_URL: `${base}/ff_calendar_thisweek.json`,
        }),
      });

      it('stores the week within moments of starting, 美国 and 欧元区 only', async () => {
        const member = await actor(suite.server, 'member');
        let ids: string[] = [];
        for (let i = 0; i < 50 && ids.length === 0; i++) {
          await new Promise((r) => setTimeout(r, 100));
          suite.server.services.calendar.invalidate();
          const res = await send(suite.server, member.browser, {
            method: 'GET',
            url: economicByDate.path.replace('{date}', '2026-11-25'),
          });
          ids = economicByDate.response
            .parse(JSON.parse(res.payload))
            .data.map((r) => r.indicator_id);
        }
        // Crude at 15:30 UTC is Beijing's 25th; Powell at 18:00 UTC is the 26th.
        expect(ids).toEqual(['US_EIA_CRUDE']);
      });
    },
  );
});

describe('calendar files', () => {
  const csv = [
    '\uFEFFpub_time,indicator_id,indicator_name,country,category,star,actual,consensus,previous',
    '2026-11-13T13:30:00Z,US_CPI_YOY,,,,,2.9,3.0%,3.0',
    '2026-11-24T17:00:00+08:00,CN_PMI,"中国官方制造业PMI",中国,景气,2,49.8,,',
    '2026-11-24T09:00:00Z,EZ_SPEECH,"欧洲央行行长讲话, 布鲁塞尔",欧元区,央行,3,,,',
    '',
  ].join('\r\n');

  it('reads CSV with a BOM, quotes and a catalogue indicator’s defaults, skipping countries not served', () => {
    const read = parseCalendarFile(csv);
    expect(read.releases).toEqual([
      {
        indicatorId: 'US_CPI_YOY',
        pubTime: new Date('2026-11-13T13:30:00Z'),
        indicatorName: '美国CPI年率（%）',
        country: '美国',
        category: '通胀',
        star: 3,
        actual: '2.9',
        consensus: '3.0',
        previous: '3.0',
      },
      {
        indicatorId: 'EZ_SPEECH',
        pubTime: new Date('2026-11-24T09:00:00Z'),
        indicatorName: '欧洲央行行长讲话, 布鲁塞尔',
        country: '欧元区',
        category: '央行',
        star: 3,
        actual: null,
        consensus: null,
        previous: null,
      },
    ]);
    expect(read.skipped).toEqual([
      { what: 'line 3', reason: 'country not served (only 美国 and 欧元区)' },
    ]);
  });

  it('reads JSON rows and the export as downloaded', () => {
    const rows = parseCalendarFile(
      JSON.stringify([
        { pub_time: '2026-11-06T13:30:00Z', indicator_id: 'US_NFP', actual: '22.7', consensus: 18 },
      ]),
    );
    expect(rows.releases[0]).toMatchObject({
      indicatorName: '美国非农就业人口变动（万人）',
      actual: '22.7',
      consensus: '18',
    });
    expect(parseCalendarFile(JSON.stringify(exportWeek)).releases).toHaveLength(6);
  });

  it.each([
    ['pub_time,indicator_id,when\n', 'line 1: unknown column when'],
    ['indicator_id,actual\nUS_NFP,1\n', 'line 1: missing column pub_time'],
    [
      'pub_time,indicator_id\n2026-11-13 21:30,US_NFP\n',
      'line 2: pub_time: pub_time must be ISO-8601 with Z or an offset',
    ],
    [
      'pub_time,indicator_id,actual\n2026-11-13T13:30:00Z,US_NFP,lots\n',
      'line 2: actual is not a number: lots',
    ],
    [
      'pub_time,indicator_id,star\n2026-11-13T13:30:00Z,US_NFP,4\n',
      'line 2: star must be 0, 1, 2 or 3: 4',
    ],
    ['pub_time,indicator_id\n2026-11-13T13:30:00Z,MY_OWN\n', 'line 2: indicator_name is required'],
    ['pub_time,indicator_id\n2026-11-13T13:30:00Z,../x\n', 'line 2: indicator_id'],
    ['[{"pub_time": 1}]', 'row 1: pub_time'],
    ['{"rows": []}', 'file: JSON must be an array'],
    ['[{"a":', 'file: not valid JSON'],
  ])('refuses %j naming the row', (content, message) => {
    expect(() => parseCalendarFile(content)).toThrow(BadCalendarRow);
    expect(() => parseCalendarFile(content)).toThrow(message);
  });
});

function sink() {
  const out = { text: '', write: (chunk: string) => void (out.text += chunk) };
  return out;
}

describe.each(databaseKinds)('npm run ingest -- calendar on %s', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'coinsight-calendar-'));
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
    if (kind === 'sqlite') url = `sqlite:${join(dir, `calendar-${process.pid}.sqlite`)}`;
    else ({ url, drop } = await freshDatabase(kind));
    server = await testServer(url);
    db = openDb(
      url.startsWith('sqlite:')
        ? { client: 'sqlite', filename: url.slice('sqlite:'.length) }
        : { client: 'mysql', url },
    );
  });
  afterAll(async () => {
    await db.destroy();
    await server.stop();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function ingest(argv: string[]) {
    const stdout = sink();
    const stderr = sink();
    const code = await runIngest(['calendar', ...argv], {
      stdout,
      stderr,
      env: { DATABASE_URL: url, LOG_LEVEL: 'silent' },
    });
    return { code, stdout: stdout.text, stderr: stderr.text };
  }

  it('imports a CSV and a downloaded export, naming what it skipped; a running server shows them', async () => {
    const result = await ingest([
      '--file',
      file(
        'week.csv',
        'pub_time,indicator_id,actual,consensus\n2026-11-13T13:30:00Z,US_CPI_YOY,2.9,3.0\n',
      ),
      '--file',
      file('ff.json', JSON.stringify(exportWeek)),
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('calendar: ');
    expect(result.stdout).toMatch(
      /week\.csv: 1 releases read, 1 new, 0 updated, 0 unchanged, 0 skipped/,
    );
    expect(result.stdout).toMatch(
      /ff\.json: 6 releases read, 5 new, 1 updated, 0 unchanged, 3 skipped/,
    );
    expect(result.stderr).toContain('skipped EUR German ZEW Economic Sentiment');
    expect(result.stdout).toContain('calendar: 2/2 sources read');
    const rows = await new CalendarRepo(db).between(
      new Date('2026-11-13T00:00:00Z'),
      new Date('2026-11-14T00:00:00Z'),
    );
    expect(rows[0]).toMatchObject({
      actual: '2.9',
      actualSource: 'file',
      consensus: '3.0',
      consensusSource: 'file',
    });
    await new Promise((r) => setTimeout(r, 1100));
    const member = await actor(server, 'member');
    const res = await send(server, member.browser, {
      method: 'GET',
      url: economicByDate.path.replace('{date}', '2026-11-13'),
    });
    expect(
      economicByDate.response.parse(JSON.parse(res.payload)).data.map((r) => r.actual),
    ).toEqual(['2.9']);
  });

  it('changes nothing when run again', async () => {
    const result = await ingest(['--file', join(dir, 'week.csv')]);
    expect(result.stdout).toMatch(/1 releases read, 0 new, 0 updated, 1 unchanged/);
  });

  it('stores nothing of a file with a bad row, and says which', async () => {
    const before = (await new CalendarRepo(db).originCounts()).file;
    const result = await ingest([
      '--file',
      file(
        'bad.csv',
        'pub_time,indicator_id,actual\n2026-12-01T13:30:00Z,US_NFP,20\n2026-12-02T13:30:00Z,US_NFP,many\n',
      ),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bad.csv: failed: line 3: actual is not a number: many');
    expect(result.stderr).toContain('nothing of this file was stored');
    expect((await new CalendarRepo(db).originCounts()).file).toBe(before);
  });

  it('keeps the newest export of a week: an older one imported after it rolls no figure back', async () => {
    const week = (cpi: string, claims: string) => [
      {
        title: 'CPI y/y',
        country: 'USD',
        date: '2026-12-10T08:30:00-05:00',
        impact: 'High',
        forecast: cpi,
        previous: '3.0%',
      },
      {
        title: 'Unemployment Claims',
        country: 'USD',
        date: '2026-12-10T08:30:00-05:00',
        impact: 'Medium',
        forecast: claims,
        previous: '220K',
      },
    ];
    // A downloaded export's own time is its file's: when it was fetched (or the server's
    // Last-Modified, which curl -R and wget keep).
    const newer = file('ff-newer.json', JSON.stringify(week('3.1%', '225K')));
    const older = file('ff-older.json', JSON.stringify(week('2.8%', '210K')));
    utimesSync(newer, new Date('2026-12-09T15:00:00Z'), new Date('2026-12-09T15:00:00Z'));
    utimesSync(older, new Date('2026-12-07T15:00:00Z'), new Date('2026-12-07T15:00:00Z'));
    const cpi = async () =>
      (
        await new CalendarRepo(db).between(
          new Date('2026-12-10T00:00:00Z'),
          new Date('2026-12-11T00:00:00Z'),
        )
      ).map((r) => [r.indicatorId, r.consensus]);
    expect((await ingest(['--file', newer])).code).toBe(0);
    const stored = await cpi();
    expect(stored).toEqual([
      ['US_CPI_YOY', '3.1'],
      ['US_INITIAL_CLAIMS', '22.5'],
    ]);
    const result = await ingest(['--file', older]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /ff-older\.json: 2 releases read, 0 new, 0 updated, 0 unchanged, 2 skipped/,
    );
    expect(result.stderr).toContain(
      'skipped US_CPI_YOY 2026-12-10T13:30:00.000Z: the week of 2026-12-06 was exported ' +
        '2026-12-07T15:00:00.000Z, older than the stored export of 2026-12-09T15:00:00.000Z',
    );
    expect(await cpi()).toEqual(stored);
    // The same export read again, or a newer one, still updates the week.
    utimesSync(older, new Date('2026-12-10T15:00:00Z'), new Date('2026-12-10T15:00:00Z'));
    expect((await ingest(['--file', older])).stdout).toMatch(
      /ff-older\.json: 2 releases read, 0 new, 2 updated/,
    );
    expect((await cpi())[0]).toEqual(['US_CPI_YOY', '2.8']);
  });

  it('prints its usage for wrong arguments', async () => {
    const result = await ingest(['--files', 'x']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: npm run ingest -- calendar');
  });
});

describe('the demo generator', () => {
  it('draws the same releases for the same day, ten years back to three weeks ahead', async () => {
    const now = new Date('2026-11-24T04:00:00Z');
    const read = () =>
      demoCalendar(
        () => now,
        () => Promise.resolve(undefined),
      ).read();
    const [a, b] = [await read(), await read()];
    expect(a).toEqual(b);
    const times = a.releases.map((r) => r.pubTime.getTime());
    expect(new Date(Math.min(...times)).getUTCFullYear()).toBe(2016);
    expect(Math.max(...times)).toBeGreaterThan(now.getTime() + 14 * 86_400_000);
    for (const r of a.releases) {
      expect(['美国', '欧元区']).toContain(r.country);
      if (r.pubTime > now) expect(r.actual).toBeNull();
    }
    // Nonfarm payrolls on the first Friday of each month.
    const nfp = a.releases.filter((r) => r.indicatorId === 'US_NFP');
    for (const r of nfp) {
      expect(r.pubTime.getUTCDay()).toBe(5);
      expect(r.pubTime.getUTCDate()).toBeLessThanOrEqual(7);
    }
  });
});
