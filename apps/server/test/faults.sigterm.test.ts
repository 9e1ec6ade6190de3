import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Nes from '@hapi/nes';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { memberCookie } from '../src/http/cookies.ts';
import { nesAuthPath } from '../src/plugins/realtime.ts';
import { SandboxGateway } from '../src/providers/payment/index.ts';
import { pendingOrderNotify } from './fixtures/pendingOrder.ts';
import {
  fixtureHash,
  offlineSources,
  sessionCookieHeader,
  setCookies,
  testServer,
} from './helpers.ts';

const day = 86_400_000;
const secret = 'a-sigterm-test-secret-that-is-long-enough-42';
const orderCount = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The production entry point (src/index.ts) as `npm start` runs it, its log lines collected. */
function startServer(env: Record<string, string>): { child: ChildProcess; log: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  return { child, log: () => log };
}

async function answering(base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/api/v1/loginpart/plans/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error('the server did not start');
}

describe('SIGTERM while payment notifies and a socket are live', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coinsight-sigterm-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('drains: answered notifies are applied, cut ones are applied once on redelivery to the next process, the socket is closed for a reconnect, the process exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...offlineSources,
      NODE_ENV: 'test',
      DATABASE_URL: `sqlite:${join(dir, 'coinsight.sqlite')}`,
      SESSION_SECRET: secret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PORT: String(port),
      PUBLIC_URL: base,
      SITE_DIR: '/nonexistent/coinsight-site',
      MARKET_TICK_SECONDS: '1',
    };

    // The database prepared in this process: pending orders and a member session for the socket.
    const setup = await testServer(env.DATABASE_URL, { env: { SESSION_SECRET: secret } });
    const passwordHash = await fixtureHash('sigterm-password');
    const pending: { outTradeNo: string; query: string }[] = [];
    const gateway = new SandboxGateway(base, secret);
    let cookie = '';
    for (let i = 0; i < orderCount; i++) {
      const userId = await setup.services.account.repo.insertUser({
        phone: `173${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(5, '0')}`,
        passwordHash,
        inviteCode: `TERM${String(i).padStart(5, '0')}`,
        vipExpiry: null,
        createdAt: new Date(),
      });
      const outTradeNo = `CSTERM${String(i).padStart(6, '0')}`;
      const params = await pendingOrderNotify(
        setup.services.payments.orders,
        gateway,
        userId,
        outTradeNo,
      );
      pending.push({ outTradeNo, query: new URLSearchParams(params).toString() });
      if (i === 0) {
        const { token } = await setup.services.account.startMemberSession(userId, 'sigterm');
        cookie = await sessionCookieHeader(setup, memberCookie, token);
      }
    }
    await setup.stop();

    const first = startServer(env);
    await answering(base);
    const auth = await fetch(`${base}${nesAuthPath}`, { headers: { cookie } });
    const nes = setCookies({ 'set-cookie': auth.headers.getSetCookie() }).get('nes')?.split(';')[0];
    expect(nes).toBeTruthy();
    const socket = new Nes.Client(`ws://127.0.0.1:${port}`, {
      ws: { headers: { cookie: nes ?? '' }, origin: base },
    });
    const disconnects: { willReconnect: boolean; wasRequested: boolean }[] = [];
    socket.onDisconnect = (willReconnect, log) =>
      disconnects.push({ willReconnect, wasRequested: log.wasRequested });
    await socket.connect({ reconnect: true, delay: 60_000, maxDelay: 60_000 });

    // Every notify sent at once (twice each, as a gateway's duplicates); SIGTERM while they fly.
    const acknowledged = new Set<string>();
    const deliveries = [...pending, ...pending].map(async (item) => {
      const res = await fetch(`${base}/api/v1/payment/notify/?${item.query}`).catch(() => null);
      if (res && (await res.text()) === 'success') acknowledged.add(item.outTradeNo);
    });
    await sleep(30);
    first.child.kill('SIGTERM');
    const exitCode = await new Promise<number | null>((resolve) =>
      first.child.once('exit', (code) => resolve(code)),
    );
    await Promise.all(deliveries);
    expect(exitCode, first.log()).toBe(0);
    expect(first.log()).toContain('stopping: draining requests');
    expect(first.log()).toContain('"msg":"stopped"');
    expect(first.log()).not.toContain('stop failed');
    // The server closed the socket; the client, not having asked for it, will reconnect.
    expect(disconnects[0]).toEqual({ willReconnect: true, wasRequested: false });
    socket.onDisconnect = () => {};
    await socket.disconnect();

    // The next process: the gateway redelivers what was not answered `success`, once more each.
    const second = startServer(env);
    await answering(base);
    for (const item of pending.filter((p) => !acknowledged.has(p.outTradeNo))) {
      const res = await fetch(`${base}/api/v1/payment/notify/?${item.query}`);
      expect(await res.text()).toBe('success');
    }
    for (const item of pending.slice(0, 5))
      expect(await (await fetch(`${base}/api/v1/payment/notify/?${item.query}`)).text()).toBe(
        'success',
      );
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));

    const check = await testServer(env.DATABASE_URL, { env: { SESSION_SECRET: secret } });
    try {
      const rows = (await check
        .db('orders as o')
        .join('users as u', 'u.id', 'o.user_id')
        .select('o.out_trade_no', 'o.status', 'o.paid_at', 'u.vip_expiry')
        .where('o.out_trade_no', 'like', 'CSTERM%')) as {
        out_trade_no: string;
        status: string;
        paid_at: unknown;
        vip_expiry: unknown;
      }[];
      console.log(
        `[faults] SIGTERM with ${orderCount * 2} notifies in flight: ${acknowledged.size} orders acknowledged before the stop, ` +
          `${orderCount - acknowledged.size} redelivered to the next process; every order paid once`,
      );
      expect(rows).toHaveLength(orderCount);
      for (const r of rows) {
        expect(r.status, r.out_trade_no).toBe('paid');
        expect(Number(r.vip_expiry) - Number(r.paid_at), r.out_trade_no).toBe(30 * day);
      }
    } finally {
      await check.stop();
    }
  }, 180_000);
});
