// Payment notifies applied per second against MariaDB, through the whole hapi server on
// 127.0.0.1: pending orders, each notified several times (the duplicates a gateway sends), from a
// bounded number of concurrent senders. Prints throughput, p50/p99 and checks that every order
// was paid and extended exactly once. `npm run bench` runs it last; `tsx scripts/bench/notify.ts`
// runs it alone.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import knex from 'knex';
import startMariaDb from '../../apps/server/test/mariadb.globalSetup.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createApp } from '../../apps/server/src/startup.ts';
import { silentLogger } from '../../apps/server/src/logger.ts';
import { SandboxGateway } from '../../apps/server/src/providers/payment/index.ts';
import { hashPassword } from '../../apps/server/src/security/password.ts';

const orderCount = 300;
/** Each notify arrives this many times. */
const copies = 3;
const senders = 10;
const day = 86_400_000;

export interface NotifyFigures {
  notifies: number;
  perSecond: number;
  /** The same senders against node:http answering `success`, in the same run: the ceiling here. */
  barePerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Sends every query from `senders` concurrent loops; the latencies, failures and seconds taken. */
async function send(base: string, queries: readonly string[]) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < queries.length) {
        const query = queries[next++];
        const t0 = performance.now();
        const answer = await (await fetch(`${base}?${query}`)).text();
        latencies.push(performance.now() - t0);
        if (answer !== 'success') failures += 1;
      }
    }),
  );
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}

/** The baseline: node:http answering `success` to the same requests, nothing else. */
async function bareRate(queries: readonly string[]): Promise<number> {
  const bare: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': 7 });
    res.end('success');
  });
  await new Promise<void>((done) => bare.listen(0, '127.0.0.1', done));
  try {
    const { port } = bare.address() as AddressInfo;
    const { seconds } = await send(`http://127.0.0.1:${port}/api/v1/payment/notify/`, queries);
    return queries.length / seconds;
  } finally {
    await new Promise((done) => bare.close(done));
  }
}

export async function notifyBench(): Promise<NotifyFigures> {
  let url = '';
  const stopMariaDb = await startMariaDb({
    provide: (_key: string, value: string) => (url = value),
  } as never);
  const name = `coinsight_bench_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'mysql2', connection: url });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.destroy();
  const server = await createApp(
    loadConfig({
      NODE_ENV: 'production',
      // The notifies under test are the sandbox gateway's, signed as it signs them.
      PRODUCTION_ALLOW: 'sandbox-payments',
      DATABASE_URL: `${url}${name}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      PORT: '0',
      SITE_DIR: '/nonexistent/coinsight-site',
    }),
    { logger: silentLogger() },
  );
  try {
    await server.start();
    const gateway = server.services.payments.gateway;
    if (!(gateway instanceof SandboxGateway)) throw new Error('the bench signs with the sandbox');
    const passwordHash = await hashPassword('bench-password');
    const notifies: string[] = [];
    for (let i = 0; i < orderCount; i++) {
      const userId = await server.services.account.repo.insertUser({
        phone: `170${String(i).padStart(8, '0')}`,
        passwordHash,
        inviteCode: `BENCH${String(i).padStart(6, '0')}`,
        vipExpiry: null,
        createdAt: new Date(),
      });
      const outTradeNo = `CSBENCH${String(i).padStart(8, '0')}`;
      await server.services.payments.orders.insert({
        outTradeNo,
        userId,
        vipDuration: 30,
        amountCents: 1,
        payType: 'wxpay',
        createdAt: new Date(),
      });
      const params = gateway.notifyParams({
        outTradeNo,
        type: 'wxpay',
        name: 'VIP会员',
        money: '0.01',
        succeeded: true,
      });
      const query = new URLSearchParams(params).toString();
      for (let c = 0; c < copies; c++) notifies.push(query);
    }
    // Shuffled: copies of one notify arrive in any order and often at once, like a gateway's retries.
    for (let i = notifies.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [notifies[i], notifies[j]] = [notifies[j] ?? '', notifies[i] ?? ''];
    }

    const barePerSecond = await bareRate(notifies);
    const base = `http://127.0.0.1:${server.info.port}/api/v1/payment/notify/`;
    const { latencies, failures, seconds } = await send(base, notifies);
    let errors = failures;

    // Every order paid once and every member extended by exactly one plan.
    const rows = (await server
      .db('orders as o')
      .join('users as u', 'u.id', 'o.user_id')
      .select('o.status', 'o.paid_at', 'u.vip_expiry')
      .where('o.out_trade_no', 'like', 'CSBENCH%')) as {
      status: string;
      paid_at: Date;
      vip_expiry: Date;
    }[];
    const wrong = rows.filter(
      (r) =>
        r.status !== 'paid' ||
        new Date(r.vip_expiry).getTime() - new Date(r.paid_at).getTime() !== 30 * day,
    ).length;
    errors += wrong + (orderCount - rows.length);

    latencies.sort((a, b) => a - b);
    const figures: NotifyFigures = {
      notifies: notifies.length,
      perSecond: notifies.length / seconds,
      barePerSecond,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors,
    };
    console.log(
      `\nnotifies: ${figures.notifies} (${orderCount} orders × ${copies} copies, ${senders} senders) against MariaDB through the full server: ` +
        `${figures.perSecond.toFixed(0)} notifies handled/s (duplicates included; bare node:http ${figures.barePerSecond.toFixed(0)}/s, ratio ${(figures.perSecond / figures.barePerSecond).toFixed(3)}), p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms; ` +
        `${orderCount - wrong} of ${orderCount} orders paid and extended exactly once, ${errors} errors`,
    );
    return figures;
  } finally {
    await server.stop();
    await stopMariaDb();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await notifyBench();
  if (figures.errors > 0) process.exitCode = 1;
}
