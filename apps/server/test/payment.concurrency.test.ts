import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { PaymentService } from '../src/modules/payments/paymentService.ts';
import type { AppServer } from '../src/server.ts';
import { addMember, databaseKinds, serverPerSuite } from './helpers.ts';
import { pendingOrderNotify } from './fixtures/pendingOrder.ts';
import { expiryOf, orderState, sandboxOf } from './paymentHelpers.ts';

const day = 86_400_000;
let serial = 0;

/** Another instance's payment service on the same database: its own memory of settled orders. */
function otherInstance(server: AppServer): PaymentService {
  const { db, bus, clock, logger, config } = server.app.core;
  return new PaymentService(
    db,
    server.services.account.repo,
    sandboxOf(server),
    bus,
    clock,
    logger,
    config,
  );
}

/** A pending 30-day order of the member, opened straight in the database, and its signed notify. */
async function pendingOrder(server: AppServer, userId: number) {
  serial += 1;
  const outTradeNo = `CSCONC${process.pid}${String(serial).padStart(4, '0')}`;
  const params = await pendingOrderNotify(
    server.services.payments.orders,
    sandboxOf(server),
    userId,
    outTradeNo,
  );
  return { outTradeNo, params };
}

/** The SQL a knex instance sends while `work` runs. */
async function queriesDuring(db: Knex, work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const record = (query: { sql: string }) => sent.push(query.sql);
  db.on('query', record);
  try {
    await work();
  } finally {
    db.off('query', record);
  }
  return sent;
}

describe.each(databaseKinds)('payment notifies applied concurrently on %s', (kind) => {
  const suite = serverPerSuite(kind, { realClock: true });

  it.each([
    ['without an inviter', false],
    ['with an inviter to reward', true],
  ])('pays once when copies arrive at once on two instances, %s', async (_, invited) => {
    const { server } = suite;
    const inviter = await addMember(server);
    const member = await addMember(server);
    if (invited)
      await server.db('users').where({ id: member.id }).update({ invited_by: inviter.id });
    const { outTradeNo, params } = await pendingOrder(server, member.id);
    const a = server.services.payments;
    const b = otherInstance(server);
    const before = Date.now();

    const outcomes = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).applyNotify(params)),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(15);

    expect((await orderState(server, outTradeNo)).status).toBe('paid');
    const expiry = (await expiryOf(server, member.id)) ?? 0;
    expect(expiry - before).toBeGreaterThanOrEqual(30 * day);
    expect(expiry - before).toBeLessThan(31 * day);
    const reward = await expiryOf(server, inviter.id);
    if (invited) {
      expect((reward ?? 0) - before).toBeGreaterThanOrEqual(7 * day);
      expect((reward ?? 0) - before).toBeLessThan(8 * day);
    } else expect(reward).toBeNull();
  });

  it('refuses a trade number another order was paid with and leaves order and member as they were', async () => {
    const { server } = suite;
    const payments = otherInstance(server);
    const first = await pendingOrder(server, (await addMember(server)).id);
    const member = await addMember(server);
    const second = await pendingOrder(server, member.id);
    expect(await payments.markPaid(first.outTradeNo, 'SBXTAKEN' + String(serial), 1)).toBe('paid');

    expect(await payments.markPaid(second.outTradeNo, 'SBXTAKEN' + String(serial), 1)).toBe(
      'trade_reused',
    );
    expect((await orderState(server, second.outTradeNo)).status).toBe('pending_payment');
    expect(await expiryOf(server, member.id)).toBeNull();
  });

  it('adds up every plan when one member’s orders are paid at once, none lost or doubled', async () => {
    const { server } = suite;
    const member = await addMember(server);
    const orders = await Promise.all(
      Array.from({ length: 4 }, () => pendingOrder(server, member.id)),
    );
    const a = server.services.payments;
    const b = otherInstance(server);
    const before = Date.now();

    const outcomes = await Promise.all(
      orders.flatMap(({ params }) => [a, b, a, b].map((instance) => instance.applyNotify(params))),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(4);
    const expiry = (await expiryOf(server, member.id)) ?? 0;
    expect(expiry - before).toBeGreaterThanOrEqual(4 * 30 * day);
    expect(expiry - before).toBeLessThan(4 * 30 * day + day);
  });

  it('extends from the stored expiry when it changed after the order was read', async () => {
    const { server } = suite;
    const member = await addMember(server);
    const { params } = await pendingOrder(server, member.id);
    const instance = otherInstance(server);
    // An admin's adjustment lands between the notify's read of the order and its write.
    const adjusted = new Date(Date.now() + 100 * day);
    const read = instance.orders.withPayer.bind(instance.orders);
    instance.orders.withPayer = async (outTradeNo) => {
      const found = await read(outTradeNo);
      await server.db('users').where({ id: member.id }).update({ vip_expiry: adjusted });
      return found;
    };

    expect(await instance.applyNotify(params)).toBe('paid');
    expect(await expiryOf(server, member.id)).toBe(adjusted.getTime() + 30 * day);
  });

  it('lets one copy in a process reach the database while the others wait for it', async () => {
    const { server } = suite;
    const member = await addMember(server);
    const { outTradeNo, params } = await pendingOrder(server, member.id);
    const instance = otherInstance(server);

    let outcomes: string[] = [];
    const sent = await queriesDuring(server.db, async () => {
      outcomes = await Promise.all(Array.from({ length: 10 }, () => instance.applyNotify(params)));
    });
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    const orderWrites = sent.filter((sql) => /^update [`"]orders[`"]/i.test(sql));
    expect(orderWrites).toHaveLength(1);
    expect((await orderState(server, outTradeNo)).status).toBe('paid');
  });

  it('renews a member who is VIP already with the write its expiry was read for, no lock read', async () => {
    const { server } = suite;
    const until = new Date(Date.now() + 12 * day + 345);
    const member = await addMember(server, { vipExpiry: until });
    const { params } = await pendingOrder(server, member.id);
    const instance = otherInstance(server);

    let outcome = '';
    const sent = await queriesDuring(server.db, async () => {
      outcome = await instance.applyNotify(params);
    });
    expect(outcome).toBe('paid');
    expect(await expiryOf(server, member.id)).toBe(until.getTime() + 30 * day);
    // The stored expiry compared equal to the one read: the member's row was not read again.
    expect(sent.filter((sql) => /for update/i.test(sql))).toEqual([]);
    expect(sent.filter((sql) => /^update/i.test(sql))).toHaveLength(kind === 'mariadb' ? 1 : 2);
  });
});
