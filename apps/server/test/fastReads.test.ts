import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Hapi from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDate } from '@coinsight/domain/time';
import { detailQuery } from '@coinsight/domain/market';
import {
  btcPrice,
  categoryYears,
  economicByDate,
  fredData,
  getUsername,
  login,
  searchNews,
} from '../src/contract.ts';
import { routeFor, StreamedAnswer } from '../src/http/contractRoute.ts';
import { badResponse, crash, item, vipOnly } from './fixtures/testEndpoints.ts';
import { acceptedEncoding } from '../src/http/acceptEncoding.ts';
import { withOptions } from '../src/http/routeExtras.ts';
import { createApp, type AppServer } from '../src/startup.ts';
import { FastReads } from '../src/http/fastReads.ts';
import { plainCookies } from '../src/http/cookieHeader.ts';
import {
  addMember,
  captureLogs,
  databaseKinds,
  freshDatabase,
  loginAs,
  serverPerSuite,
  testConfig,
  type DatabaseKind,
} from './helpers.ts';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that differ between any two answers (or that node:http adds and inject does not). */
const transport = new Set(['date', 'connection', 'keep-alive']);

function comparable(
  headers: IncomingHttpHeaders | Record<string, unknown>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (transport.has(name) || value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join('\n') : String(value);
    // A new crumb is random each time.
    if (name === 'set-cookie') out[name] = out[name].replace(/crumb=[^;]+/, 'crumb=(new)');
  }
  return out;
}

/** A GET over a real socket, the body as the bytes sent (no decompression). */
function socketGet(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: comparable(res.headers),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The same GET through inject, which the fast reads never answer: hapi's full route lifecycle. */
async function fullPathGet(
  server: AppServer,
  url: string,
  headers: Record<string, string>,
): Promise<Answer> {
  const res = await server.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: comparable(res.headers), body: res.rawPayload };
}

const crumb = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('plainCookies', () => {
  it('reads a browser’s Cookie header', () => {
    expect(plainCookies(`crumb=${crumb}; sid=Fe26.2**ab*c_d-e~f; _ga=GA1.1.2`)).toEqual(
      new Map([
        ['crumb', crumb],
        ['sid', 'Fe26.2**ab*c_d-e~f'],
        ['_ga', 'GA1.1.2'],
      ]),
    );
    expect(plainCookies(undefined)).toEqual(new Map());
  });

  it('refuses what hapi’s parser should judge: quotes, repeats, odd bytes, a pair without =', () => {
    expect(plainCookies('crumb="quoted"')).toBeNull();
    expect(plainCookies('crumb=a; crumb=b')).toBeNull();
    expect(plainCookies('crumb=a b')).toBeNull();
    expect(plainCookies('crumb=a\\b')).toBeNull();
    expect(plainCookies('crumb=a; junk')).toBeNull();
    expect(plainCookies('bad name=a')).toBeNull();
  });
});

describe('a fast read route', () => {
  it('takes no extra route options, whose steps the fast path would skip', () => {
    const route = routeFor(getUsername, () => ({ username: '', code: '' }), { fastRead: true });
    const extended = withOptions(route, {
      ext: { onPreHandler: { method: (_r, h) => h.continue } },
    });
    expect(() => extended.toHapi({ validateResponses: false, deps: undefined })).toThrow(
      /fast read/,
    );
  });

  it('is a GET of a member or a visitor', () => {
    expect(() => routeFor(login, () => ({}) as never, { fastRead: true })).toThrow(/fast read/);
  });
});

describe('FastReads.learn', () => {
  it('keeps at most its number of addresses, the oldest out first', () => {
    const nowhere = { sessions: { open: async () => null }, settings: {}, log: () => {} };
    const reads = new FastReads(nowhere, 2);
    const learnt = (url: string) => ({
      method: 'get',
      path: url,
      raw: { req: { url }, res: { once: () => {} } },
    });
    const read = { id: 'x', etag: false, answer: () => Promise.resolve({}) };
    for (const url of ['/a', '/b', '/c'])
      reads.learn(learnt(url) as unknown as Parameters<FastReads['learn']>[0], read);
    expect(reads.addresses()).toEqual(['/b', '/c']);
  });
});

describe.each(databaseKinds)('fast reads on %s', (kind: DatabaseKind) => {
  let server: AppServer;
  let port = 0;
  let drop = async () => {};
  let work = '';
  const logs = captureLogs('info');
  let vip = '';
  let plain = '';
  let ended = '';

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'coinsight-fast-'));
    const db =
      kind === 'sqlite'
        ? { url: `sqlite:${join(work, 'fast.sqlite')}`, drop: async () => {} }
        : await freshDatabase(kind);
    drop = db.drop;
    server = await createApp(
      // The demo data gives the price series (over 1 KiB: gzipped), the macro series and the
      // calendar; no tick within the test, so the price answer holds still.
      testConfig(db.url, { SEED_DEMO: 'true', MARKET_TICK_SECONDS: '3600', LOG_LEVEL: 'info' }),
      { validateResponses: true, logger: logs.logger },
    );
    await server.start();
    port = (server.listener.address() as { port: number }).port;
    const future = new Date(Date.now() + 30 * 86_400_000);
    vip = (await loginAs(server, (await addMember(server, { vipExpiry: future })).id)).cookie;
    plain = (await loginAs(server, (await addMember(server)).id)).cookie;
    const gone = await loginAs(server, (await addMember(server)).id);
    ended = gone.cookie;
    await server.services.account.endSession(gone.sessionId);
    // The price feed backfills once the server starts: wait until its answer holds still.
    let last = '';
    for (let i = 0; i < 50; i++) {
      const tag = (await fullPathGet(server, priceUrl, {})).headers.etag ?? '';
      if (tag !== '' && tag === last) break;
      last = tag;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop({ timeout: 1000 });
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  const priceUrl = btcPrice.path.replace('{frequency}', '1y');
  const today = beijingDate(new Date());
  const macroUrl = `${fredData.path}?${new URLSearchParams(
    Object.entries(detailQuery('DGS10', 1, today)).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  )}`;
  const dayUrl = economicByDate.path.replace('{date}', today);
  const categoryUrl = categoryYears.path
    .replace('{seriesId}', 'US_CPI_YOY')
    .replace('{years}', '1');

  const searchUrl = `${searchNews.path}?${new URLSearchParams({ q: '比特币', offset: '0', limit: '10' })}`;

  const served = () => server.app.fastReads?.served ?? 0;

  /**
   * Asks over the socket (once to teach the address, once more to read) and through inject;
   * the two answers must be the same bytes with the same headers, and the second socket answer
   * must (or must not) have been a fast one.
   */
  async function same(url: string, headers: Record<string, string>, fast: boolean) {
    await socketGet(port, url, headers);
    const before = served();
    const socket = await socketGet(port, url, headers);
    const full = await fullPathGet(server, url, headers);
    expect({ status: socket.status, headers: socket.headers }).toEqual({
      status: full.status,
      headers: full.headers,
    });
    expect(socket.body.equals(full.body), `${url}: bodies differ`).toBe(true);
    expect(served() - before, `${url} ${JSON.stringify(headers)} answered fast`).toBe(fast ? 1 : 0);
    return socket;
  }

  const gzip = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const withCrumb = (more = '') => ({ cookie: `crumb=${crumb}${more}` });

  it('answers a visitor and a member as the full path does, fast once the address is known', async () => {
    await same(getUsername.path, withCrumb(), true);
    const member = await same(getUsername.path, withCrumb(`; ${plain}`), true);
    expect(JSON.parse(member.body.toString())).toMatchObject({ username: expect.any(String) });
    expect(JSON.parse(member.body.toString()).username).not.toBe('');
    // A session cookie that opens no session: the full path answers, and clears it.
    const gone = await same(getUsername.path, withCrumb(`; ${ended}`), false);
    expect(gone.headers['set-cookie']).toMatch(/^sid=;/);
    // No crumb yet: a new one, in the form hapi writes it.
    const first = await same(getUsername.path, {}, true);
    expect(first.headers['set-cookie']).toBe('crumb=(new); SameSite=Strict; Path=/');
    // Past one draw of random bytes (128 crumbs): every crumb new, and each of crumb's form.
    const crumbs = new Set<string>();
    for (let i = 0; i < 130; i++) {
      const line = (
        await fetch(`http://127.0.0.1:${port}${getUsername.path}`)
      ).headers.getSetCookie();
      expect(line[0]).toMatch(/^crumb=[\w-]{43}; SameSite=Strict; Path=\/$/);
      crumbs.add(line[0] ?? '');
    }
    expect(crumbs.size).toBe(130);
  });

  it('answers the cached series gzipped or not, with their tags, and their 304s', async () => {
    for (const [url, session] of [
      [priceUrl, ''],
      [macroUrl, vip],
      [dayUrl, plain],
      [categoryUrl, vip],
      [searchUrl, ''],
    ] as const) {
      const cookie = withCrumb(session && `; ${session}`);
      const zipped = await same(url, { ...cookie, ...gzip }, true);
      expect(zipped.status, url).toBe(200);
      await same(url, cookie, true);
      const tag = zipped.headers.etag ?? '';
      expect(tag).toMatch(/^"[\w-]+"$/);
      const unchanged = await same(url, { ...cookie, ...gzip, 'if-none-match': tag }, true);
      expect(unchanged.status).toBe(304);
      const plainTag = (await same(url, cookie, true)).headers.etag ?? '';
      expect((await same(url, { ...cookie, 'if-none-match': plainTag }, true)).status).toBe(304);
      // An older tag: the whole answer, fast.
      const stale = await same(url, { ...cookie, ...gzip, 'if-none-match': '"stale"' }, true);
      expect(stale.status).toBe(200);
      // The current tag in another form is hapi's to judge.
      await same(url, { ...cookie, ...gzip, 'if-none-match': `W/${tag}` }, false);
      await same(url, { ...cookie, ...gzip, 'if-none-match': `"stale", ${tag}` }, false);
    }
    await same(priceUrl, gzip, true);
    const price = await same(priceUrl, { ...withCrumb(), ...gzip }, true);
    expect(price.headers['content-encoding']).toBe('gzip');
    // hapi would deflate a large answer on the fly: left to it.
    await same(priceUrl, { ...withCrumb(), 'accept-encoding': 'deflate' }, false);
    await same(dayUrl, { ...withCrumb(`; ${plain}`), 'accept-encoding': 'deflate' }, false);
  });

  it('leaves every refusal to the full path', async () => {
    const visitor = await same(macroUrl, withCrumb(), false);
    expect(visitor.status).toBe(401);
    await same(getUsername.path, { cookie: `crumb="${crumb}"` }, false);
    await same(priceUrl, { ...withCrumb(), range: 'bytes=0-10' }, false);
  });

  it('writes the same request log line', async () => {
    logs.clear();
    await same(getUsername.path, withCrumb(`; ${vip}`), true);
    const lines = logs.lines().filter((line) => line.msg === 'request');
    expect(
      lines.map(({ method, path, status, route }) => ({ method, path, status, route })),
    ).toEqual(
      Array(3).fill({ method: 'GET', path: getUsername.path, status: 200, route: getUsername.id }),
    );
  });

  it('ends a member’s fast answers when the session ends', async () => {
    const { id } = await addMember(server);
    const { cookie, sessionId } = await loginAs(server, id);
    await same(getUsername.path, withCrumb(`; ${cookie}`), true);
    await server.services.account.endSession(sessionId);
    const after = await same(getUsername.path, withCrumb(`; ${cookie}`), false);
    expect(JSON.parse(after.body.toString())).toEqual({ username: '', code: '' });
  });
});

/** A server on SQLite, listening, with test-only routes. */
const listeningWith = (extraRoutes: unknown[]) =>
  serverPerSuite('sqlite', { listen: true, realClock: true, extraRoutes: extraRoutes as never });

describe('fast read routes of other kinds', () => {
  const suite = listeningWith([
    routeFor(
      item,
      async ({ params }) =>
        new StreamedAnswer(
          Readable.from([Buffer.from(`item ${params.id}`)], { objectMode: false }),
          'text/plain',
        ),
      { fastRead: true },
    ),
    routeFor(vipOnly, () => ({ ok: true }), { fastRead: true }),
    routeFor(badResponse, () => ({ wrong: 1 }) as never, { fastRead: true }),
    // Against RouteCaching.fastRead's rule: there is no hapi request on the fast path.
    routeFor(
      crash,
      ({ request }) => {
        void request.path;
        return {};
      },
      { fastRead: true },
    ),
  ]);
  const ask = async (path: string, cookie = '') => {
    const { server } = suite;
    const port = (server.listener.address() as { port: number }).port;
    const before = server.app.fastReads?.served ?? 0;
    const answer = await socketGet(port, path, { cookie: `crumb=${crumb}${cookie}` });
    return { ...answer, fast: (server.app.fastReads?.served ?? 0) > before };
  };

  it('leaves a streamed answer, a refusal by role and a broken answer to the full path', async () => {
    const future = new Date(Date.now() + 86_400_000);
    const vip = (
      await loginAs(suite.server, (await addMember(suite.server, { vipExpiry: future })).id)
    ).cookie;
    const plain = (await loginAs(suite.server, (await addMember(suite.server)).id)).cookie;
    for (let i = 0; i < 2; i++) {
      const streamed = await ask(item.path.replace('{id}', '7'));
      expect(streamed, streamed.body.toString()).toMatchObject({ status: 200, fast: false });
      expect(streamed.body.toString()).toBe('item 7');
      expect(await ask(vipOnly.path, `; ${vip}`)).toMatchObject({ status: 200, fast: i === 1 });
      expect(await ask(vipOnly.path, `; ${plain}`)).toMatchObject({ status: 403, fast: false });
      expect(await ask(vipOnly.path)).toMatchObject({ status: 401, fast: false });
      expect(await ask(badResponse.path)).toMatchObject({ status: 500, fast: false });
      expect(await ask(crash.path)).toMatchObject({ status: 200, fast: false });
    }
  });
});

describe('a server stopping', () => {
  let open = () => {};
  let gate = Promise.resolve();
  let entered = () => {};
  const suite = listeningWith([
    routeFor(
      item,
      async ({ params }) => {
        entered();
        await gate;
        return { id: params.id, page: 1 };
      },
      { fastRead: true },
    ),
  ]);

  it('sends the fast answers under way before hapi closes the idle connections', async () => {
    const { server } = suite;
    const port = (server.listener.address() as { port: number }).port;
    const path = item.path.replace('{id}', '3');
    const headers = { cookie: `crumb=${crumb}` };
    expect((await socketGet(port, path, headers)).status).toBe(200);
    gate = new Promise((done) => (open = done));
    const atHandler = new Promise<void>((done) => (entered = done));
    const before = server.app.fastReads?.served ?? 0;
    const underWay = socketGet(port, path, headers);
    // The fast read waits at its handler; hapi does not know of its connection.
    await atHandler;
    let stopped = false;
    const stopping = server.stop({ timeout: 5_000 }).then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    open();
    const answer = await underWay;
    await stopping;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ id: 3, page: 1 });
    expect((server.app.fastReads?.served ?? 0) - before).toBe(1);
  });
});

describe('acceptedEncoding', () => {
  it('chooses what hapi chooses, and leaves a header hapi cannot read to hapi', async () => {
    const hapi = Hapi.server();
    hapi.route({
      method: 'GET',
      path: '/',
      handler: (request) => ({ chosen: request.info.acceptEncoding }),
    });
    const headers = [
      'gzip, deflate, br, zstd',
      'gzip, deflate, br',
      'gzip',
      'br',
      'deflate, gzip;q=0.5',
      'identity;q=0, gzip;q=0',
      '*',
      'gzip;q=0, *',
      'x-unknown',
      '',
    ];
    for (const header of headers) {
      const res = await hapi.inject({ url: '/', headers: { 'accept-encoding': header } });
      expect(acceptedEncoding(header), header).toBe((res.result as { chosen: string }).chosen);
    }
    expect(acceptedEncoding(undefined)).toBe('identity');
    // hapi logs a header its parser refuses and answers without compression: that is its to do.
    expect(acceptedEncoding('gzip;;')).toBeNull();
    const refused = await hapi.inject({ url: '/', headers: { 'accept-encoding': 'gzip;;' } });
    expect(refused.result).toEqual({ chosen: 'identity' });
  });
});
