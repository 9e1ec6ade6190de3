import { describe, expect, it } from 'vitest';
import { buildPath } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { loadConfig } from '../src/config.ts';
import { login, orderDetail, orders, refundList, refundProcess } from '../src/contract.ts';
import { migrateLatest, openDb, readInstant } from '../src/db/knex.ts';
import { demoMember, seedDemo } from '../src/db/seeds/demo.ts';
import {
  demoRefundedReason,
  demoRefundMember,
  seedDemoOrders,
} from '../src/db/seeds/demoOrders.ts';
import type { AppServer } from '../src/server.ts';
import { databaseKinds, freshDatabase, serverPerSuite, TestBrowser } from './helpers.ts';
import { adminBrowser, beijingDay, expiryOf } from './paymentHelpers.ts';

const day = 86_400_000;

interface OrderItem {
  id: number;
  create: string;
  date: string | null;
  orderNumber: string;
  total: string;
  status: string;
  paymentMethod: string;
  reason: string | null;
}

interface RequestItem {
  id: number;
  user: string;
  time: string;
  reason: string;
  contact_info: string;
  amount: string;
  refundall: boolean;
  out_trade_no: string;
  status: string;
}

/** Logs in with the README's password, as a visitor would. */
async function loggedIn(server: AppServer, phone: string): Promise<TestBrowser> {
  const browser = await TestBrowser.open(server);
  const answer = await browser.post(login.path, {
    username: phone,
    password: demoMember.password,
    windowId: 'demo-orders',
  });
  expect(answer.statusCode).toBe(200);
  return browser;
}

async function userId(server: AppServer, phone: string): Promise<number> {
  const row = (await server.db('users').select('id').where({ phone }).first()) as { id: number };
  return Number(row.id);
}

describe.each(databaseKinds)('demo orders seeded with SEED_DEMO on %s', (kind) => {
  const suite = serverPerSuite(kind, { env: { SEED_DEMO: 'true' } });

  it('gives the demo member a paid, a pending and a refunded order, newest first', async () => {
    const seededAt = suite.clock.now();
    const browser = await loggedIn(suite.server, demoMember.phone);
    const list = (await browser.get(orders.path)).result as { orders: OrderItem[] };
    expect(list.orders.map((o) => [o.status, o.total, o.paymentMethod])).toEqual([
      ['paid', '0.01', 'alipay'],
      ['pending_payment', '0.02', 'wxpay'],
      ['refund_succeeded', '0.01', 'wxpay'],
    ]);
    const [paid, pending, refunded] = list.orders;
    // Trade numbers as the payment flow makes them: CS + Beijing yyyyMMddHHmmss + 6 hex digits.
    for (const o of list.orders) expect(o.orderNumber).toMatch(/^CS\d{14}[0-9A-F]{6}$/);
    expect(paid?.date).toBe(seededAt.toISOString());
    expect(pending?.date).toBeNull();
    expect(refunded?.reason).toBe(demoRefundedReason);
    expect(Date.parse(refunded?.create ?? '')).toBeLessThan(seededAt.getTime() - 30 * day);

    // The paid order is the one behind the seeded membership: 30 days from its payment.
    const id = await userId(suite.server, demoMember.phone);
    expect(await expiryOf(suite.server, id)).toBe(seededAt.getTime() + 30 * day);
    const rows = (await suite.server.db('orders').where({ user_id: id }).orderBy('id')) as Array<{
      status: string;
      trade_no: string | null;
      refunded_cents: number;
    }>;
    expect(rows.map((r) => r.trade_no?.slice(0, 3) ?? null)).toEqual(['SBX', null, 'SBX']);
    expect(rows.map((r) => Number(r.refunded_cents))).toEqual([1, 0, 0]);
    const user = (await suite.server.db('users').where({ id }).first()) as { created_at: unknown };
    expect(readInstant(user.created_at)?.getTime()).toBeLessThan(
      Date.parse(refunded?.create ?? ''),
    );

    const detail = (
      await browser.get(buildPath(orderDetail.path, { out_trade_no: refunded?.orderNumber ?? '' }))
    ).result as { refunded: string; refunds: Array<{ status: string; contact_info: string }> };
    expect(detail.refunded).toBe('0.01');
    expect(detail.refunds).toMatchObject([{ status: 'approved', contact_info: demoMember.phone }]);
  });

  it('puts the second member’s full refund request on today’s Beijing date, and approving it works', async () => {
    const today = beijingDay(suite.clock.now());
    const admin = await adminBrowser(suite.server);
    const listed = (await admin.get(`${refundList.path}?date=${today}`)).result as {
      requests: RequestItem[];
    };
    expect(listed.requests).toHaveLength(1);
    const request = listed.requests[0];
    expect(request).toMatchObject({
      user: demoRefundMember.phone,
      time: suite.clock.now().toISOString(),
      reason: demoRefundMember.reason,
      contact_info: demoRefundMember.contact,
      amount: '0.01',
      refundall: true,
      status: 'pending',
    });

    const second = await loggedIn(suite.server, demoRefundMember.phone);
    const before = (await second.get(orders.path)).result as { orders: OrderItem[] };
    expect(before.orders.map((o) => [o.orderNumber, o.status])).toEqual([
      [request?.out_trade_no, 'pending_review'],
    ]);
    const secondId = await userId(suite.server, demoRefundMember.phone);
    const expiry = await expiryOf(suite.server, secondId);
    // Paid 40 days ago for 30 days: the membership has run out, so the member is not a VIP.
    expect(expiry).toBe(suite.clock.now().getTime() - 10 * day);

    const approved = await admin.post(refundProcess.path, {
      action: 'approve',
      refund_request_id: request?.id,
    });
    expect(approved.result).toEqual({
      success: true,
      message: messages.orders.refundApproved,
      refund_request_id: request?.id,
      status: 'approved',
    });
    const after = (await second.get(orders.path)).result as { orders: OrderItem[] };
    expect(after.orders.map((o) => o.status)).toEqual(['refund_succeeded']);
    expect(await expiryOf(suite.server, secondId)).toBe(expiry);
    const left = (await admin.get(`${refundList.path}?date=${today}`)).result as {
      requests: RequestItem[];
    };
    expect(left.requests).toEqual([]);
  });

  it('seeds once: not again, even after the orders were deleted', async () => {
    const config = suite.server.services.config;
    expect(await seedDemoOrders(suite.server.db, config, suite.clock.now())).toBe(false);
    await suite.server.db('orders').delete();
    expect(await seedDemoOrders(suite.server.db, config, suite.clock.now())).toBe(false);
    expect(await suite.server.db('orders')).toHaveLength(0);
    expect(await suite.server.db('refund_requests')).toHaveLength(0);
  });
});

describe.each(databaseKinds)('demo orders without the demo member on %s', (kind) => {
  it('seeds nothing once the demo member was deleted, and leaves a taken second phone alone', async () => {
    const fresh = await freshDatabase(kind);
    const config = loadConfig({ DATABASE_URL: fresh.url });
    const db = openDb(config.database);
    try {
      await migrateLatest(db);
      const now = new Date('2026-11-23T02:00:00.000Z');
      expect(await seedDemo(db, now)).toBe(true);
      await db('users').where({ phone: demoMember.phone }).delete();
      expect(await seedDemoOrders(db, config, now)).toBe(false);
      expect(await db('orders')).toHaveLength(0);
      expect(await db('users').where({ phone: demoRefundMember.phone })).toHaveLength(0);

      const otherFresh = await freshDatabase(kind);
      const other = openDb(loadConfig({ DATABASE_URL: otherFresh.url }).database);
      try {
        await migrateLatest(other);
        expect(await seedDemo(other, now)).toBe(true);
        await other('users').insert({
          phone: demoRefundMember.phone,
          password_hash: 'x',
          invite_code: 'TAKEN2345ABC',
          created_at: now,
        });
        expect(await seedDemoOrders(other, config, now)).toBe(true);
        const taken = await other('users').where({ phone: demoRefundMember.phone });
        expect(taken.map((u: { password_hash: string }) => u.password_hash)).toEqual(['x']);
        expect(await other('refund_requests').where({ status: 'pending' })).toHaveLength(0);
        expect(await other('orders')).toHaveLength(3);
      } finally {
        await other.destroy();
        await otherFresh.drop();
      }
    } finally {
      await db.destroy();
      await fresh.drop();
    }
  });
});
