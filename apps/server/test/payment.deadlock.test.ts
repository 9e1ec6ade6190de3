import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@coinsight/domain/messages';
import { notifyPath } from '../src/modules/payments/paymentService.ts';
import type { AppServer } from '../src/server.ts';
import { OwnMariaDb } from './faultsMariadb.ts';
import { addMember, serverPerSuite, testServer } from './helpers.ts';
import { pendingOrderNotify } from './fixtures/pendingOrder.ts';
import { expiryOf, orderState, sandboxOf } from './paymentHelpers.ts';

const day = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once a transaction on this test's database waits for a row lock. */
async function untilSomeoneWaits(db: Knex): Promise<void> {
  for (;;) {
    const [rows] = (await db.raw(
      `SELECT COUNT(*) AS waiting FROM information_schema.INNODB_TRX t
       JOIN information_schema.PROCESSLIST p ON p.ID = t.trx_mysql_thread_id
       WHERE t.trx_state = 'LOCK WAIT' AND p.DB = DATABASE()`,
    )) as [{ waiting: number }[]];
    if (Number(rows[0]?.waiting) > 0) return;
    // InnoDB refreshes what INNODB_TRX shows only after 0.1 s without a read of it.
    await sleep(150);
  }
}

let serial = 0;

/**
 * A member invited by another (so a paid order rewards the inviter, in a transaction) and a
 * pending order's notify.
 */
async function invitedMemberWithOrder(server: AppServer) {
  const inviter = await addMember(server);
  const member = await addMember(server);
  await server.db('users').where({ id: member.id }).update({ invited_by: inviter.id });
  serial += 1;
  const outTradeNo = `CSDEAD${process.pid}${String(serial).padStart(4, '0')}`;
  const params = await pendingOrderNotify(
    server.services.payments.orders,
    sandboxOf(server),
    member.id,
    outTradeNo,
  );
  return { inviter, member, outTradeNo, params };
}

const postNotify = (server: AppServer, params: Record<string, string>) =>
  server.inject({
    method: 'POST',
    url: notifyPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });

describe('a deadlock on the payment notify path, on MariaDB', () => {
  const suite = serverPerSuite('mariadb', { realClock: true });

  it('runs the payment again when the database picks it as the deadlock’s victim: success, paid once', async () => {
    const { server } = suite;
    const { inviter, member, outTradeNo, params } = await invitedMemberWithOrder(server);
    await server.db.schema.createTable('deadlock_ballast', (t) => {
      t.increments('id');
      t.string('filler', 32);
    });
    const failures: string[] = [];
    const recordFailure = (error: { code?: unknown }) => failures.push(String(error.code));
    server.db.on('query-error', recordFailure);
    const holder = await server.db.transaction();
    const before = Date.now();
    try {
      // InnoDB rolls back the lighter transaction of a cycle: these rows make it the notify's.
      await holder('deadlock_ballast').insert(
        Array.from({ length: 200 }, (_, i) => ({ filler: `row ${i}` })),
      );
      await holder('users').select('id').where({ id: inviter.id }).forUpdate();
      // The notify locks the order and the member, then waits for the inviter held here…
      const answer = postNotify(server, params);
      await untilSomeoneWaits(server.db);
      // …and asking for the member it holds closes the cycle.
      await holder('users').select('id').where({ id: member.id }).forUpdate();
      await holder.commit();

      const res = await answer;
      expect(failures).toContain('ER_LOCK_DEADLOCK');
      expect(res.statusCode).toBe(200);
      expect(res.payload).toBe('success');
    } finally {
      server.db.off('query-error', recordFailure);
      if (!holder.isCompleted()) await holder.rollback();
    }

    expect((await orderState(server, outTradeNo)).status).toBe('paid');
    const expiry = (await expiryOf(server, member.id)) ?? 0;
    expect(expiry - before).toBeGreaterThanOrEqual(30 * day);
    expect(expiry - before).toBeLessThan(31 * day);
    const reward = (await expiryOf(server, inviter.id)) ?? 0;
    expect(reward - before).toBeGreaterThanOrEqual(7 * day);
    expect(reward - before).toBeLessThan(8 * day);
    expect(await postNotify(server, params)).toMatchObject({ statusCode: 200, payload: 'success' });
    expect((await expiryOf(server, member.id)) ?? 0).toBe(expiry);
    // A deadline for a loaded machine, not a measure: the test waits on locks, never on a clock.
  }, 60_000);
});

/** The SQL error codes a knex instance meets while `work` runs. */
async function failuresDuring(db: Knex, work: () => Promise<unknown>): Promise<string[]> {
  const failures: string[] = [];
  const record = (error: { code?: unknown }) => failures.push(String(error.code));
  db.on('query-error', record);
  try {
    await work();
  } finally {
    db.off('query-error', record);
  }
  return failures;
}

describe('lock waits past every run, on a MariaDB of its own waiting 1 s for a lock', () => {
  let mariadb: OwnMariaDb | undefined;
  let server: AppServer | undefined;
  beforeAll(async () => {
    mariadb = await OwnMariaDb.create();
    // Global, so every connection the server opens waits 1 s instead of 50: the shared MariaDB
    // of the other suites must keep its default.
    const root = knex({ client: 'mysql2', connection: mariadb.url });
    try {
      await root.raw('SET GLOBAL innodb_lock_wait_timeout = 1');
    } finally {
      await root.destroy();
    }
    server = await testServer(mariadb.url);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await mariadb?.destroy();
  });

  it('answers 503 with the Chinese reason after its runs, leaves the order pending, and pays on the next copy', async () => {
    if (!server) throw new Error('no server');
    const app = server;
    const member = await addMember(app);
    const outTradeNo = `CSWAIT${process.pid}`;
    const params = await pendingOrderNotify(
      app.services.payments.orders,
      sandboxOf(app),
      member.id,
      outTradeNo,
    );
    const holder = await app.db.transaction();
    let res: Awaited<ReturnType<typeof postNotify>> | undefined;
    try {
      await holder('orders').select('id').where({ out_trade_no: outTradeNo }).forUpdate();
      const failures = await failuresDuring(app.db, async () => {
        res = await postNotify(app, params);
      });
      expect(failures.filter((code) => code === 'ER_LOCK_WAIT_TIMEOUT')).toHaveLength(3);
    } finally {
      await holder.rollback();
    }
    expect(res?.statusCode).toBe(503);
    expect(res?.headers['retry-after']).toBe('1');
    expect(JSON.parse(res?.payload ?? '{}')).toMatchObject({
      message: messages.http.databaseBusy,
      code: 'database_busy',
    });
    expect((await orderState(app, outTradeNo)).status).toBe('pending_payment');
    expect(await expiryOf(app, member.id)).toBeNull();

    expect(await postNotify(app, params)).toMatchObject({ statusCode: 200, payload: 'success' });
    expect((await orderState(app, outTradeNo)).status).toBe('paid');
  }, 60_000);
});
