// `npm run bench`: GET getusername as a visitor through the whole hapi server (child process,
// SQLite in a temp folder) against a bare node:http server answering the same JSON, on 127.0.0.1;
// then POST login (the demo member, scrypt check, one session per account) through the same
// server, and the cost of one scrypt hash with the parameters new passwords get; then payment
// notifies on MariaDB, the charts' first render, fred-data, the macro charts, the AI relay and the
// chat fan-out (each file runs alone too: `npx tsx scripts/bench/<name>.ts`).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options } from 'autocannon';
import { hashPassword, scryptParams } from '../../apps/server/src/security/password.ts';
import { aiBench } from './ai.ts';
import { chartsBench } from './charts.ts';
import { chatFanoutBench } from './chatFanout.ts';
import { macroBench } from './macro.ts';
import { macroChartsBench } from './macroCharts.ts';
import { notifyBench } from './notify.ts';
import { freePort, peakRssMiB, startNode, waitFor } from './processes.ts';

const path = '/api/v1/loginpart/getusername/';
const loginPath = '/api/v1/loginpart/login/';
const demoLogin = {
  username: '13800000000',
  password: 'coinsight-demo',
  windowId: 'bench-window-1',
};
const kdfSamples = 20;
const connections = 10;
const warmupSeconds = 3;
const seconds = 10;

interface Figures {
  name: string;
  rps: number;
  p99: number;
  p50: number;
  requests: number;
  errors: number;
  rssMiB: number;
}

async function measure(
  name: string,
  url: string,
  pid: number | undefined,
  request: Partial<Options> = {},
): Promise<Figures> {
  await autocannon({ url, connections, duration: warmupSeconds, ...request });
  const r = await autocannon({ url, connections, duration: seconds, ...request });
  return {
    name,
    rps: r.requests.average,
    p99: r.latency.p99,
    p50: r.latency.p50,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
    rssMiB: peakRssMiB(pid),
  };
}

const work = mkdtempSync(join(tmpdir(), 'coinsight-bench-'));
const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

try {
  const [hapiPort, barePort] = [await freePort(), await freePort()];
  const hapi = startNode('apps/server/src/index.ts', {
    PORT: String(hapiPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // The login half logs in as the demo member; no payment is made.
    PRODUCTION_ALLOW: 'sandbox-payments,demo-seed',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: `sqlite:${join(work, 'bench.sqlite')}`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    SITE_DIR: join(work, 'site'),
  });
  const bare = startNode('scripts/bench/bare.ts', { PORT: String(barePort) });
  children.push(hapi, bare);
  const hapiUrl = `http://127.0.0.1:${hapiPort}${path}`;
  const bareUrl = `http://127.0.0.1:${barePort}${path}`;
  await Promise.all([waitFor(hapiUrl, hapi), waitFor(bareUrl, bare)]);

  console.log(
    `GET ${path} as a visitor, and POST ${loginPath} as the demo member: ${connections} connections, ${warmupSeconds} s warm-up, then ${seconds} s each, on 127.0.0.1\n`,
  );
  const full = await measure('hapi (full stack)', hapiUrl, hapi.pid);
  const base = await measure('bare node:http', bareUrl, bare.pid);
  // A login is a state change: it needs the crumb cookie and the same value in X-CSRF-Token.
  const crumb =
    /crumb=([^;]+)/.exec((await fetch(hapiUrl)).headers.getSetCookie().join('\n'))?.[1] ?? '';
  const logins = await measure(
    'hapi POST login',
    `http://127.0.0.1:${hapiPort}${loginPath}`,
    hapi.pid,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `crumb=${crumb}`,
        'x-csrf-token': crumb,
      },
      body: JSON.stringify(demoLogin),
    },
  );

  const rows = [full, base, logins].map((f) => [
    f.name,
    f.rps.toFixed(0),
    f.p50.toFixed(1),
    f.p99.toFixed(1),
    String(f.requests),
    String(f.errors),
    f.rssMiB.toFixed(1),
  ]);
  const header = ['server', 'requests/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'peak RSS MiB'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  // autocannon counts latency in whole milliseconds, so a bare p99 under 1 ms reads as 0.
  const p99 =
    base.p99 > 0
      ? `${(full.p99 / base.p99).toFixed(1)}x the p99 latency`
      : `p99 ${full.p99} ms against under 1 ms`;
  console.log(
    `\nratio hapi/bare: ${(full.rps / base.rps).toFixed(2)} of the requests/s (bare is ${(base.rps / full.rps).toFixed(1)}x faster); ${p99}`,
  );
  console.log(`hapi server peak RSS (VmHWM of pid ${hapi.pid}): ${full.rssMiB.toFixed(1)} MiB`);

  await hashPassword('warm-up');
  const started = performance.now();
  for (let i = 0; i < kdfSamples; i++) await hashPassword(`bench-password-${i}`);
  const perHash = (performance.now() - started) / kdfSamples;
  const { N, r, p, keylen } = scryptParams;
  console.log(
    `\nlogins: ${logins.rps.toFixed(1)}/s through the full server (each checks one scrypt hash and ends the account's previous session)`,
  );
  console.log(
    `KDF: scrypt N=${N} r=${r} p=${p} keylen=${keylen}: ${perHash.toFixed(1)} ms per hash (mean of ${kdfSamples}, one at a time, in the bench process)`,
  );
  if (full.errors > 0 || base.errors > 0 || logins.errors > 0) process.exitCode = 1;
  // Payment notifies against a throw-away MariaDB (scripts/bench/notify.ts).
  if ((await notifyBench()).errors > 0) process.exitCode = 1;
  await chartsBench();
  // The areas of issues 12, 14 and 16, each against its own baseline measured in the same run.
  await macroBench();
  await macroChartsBench();
  await aiBench();
  if ((await chatFanoutBench()).missing > 0) process.exitCode = 1;
} finally {
  stopAll();
  rmSync(work, { recursive: true, force: true });
}
