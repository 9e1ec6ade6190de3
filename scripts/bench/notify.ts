// Payment notifies applied per second against MariaDB, through the whole server started as
// production starts it (the compiled bundle, its request log at info to a file), in a process of
// its own: pending orders, each notified several times (the duplicates a gateway sends), from a
// bounded number of concurrent connections (autocannon, prepared requests, so the client is not
// the ceiling). The baseline is node:http answering `success` in a process of its own, sent the
// same requests by the same client in the same run. Prints throughput, the ratio to that baseline,
// p50/p99, and checks that every order was paid and extended exactly once. `npm run bench` runs it
// after the stack; `npx tsx scripts/bench/notify.ts` runs it alone.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import knex from 'knex';
import startMariaDb from '../../apps/server/test/mariadb.globalSetup.ts';
import { openDb } from '../../apps/server/src/db/knex.ts';
import { AccountRepo } from '../../apps/server/src/modules/account/repo.ts';
import { OrderRepo } from '../../apps/server/src/modules/payments/orderRepo.ts';
import { notifyPath } from '../../apps/server/src/modules/payments/paymentService.ts';
import { SandboxGateway } from '../../apps/server/src/providers/payment/index.ts';
import { hashPassword } from '../../apps/server/src/security/password.ts';
import { pendingOrderNotify } from '../../apps/server/test/fixtures/pendingOrder.ts';
import { freePort, root, startBuilt, waitFor } from './processes.ts';

/** Orders whose notifies are measured. */
const orderCount = 1500;
/** Orders notified first, unmeasured, so the server's code is compiled and its pool open. */
const warmUpOrders = 300;
/** Each notify arrives this many times. */
const copies = 3;
const connections = 10;
const day = 86_400_000;
/** Issue 18's goal. */
const goalPerSecond = 500;

export interface NotifyFigures {
  notifies: number;
  perSecond: number;
  /** The same client against node:http answering `success`, in the same run: the ceiling here. */
  barePerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** What autocannon takes beyond the options scripts/bench/autocannon.d.ts declares. */
interface PreparedOptions extends Options {
  amount: number;
  requests: {
    path: string;
    setupRequest: (request: { path: string }) => { path: string };
    onResponse: (status: number, body: string) => void;
  }[];
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The MariaDB this process started (mariadb.globalSetup.ts spawns it as a child). */
function mariadbPid(): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.replace(/^.*\) /, '').split(' ')[1]);
      if (ppid === process.pid && stat.includes('(mariadbd)')) return Number(entry);
    } catch {
      // the process ended while the list was read
    }
  }
  return undefined;
}

/** Sends every query once over `connections` keep-alive connections, a new query per request. */
async function send(origin: string, queries: readonly string[]) {
  let next = 0;
  let refused = 0;
  // From the first request built to the last answer read: autocannon ends a run on its own
  // once-a-second tick, so its duration rounds up to whole seconds.
  let first = 0;
  let last = 0;
  const options: PreparedOptions = {
    url: `${origin}${notifyPath}`,
    connections,
    amount: queries.length,
    requests: [
      {
        path: notifyPath,
        setupRequest: (request) => {
          if (next === 0) first = performance.now();
          return { ...request, path: `${notifyPath}?${queries[next++]}` };
        },
        onResponse: (_status, body) => {
          last = performance.now();
          if (body !== 'success') refused += 1;
        },
      },
    ],
  };
  const r = await autocannon(options);
  const seconds = (last - first) / 1000;
  return {
    sent: next,
    seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures:
      r.errors + r.timeouts + r.non2xx + refused + Math.abs(r.requests.total - queries.length),
  };
}

/** Each order's notify `copies` times, shuffled: copies arrive in any order and often at once. */
function shuffledCopies(queries: readonly string[]): string[] {
  const all = queries.flatMap((q) => Array<string>(copies).fill(q));
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [all[i], all[j]] = [all[j] ?? '', all[i] ?? ''];
  }
  return all;
}

/** node:http answering `success` to anything, in a process of its own like the server. */
function startBare(port: number): ChildProcess {
  const source = `require('node:http').createServer((q, s) => {
    s.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': 7 });
    s.end('success');
  }).listen(${port}, '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));`;
  return spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function notifyBench(): Promise<NotifyFigures> {
  execFileSync('npm', ['run', 'build', '--silent', '--workspace', '@coinsight/server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const work = mkdtempSync(join(tmpdir(), 'coinsight-bench-notify-'));
  const children: ChildProcess[] = [];
  let url = '';
  const stopMariaDb = await startMariaDb({
    provide: (_key: string, value: string) => (url = value),
  } as never);
  const name = `coinsight_bench_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'mysql2', connection: url });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.destroy();
  const databaseUrl = `${url}${name}`;
  const secret = randomBytes(32).toString('hex');
  const db = openDb({ client: 'mysql', url: databaseUrl });
  try {
    const [serverPort, barePort] = [await freePort(), await freePort()];
    const server = startBuilt(
      {
        NODE_ENV: 'production',
        // The notifies under test are the sandbox gateway's, signed as it signs them.
        PRODUCTION_ALLOW: 'sandbox-payments',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: secret,
        SEED_DEMO: 'false',
        // Every notify writes its request line and its outcome, as production writes them.
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(serverPort),
        SITE_DIR: join(work, 'site'),
      },
      join(work, 'server.log'),
    );
    const bare = startBare(barePort);
    children.push(server, bare);
    const origin = `http://127.0.0.1:${serverPort}`;
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    // Any answer will do: the notify path answers `fail` to a request without parameters.
    await waitFor(`${origin}${notifyPath}`, server, { seconds: 60 });
    await waitFor(`${bareOrigin}${notifyPath}`, bare);

    // The server's sandbox gateway derives its key from the session secret: this one signs alike.
    const gateway = new SandboxGateway(origin, secret);
    const accounts = new AccountRepo(db);
    const orders = new OrderRepo(db);
    const passwordHash = await hashPassword('bench-password');
    const queries: string[] = [];
    for (let i = 0; i < warmUpOrders + orderCount; i++) {
      const userId = await accounts.insertUser({
        phone: `170${String(i).padStart(8, '0')}`,
        passwordHash,
        inviteCode: `BENCH${String(i).padStart(6, '0')}`,
        vipExpiry: null,
        createdAt: new Date(),
      });
      const outTradeNo = `CSBENCH${String(i).padStart(8, '0')}`;
      const params = await pendingOrderNotify(orders, gateway, userId, outTradeNo);
      queries.push(new URLSearchParams(params).toString());
    }
    const warmUp = shuffledCopies(queries.slice(0, warmUpOrders));
    const measured = shuffledCopies(queries.slice(warmUpOrders));

    await send(bareOrigin, warmUp);
    // Three times over: a pass of the bare server lasts well under a second.
    const bareRun = await send(bareOrigin, [...measured, ...measured, ...measured]);
    const warmUpRun = await send(origin, warmUp);
    const database = mariadbPid();
    const cpuBefore = [cpuSeconds(server.pid), cpuSeconds(database), process.cpuUsage()] as const;
    const run = await send(origin, measured);
    const clientCpu = process.cpuUsage(cpuBefore[2]);
    const perNotifyMs = (seconds: number) => ((seconds * 1000) / measured.length).toFixed(3);
    const cpu = {
      server: perNotifyMs(cpuSeconds(server.pid) - cpuBefore[0]),
      database: perNotifyMs(cpuSeconds(database) - cpuBefore[1]),
      client: perNotifyMs((clientCpu.user + clientCpu.system) / 1e6),
    };
    let errors = warmUpRun.failures + run.failures + bareRun.failures;

    // Every order paid once and every member extended by exactly one plan.
    const rows = (await db('orders as o')
      .join('users as u', 'u.id', 'o.user_id')
      .select('o.status', 'o.paid_at', 'u.vip_expiry')
      .where('o.out_trade_no', 'like', 'CSBENCH%')) as {
      status: string;
      paid_at: Date;
      vip_expiry: Date;
    }[];
    const total = warmUpOrders + orderCount;
    const wrong = rows.filter(
      (r) =>
        r.status !== 'paid' ||
        new Date(r.vip_expiry).getTime() - new Date(r.paid_at).getTime() !== 30 * day,
    ).length;
    errors += wrong + (total - rows.length);
    const logLines = readFileSync(join(work, 'server.log'), 'utf8').split('\n').length - 1;

    const figures: NotifyFigures = {
      notifies: measured.length,
      perSecond: run.sent / run.seconds,
      barePerSecond: bareRun.sent / bareRun.seconds,
      p50: run.p50,
      p99: run.p99,
      errors,
    };
    console.log(
      `\nnotifies: ${figures.notifies} (${orderCount} orders × ${copies} copies, shuffled, after ${warmUpOrders} orders' warm-up; ${connections} connections) ` +
        `against MariaDB through the full server (MALLOC_ARENA_MAX=2 node --max-semi-space-size=4 dist/index.js, log at info to a file: ${logLines} lines): ` +
        `${figures.perSecond.toFixed(0)} notifies handled/s (duplicates included; bare node:http ${figures.barePerSecond.toFixed(0)}/s, ratio ${(figures.perSecond / figures.barePerSecond).toFixed(3)}; goal ≥ ${goalPerSecond}/s), ` +
        `p50 ${figures.p50} ms, p99 ${figures.p99} ms; CPU per notify: server ${cpu.server} ms, MariaDB ${cpu.database} ms, client ${cpu.client} ms; ` +
        `${total - wrong} of ${total} orders paid and extended exactly once, ${errors} errors`,
    );
    return figures;
  } finally {
    await db.destroy();
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null,
      ),
    );
    await stopMariaDb();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await notifyBench();
  if (figures.errors > 0) process.exitCode = 1;
}
