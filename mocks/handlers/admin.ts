import {
  adminRoleLabels,
  adjustedExpiry,
  auditActionLabel,
  daysBetween,
  mayCall,
  permissionsOf,
  type AdminRole,
} from '@coinsight/domain/admin';
import {
  adjustMembership,
  adminMe,
  admins,
  auditLog,
  catalogue,
  changeAdminRole,
  createAdmin,
  dataSourceLabels,
  dataStatus,
  endMemberSessions,
  freezeMember,
  ingestRunStatus,
  adminSources,
  member,
  members,
  refreshSource,
  renameCatalogueItem,
  reorderCatalogueGroup,
  startIngest,
  statistics,
  unfreezeMember,
  type AdminAccount,
  type AnyEndpoint,
  type AuditEntryView,
  type CatalogueGroup,
  type IngestRun,
  type MemberPage,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { beijingDate } from '@coinsight/domain/time';
import { sourceStatuses } from '../fixtures/sources.ts';
import {
  adminAccounts,
  adminAuditStart,
  adminCatalogue,
  adminIngestDone,
  adminMemberPageOf,
  adminMembers,
} from '../fixtures/admin.ts';
import { fail, mock, notFound, type EndpointMock } from './define.ts';

const m = messages.admin;

let role: AdminRole = 'superadmin';
let pages = new Map<number, MemberPage>();
let accounts: AdminAccount[] = [];
let groups: CatalogueGroup[] = [];
let audit: AuditEntryView[] = [];
let run: IngestRun | null = null;

const clone = <T>(value: T): T => structuredClone(value);

/** The admin console's mock back to its fixtures, logged in as root (超级管理员). */
export function resetAdminMockState(): void {
  role = 'superadmin';
  pages = new Map(adminMembers.map((s) => [s.id, adminMemberPageOf(clone(s))]));
  accounts = clone(adminAccounts);
  groups = clone(adminCatalogue);
  audit = clone(adminAuditStart);
  run = clone(adminIngestDone);
}
resetAdminMockState();

/** Logs the mock in as an admin of this role (a story of what an 运营 sees). */
export function setAdminMockRole(next: AdminRole): void {
  role = next;
}

const me = () => accounts.find((a) => a.role === role) ?? accounts[0];
const now = () => new Date().toISOString();

/** As the server: a role without the endpoint's permission is refused before anything happens. */
const forbidden = (endpoint: AnyEndpoint) =>
  mayCall(role, endpoint.permission) ? null : fail(403, m.roleForbidden, 'role_forbidden');

function record(action: string, target: string, before: unknown, after: unknown): void {
  audit.unshift({
    id: (audit[0]?.id ?? 0) + 1,
    admin_id: me()?.id ?? null,
    admin_username: me()?.username ?? 'root',
    action,
    action_label: auditActionLabel(action),
    target,
    before,
    after,
    created_at: now(),
  });
}

function statisticsOf(start: string, end: string) {
  const days = daysBetween(start, end).map((date, i) => ({
    date,
    registrations: (i * 5 + date.charCodeAt(9)) % 9,
    paid_orders: i % 3,
    revenue: ((i % 3) * 30).toFixed(2),
  }));
  const revenue = days.reduce((sum, d) => sum + Number(d.revenue), 0);
  const paid = days.reduce((sum, d) => sum + d.paid_orders, 0);
  return {
    start,
    end,
    totals: {
      users: 1280,
      vips: [...pages.values()].filter((p) => p.member.is_vip).length + 300,
      registrations: days.reduce((sum, d) => sum + d.registrations, 0),
      revenue: revenue.toFixed(2),
      paid_orders: paid,
      pending_orders: 2,
      refunded_orders: 1,
      refunds_waiting: 3,
    },
    days,
    plans: [
      { days: 30, name: '月度会员', paid_orders: paid, revenue: revenue.toFixed(2) },
      { days: 90, name: '季度会员', paid_orders: 0, revenue: '0.00' },
      { days: 365, name: '年度会员', paid_orders: 0, revenue: '0.00' },
    ],
    generated_at: now(),
  };
}

function pageOf(id: number) {
  return pages.get(id) ?? notFound(m.memberNotFound);
}

/** The admin console's endpoint mocks (issue 17). */
export const mocks: EndpointMock[] = [
  mock(adminMe, {}, () => {
    const admin = me();
    if (!admin) return fail(401, messages.account.sessionEnded);
    return {
      id: admin.id,
      username: admin.username,
      role,
      role_label: adminRoleLabels[role],
      permissions: [...permissionsOf(role)],
    };
  }),
  mock(statistics, { query: { start: '2026-11-01', end: '2026-11-20' } }, ({ query }) => {
    return forbidden(statistics) ?? statisticsOf(query.start, query.end);
  }),
  mock(members, { query: { q: '138' } }, ({ query }) => {
    const q = query.q.toLowerCase();
    const results = [...pages.values()]
      .map((p) => p.member)
      .filter((s) => s.phone.startsWith(q) || s.invite_code.toLowerCase() === q)
      .sort((a, b) => b.registered_at.localeCompare(a.registered_at))
      .slice(0, 20);
    return forbidden(members) ?? { results };
  }),
  mock(member, { params: { id: 42 } }, ({ params }) => forbidden(member) ?? pageOf(params.id)),
  mock(
    adjustMembership,
    { params: { id: 42 }, body: { days: 30, reason: '补偿服务中断' } },
    ({ params, body }) => {
      const refusal = forbidden(adjustMembership);
      if (refusal) return refusal;
      const page = pageOf(params.id);
      if (!('member' in page)) return page;
      const at = new Date();
      const before = page.member.vip_expiry;
      const after = adjustedExpiry(before ? new Date(before) : null, body.days, at).toISOString();
      page.member = { ...page.member, vip_expiry: after, is_vip: Date.parse(after) > at.getTime() };
      page.membership_history.unshift({
        at: at.toISOString(),
        kind: 'adjustment',
        days: body.days,
        out_trade_no: null,
        expiry_before: before,
        expiry_after: after,
        reason: body.reason,
        admin: me()?.username ?? null,
      });
      record(
        'member.adjust',
        `user:${params.id}`,
        { vip_expiry: before },
        {
          vip_expiry: after,
          days: body.days,
          reason: body.reason,
        },
      );
      return { member: page.member, expiry_before: before };
    },
  ),
  mock(freezeMember, { params: { id: 42 }, body: { reason: '盗号风险' } }, ({ params, body }) => {
    const refusal = forbidden(freezeMember);
    if (refusal) return refusal;
    const page = pageOf(params.id);
    if (!('member' in page)) return page;
    if (page.member.frozen_at) return fail(409, m.memberAlreadyFrozen);
    const ended = page.open_sessions;
    page.member = { ...page.member, frozen_at: now() };
    page.open_sessions = 0;
    record(
      'member.freeze',
      `user:${params.id}`,
      { frozen_at: null },
      {
        frozen_at: page.member.frozen_at,
        reason: body.reason,
      },
    );
    return { member: page.member, ended_sessions: ended };
  }),
  mock(unfreezeMember, { params: { id: 7 }, body: { reason: '核实身份' } }, ({ params, body }) => {
    const refusal = forbidden(unfreezeMember);
    if (refusal) return refusal;
    const page = pageOf(params.id);
    if (!('member' in page)) return page;
    if (!page.member.frozen_at) return fail(409, m.memberNotFrozen);
    const before = page.member.frozen_at;
    page.member = { ...page.member, frozen_at: null };
    record(
      'member.unfreeze',
      `user:${params.id}`,
      { frozen_at: before },
      {
        frozen_at: null,
        reason: body.reason,
      },
    );
    return { member: page.member };
  }),
  mock(
    endMemberSessions,
    { params: { id: 42 }, body: { reason: '账号异常' } },
    ({ params, body }) => {
      const refusal = forbidden(endMemberSessions);
      if (refusal) return refusal;
      const page = pageOf(params.id);
      if (!('member' in page)) return page;
      const ended = page.open_sessions;
      page.open_sessions = 0;
      record('member.endSessions', `user:${params.id}`, null, { ended, reason: body.reason });
      return { ended_sessions: ended };
    },
  ),
  mock(admins, {}, () => forbidden(admins) ?? { admins: accounts }),
  mock(
    createAdmin,
    { body: { username: 'ops02', password: 'Str0ng!Passw0rd', role: 'operator' } },
    ({ body }) => {
      const refusal = forbidden(createAdmin);
      if (refusal) return refusal;
      if (accounts.some((a) => a.username === body.username)) return fail(409, m.adminExists);
      const admin: AdminAccount = {
        id: Math.max(...accounts.map((a) => a.id)) + 1,
        username: body.username,
        role: body.role,
        role_label: adminRoleLabels[body.role],
        created_at: now(),
        last_login: null,
      };
      accounts = [...accounts, admin].sort((a, b) => a.username.localeCompare(b.username));
      record('admin.create', `admin:${admin.id}`, null, {
        username: admin.username,
        role: admin.role,
      });
      return { admin };
    },
  ),
  mock(changeAdminRole, { params: { id: 2 }, body: { role: 'superadmin' } }, ({ params, body }) => {
    const refusal = forbidden(changeAdminRole);
    if (refusal) return refusal;
    const admin = accounts.find((a) => a.id === params.id);
    if (!admin) return notFound(m.adminNotFound);
    if (admin.id === me()?.id) return fail(409, m.ownRoleUnchangeable);
    const before = admin.role;
    admin.role = body.role;
    admin.role_label = adminRoleLabels[body.role];
    record('admin.role', `admin:${admin.id}`, { role: before }, { role: body.role });
    return { admin };
  }),
  mock(catalogue, {}, () => forbidden(catalogue) ?? { groups }),
  mock(
    renameCatalogueItem,
    { params: { id: 5 }, body: { title: '未实现净盈亏（NUPL）' } },
    ({ params, body }) => {
      const item = groups.flatMap((g) => g.items).find((i) => i.id === params.id);
      if (!item) return notFound(m.catalogueItemNotFound);
      const before = item.title;
      item.title = body.title;
      record('catalogue.rename', `indicator:${item.id}`, { title: before }, { title: body.title });
      return { item };
    },
  ),
  mock(
    reorderCatalogueGroup,
    { params: { id: 1 }, body: { item_ids: [6, 5, 7] } },
    ({ params, body }) => {
      const group = groups.find((g) => g.id === params.id);
      if (!group) return notFound(m.catalogueGroupNotFound);
      const ids = group.items.map((i) => i.id);
      const same =
        body.item_ids.length === ids.length &&
        new Set(body.item_ids).size === ids.length &&
        body.item_ids.every((id) => ids.includes(id));
      if (!same) return fail(400, m.catalogueOrderInvalid);
      group.items = body.item_ids.map((id, position) => ({
        ...(group.items.find((i) => i.id === id) as (typeof group.items)[number]),
        position,
      }));
      record(
        'catalogue.reorder',
        `group:${group.id}`,
        { item_ids: ids },
        { item_ids: body.item_ids },
      );
      return { group };
    },
  ),
  mock(dataStatus, {}, () => ({
    sources: (Object.keys(dataSourceLabels) as (keyof typeof dataSourceLabels)[]).map((source) => ({
      source,
      label: dataSourceLabels[source],
      last_day: source === 'news' ? beijingDate(Date.now()) : '2026-11-19',
      rows: source === 'btc' ? 5800 : source === 'fred' ? 48210 : 320,
    })),
    run,
  })),
  mock(startIngest, { body: { source: 'btc' } }, ({ body }) => {
    if (run?.state === 'running') return fail(409, m.ingestRunning);
    run = {
      id: (run?.id ?? 0) + 1,
      source: body.source,
      state: 'running',
      progress: 0,
      rows: 0,
      message: `正在导入${dataSourceLabels[body.source]}`,
      admin: me()?.username ?? 'root',
      started_at: now(),
      finished_at: null,
    };
    record('data.ingest', `source:${body.source}`, null, { source: body.source });
    return { run };
  }),
  // Each poll moves a running import a quarter on, so a story or a test sees it progress and end.
  mock(ingestRunStatus, { params: { id: 1 } }, ({ params }) => {
    if (!run || run.id !== params.id) return notFound(m.ingestRunNotFound);
    if (run.state === 'running') {
      const progress = Math.min(1, run.progress + 0.25);
      run = {
        ...run,
        progress,
        rows: run.rows + 40,
        ...(progress >= 1
          ? { state: 'done' as const, message: '导入完成', finished_at: now() }
          : {}),
      };
    }
    return { run };
  }),
  mock(adminSources, {}, () => ({ sources: sourceStatuses(), generated_at: now() })),
  mock(refreshSource, { params: { source: 'btc' } }, ({ params }) => {
    const status = sourceStatuses().find((s) => s.source === params.source);
    if (!status) return notFound(m.sourceNotFound);
    record('data.refresh', `source:${params.source}`, null, { source: params.source });
    return { source: { ...status, running: true } };
  }),
  mock(auditLog, { query: { action: 'member.' } }, ({ query }) => {
    const refusal = forbidden(auditLog);
    if (refusal) return refusal;
    const matching = audit.filter((entry) => {
      const day = beijingDate(entry.created_at);
      return (
        (!query.admin || entry.admin_username === query.admin) &&
        (!query.action ||
          (query.action.endsWith('.')
            ? entry.action.startsWith(query.action)
            : entry.action === query.action)) &&
        (!query.start || day >= query.start) &&
        (!query.end || day <= query.end)
      );
    });
    return {
      results: matching.slice(query.offset, query.offset + query.limit),
      total: matching.length,
    };
  }),
];
