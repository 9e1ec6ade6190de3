import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPath } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  adjustMembership,
  adminMe,
  adminOutbox,
  admins,
  auditLog,
  catalogue,
  changeAdminRole,
  createAdmin,
  dataStatus,
  endMemberSessions,
  freezeMember,
  homeAll,
  loginAdmin,
  logoutAdmin,
  member,
  members,
  passwordReset,
  refundList,
  refundProcess,
  refundRequest,
  renameCatalogueItem,
  reorderCatalogueGroup,
  statistics,
  unfreezeMember,
  uploadPrivate,
} from '../src/contract.ts';
import { adminAs, auditOf, expectRefusal, lastAudit } from './consoleKit.ts';
import { addMember, databaseKinds, loginAs, serverPerSuite, TestBrowser } from './helpers.ts';
import { openOrder, payingMember, sandboxOf } from './paymentHelpers.ts';

const m = messages.admin;

interface Account {
  id: number;
  username: string;
  role: string;
  role_label: string;
}

interface Group {
  id: number;
  mode: string;
  items: Array<{ id: number; title: string; position: number; thumbnail: string | null }>;
}

describe.each(databaseKinds)('admin roles, admins, catalogue and the audit log on %s', (kind) => {
  const suite = serverPerSuite(kind);

  describe('the role matrix', () => {
    it('refuses an operator (运营) membership changes, refund decisions and admin management with a Chinese reason', async () => {
      const operator = await adminAs(suite.server, 'operator');
      const target = await addMember(suite.server);
      const refusals: Array<[string, 'GET' | 'POST', object | undefined]> = [
        [buildPath(adjustMembership.path, { id: target.id }), 'POST', { days: 3, reason: '补偿' }],
        [buildPath(freezeMember.path, { id: target.id }), 'POST', { reason: '冻结' }],
        [buildPath(unfreezeMember.path, { id: target.id }), 'POST', { reason: '解冻' }],
        [buildPath(endMemberSessions.path, { id: target.id }), 'POST', { reason: '下线' }],
        [refundProcess.path, 'POST', { action: 'approve', refund_request_id: 1 }],
        [`${refundList.path}?date=2026-11-20&status=pending`, 'GET', undefined],
        [admins.path, 'GET', undefined],
        [
          createAdmin.path,
          'POST',
          { username: 'x1', password: 'Str0ng!Passw0rd', role: 'operator' },
        ],
        [buildPath(changeAdminRole.path, { id: operator.id }), 'POST', { role: 'superadmin' }],
      ];
      for (const [url, method, payload] of refusals) {
        const res = await operator.browser.request({
          method,
          url,
          ...(payload ? { payload } : {}),
        });
        expectRefusal(res, 403, m.roleForbidden);
        expect((res.result as { code: string }).code).toBe('role_forbidden');
      }
      const stored = await suite.server.services.account.repo.findUserById(target.id);
      expect(stored?.vipExpiry).toBeNull();
      expect(stored?.frozenAt).toBeNull();
    });

    it('refuses an operator (运营) the outbox, whose reset links would let them log in as a member', async () => {
      const target = await addMember(suite.server);
      await suite.server.services.account.repo.setEmail(target.id, 'takeover@example.com');
      const visitor = await TestBrowser.open(suite.server);
      const asked = await visitor.post(passwordReset.path, {
        username: target.phone,
        email: 'takeover@example.com',
        request_time: '2026-11-23T09:00:00.000Z',
      });
      expect(asked.statusCode, asked.payload).toBe(200);

      const operator = await adminAs(suite.server, 'operator');
      const refused = await operator.browser.get(adminOutbox.path);
      expectRefusal(refused, 403, m.roleForbidden);
      expect((refused.result as { code: string }).code).toBe('role_forbidden');
      expect(refused.payload).not.toContain('takeover@example.com');
      expect((await operator.browser.get(adminMe.path)).result).toMatchObject({
        permissions: expect.not.arrayContaining(['outbox.read']) as unknown,
      });

      const chief = await adminAs(suite.server, 'superadmin');
      const read = await chief.browser.get(adminOutbox.path);
      expect(read.statusCode, read.payload).toBe(200);
      expect((read.result as { mails: Array<{ to: string }> }).mails[0]?.to).toBe(
        'takeover@example.com',
      );
    });

    it('lets an operator read members, statistics, the home cards, the catalogue, the data status and the audit log', async () => {
      const operator = await adminAs(suite.server, 'operator');
      const target = await addMember(suite.server);
      for (const url of [
        `${members.path}?q=${target.phone}`,
        buildPath(member.path, { id: target.id }),
        `${statistics.path}?start=2026-01-01&end=2026-01-31`,
        homeAll.path,
        catalogue.path,
        dataStatus.path,
        auditLog.path,
      ]) {
        const res = await operator.browser.get(url);
        expect(res.statusCode, `${url}: ${res.payload}`).toBe(200);
      }
      const me = await operator.browser.get(adminMe.path);
      expect(me.result).toMatchObject({
        username: operator.username,
        role: 'operator',
        role_label: '运营',
      });
      expect((me.result as { permissions: string[] }).permissions).not.toContain('members.write');
    });

    it('answers 401 to a visitor and 403 to a member on the console', async () => {
      const visitor = await TestBrowser.open(suite.server);
      expect((await visitor.get(statistics.path)).statusCode).toBe(401);
      const target = await addMember(suite.server);
      const { cookie } = await loginAs(suite.server, target.id);
      const memberTab = await TestBrowser.open(suite.server);
      const eq = cookie.indexOf('=');
      memberTab.cookies.set(cookie.slice(0, eq), cookie.slice(eq + 1));
      expect((await memberTab.get(`${members.path}?q=13`)).statusCode).toBe(403);
      expect(
        (
          await memberTab.post(buildPath(adjustMembership.path, { id: target.id }), {
            days: 3,
            reason: '自己加',
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('admins', () => {
    it('creates an operator, lists it, promotes it, and audits both without the password', async () => {
      const chief = await adminAs(suite.server, 'superadmin');
      const username = `ops-${kind}-${process.pid}`;
      const created = await chief.browser.post(createAdmin.path, {
        username,
        password: 'Ops#Console2026',
        role: 'operator',
      });
      expect(created.statusCode, created.payload).toBe(200);
      const account = (created.result as { admin: Account }).admin;
      expect(account).toMatchObject({ username, role: 'operator', role_label: '运营' });

      const listed = (await chief.browser.get(admins.path)).result as { admins: Account[] };
      expect(listed.admins.find((a) => a.username === username)?.role).toBe('operator');

      // The new operator logs in with the password and is an operator.
      const tab = await TestBrowser.open(suite.server);
      await tab.post(loginAdmin.path, {
        username,
        password: 'Ops#Console2026',
        windowId: 'tab-ops-0001',
      });
      expect((await tab.get(adminMe.path)).result).toMatchObject({ role: 'operator' });
      expectRefusal(await tab.get(admins.path), 403, m.roleForbidden);

      const promoted = await chief.browser.post(
        buildPath(changeAdminRole.path, { id: account.id }),
        { role: 'superadmin' },
      );
      expect((promoted.result as { admin: Account }).admin.role_label).toBe('超级管理员');
      // The role counts from the operator's next request, on the session it already has.
      expect((await tab.get(admins.path)).statusCode).toBe(200);

      const creation = await lastAudit(chief.browser, 'admin.create', `admin:${account.id}`);
      expect(creation).toMatchObject({
        admin_username: chief.username,
        after: { username, role: 'operator' },
      });
      expect(JSON.stringify(creation)).not.toContain('Ops#Console2026');
      expect(await lastAudit(chief.browser, 'admin.role', `admin:${account.id}`)).toMatchObject({
        before: { role: 'operator' },
        after: { role: 'superadmin' },
      });
    });

    it('refuses a taken name, a weak password, an unknown role, its own role and an unknown admin', async () => {
      const chief = await adminAs(suite.server, 'superadmin');
      const body = { username: chief.username, password: 'Str0ng!Passw0rd', role: 'operator' };
      expectRefusal(await chief.browser.post(createAdmin.path, body), 409, m.adminExists);
      expectRefusal(
        await chief.browser.post(createAdmin.path, {
          ...body,
          username: 'new-one',
          password: 'aaaaaaaaaaaaaaaa',
        }),
        400,
        m.adminPasswordWeak,
      );
      expectRefusal(
        await chief.browser.post(createAdmin.path, { ...body, username: 'has space' }),
        400,
        m.adminNameInvalid,
      );
      expectRefusal(
        await chief.browser.post(createAdmin.path, { ...body, username: 'new-two', role: 'root' }),
        400,
        m.adminRoleInvalid,
      );
      expectRefusal(
        await chief.browser.post(buildPath(changeAdminRole.path, { id: chief.id }), {
          role: 'operator',
        }),
        409,
        m.ownRoleUnchangeable,
      );
      expectRefusal(
        await chief.browser.post(buildPath(changeAdminRole.path, { id: 99_999_999 }), {
          role: 'operator',
        }),
        404,
        m.adminNotFound,
      );
    });
  });

  describe('the indicator catalogue', () => {
    it('renames and reorders indicators, audited; bad orders and titles are refused', async () => {
      const operator = await adminAs(suite.server, 'operator');
      const groups = ((await operator.browser.get(catalogue.path)).result as { groups: Group[] })
        .groups;
      const group = groups.find((g) => g.mode === 'indicator' && g.items.length >= 2);
      if (!group) throw new Error('the seeded catalogue has a group of two indicators');
      const [first, second] = group.items;
      if (!first || !second) throw new Error('two items');

      const renamed = await operator.browser.post(
        buildPath(renameCatalogueItem.path, { id: first.id }),
        { title: ' 新的标题 ' },
      );
      expect((renamed.result as { item: { title: string } }).item.title).toBe('新的标题');
      expect(
        await lastAudit(operator.browser, 'catalogue.rename', `indicator:${first.id}`),
      ).toMatchObject({
        before: { title: first.title },
        after: { title: '新的标题' },
      });

      const order = [...group.items.map((i) => i.id)].reverse();
      const reordered = await operator.browser.post(
        buildPath(reorderCatalogueGroup.path, { id: group.id }),
        { item_ids: order },
      );
      expect(reordered.statusCode, reordered.payload).toBe(200);
      const after = (reordered.result as { group: Group }).group.items;
      expect(after.map((i) => i.id)).toEqual(order);
      expect(after.map((i) => i.position)).toEqual(order.map((_, i) => i + 1));

      expectRefusal(
        await operator.browser.post(buildPath(reorderCatalogueGroup.path, { id: group.id }), {
          item_ids: order.slice(1),
        }),
        400,
        m.catalogueOrderInvalid,
      );
      expectRefusal(
        await operator.browser.post(buildPath(reorderCatalogueGroup.path, { id: group.id }), {
          item_ids: [...order.slice(1), order[1]],
        }),
        400,
        m.catalogueOrderInvalid,
      );
      expectRefusal(
        await operator.browser.post(buildPath(renameCatalogueItem.path, { id: first.id }), {
          title: '  ',
        }),
        400,
        m.catalogueTitleInvalid,
      );
      expectRefusal(
        await operator.browser.post(buildPath(renameCatalogueItem.path, { id: 99_999_999 }), {
          title: '无',
        }),
        404,
        m.catalogueItemNotFound,
      );
    });

    it('audits a free thumbnail uploaded through upload_private, and lists it on the catalogue', async () => {
      const operator = await adminAs(suite.server, 'operator');
      const groups = ((await operator.browser.get(catalogue.path)).result as { groups: Group[] })
        .groups;
      const item = groups.find((g) => g.mode === 'indicator')?.items[0];
      if (!item) throw new Error('an indicator');
      const png = await sharp({
        create: { width: 8, height: 6, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer();
      const boundary = `----console${Date.now()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="chart.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="targetId"\r\n\r\n${item.id}` +
            `\r\n--${boundary}--\r\n`,
        ),
      ]);
      const res = await operator.browser.request({
        method: 'POST',
        url: uploadPrivate.path,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode, res.payload).toBe(200);
      const url = (res.result as { url: string }).url;
      expect(
        await lastAudit(operator.browser, 'catalogue.thumbnail', `indicator:${item.id}`),
      ).toMatchObject({
        before: { thumbnail: item.thumbnail },
        after: { thumbnail: url, bytes: png.length },
      });
      const listed = (
        (await operator.browser.get(catalogue.path)).result as { groups: Group[] }
      ).groups
        .flatMap((g) => g.items)
        .find((i) => i.id === item.id);
      expect(listed?.thumbnail).toBe(url);
    });
  });

  describe('actions of other areas in the audit log', () => {
    it('records the admin’s login and logout', async () => {
      const chief = await adminAs(suite.server, 'superadmin');
      const tab = await TestBrowser.open(suite.server);
      const loggedIn = await tab.post(loginAdmin.path, {
        username: chief.username,
        password: 'Console#Admin2026',
        windowId: 'tab-audit-001',
      });
      expect(loggedIn.result).toMatchObject({ state: 'success' });
      expect((await tab.post(logoutAdmin.path)).statusCode).toBe(200);
      const entries = (await auditOf(chief.browser, { admin: chief.username })).results;
      const login = entries.find((e) => e.action === 'admin.login');
      const logout = entries.find((e) => e.action === 'admin.logout');
      expect(login).toMatchObject({ target: `admin:${chief.id}`, action_label: '管理员登录' });
      expect(logout).toMatchObject({ target: `admin:${chief.id}` });
      // The pair names the same session, by a prefix that cannot be used as a cookie.
      expect((logout?.before as { session: string }).session).toBe(
        (login?.after as { session: string }).session,
      );
      expect((login?.after as { session: string }).session).toHaveLength(12);
    });

    it('records refund approvals and rejections with the order and membership before and after', async () => {
      const chief = await adminAs(suite.server, 'superadmin');
      const refundOf = async () => {
        const buyer = await payingMember(suite.server);
        const opened = (await openOrder(buyer.browser, { vip_duration: 30 })).result as {
          out_trade_no: string;
        };
        const params = sandboxOf(suite.server).notifyParams({
          outTradeNo: opened.out_trade_no,
          type: 'wxpay',
          name: 'VIP会员',
          money: '0.01',
          succeeded: true,
        });
        const paid = await suite.server.inject({
          method: 'GET',
          url: `/api/v1/payment/notify/?${new URLSearchParams(params).toString()}`,
        });
        expect(paid.payload).toBe('success');
        const asked = await buyer.browser.post(refundRequest.path, {
          out_trade_no: opened.out_trade_no,
          refundall: true,
          reason: '误购',
          contact_info: '13800000000',
        });
        expect(asked.statusCode, asked.payload).toBe(200);
        return {
          id: (asked.result as { refund_request_id: number }).refund_request_id,
          outTradeNo: opened.out_trade_no,
        };
      };
      const approved = await refundOf();
      const rejected = await refundOf();
      expect(
        (
          await chief.browser.post(refundProcess.path, {
            action: 'approve',
            refund_request_id: approved.id,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await chief.browser.post(refundProcess.path, {
            action: 'reject',
            refund_request_id: rejected.id,
            reason: '超过退款期限',
          })
        ).statusCode,
      ).toBe(200);
      const approval = await lastAudit(chief.browser, 'refund.approve', `refund:${approved.id}`);
      expect(approval).toMatchObject({
        admin_username: chief.username,
        before: { status: 'pending', order_status: 'pending_review', refunded: '0.00' },
        after: {
          status: 'approved',
          order_status: 'refund_succeeded',
          out_trade_no: approved.outTradeNo,
          amount: '0.01',
          refunded: '0.01',
        },
      });
      const before = (approval?.before as { vip_expiry: string }).vip_expiry;
      const after = (approval?.after as { vip_expiry: string }).vip_expiry;
      expect(Date.parse(after)).toBeLessThan(Date.parse(before));
      expect(
        await lastAudit(chief.browser, 'refund.reject', `refund:${rejected.id}`),
      ).toMatchObject({
        after: { status: 'rejected', order_status: 'refund_failed', reason: '超过退款期限' },
      });
    });
  });

  describe('reading the audit log', () => {
    it('filters by admin, action (exact or area.), Beijing day range, and pages newest first', async () => {
      const chief = await adminAs(suite.server, 'superadmin');
      const target = await addMember(suite.server);
      const adjust = buildPath(adjustMembership.path, { id: target.id });
      for (const days of [1, 2, 3]) {
        suite.clock.advance(1000);
        await chief.browser.post(adjust, { days, reason: `第${days}次` });
      }
      await chief.browser.post(buildPath(freezeMember.path, { id: target.id }), { reason: '冻结' });

      const mine = await auditOf(chief.browser, { admin: chief.username });
      expect(mine.total).toBe(4);
      expect(mine.results.map((r) => r.action)).toEqual([
        'member.freeze',
        'member.adjust',
        'member.adjust',
        'member.adjust',
      ]);
      expect(
        (await auditOf(chief.browser, { admin: chief.username, action: 'member.adjust' })).total,
      ).toBe(3);
      expect(
        (await auditOf(chief.browser, { admin: chief.username, action: 'member.' })).total,
      ).toBe(4);
      expect(
        (await auditOf(chief.browser, { admin: chief.username, action: 'refund.' })).total,
      ).toBe(0);

      const page = await auditOf(chief.browser, {
        admin: chief.username,
        action: 'member.adjust',
        offset: '1',
        limit: '1',
      });
      expect(page.total).toBe(3);
      expect(page.results.map((r) => (r.after as { days: number }).days)).toEqual([2]);

      const today = new Date(suite.clock.now().getTime() + 8 * 3_600_000)
        .toISOString()
        .slice(0, 10);
      expect(
        (await auditOf(chief.browser, { admin: chief.username, start: today, end: today })).total,
      ).toBe(4);
      expect(
        (
          await auditOf(chief.browser, {
            admin: chief.username,
            start: '2020-01-01',
            end: '2020-01-02',
          })
        ).total,
      ).toBe(0);

      expectRefusal(
        await chief.browser.get(`${auditLog.path}?action=drop%20table`),
        400,
        m.auditFilterInvalid,
      );
      expectRefusal(await chief.browser.get(`${auditLog.path}?limit=500`), 400, m.pageInvalid);
      expectRefusal(
        await chief.browser.get(`${auditLog.path}?start=2026-02-02&end=2026-02-01`),
        400,
        m.statisticsRangeInvalid,
      );
    });
  });
});
