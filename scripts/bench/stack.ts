// The product's own cost on a read: bare node:http and a trivial hapi route answering getusername's
// JSON against the whole server (started as production starts it: the compiled bundle,
// `npm run build --workspace @coinsight/server`) on GET getusername as a visitor and as the logged-in
// demo member, GET btc_price/24h and a fred-data series (DGS10, one year, as the member), with and
// without the ETag a browser sends back. Each read is measured right after the trivial route
// replaying that read's own answer (status, headers, bytes) and judged against it;
// ratios to bare node:http are printed too. The server's peak RSS is its VmHWM after all of it.
// Then the bytes of each home indicator's chart, whole and thinned to a 1280 px screen
// (chartBytes.ts), POST login (scrypt) and the cost of one hash. `npx tsx scripts/bench/stack.ts` runs it alone.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import { fredData } from '@coinsight/domain/api';
import { detailQuery } from '@coinsight/domain/market';
import { hashPassword, scryptParams } from '../../apps/server/src/security/password.ts';
import {
  cpuMicros,
  freePort,
  peakRssMiB,
  root,
  startBuilt,
  startNode,
  waitFor,
} from './processes.ts';
import { chartBytes } from './chartBytes.ts';
import { printTable, type Figures as LoadFigures } from './loadFigures.ts';
import type { SameAnswer } from './trivialHapi.ts';

const usernamePath = '/api/v1/loginpart/getusername/';
const loginPath = '/api/v1/loginpart/login/';
const pricePath = '/api/v1/chart/btc_price/24h/';
const demoLogin = { username: '13800000000', password: 'coinsight-demo' };
const kdfSamples = 20;
const connections = 10;
const warmupSeconds = 3;
const seconds = 10;
/**
 * The goals of issue 18: a cached read "at ≥ 0.45 of bare node:http, i.e. within 10 % of a trivial
 * hapi route" (the issue measured the trivial route at 0.51 of bare), p99 within 2× the trivial
 * route's. On these shared cores the trivial route itself measures 0.37–0.62 of bare from run to
 * run, so a read is judged against the trivial route measured just before it; both ratios are
 * printed.
 */
const goalOfTrivial = 0.9;
const goalP99 = 2;
const goalRssMiB = 200;

export interface Figures extends LoadFigures {
  /** The server's CPU time (user and system) per request over the measured seconds, in µs. */
  cpuMicros?: number;
  /** The trivial hapi route measured just before this row, which the row is judged against. */
  hapi?: Figures;
}

/** What every browser sends: the server's answer to it (compressed or not) is what users get. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * `url` under load: requests/s and latency as the client sees them, and, given the server's `pid`,
 * the server's CPU time per request. The client shares the two cores, so a light server (the
 * trivial route) waits for it part of the time and its requests/s understate how little it pays;
 * the CPU time per request is what each server itself pays.
 */
async function measure(name: string, url: string, request: Partial<Options> = {}, pid?: number) {
  const options = {
    url,
    connections,
    ...request,
    headers: { ...browserHeaders, ...request.headers },
  };
  await autocannon({ ...options, duration: warmupSeconds });
  const cpuBefore = pid ? cpuMicros(pid) : 0;
  const r = await autocannon({ ...options, duration: seconds });
  const cpu = pid ? cpuMicros(pid) - cpuBefore : 0;
  return {
    name,
    ...(pid && r.requests.total > 0 ? { cpuMicros: cpu / r.requests.total } : {}),
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    // A 304 is the answer asked for; 4xx and 5xx are failures.
    errors: r.errors + r.timeouts + r['4xx'] + r['5xx'],
  };
}

/** Headers node:http or hapi write for each request themselves, not part of an answer to replay. */
const perConnection = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** One answer of the product as it went over the wire, for the trivial route to replay. */
function rawAnswer(url: string, headers: Record<string, string> = {}): Promise<SameAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
          const name = (res.rawHeaders[i] ?? '').toLowerCase();
          if (!perConnection.has(name)) pairs.push([name, res.rawHeaders[i + 1] ?? '']);
        }
        resolve({
          status: res.statusCode ?? 0,
          headers: pairs,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The crumb and sid cookies of the demo member's fresh login. */
async function memberCookie(base: string): Promise<{ cookie: string; crumb: string }> {
  const first = await fetch(`${base}${usernamePath}`);
  const crumb = /crumb=([^;]+)/.exec(first.headers.getSetCookie().join('\n'))?.[1] ?? '';
  const login = await fetch(`${base}${loginPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `crumb=${crumb}`,
      'x-csrf-token': crumb,
    },
    body: JSON.stringify({ ...demoLogin, windowId: 'bench-stack-1' }),
  });
  const sid = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  return { cookie: `crumb=${crumb}; ${sid}`, crumb };
}

function table(rows: Figures[], bare: Figures, trivial: Figures): void {
  const header = [
    'call',
    'requests/s',
    'p50 ms',
    'p99 ms',
    '/bare',
    'hapi beside',
    '/hapi',
    'p99/hapi',
    'server µs',
    'hapi µs',
    'µs hapi/own',
    'errors',
  ];
  const cells = rows.map((f) => {
    const hapi = f.hapi ?? trivial;
    return [
      f.name,
      f.rps.toFixed(0),
      f.p50.toFixed(1),
      f.p99.toFixed(1),
      (f.rps / bare.rps).toFixed(2),
      f.hapi ? f.hapi.rps.toFixed(0) : '',
      (f.rps / hapi.rps).toFixed(2),
      // autocannon counts whole milliseconds: a p99 under 1 ms reads as 0.
      hapi.p99 > 0 ? (f.p99 / hapi.p99).toFixed(1) : `${f.p99}/<1`,
      f.cpuMicros?.toFixed(1) ?? '',
      f.hapi?.cpuMicros?.toFixed(1) ?? '',
      f.cpuMicros && f.hapi?.cpuMicros ? (f.hapi.cpuMicros / f.cpuMicros).toFixed(2) : '',
      String(f.errors),
    ];
  });
  printTable(header, cells);
}

export interface StackFigures {
  rows: Figures[];
  bare: Figures;
  trivial: Figures;
  rssMiB: number;
  /** Whether every product read met the goals (ratio, p99, memory). */
  met: boolean;
}

export async function stackBench(): Promise<StackFigures> {
  const work = mkdtempSync(join(tmpdir(), 'coinsight-bench-stack-'));
  const children: ChildProcess[] = [];
  try {
    execFileSync('npm', ['run', 'build', '--silent', '--workspace', '@coinsight/server'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const [serverPort, barePort, hapiPort] = [await freePort(), await freePort(), await freePort()];
    const serverEnv = {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // The member half logs in as the demo member; no payment is made.
      PRODUCTION_ALLOW: 'sandbox-payments,demo-seed',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: `sqlite:${join(work, 'bench.sqlite')}`,
      SEED_DEMO: 'true',
      MACRO_SOURCE: 'demo',
      // The request log is written as production writes it (info), to a file, not discarded.
      LOG_LEVEL: 'info',
      // The price answer holds still while it is measured, so the If-None-Match row measures 304s:
      // a tick every 5 s would make most of its answers 200s (the row above measures those).
      MARKET_TICK_SECONDS: '3600',
      SITE_DIR: join(work, 'site'),
    };
    // A first start seeds the demo data (once in a deployment's life) and stops; the measured
    // server starts on the seeded database, so its peak RSS is that of serving.
    const seeding = startBuilt(serverEnv, join(work, 'seed.log'));
    await waitFor(`http://127.0.0.1:${serverPort}${usernamePath}`, seeding, { seconds: 90 });
    const seedRssMiB = peakRssMiB(seeding.pid);
    await new Promise((done) => {
      seeding.once('exit', done);
      seeding.kill('SIGTERM');
    });
    const server = startBuilt(serverEnv, join(work, 'server.log'));
    const bare = startNode('scripts/bench/bare.ts', { PORT: String(barePort) });
    const hapi = startNode('scripts/bench/trivialHapi.ts', { PORT: String(hapiPort) });
    children.push(server, bare, hapi);
    const base = `http://127.0.0.1:${serverPort}`;
    await Promise.all([
      waitFor(`${base}${usernamePath}`, server, { seconds: 60 }),
      waitFor(`http://127.0.0.1:${barePort}${usernamePath}`, bare),
      waitFor(`http://127.0.0.1:${hapiPort}${usernamePath}`, hapi),
    ]);
    const { cookie, crumb } = await memberCookie(base);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const macroQuery = Object.entries(detailQuery('DGS10', 1, today)).map(
      ([k, v]): [string, string] => [k, String(v)],
    );
    const macroPath = `${fredData.path}?${new URLSearchParams(macroQuery)}`;
    const etagOf = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${base}${path}`, { headers: { ...browserHeaders, ...headers } })).headers.get(
        'etag',
      );
    const priceEtag = await etagOf(pricePath);
    const macroEtag = await etagOf(macroPath, { cookie });

    console.log(
      `\nThe full stack against bare node:http and a trivial hapi route (the server as production starts it: ` +
        `MALLOC_ARENA_MAX=2 node --max-semi-space-size=4 dist/index.js, SQLite, demo seed, request log at info to a file); ${connections} connections, ` +
        `${warmupSeconds} s warm-up, then ${seconds} s each, on 127.0.0.1\n`,
    );
    const bareF = await measure(
      'bare node:http',
      `http://127.0.0.1:${barePort}${usernamePath}`,
      {},
      bare.pid,
    );
    const trivialUrl = `http://127.0.0.1:${hapiPort}${usernamePath}`;
    const trivial = await measure('trivial hapi route', trivialUrl, {}, hapi.pid);
    // The load of these shared cores drifts over a run (a read measured a minute after the trivial
    // route read 0.71 of it, the two alternating 0.94–1.00): each read is measured right after the
    // trivial route replaying the read's own answer (its status, headers and bytes), and judged
    // against that neighbour (its /hapi column). Without the same headers the client, on the same
    // two cores, read ~150 bytes of headers from hapi and ~700 (the security headers) from the
    // product, and the trivial route's server sat idle a third of the time waiting for it.
    let replayed = 0;
    const beside = async (name: string, url: string, request: Partial<Options> = {}) => {
      const answer = await rawAnswer(url, { ...browserHeaders, ...request.headers });
      const same = `http://127.0.0.1:${hapiPort}/same/${++replayed}`;
      await fetch(same, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(answer),
      });
      const hapiAnswer = await measure('trivial hapi route, same answer', same, {}, hapi.pid);
      return { ...(await measure(name, url, request, server.pid)), hapi: hapiAnswer };
    };
    // A visitor's browser holds the crumb cookie from the page it loaded first; only the first
    // request of a visit comes without it (and is answered with a new one).
    const visitor = { cookie: `crumb=${crumb}` };
    const rows = [
      await beside('getusername, first visit (no cookie)', `${base}${usernamePath}`),
      await beside('getusername, visitor', `${base}${usernamePath}`, { headers: visitor }),
      await beside('getusername, member', `${base}${usernamePath}`, { headers: { cookie } }),
      await beside('btc_price/24h, visitor', `${base}${pricePath}`, { headers: visitor }),
      ...(priceEtag
        ? [
            await beside('btc_price/24h, If-None-Match (304)', `${base}${pricePath}`, {
              headers: { ...visitor, 'if-none-match': priceEtag },
            }),
          ]
        : []),
      await beside('fred-data DGS10 1y, member', `${base}${macroPath}`, { headers: { cookie } }),
      ...(macroEtag
        ? [
            await beside('fred-data DGS10 1y, If-None-Match (304)', `${base}${macroPath}`, {
              headers: { cookie, 'if-none-match': macroEtag },
            }),
          ]
        : []),
    ];
    const rssMiB = peakRssMiB(server.pid);
    table([bareF, trivial, ...rows], bareF, trivial);
    const slow = rows.filter(({ rps, p99, hapi = trivial }) => {
      return rps / hapi.rps < goalOfTrivial || (hapi.p99 > 0 && p99 > goalP99 * hapi.p99);
    });
    console.log(
      `\nserver peak RSS (VmHWM of pid ${server.pid}) under all of the above: ${rssMiB.toFixed(1)} MiB (goal ≤ ${goalRssMiB}; ` +
        `the first start that seeded the demo data peaked at ${seedRssMiB.toFixed(1)} MiB); ` +
        `goal per read: ≥ ${goalOfTrivial} of the trivial route's requests/s and p99 ≤ ${goalP99}x its p99` +
        (slow.length
          ? `; short of it: ${slow.map((f) => f.name).join(', ')}`
          : '; every read meets it'),
    );

    const chartsMet = await chartBytes(base, cookie);

    const logins = await measure('POST login', `${base}${loginPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `crumb=${crumb}`,
        'x-csrf-token': crumb,
      },
      body: JSON.stringify({ ...demoLogin, windowId: 'bench-stack-2' }),
    });
    await hashPassword('warm-up');
    const started = performance.now();
    for (let i = 0; i < kdfSamples; i++) await hashPassword(`bench-password-${i}`);
    const perHash = (performance.now() - started) / kdfSamples;
    const { N, r, p, keylen } = scryptParams;
    console.log(
      `\nlogins: ${logins.rps.toFixed(1)}/s through the full server, p99 ${logins.p99} ms, ${logins.errors} errors (each checks one scrypt hash and ends the account's previous session)`,
    );
    console.log(
      `KDF: scrypt N=${N} r=${r} p=${p} keylen=${keylen}: ${perHash.toFixed(1)} ms per hash (mean of ${kdfSamples}, one at a time, in the bench process)`,
    );
    const errors = [bareF, trivial, ...rows, logins].some((f) => f.errors > 0);
    return {
      rows,
      bare: bareF,
      trivial,
      rssMiB,
      met: !errors && slow.length === 0 && rssMiB <= goalRssMiB && chartsMet,
    };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await stackBench();
  if (!figures.met) process.exitCode = 1;
}
