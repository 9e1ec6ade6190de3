// The admin console (issue 17): statistics, members, admins and roles, the indicator catalogue and data status, the audit log.
import { z } from 'zod';
import { adminPermissions, adminRoles, maxAdjustDays } from '../admin/index.ts';
import { messages } from '../messages/index.ts';
import { defineEndpoint } from './endpoint.ts';
import { yuan } from './membership.ts';
import { orderStatus } from './orders.ts';
import { sourceKeys, sourceStatus } from './sources.ts';

const m = messages.admin;

const roleNote =
  'Roles: every admin endpoint answers 401 without the admin login and 403 for a member; past that, ' +
  'an endpoint whose declared permission the admin’s role lacks (or that declares none) ' +
  `answers 403 with ${m.roleForbidden} (code role_forbidden).`;

const instant = z.iso.datetime();
const day = z.iso.date({ error: m.dateInvalid });
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** Why the admin acted: required, trimmed, 1 to 200 characters; kept in the audit log. */
export const adminReason = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(1, m.reasonRequired)
  .max(200, m.reasonTooLong);

export const adminRole = z.enum(adminRoles, { error: m.adminRoleInvalid });

/** The logged-in admin: name, role and what the role allows (the dashboard hides what it may not do). */
export const adminMe = defineEndpoint(() => ({
  id: 'admin.me',
  method: 'GET',
  path: '/api/v1/admin/me/',
  summary: 'The logged-in admin with its role and permissions',
  description: `role is operator (运营) or superadmin (超级管理员); role_label the Chinese name. ${roleNote}`,
  role: 'admin',
  permission: 'anyAdmin',
  response: z.object({
    id: z.number().int().positive(),
    username: z.string(),
    role: adminRole,
    role_label: z.string(),
    permissions: z.array(z.enum(adminPermissions)),
  }),
}));

// ---------------------------------------------------------------- statistics

/** One Beijing day of the statistics. */
export const statisticsDay = z.object({
  date: day,
  /** Members who registered that day. */
  registrations: z.number().int().nonnegative(),
  /** Orders paid that day. */
  paid_orders: z.number().int().nonnegative(),
  /** Yuan paid that day, net of what was refunded on those orders since. */
  revenue: yuan,
});
export type StatisticsDay = z.infer<typeof statisticsDay>;

/** One plan's share of the range. */
export const statisticsPlan = z.object({
  days: z.number().int().positive(),
  /** 月度 / 季度 / 年度. */
  name: z.string(),
  paid_orders: z.number().int().nonnegative(),
  revenue: yuan,
});
export type StatisticsPlan = z.infer<typeof statisticsPlan>;

export const statisticsBody = z.object({
  start: day,
  end: day,
  totals: z.object({
    /** Members registered by the end of the range. */
    users: z.number().int().nonnegative(),
    /** Members whose VIP runs now (not at the end of the range). */
    vips: z.number().int().nonnegative(),
    /** Members registered within the range. */
    registrations: z.number().int().nonnegative(),
    revenue: yuan,
    /** Orders paid within the range, by status now. */
    paid_orders: z.number().int().nonnegative(),
    /** Orders created within the range and still waiting for payment. */
    pending_orders: z.number().int().nonnegative(),
    /** Orders created within the range that were refunded in part or whole (refund succeeded or refunded). */
    refunded_orders: z.number().int().nonnegative(),
    /** Refund requests waiting for a decision now, whatever day they were submitted. */
    refunds_waiting: z.number().int().nonnegative(),
  }),
  /** Every day of the range, oldest first, zero where nothing happened. */
  days: z.array(statisticsDay),
  /** Every plan on sale, by length, zero where none was paid. */
  plans: z.array(statisticsPlan),
  generated_at: instant,
});
export type Statistics = z.infer<typeof statisticsBody>;

export const statistics = defineEndpoint(() => ({
  id: 'admin.statistics',
  method: 'GET',
  path: '/api/v1/admin/statistics/',
  summary:
    'Members, registrations, VIPs, revenue per day and per plan, orders and refunds over a date range',
  description:
    'start and end are Beijing calendar days, both included, at most 366 days apart; start after end is a 400 with ' +
    `${m.statisticsRangeInvalid}, a longer range ${m.statisticsRangeTooLong}. Days are Beijing days; an order counts on ` +
    'the day it was paid, a member on the day it registered. Money is yuan as decimal text. ' +
    roleNote,
  role: 'admin',
  permission: 'stats.read',
  query: z
    .strictObject({ start: day, end: day })
    .refine((q) => q.start <= q.end, { message: m.statisticsRangeInvalid, path: ['start'] })
    .refine(
      (q) =>
        (Date.parse(`${q.end}T00:00:00Z`) - Date.parse(`${q.start}T00:00:00Z`)) / 86_400_000 < 366,
      { message: m.statisticsRangeTooLong, path: ['end'] },
    ),
  response: statisticsBody,
}));

// ---------------------------------------------------------------- members

/** A member as the search and the member page head show it. */
export const memberSummary = z.object({
  id: z.number().int().positive(),
  phone: z.string(),
  invite_code: z.string(),
  registered_at: instant,
  vip_expiry: instant.nullable(),
  is_vip: z.boolean(),
  /** When the member was frozen, or null. A frozen member cannot log in. */
  frozen_at: instant.nullable(),
  last_login: instant.nullable(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const members = defineEndpoint(() => ({
  id: 'admin.members',
  method: 'GET',
  path: '/api/v1/admin/members/',
  summary: 'Members whose phone starts with the query or whose invite code is the query',
  description:
    'q is trimmed, 1 to 20 letters or digits: digits match the phone’s beginning (13800 finds 13800138000), ' +
    'and any q matches an invite code exactly, case-insensitively. At most 20 results, newest member first. ' +
    `An empty q is a 400 with ${m.memberQueryRequired}; other characters ${m.memberQueryInvalid}. ${roleNote}`,
  role: 'admin',
  permission: 'members.read',
  query: z.strictObject({
    q: z
      .string({ error: m.memberQueryRequired })
      .trim()
      .min(1, m.memberQueryRequired)
      .max(20, m.memberQueryInvalid)
      .regex(/^[0-9A-Za-z]+$/, m.memberQueryInvalid),
  }),
  response: z.object({ results: z.array(memberSummary).max(20) }),
}));

export const membershipHistoryKinds = {
  purchase: '购买会员',
  refund: '退款扣减',
  adjustment: '管理员调整',
} as const;
export type MembershipHistoryKind = keyof typeof membershipHistoryKinds;

/** One change of a member's VIP time. */
export const membershipEvent = z.object({
  at: instant,
  kind: z.enum(
    Object.keys(membershipHistoryKinds) as [MembershipHistoryKind, ...MembershipHistoryKind[]],
  ),
  /** Days added (positive) or removed (negative); for a refund the days it took back. */
  days: z.number().int(),
  /** The order number of a purchase or refund; null for an adjustment. */
  out_trade_no: z.string().nullable(),
  /** The expiry before and after, where it is known (adjustments keep both). */
  expiry_before: instant.nullable(),
  expiry_after: instant.nullable(),
  /** The admin's reason for an adjustment, the member's for a refund; null for a purchase. */
  reason: z.string().nullable(),
  /** The admin who adjusted, or null. */
  admin: z.string().nullable(),
});
export type MembershipEvent = z.infer<typeof membershipEvent>;

/** One of the member's orders as the member page lists it. */
export const memberOrder = z.object({
  out_trade_no: z.string(),
  title: z.string(),
  days: z.number().int().positive(),
  total: yuan,
  refunded: yuan,
  status: orderStatus,
  created_at: instant,
  paid_at: instant.nullable(),
});
export type MemberOrder = z.infer<typeof memberOrder>;

/** One login session of the member. */
export const memberLogin = z.object({
  at: instant,
  last_seen_at: instant,
  /** When it ended (logout, a later login, an admin), or null while it is open. */
  ended_at: instant.nullable(),
});
export type MemberLogin = z.infer<typeof memberLogin>;

export const memberPageBody = z.object({
  member: memberSummary,
  email: z.string().nullable(),
  inviter: z.object({ id: z.number().int().positive(), phone: z.string() }).nullable(),
  invitees: z.array(
    z.object({ id: z.number().int().positive(), phone: z.string(), registered_at: instant }),
  ),
  /** Newest first. */
  orders: z.array(memberOrder),
  /** Newest first. */
  membership_history: z.array(membershipEvent),
  /** The last 10 sessions, newest first. */
  logins: z.array(memberLogin).max(10),
  open_sessions: z.number().int().nonnegative(),
});
export type MemberPage = z.infer<typeof memberPageBody>;

const memberParams = z.strictObject({ id: id(m.memberNotFound) });

export const member = defineEndpoint(() => ({
  id: 'admin.member',
  method: 'GET',
  path: '/api/v1/admin/members/{id}/',
  summary:
    'A member’s page: registration, inviter, invitees, orders, membership history, last logins',
  description: `An unknown id is a 404 with ${m.memberNotFound}. Instants are ISO-8601 UTC (shown in Beijing time). ${roleNote}`,
  role: 'admin',
  permission: 'members.read',
  params: memberParams,
  response: memberPageBody,
}));

export const adjustMembership = defineEndpoint(() => ({
  id: 'admin.adjustMembership',
  method: 'POST',
  path: '/api/v1/admin/members/{id}/membership/',
  summary: 'Add or remove whole days of a member’s VIP time, with a required reason (superadmin)',
  description:
    'days is a whole number from -3650 to 3650, not 0: adding to a lapsed membership starts from now, removing never ' +
    'sets the expiry before now (it then ends now). The change and its audit entry (member.adjust, before/after expiry) ' +
    `are stored together; the member page lists it. Bad days are a 400 with ${m.adjustDaysInvalid}, a missing reason ` +
    `${m.reasonRequired}. ${roleNote}`,
  role: 'admin',
  permission: 'members.write',
  params: memberParams,
  body: z.strictObject({
    days: z
      .number({ error: m.adjustDaysInvalid })
      .int(m.adjustDaysInvalid)
      .min(-maxAdjustDays, m.adjustDaysInvalid)
      .max(maxAdjustDays, m.adjustDaysInvalid)
      .refine((d) => d !== 0, m.adjustDaysInvalid),
    reason: adminReason,
  }),
  response: z.object({ member: memberSummary, expiry_before: instant.nullable() }),
}));

export const freezeMember = defineEndpoint(() => ({
  id: 'admin.freezeMember',
  method: 'POST',
  path: '/api/v1/admin/members/{id}/freeze/',
  summary: 'Freeze a member: no login, every open session ends with force_logout (superadmin)',
  description:
    'The member’s open sessions end at once and their sockets receive force_logout with ' +
    `${m.memberFrozenNotice}; a later login answers 403 with ${m.memberFrozen}. Freezing a frozen member is a 409 with ` +
    `${m.memberAlreadyFrozen}. ended_sessions counts the sessions ended. ${roleNote}`,
  role: 'admin',
  permission: 'members.write',
  params: memberParams,
  body: z.strictObject({ reason: adminReason }),
  response: z.object({ member: memberSummary, ended_sessions: z.number().int().nonnegative() }),
}));

export const unfreezeMember = defineEndpoint(() => ({
  id: 'admin.unfreezeMember',
  method: 'POST',
  path: '/api/v1/admin/members/{id}/unfreeze/',
  summary: 'Unfreeze a member (superadmin)',
  description: `A member that is not frozen is a 409 with ${m.memberNotFrozen}. ${roleNote}`,
  role: 'admin',
  permission: 'members.write',
  params: memberParams,
  body: z.strictObject({ reason: adminReason }),
  response: z.object({ member: memberSummary }),
}));

export const endMemberSessions = defineEndpoint(() => ({
  id: 'admin.endMemberSessions',
  method: 'POST',
  path: '/api/v1/admin/members/{id}/sessions/end/',
  summary: 'End every open session of a member (superadmin)',
  description:
    `Every open session ends and its sockets receive force_logout with ${m.sessionsEndedNotice}. ` +
    `ended_sessions may be 0 (still audited). ${roleNote}`,
  role: 'admin',
  permission: 'members.write',
  params: memberParams,
  body: z.strictObject({ reason: adminReason }),
  response: z.object({ ended_sessions: z.number().int().nonnegative() }),
}));

// ---------------------------------------------------------------- admins

export const adminAccount = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  role: adminRole,
  role_label: z.string(),
  /** Null for admins created before the console existed. */
  created_at: instant.nullable(),
  last_login: instant.nullable(),
});
export type AdminAccount = z.infer<typeof adminAccount>;

export const admins = defineEndpoint(() => ({
  id: 'admin.admins',
  method: 'GET',
  path: '/api/v1/admin/admins/',
  summary: 'Every admin account with its role (superadmin)',
  description: `Sorted by name. ${roleNote}`,
  role: 'admin',
  permission: 'admins.manage',
  response: z.object({ admins: z.array(adminAccount) }),
}));

export const createAdmin = defineEndpoint(() => ({
  id: 'admin.createAdmin',
  method: 'POST',
  path: '/api/v1/admin/admins/',
  summary: 'Create an admin account with a role (superadmin)',
  description:
    `username: 1 to 64 characters without spaces (${m.adminNameInvalid}); password: at least 12 characters mixing ` +
    `lower and upper case, digits and symbols (${m.adminPasswordWeak}); an existing name is a 409 with ${m.adminExists}. ` +
    `Audited as admin.create (the password never). ${roleNote}`,
  role: 'admin',
  permission: 'admins.manage',
  body: z.strictObject({
    username: z.string({ error: m.adminNameInvalid }).regex(/^\S{1,64}$/, m.adminNameInvalid),
    password: z
      .string({ error: m.adminPasswordWeak })
      .min(12, m.adminPasswordWeak)
      .max(128, m.adminPasswordWeak),
    role: adminRole,
  }),
  response: z.object({ admin: adminAccount }),
}));

export const changeAdminRole = defineEndpoint(() => ({
  id: 'admin.changeAdminRole',
  method: 'POST',
  path: '/api/v1/admin/admins/{id}/role/',
  summary: 'Change an admin’s role (superadmin)',
  description:
    `An admin cannot change its own role (409, ${m.ownRoleUnchangeable}); the last superadmin cannot become an operator ` +
    `(409, ${m.lastSuperadmin}); an unknown id is a 404 with ${m.adminNotFound}. The new role applies to the admin’s ` +
    `next request. ${roleNote}`,
  role: 'admin',
  permission: 'admins.manage',
  params: z.strictObject({ id: id(m.adminNotFound) }),
  body: z.strictObject({ role: adminRole }),
  response: z.object({ admin: adminAccount }),
}));

// ---------------------------------------------------------------- indicator catalogue

export const catalogueItem = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  position: z.number().int().nonnegative(),
  /** The public thumbnail address (with ?v=), or null when none was uploaded. */
  thumbnail: z.string().startsWith('/').nullable(),
  thumbnail_updated_at: instant.nullable(),
});
export type CatalogueItem = z.infer<typeof catalogueItem>;

export const catalogueGroup = z.object({
  id: z.number().int().positive(),
  /** indicator or knowledge (the menu's two modes). */
  mode: z.string(),
  title: z.string(),
  position: z.number().int().nonnegative(),
  items: z.array(catalogueItem),
});
export type CatalogueGroup = z.infer<typeof catalogueGroup>;

export const catalogue = defineEndpoint(() => ({
  id: 'admin.catalogue',
  method: 'GET',
  path: '/api/v1/admin/catalogue/',
  summary: 'The indicator catalogue: groups and items in menu order, with their free thumbnails',
  description:
    'What /picupdate did: thumbnails are uploaded with indicators.uploadPrivate (POST /api/v1/filepro/upload_private/, ' +
    `image + targetId), now audited as catalogue.thumbnail. ${roleNote}`,
  role: 'admin',
  permission: 'catalogue.edit',
  response: z.object({ groups: z.array(catalogueGroup) }),
}));

export const renameCatalogueItem = defineEndpoint(() => ({
  id: 'admin.renameCatalogueItem',
  method: 'POST',
  path: '/api/v1/admin/catalogue/items/{id}/',
  summary: 'Change an indicator’s title in the menu',
  description: `title is trimmed, 1 to 64 characters (${m.catalogueTitleInvalid}); an unknown id is a 404 with ${m.catalogueItemNotFound}. ${roleNote}`,
  role: 'admin',
  permission: 'catalogue.edit',
  params: z.strictObject({ id: id(m.catalogueItemNotFound) }),
  body: z.strictObject({
    title: z
      .string({ error: m.catalogueTitleInvalid })
      .trim()
      .min(1, m.catalogueTitleInvalid)
      .max(64, m.catalogueTitleInvalid),
  }),
  response: z.object({ item: catalogueItem }),
}));

export const reorderCatalogueGroup = defineEndpoint(() => ({
  id: 'admin.reorderCatalogueGroup',
  method: 'POST',
  path: '/api/v1/admin/catalogue/groups/{id}/order/',
  summary: 'Set the order of a group’s indicators',
  description:
    'item_ids lists every item of the group once, in the new order; anything else is a 400 with ' +
    `${m.catalogueOrderInvalid}. An unknown group is a 404 with ${m.catalogueGroupNotFound}. ${roleNote}`,
  role: 'admin',
  permission: 'catalogue.edit',
  params: z.strictObject({ id: id(m.catalogueGroupNotFound) }),
  body: z.strictObject({
    item_ids: z
      .array(id(m.catalogueOrderInvalid), { error: m.catalogueOrderInvalid })
      .min(1, m.catalogueOrderInvalid)
      .max(200, m.catalogueOrderInvalid),
  }),
  response: z.object({ group: catalogueGroup }),
}));

// ---------------------------------------------------------------- data status and ingest

export const dataSourceLabels = {
  btc: '比特币日线（Coin Metrics）',
  fred: '宏观数据（FRED）',
  news: '新闻',
} as const;
export type DataSource = keyof typeof dataSourceLabels;
export const dataSources = Object.keys(dataSourceLabels) as [DataSource, ...DataSource[]];

/** The sources an admin may ingest from the dashboard (news runs on its own schedule). */
export const ingestSources = ['btc', 'fred'] as const;
export type IngestSource = (typeof ingestSources)[number];

export const ingestStates = ['running', 'done', 'failed'] as const;
export type IngestState = (typeof ingestStates)[number];

/** One ingest started from the dashboard. */
export const ingestRun = z.object({
  id: z.number().int().positive(),
  source: z.enum(ingestSources),
  state: z.enum(ingestStates),
  /** 0 to 1; 1 once done. */
  progress: z.number().min(0).max(1),
  /** Rows (days, observations) stored so far. */
  rows: z.number().int().nonnegative(),
  /** A Chinese line for the progress bar; the failure's reason once failed. */
  message: z.string(),
  admin: z.string(),
  started_at: instant,
  finished_at: instant.nullable(),
});
export type IngestRun = z.infer<typeof ingestRun>;

export const dataStatus = defineEndpoint(() => ({
  id: 'admin.dataStatus',
  method: 'GET',
  path: '/api/v1/admin/data/',
  summary: 'The last day stored per data source, and the latest dashboard ingest',
  description:
    'sources lists btc (btc_daily), fred (macro observations) and news, each with label, last_day (the newest stored ' +
    'day, null when empty) and rows. run is the latest ingest started from the dashboard since the server started, ' +
    `or null. ${roleNote}`,
  role: 'admin',
  permission: 'data.ingest',
  response: z.object({
    sources: z.array(
      z.object({
        source: z.enum(dataSources),
        label: z.string(),
        last_day: day.nullable(),
        rows: z.number().int().nonnegative(),
      }),
    ),
    run: ingestRun.nullable(),
  }),
}));

export const startIngest = defineEndpoint(() => ({
  id: 'admin.startIngest',
  method: 'POST',
  path: '/api/v1/admin/data/ingest/',
  summary: 'Start an ingest of btc or fred; follow it with admin.ingestRun',
  description:
    'Answers at once with the run (state running); poll GET /api/v1/admin/data/ingest/{id}/ (about once a second) ' +
    `until done or failed. One run at a time: while one runs, a 409 with ${m.ingestRunning}. source other than btc or ` +
    `fred is a 400 with ${m.ingestSourceInvalid}. Audited as data.ingest. ${roleNote}`,
  role: 'admin',
  permission: 'data.ingest',
  body: z.strictObject({ source: z.enum(ingestSources, { error: m.ingestSourceInvalid }) }),
  response: z.object({ run: ingestRun }),
}));

export const ingestRunStatus = defineEndpoint(() => ({
  id: 'admin.ingestRun',
  method: 'GET',
  path: '/api/v1/admin/data/ingest/{id}/',
  summary: 'The progress of an ingest started from the dashboard',
  description: `An unknown id (or one from before the server restarted) is a 404 with ${m.ingestRunNotFound}. ${roleNote}`,
  role: 'admin',
  permission: 'data.ingest',
  params: z.strictObject({ id: id(m.ingestRunNotFound) }),
  response: z.object({ run: ingestRun }),
}));

/** GET admin/sources: each data source's state, for the 数据源 panel and for monitoring (issue 34). */
export const adminSources = defineEndpoint(() => ({
  id: 'admin.sources',
  method: 'GET',
  path: '/api/v1/admin/sources/',
  summary:
    'Each data source: mode, last success, rows, next run, last error (panel and monitoring JSON)',
  description:
    'sources lists ticker, btc, macro, news and calendar in that order (sourceStatus): mode real, demo or off; ' +
    'configured is what the configuration asks (real or demo); a real-configured source whose last read failed ' +
    'serves demo with last_error naming why, and keeps trying on its schedule (next_run). Times are ISO-8601 UTC; ' +
    `generated_at is when the answer was made. ${roleNote}`,
  role: 'admin',
  permission: 'data.ingest',
  response: z.object({ sources: z.array(sourceStatus), generated_at: instant }),
}));

/** POST admin/sources/{source}/refresh: 立即刷新, one read of a source now. */
export const refreshSource = defineEndpoint(() => ({
  id: 'admin.refreshSource',
  method: 'POST',
  path: '/api/v1/admin/sources/{source}/refresh/',
  summary: 'Read one data source now (立即刷新); answers at once with its status, running true',
  description:
    'Starts one read of the source out of its schedule and answers at once with its status (running true while the ' +
    'read runs; poll admin.sources). A read already running is not doubled: the answer shows it running. A ' +
    `demo-configured source answers its status unchanged. An unknown source is a 400 with ${m.sourceNotFound}. ` +
    `Audited as data.refresh. ${roleNote}`,
  role: 'admin',
  permission: 'data.ingest',
  params: z.strictObject({ source: z.enum(sourceKeys, { error: m.sourceNotFound }) }),
  response: z.object({ source: sourceStatus }),
}));

// ---------------------------------------------------------------- audit log

export const auditEntry = z.object({
  id: z.number().int().positive(),
  admin_id: z.number().int().positive().nullable(),
  admin_username: z.string(),
  /** area.verb (member.adjust, refund.approve, news.publish …). */
  action: z.string(),
  /** The Chinese label of the action (auditActionLabel), or the action itself. */
  action_label: z.string(),
  /** kind:id (user:42, order:CS2026…, admin:3). */
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: instant,
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const auditPageSize = 50;

export const auditLog = defineEndpoint(() => ({
  id: 'admin.auditLog',
  method: 'GET',
  path: '/api/v1/admin/audit/',
  summary: 'The audit log, newest first, filtered by admin, action and Beijing date range, paged',
  description:
    'Filters are optional and combine: admin (the admin name, exact), action (exact, e.g. member.adjust, or an area ' +
    'followed by a dot, e.g. member., for all of its actions), start and end (Beijing days, both included). ' +
    'before and after are the records as stored (null when absent). offset from 0, limit 1 to 100 (default 50); ' +
    `total counts every matching entry. Bad filters are a 400 with ${m.auditFilterInvalid}. ${roleNote}`,
  role: 'admin',
  permission: 'audit.read',
  query: z
    .strictObject({
      admin: z
        .string()
        .trim()
        .min(1, m.auditFilterInvalid)
        .max(64, m.auditFilterInvalid)
        .optional(),
      action: z
        .string()
        .trim()
        .regex(/^[a-z][A-Za-z_]*\.[A-Za-z.]*$/, m.auditFilterInvalid)
        .max(64, m.auditFilterInvalid)
        .optional(),
      start: day.optional(),
      end: day.optional(),
      offset: z.coerce
        .number({ error: m.pageInvalid })
        .int(m.pageInvalid)
        .min(0, m.pageInvalid)
        .max(1_000_000, m.pageInvalid)
        .default(0),
      limit: z.coerce
        .number({ error: m.pageInvalid })
        .int(m.pageInvalid)
        .min(1, m.pageInvalid)
        .max(100, m.pageInvalid)
        .default(auditPageSize),
    })
    .refine((q) => !q.start || !q.end || q.start <= q.end, {
      message: m.statisticsRangeInvalid,
      path: ['start'],
    }),
  response: z.object({ results: z.array(auditEntry), total: z.number().int().nonnegative() }),
}));
