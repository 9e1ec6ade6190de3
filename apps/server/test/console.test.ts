import { describe, expect, it } from 'vitest';
import { buildPath } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  adjustMembership,
  endMemberSessions,
  freezeMember,
  getRecoveryEmail,
  getUsername,
  homeAll,
  login,
  member,
  members,
  statistics,
  unfreezeMember,
} from '../src/contract.ts';
import { adminAs, expectRefusal, lastAudit } from './consoleKit.ts';
import {
  databaseKinds,
  fixtureHash,
  registerMember,
  serverPerSuite,
  TestBrowser,
} from './helpers.ts';

const m = messages.admin;
const day = 86_400_000;

interface Summary {
  id: number;
  phone: string;
  invite_code: string;
  vip_expiry: string | null;
  is_vip: boolean;
  frozen_at: string | null;
}

describe.each(databaseKinds)('the admin console on %s', (kind) => {
  const suite = serverPerSuite(kind, { env: { CAPTCHA_RATE_LIMIT: '1000' } });
  const db = () => suite.server.services.db;

  let phoneSerial = 0;
  /** A member stored as registration would, with the instant and inviter the test needs. */
  async function storedMember(
    createdAt: Date,
    fields: { invitedBy?: number; vipExpiry?: Date | null } = {},
  ) {
    phoneSerial += 1;
    const phone = `186${String(process.pid % 10000).padStart(4, '0')}${String(phoneSerial).padStart(4, '0')}`;
    const inviteCode = `CONSOLE${String(phoneSerial).padStart(5, '0')}`;
    const id = await suite.server.services.account.repo.insertUser({
      phone,
      passwordHash: await fixtureHash('Member#2026pw'),
      inviteCode,
      vipExpiry: fields.vipExpiry ?? null,
      createdAt,
      invitedBy: fields.invitedBy ?? null,
    });
    return { id, phone, inviteCode };
  }

  let orderSerial = 0;
  async function storedOrder(
    userId: number,
    fields: {
      days: 30 | 90 | 365;
      cents: number;
      status: string;
      createdAt: Date;
      paidAt?: Date | null;
      refundedCents?: number;
    },
  ): Promise<string> {
    orderSerial += 1;
    const outTradeNo = `CSTEST${kind}${String(orderSerial).padStart(6, '0')}`;
    await db()('orders').insert({
      out_trade_no: outTradeNo,
      user_id: userId,
      vip_duration: fields.days,
      amount_cents: fields.cents,
      pay_type: 'wxpay',
      status: fields.status,
      refunded_cents: fields.refundedCents ?? 0,
      created_at: fields.createdAt,
      paid_at: fields.paidAt ?? null,
    });
    return outTradeNo;
  }

  describe('statistics', () => {
    it('counts registrations, paid orders and revenue per Beijing day and per plan over the range', async () => {
      const admin = await adminAs(suite.server, 'operator');
      // 2025-03-01 23:59 in Beijing is 15:59 UTC; a minute later is already 2 March in Beijing.
      const lateFirst = new Date('2025-03-01T15:59:00.000Z');
      const earlySecond = new Date('2025-03-01T16:00:00.000Z');
      const a = await storedMember(lateFirst);
      const b = await storedMember(earlySecond);
      await storedMember(new Date('2025-03-03T16:00:00.000Z')); // 4 March: outside the range
      await storedOrder(a.id, {
        days: 30,
        cents: 1990,
        status: 'paid',
        createdAt: lateFirst,
        paidAt: lateFirst,
      });
      await storedOrder(b.id, {
        days: 365,
        cents: 19900,
        status: 'refund_succeeded',
        createdAt: earlySecond,
        paidAt: earlySecond,
        refundedCents: 4900,
      });
      await storedOrder(b.id, {
        days: 90,
        cents: 5000,
        status: 'pending_payment',
        createdAt: earlySecond,
      });

      const res = await admin.browser.get(`${statistics.path}?start=2025-03-01&end=2025-03-03`);
      expect(res.statusCode, res.payload).toBe(200);
      const body = res.result as {
        totals: Record<string, unknown>;
        days: unknown[];
        plans: unknown[];
      };
      expect(body.days).toEqual([
        { date: '2025-03-01', registrations: 1, paid_orders: 1, revenue: '19.90' },
        { date: '2025-03-02', registrations: 1, paid_orders: 1, revenue: '150.00' },
        { date: '2025-03-03', registrations: 0, paid_orders: 0, revenue: '0.00' },
      ]);
      expect(body.plans).toEqual([
        { days: 30, name: '月度', paid_orders: 1, revenue: '19.90' },
        { days: 90, name: '季度', paid_orders: 0, revenue: '0.00' },
        { days: 365, name: '年度', paid_orders: 1, revenue: '150.00' },
      ]);
      expect(body.totals).toMatchObject({
        registrations: 2,
        revenue: '169.90',
        paid_orders: 2,
        pending_orders: 1,
        refunded_orders: 1,
      });
      expect(body.totals.users).toBeGreaterThanOrEqual(2);
    });

    it('refuses a reversed or too long range and a bad date with a Chinese reason', async () => {
      const admin = await adminAs(suite.server, 'operator');
      expectRefusal(
        await admin.browser.get(`${statistics.path}?start=2025-03-02&end=2025-03-01`),
        400,
        m.statisticsRangeInvalid,
      );
      expectRefusal(
        await admin.browser.get(`${statistics.path}?start=2024-01-01&end=2025-03-01`),
        400,
        m.statisticsRangeTooLong,
      );
      expectRefusal(
        await admin.browser.get(`${statistics.path}?start=2025-02-30&end=2025-03-01`),
        400,
        m.dateInvalid,
      );
    });

    it('serves the dashboard home cards (market.homeAll) from the stored members, orders and refunds', async () => {
      const admin = await adminAs(suite.server, 'operator');
      const before = (await admin.browser.get(homeAll.path)).result as {
        showlist: Array<{ key: string; value: string }>;
      };
      const value = (list: typeof before, key: string) =>
        list.showlist.find((c) => c.key === key)?.value;
      const now = suite.clock.now();
      const buyer = await storedMember(now, { vipExpiry: new Date(now.getTime() + 30 * day) });
      await storedOrder(buyer.id, {
        days: 30,
        cents: 1234,
        status: 'paid',
        createdAt: now,
        paidAt: now,
      });
      const res = await admin.browser.get(homeAll.path);
      expect(res.statusCode).toBe(200);
      const after = res.result as typeof before;
      expect(after.showlist.map((c) => c.key)).toEqual([
        'members',
        'vips',
        'newMembersToday',
        'orders',
        'paidOrdersToday',
        'revenue',
        'revenueToday',
        'pendingRefunds',
      ]);
      expect(Number(value(after, 'members'))).toBe(Number(value(before, 'members')) + 1);
      expect(Number(value(after, 'vips'))).toBe(Number(value(before, 'vips')) + 1);
      expect(Number(value(after, 'newMembersToday'))).toBe(
        Number(value(before, 'newMembersToday')) + 1,
      );
      expect(Number(value(after, 'paidOrdersToday'))).toBe(
        Number(value(before, 'paidOrdersToday')) + 1,
      );
      expect(Number(value(after, 'revenueToday'))).toBeCloseTo(
        Number(value(before, 'revenueToday')) + 12.34,
        2,
      );
    });
  });

  describe('members', () => {
    it('finds a member by the start of the phone or the invite code, and shows the member page', async () => {
      const admin = await adminAs(suite.server, 'operator');
      const now = suite.clock.now();
      const inviter = await storedMember(new Date(now.getTime() - 10 * day));
      const invited = await storedMember(new Date(now.getTime() - 5 * day), {
        invitedBy: inviter.id,
      });
      const paid = await storedOrder(invited.id, {
        days: 90,
        cents: 2000,
        status: 'paid',
        createdAt: new Date(now.getTime() - 4 * day),
        paidAt: new Date(now.getTime() - 4 * day),
      });

      const byPhone = await admin.browser.get(`${members.path}?q=${invited.phone.slice(0, 9)}`);
      expect(byPhone.statusCode).toBe(200);
      expect((byPhone.result as { results: Summary[] }).results.map((r) => r.phone)).toContain(
        invited.phone,
      );
      const byCode = await admin.browser.get(
        `${members.path}?q=${inviter.inviteCode.toLowerCase()}`,
      );
      expect((byCode.result as { results: Summary[] }).results.map((r) => r.id)).toEqual([
        inviter.id,
      ]);
      expectRefusal(await admin.browser.get(`${members.path}?q=%20`), 400, m.memberQueryRequired);
      expectRefusal(await admin.browser.get(`${members.path}?q=13%25`), 400, m.memberQueryInvalid);

      const page = await admin.browser.get(buildPath(member.path, { id: invited.id }));
      expect(page.statusCode, page.payload).toBe(200);
      expect(page.result).toMatchObject({
        member: { id: invited.id, phone: invited.phone, frozen_at: null },
        inviter: { id: inviter.id, phone: inviter.phone },
        invitees: [],
        orders: [{ out_trade_no: paid, days: 90, total: '20.00', status: 'paid' }],
        membership_history: [{ kind: 'purchase', days: 90, out_trade_no: paid }],
        open_sessions: 0,
      });
      const inviterPage = await admin.browser.get(buildPath(member.path, { id: inviter.id }));
      expect((inviterPage.result as { invitees: Array<{ id: number }> }).invitees).toEqual([
        expect.objectContaining({ id: invited.id, phone: invited.phone }),
      ]);
      expectRefusal(
        await admin.browser.get(buildPath(member.path, { id: 99_999_999 })),
        404,
        m.memberNotFound,
      );
    });

    it('adds and removes days with a reason, lists them in the history and the audit log with before and after', async () => {
      const admin = await adminAs(suite.server, 'superadmin');
      const now = suite.clock.now();
      const expiry = new Date(now.getTime() + 10 * day);
      const target = await storedMember(now, { vipExpiry: expiry });
      const url = buildPath(adjustMembership.path, { id: target.id });

      const added = await admin.browser.post(url, { days: 30, reason: '活动补偿' });
      expect(added.statusCode, added.payload).toBe(200);
      const longer = new Date(expiry.getTime() + 30 * day).toISOString();
      expect(added.result).toMatchObject({
        member: { id: target.id, vip_expiry: longer, is_vip: true },
        expiry_before: expiry.toISOString(),
      });
      const entry = await lastAudit(admin.browser, 'member.adjust', `user:${target.id}`);
      expect(entry).toMatchObject({
        admin_username: admin.username,
        action_label: '调整会员天数',
        before: { phone: target.phone, vip_expiry: expiry.toISOString() },
        after: { vip_expiry: longer, days: 30, reason: '活动补偿' },
      });

      suite.clock.advance(60_000);
      const later = suite.clock.now();
      const removed = await admin.browser.post(url, { days: -100, reason: '误操作更正' });
      expect((removed.result as { member: Summary }).member).toMatchObject({
        vip_expiry: later.toISOString(),
        is_vip: false,
      });

      const page = await admin.browser.get(buildPath(member.path, { id: target.id }));
      expect((page.result as { membership_history: unknown[] }).membership_history).toEqual([
        expect.objectContaining({ kind: 'adjustment', days: -100, reason: '误操作更正' }),
        expect.objectContaining({
          kind: 'adjustment',
          days: 30,
          reason: '活动补偿',
          admin: admin.username,
          expiry_before: expiry.toISOString(),
          expiry_after: longer,
        }),
      ]);
    });

    it('refuses bad adjustments with a Chinese reason and changes nothing', async () => {
      const admin = await adminAs(suite.server, 'superadmin');
      const target = await storedMember(suite.clock.now());
      const url = buildPath(adjustMembership.path, { id: target.id });
      expectRefusal(
        await admin.browser.post(url, { days: 0, reason: '无' }),
        400,
        m.adjustDaysInvalid,
      );
      expectRefusal(
        await admin.browser.post(url, { days: 1.5, reason: '无' }),
        400,
        m.adjustDaysInvalid,
      );
      expectRefusal(await admin.browser.post(url, { days: 3 }), 400, m.reasonRequired);
      expectRefusal(
        await admin.browser.post(url, { days: 3, reason: '  ' }),
        400,
        m.reasonRequired,
      );
      expectRefusal(
        await admin.browser.post(buildPath(adjustMembership.path, { id: 99_999_999 }), {
          days: 3,
          reason: '补偿',
        }),
        404,
        m.memberNotFound,
      );
      const stored = await suite.server.services.account.repo.findUserById(target.id);
      expect(stored?.vipExpiry).toBeNull();
      expect(await lastAudit(admin.browser, 'member.adjust', `user:${target.id}`)).toBeUndefined();
    });

    it('freezes a member: the open session ends, login is refused with a reason, unfreezing lets it in again', async () => {
      const admin = await adminAs(suite.server, 'superadmin');
      const registered = await registerMember(suite.server, suite.clock);
      const tab = await TestBrowser.open(suite.server);
      const loginBody = {
        username: registered.phone,
        password: registered.password,
        windowId: 'tab-frozen-01',
      };
      expect((await tab.post(login.path, loginBody)).result).toMatchObject({ state: 'success' });
      expect((await tab.get(getUsername.path)).result).toMatchObject({
        username: registered.phone,
      });

      const freeze = buildPath(freezeMember.path, { id: registered.id });
      const frozen = await admin.browser.post(freeze, { reason: '异常交易' });
      expect(frozen.statusCode, frozen.payload).toBe(200);
      expect(frozen.result).toMatchObject({ ended_sessions: 1, member: { id: registered.id } });
      expect((frozen.result as { member: Summary }).member.frozen_at).not.toBeNull();
      // The tab's session is over: the member routes see no one.
      expect((await tab.get(getRecoveryEmail.path)).statusCode).toBe(401);
      const again = await TestBrowser.open(suite.server);
      expectRefusal(await again.post(login.path, loginBody), 403, m.memberFrozen);
      expectRefusal(
        await admin.browser.post(freeze, { reason: '再次' }),
        409,
        m.memberAlreadyFrozen,
      );
      expect(
        await lastAudit(admin.browser, 'member.freeze', `user:${registered.id}`),
      ).toMatchObject({
        before: { frozen_at: null },
        after: { ended_sessions: 1, reason: '异常交易' },
      });

      const unfreeze = buildPath(unfreezeMember.path, { id: registered.id });
      const thawed = await admin.browser.post(unfreeze, { reason: '核实无误' });
      expect(thawed.statusCode).toBe(200);
      expect((thawed.result as { member: Summary }).member.frozen_at).toBeNull();
      expect((await again.post(login.path, loginBody)).result).toMatchObject({
        state: 'success',
      });
      expectRefusal(await admin.browser.post(unfreeze, { reason: '再次' }), 409, m.memberNotFrozen);
      expect(
        await lastAudit(admin.browser, 'member.unfreeze', `user:${registered.id}`),
      ).toMatchObject({ after: { frozen_at: null, reason: '核实无误' } });
    });

    it('ends every open session of a member, audited with the count', async () => {
      const admin = await adminAs(suite.server, 'superadmin');
      const registered = await registerMember(suite.server, suite.clock);
      const tab = await TestBrowser.open(suite.server);
      await tab.post(login.path, {
        username: registered.phone,
        password: registered.password,
        windowId: 'tab-ended-001',
      });
      const url = buildPath(endMemberSessions.path, { id: registered.id });
      const ended = await admin.browser.post(url, { reason: '账号被盗风险' });
      expect(ended.result).toEqual({ ended_sessions: 1 });
      expect((await tab.get(getRecoveryEmail.path)).statusCode).toBe(401);
      expect(
        await lastAudit(admin.browser, 'member.endSessions', `user:${registered.id}`),
      ).toMatchObject({
        before: { open_sessions: 1 },
        after: { open_sessions: 0, reason: '账号被盗风险' },
      });
      expectRefusal(await admin.browser.post(url, {}), 400, m.reasonRequired);
    });
  });
});
