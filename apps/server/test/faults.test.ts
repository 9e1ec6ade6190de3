import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { buildPath, orders as ordersEndpoint, sendMessage } from '../src/contract.ts';
import type { AppServer } from '../src/startup.ts';
import { groupWith } from './chatKit.ts';
import { OwnMariaDb } from './faultsMariadb.ts';
import { captureLogs, fixtureHash, type TestBrowser, testServer } from './helpers.ts';
import { pendingOrderNotify } from './fixtures/pendingOrder.ts';
import { sandboxOf } from './paymentHelpers.ts';
import { memberBrowser } from './security/actors.ts';

const day = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const orderCount = 30;

/** What one client saw: every status, and the 503s' bodies and Retry-After. */
interface Seen {
  statuses: Map<number, number>;
  unavailable: { message: string; code: string; retryAfter: string | undefined }[];
}

function record(seen: Seen, res: { status: number }, body: unknown, retryAfter?: string | null) {
  seen.statuses.set(res.status, (seen.statuses.get(res.status) ?? 0) + 1);
  if (res.status === 503) {
    const b = body as { message?: string; code?: string };
    seen.unavailable.push({
      message: b.message ?? '',
      code: b.code ?? '',
      retryAfter: retryAfter ?? undefined,
    });
  }
}

describe('MariaDB stopped and started again under load', () => {
  const logs = captureLogs('warn');
  let mariadb: OwnMariaDb;
  let server: AppServer;
  beforeAll(async () => {
    mariadb = await OwnMariaDb.create();
    server = await testServer(mariadb.url, {
      logger: logs.logger,
      env: { CHAT_RATE_LIMIT: '100000', PUBLIC_URL: 'http://127.0.0.1:8001' },
    });
    await server.start();
  }, 120_000);
  afterAll(async () => {
    await server.stop({ timeout: 1000 });
    await mariadb.destroy();
  }, 60_000);

  it('answers 503 with a Chinese reason while it is down, recovers by itself, and loses or doubles no acknowledged write', async () => {
    const base = `http://127.0.0.1:${server.info.port}`;
    const gateway = sandboxOf(server);
    const passwordHash = await fixtureHash('faults-password');
    // Pending orders, one member each, whose notifies the "gateway" below delivers.
    const pending: { outTradeNo: string; query: string }[] = [];
    for (let i = 0; i < orderCount; i++) {
      const userId = await server.services.account.repo.insertUser({
        phone: `171${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(5, '0')}`,
        passwordHash,
        inviteCode: `FAULT${String(i).padStart(5, '0')}`,
        vipExpiry: null,
        createdAt: new Date(),
      });
      const outTradeNo = `CSFAULT${String(i).padStart(6, '0')}`;
      const params = await pendingOrderNotify(
        server.services.payments.orders,
        gateway,
        userId,
        outTradeNo,
      );
      pending.push({ outTradeNo, query: new URLSearchParams(params).toString() });
    }
    // A VIP in a group who keeps writing: each message text is unique, so a lost or doubled one shows.
    const writer = await server.services.account.repo.insertUser({
      phone: `172${String(process.pid % 1000).padStart(3, '0')}00001`,
      passwordHash,
      inviteCode: 'FAULTW01',
      vipExpiry: new Date(Date.now() + 30 * day),
      createdAt: new Date(),
    });
    const group = await groupWith(server, writer, [], '故障测试群');
    const browser: TestBrowser = await memberBrowser(server, writer);
    const cookie = browser.cookieHeader;
    const crumb = browser.cookies.get('crumb') ?? '';

    const seen: Seen = { statuses: new Map(), unavailable: [] };
    const acknowledged = new Set<string>();
    const answeredOtherwise = new Set<string>();
    let deliveries = 0;
    let stopWriting = false;

    // The gateway: every notify until it is answered `success`, retried 300 ms later otherwise,
    // and each once more after success (the duplicate a real gateway sends).
    const gatewayLoop = async (item: { outTradeNo: string; query: string }) => {
      for (let attempt = 0; attempt < 400; attempt++) {
        deliveries += 1;
        const res = await fetch(`${base}/api/v1/payment/notify/?${item.query}`).catch(() => null);
        if (res) {
          const text = await res.text();
          record(
            seen,
            res,
            res.status === 503 ? JSON.parse(text) : {},
            res.headers.get('retry-after'),
          );
          if (text === 'success') {
            deliveries += 1;
            await fetch(`${base}/api/v1/payment/notify/?${item.query}`);
            return;
          }
        }
        await sleep(300);
      }
      throw new Error(`${item.outTradeNo} was never acknowledged`);
    };
    const writerLoop = async () => {
      for (let n = 0; !stopWriting; n++) {
        const text = `故障消息-${n}`;
        const res = await fetch(`${base}${buildPath(sendMessage.path, { number: group })}`, {
          method: 'POST',
          headers: { cookie, 'x-csrf-token': crumb, 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        }).catch(() => null);
        if (res) {
          record(seen, res, await res.json(), res.headers.get('retry-after'));
          (res.status === 200 ? acknowledged : answeredOtherwise).add(text);
        }
        await sleep(50);
      }
    };
    const readerLoop = async () => {
      while (!stopWriting) {
        const res = await fetch(`${base}${ordersEndpoint.path}`, { headers: { cookie } }).catch(
          () => null,
        );
        if (res) record(seen, res, await res.json(), res.headers.get('retry-after'));
        await sleep(50);
      }
    };

    // Half the notifies arrive before the fault, the rest while the database is down.
    const first = pending.slice(0, orderCount / 2);
    const rest = pending.slice(orderCount / 2);
    const writing = Promise.all([writerLoop(), readerLoop()]);
    const before = Promise.all(first.map(gatewayLoop));
    await sleep(500);
    await mariadb.stop();
    const during = Promise.all(rest.map(gatewayLoop));
    await sleep(3000);
    const unavailableWhileDown = seen.unavailable.length;
    await mariadb.start();
    await Promise.all([before, during]);
    // The server found the database again by itself: a read answers 200 within a few seconds.
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      const res = await fetch(`${base}${ordersEndpoint.path}`, { headers: { cookie } });
      recovered = res.status === 200;
      if (!recovered) await sleep(200);
    }
    stopWriting = true;
    await writing;
    console.log(
      `[faults] MariaDB stopped for 3 s under load: ${deliveries} notify deliveries for ${orderCount} orders, ` +
        `${acknowledged.size} chat writes acknowledged, ${answeredOtherwise.size} refused; statuses ${JSON.stringify(Object.fromEntries(seen.statuses))}`,
    );

    // Nothing failed as a server error: the outage was logged as one, with its requests.
    expect(logs.lines().filter((l) => l.msg === 'request failed')).toEqual([]);
    expect(logs.lines().some((l) => l.msg === 'database unavailable')).toBe(true);
    expect(recovered).toBe(true);
    // Down: 503 with the reason and Retry-After, never a 500.
    expect(unavailableWhileDown).toBeGreaterThan(0);
    for (const u of seen.unavailable) {
      expect(u.message).toBe(messages.http.databaseUnavailable);
      expect(u.code).toBe('database_unavailable');
      expect(u.retryAfter).toBe('5');
    }
    expect([...seen.statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);

    // Every order paid exactly once: one plan's 30 days from its payment, never 60.
    const rows = (await server
      .db('orders as o')
      .join('users as u', 'u.id', 'o.user_id')
      .select('o.status', 'o.paid_at', 'u.vip_expiry')
      .where('o.out_trade_no', 'like', 'CSFAULT%')) as {
      status: string;
      paid_at: Date;
      vip_expiry: Date;
    }[];
    expect(rows).toHaveLength(orderCount);
    for (const r of rows) {
      expect(r.status).toBe('paid');
      expect(new Date(r.vip_expiry).getTime() - new Date(r.paid_at).getTime()).toBe(30 * day);
    }
    // Every acknowledged message stored once; one that was refused at most once.
    const stored = ((await server.db('chat_messages').select('text')) as { text: string | null }[])
      .map((r) => r.text ?? '')
      .filter((t) => t.startsWith('故障消息-'));
    const counts = new Map<string, number>();
    for (const t of stored) counts.set(t, (counts.get(t) ?? 0) + 1);
    expect(acknowledged.size).toBeGreaterThan(0);
    for (const text of acknowledged) expect(counts.get(text), text).toBe(1);
    for (const [text, n] of counts) {
      expect(n, text).toBe(1);
      expect(acknowledged.has(text) || answeredOtherwise.has(text), text).toBe(true);
    }
  }, 180_000);
});
