// fred-data through the whole server against a bare node:http baseline answering the very same
// bytes, on 127.0.0.1: the overview (the 41 calls limit=2&sort_order=desc the table makes, each
// connection cycling through them) and one 10-year daily detail call (DGS10, ~2,600 observations).
// The server is a child process on SQLite with the demo seed (every series has history), logged in
// as the demo member (fred-data is for members). Prints requests/s, p50/p99 and the ratios.
// `npx tsx scripts/bench/macro.ts` runs it alone.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fredData } from '@coinsight/domain/api';
import { detailQuery, financialSeries, overviewQuery } from '@coinsight/domain/market';
import type { Options } from 'autocannon';
import {
  measure as measureLoad,
  printFigures,
  ratioToBare,
  serveBare,
  type Figures,
} from './loadFigures.ts';
import { freePort, startNode, waitFor } from './processes.ts';

declare module 'autocannon' {
  interface Options {
    /** Requests each connection makes in turn, round and round. */
    requests?: { path: string; method?: 'GET' }[];
  }
}

const connections = 10;
const warmupSeconds = 2;
const seconds = 8;
const measure = (name: string, options: Options) =>
  measureLoad(name, options, { connections, warmupSeconds, seconds });

/** Logs in as the demo member; answers the Cookie header a browser would then send. */
async function demoMemberCookie(base: string): Promise<string> {
  const first = await fetch(`${base}/api/v1/loginpart/getusername/`);
  const crumb = /crumb=([^;]+)/.exec(first.headers.getSetCookie().join('\n'))?.[1] ?? '';
  const login = await fetch(`${base}/api/v1/loginpart/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `crumb=${crumb}`,
      'x-csrf-token': crumb,
    },
    body: JSON.stringify({
      username: '13800000000',
      password: 'coinsight-demo',
      windowId: 'bench-macro-1',
    }),
  });
  const sid = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  return `crumb=${crumb}; ${sid}`;
}

const pathOf = (query: Record<string, string | number>) =>
  `${fredData.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;

export interface MacroBenchFigures {
  overview: { full: Figures; bare: Figures };
  detail: { full: Figures; bare: Figures; observations: number; bytes: number };
  floor: Figures;
}

export async function macroBench(): Promise<MacroBenchFigures> {
  const work = mkdtempSync(join(tmpdir(), 'coinsight-bench-macro-'));
  const children: ChildProcess[] = [];
  try {
    const [fullPort, barePort] = [await freePort(), await freePort()];
    const full = startNode('apps/server/src/index.ts', {
      PORT: String(fullPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // The demo seed gives every series its history and the member to log in as.
      PRODUCTION_ALLOW: 'sandbox-payments,demo-seed',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: `sqlite:${join(work, 'bench.sqlite')}`,
      SEED_DEMO: 'true',
      MACRO_SOURCE: 'demo',
      LOG_LEVEL: 'warn',
      SITE_DIR: join(work, 'site'),
    });
    children.push(full);
    const fullBase = `http://127.0.0.1:${fullPort}`;
    await waitFor(`${fullBase}/api/v1/loginpart/getusername/`, full, { seconds: 60, ok: false });
    const cookie = await demoMemberCookie(fullBase);

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const overviewPaths = financialSeries.map((s) => pathOf(overviewQuery(s.id)));
    const detailPath = pathOf(detailQuery('DGS10', 10, today));
    // The bare server answers with exactly these bodies.
    const bodies: Record<string, string> = {};
    for (const path of [...overviewPaths, detailPath]) {
      const res = await fetch(`${fullBase}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      bodies[path] = await res.text();
    }
    const detail = fredData.response.parse(JSON.parse(bodies[detailPath] ?? '{}'));
    const shortRows = overviewPaths.filter(
      (p) => fredData.response.parse(JSON.parse(bodies[p] ?? '{}')).observations.length !== 2,
    );
    if (shortRows.length > 0) throw new Error(`no two observations for ${shortRows.join(', ')}`);
    const bodiesFile = join(work, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const bare = startNode(fileURLToPath(import.meta.url), {
      MACRO_BENCH_BARE_PORT: String(barePort),
      MACRO_BENCH_BODIES: bodiesFile,
    });
    children.push(bare);
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(bareBase, bare, { seconds: 60, ok: false });

    console.log(
      `\nfred-data: the overview's ${overviewPaths.length} calls (limit=2, desc; each connection cycles through them) and a ` +
        `10-year daily detail call (DGS10, ${detail.observations.length} observations, ${(Buffer.byteLength(bodies[detailPath] ?? '') / 1024).toFixed(0)} KiB), ` +
        `as the logged-in demo member through the full server (SQLite, demo seed), against bare node:http answering the same bytes; ` +
        `${connections} connections, ${warmupSeconds} s warm-up, then ${seconds} s each, on 127.0.0.1\n`,
    );
    const requests = overviewPaths.map((path) => ({ path }));
    const overviewFull = await measure('overview, full server', {
      url: fullBase,
      requests,
      headers: { cookie },
    });
    const overviewBare = await measure('overview, bare node:http', { url: bareBase, requests });
    const detailFull = await measure('10-year detail, full server', {
      url: `${fullBase}${detailPath}`,
      headers: { cookie },
    });
    const detailBare = await measure('10-year detail, bare node:http', {
      url: `${bareBase}${detailPath}`,
    });
    // The floor the stack itself sets for a member's GET: session, crumb, headers, no data.
    const floor = await measure('getusername, full server (floor)', {
      url: `${fullBase}/api/v1/loginpart/getusername/`,
      headers: { cookie },
    });

    printFigures([overviewFull, overviewBare, detailFull, detailBare, floor]);
    console.log(
      `\nratio full/bare: overview ${ratioToBare(overviewFull, overviewBare)} ` +
        `(${(overviewFull.rps / overviewPaths.length).toFixed(0)} whole overviews/s); ` +
        `10-year detail ${ratioToBare(detailFull, detailBare)}`,
    );
    return {
      overview: { full: overviewFull, bare: overviewBare },
      detail: {
        full: detailFull,
        bare: detailBare,
        observations: detail.observations.length,
        bytes: Buffer.byteLength(bodies[detailPath] ?? ''),
      },
      floor,
    };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.env['MACRO_BENCH_BARE_PORT'])
  serveBare(Number(process.env['MACRO_BENCH_BARE_PORT']), process.env['MACRO_BENCH_BODIES'] ?? '');
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await macroBench();
  const errors = [figures.overview, figures.detail]
    .flatMap((f) => [f.full.errors, f.bare.errors])
    .concat(figures.floor.errors);
  if (errors.some((e) => e > 0)) process.exitCode = 1;
}
