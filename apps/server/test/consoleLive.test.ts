import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type Nes from '@hapi/nes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  dataStatus,
  endMemberSessions,
  freezeMember,
  ingestRunStatus,
  login,
  startIngest,
} from '../src/contract.ts';
import { adminAs, expectRefusal, lastAudit } from './consoleKit.ts';
import {
  databaseKinds,
  nesCookieFor,
  nextMessage,
  registerMember,
  serverPerSuite,
  socketClient,
  TestBrowser,
  within,
} from './helpers.ts';

const m = messages.admin;

/**
 * A Coin Metrics community API answering three days in two pages, counting its requests; while
 * held, it answers nothing, so a test can act while an ingest is surely running.
 */
function fakeCoinMetrics() {
  const days = ['2026-01-01', '2026-01-02', '2026-01-03'];
  const asked: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};
  const server: HttpServer = createHttpServer((req, res) => {
    void gate.then(() => answer(req, res));
  });
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    asked.push(url.searchParams.get('start_time') ?? '');
    const second = url.searchParams.has('next_page_token');
    const page = (second ? days.slice(2) : days.slice(0, 2)).map((date, i) => ({
      asset: 'btc',
      time: `${date}T00:00:00.000000000Z`,
      PriceUSD: String(90_000 + i),
      CapMrktCurUSD: String((90_000 + i) * 19.9e6),
      SplyCur: '19900000',
      CapMVRVCur: '2',
    }));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: page,
        ...(second
          ? {}
          : {
              next_page_url: `${base}/v4/timeseries/asset-metrics?${url.searchParams}&next_page_token=2`,
            }),
      }),
    );
  };
  return {
    asked,
    hold: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v4`),
        ),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(databaseKinds)('the console live on %s', (kind) => {
  const fake = fakeCoinMetrics();
  let api = '';
  beforeAll(async () => {
    api = await fake.start();
  });
  afterAll(() => fake.stop());
  const suite = serverPerSuite(kind, {
    listen: true,
    env: () => ({ CAPTCHA_RATE_LIMIT: '1000', COINMETRICS_URL: api }),
  });
  const sockets: Nes.Client[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((c) => c.disconnect()));
  });

  /** A member logged in through the API, with the site's socket open on its session. */
  async function memberOnline() {
    const registered = await registerMember(suite.server, suite.clock);
    const tab = await TestBrowser.open(suite.server);
    await tab.post(login.path, {
      username: registered.phone,
      password: registered.password,
      windowId: `tab-live-${registered.id}`,
    });
    const client = socketClient(suite.server, {
      cookie: await nesCookieFor(suite.server, tab.cookieHeader),
    });
    sockets.push(client);
    await client.connect({ reconnect: false });
    const pushed = nextMessage();
    await client.subscribe(`/notifications/${registered.phone}`, pushed.handler);
    const closed = new Promise<void>((resolve) => {
      client.onDisconnect = () => resolve();
    });
    return { registered, pushed, closed };
  }

  it('freezing a member pushes force_logout to its open tab at once and closes the socket', async () => {
    const admin = await adminAs(suite.server, 'superadmin');
    const { registered, pushed, closed } = await memberOnline();
    const started = Date.now();
    const res = await admin.browser.post(buildPath(freezeMember.path, { id: registered.id }), {
      reason: '风控冻结',
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect(await within(pushed.promise, 2000)).toEqual({
      type: 'force_logout',
      message: m.memberFrozenNotice,
    });
    expect(await within(closed, 2000)).not.toBe('timeout');
    // Spec: the offline notice reaches the tab at once (the push is not polled).
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('ending a member’s sessions pushes force_logout with its own notice', async () => {
    const admin = await adminAs(suite.server, 'superadmin');
    const { registered, pushed } = await memberOnline();
    await admin.browser.post(buildPath(endMemberSessions.path, { id: registered.id }), {
      reason: '异地登录',
    });
    expect(await within(pushed.promise, 2000)).toEqual({
      type: 'force_logout',
      message: m.sessionsEndedNotice,
    });
  });

  it('runs the btc ingest from the dashboard, reports its progress, refuses a second run meanwhile, and shows the new last day', async () => {
    const admin = await adminAs(suite.server, 'operator');
    fake.hold();
    const started = await admin.browser.post(startIngest.path, { source: 'btc' });
    expect(started.statusCode, started.payload).toBe(200);
    const run = (started.result as { run: { id: number; state: string; admin: string } }).run;
    expect(run).toMatchObject({ state: 'running', admin: admin.username });
    expectRefusal(
      await admin.browser.post(startIngest.path, { source: 'fred' }),
      409,
      m.ingestRunning,
    );
    const meanwhile = await admin.browser.get(buildPath(ingestRunStatus.path, { id: run.id }));
    expect(meanwhile.result).toMatchObject({ run: { state: 'running', rows: 0 } });
    fake.release();

    await suite.server.services.consoleIngest.idle();
    const done = await admin.browser.get(buildPath(ingestRunStatus.path, { id: run.id }));
    expect(done.result).toMatchObject({
      run: { id: run.id, source: 'btc', state: 'done', progress: 1, rows: 3 },
    });
    // Over the demo history (none here, an empty table) the whole history is asked for.
    expect(fake.asked[0]).toBe('2010-07-18');
    const status = (await admin.browser.get(dataStatus.path)).result as {
      sources: Array<{ source: string; last_day: string | null; rows: number }>;
      run: { id: number } | null;
    };
    expect(status.sources.find((s) => s.source === 'btc')).toMatchObject({
      last_day: '2026-01-03',
      rows: 3,
    });
    expect(status.run?.id).toBe(run.id);
    expect(await lastAudit(admin.browser, 'data.ingest', 'source:btc')).toMatchObject({
      admin_username: admin.username,
      after: { run: run.id, source: 'btc' },
    });

    // A second run starts from the last stored real day (Coin Metrics revises its latest days).
    fake.asked.length = 0;
    await admin.browser.post(startIngest.path, { source: 'btc' });
    await suite.server.services.consoleIngest.idle();
    expect(fake.asked[0]).toBe('2026-01-03');

    expectRefusal(
      await admin.browser.post(startIngest.path, { source: 'news' }),
      400,
      m.ingestSourceInvalid,
    );
    expectRefusal(
      await admin.browser.get(buildPath(ingestRunStatus.path, { id: 9999 })),
      404,
      m.ingestRunNotFound,
    );
  });
});
