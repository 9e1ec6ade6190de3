import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages/index.ts';
import {
  adjustMembership,
  adminMe,
  adminSources,
  admins,
  auditLog,
  catalogue,
  changeAdminRole,
  createAdmin,
  dataStatus,
  endMemberSessions,
  freezeMember,
  ingestRunStatus,
  member,
  members,
  renameCatalogueItem,
  refreshSource,
  reorderCatalogueGroup,
  startIngest,
  statistics,
  unfreezeMember,
} from './admin.ts';
import { endpointsByArea } from './index.ts';

const m = messages.admin;

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('admin console endpoints', () => {
  const table = [
    [adminMe, 'GET', '/api/v1/admin/me/'],
    [statistics, 'GET', '/api/v1/admin/statistics/'],
    [members, 'GET', '/api/v1/admin/members/'],
    [member, 'GET', '/api/v1/admin/members/{id}/'],
    [adjustMembership, 'POST', '/api/v1/admin/members/{id}/membership/'],
    [freezeMember, 'POST', '/api/v1/admin/members/{id}/freeze/'],
    [unfreezeMember, 'POST', '/api/v1/admin/members/{id}/unfreeze/'],
    [endMemberSessions, 'POST', '/api/v1/admin/members/{id}/sessions/end/'],
    [admins, 'GET', '/api/v1/admin/admins/'],
    [createAdmin, 'POST', '/api/v1/admin/admins/'],
    [changeAdminRole, 'POST', '/api/v1/admin/admins/{id}/role/'],
    [catalogue, 'GET', '/api/v1/admin/catalogue/'],
    [renameCatalogueItem, 'POST', '/api/v1/admin/catalogue/items/{id}/'],
    [reorderCatalogueGroup, 'POST', '/api/v1/admin/catalogue/groups/{id}/order/'],
    [dataStatus, 'GET', '/api/v1/admin/data/'],
    [startIngest, 'POST', '/api/v1/admin/data/ingest/'],
    [ingestRunStatus, 'GET', '/api/v1/admin/data/ingest/{id}/'],
    [adminSources, 'GET', '/api/v1/admin/sources/'],
    [refreshSource, 'POST', '/api/v1/admin/sources/{source}/refresh/'],
    [auditLog, 'GET', '/api/v1/admin/audit/'],
  ] as const;

  it.each(table)('%# %s is an admin call with CSRF on changes', (endpoint, method, path) => {
    expect(endpoint.method).toBe(method);
    expect(endpoint.path).toBe(path);
    expect(endpoint.role).toBe('admin');
    expect(endpoint.csrf).toBe(method !== 'GET');
  });

  it('registers exactly these endpoints in the admin area', () => {
    expect(endpointsByArea.admin.map((e) => e.id).sort()).toEqual(table.map(([e]) => e.id).sort());
  });
});

describe('statistics range', () => {
  it('accepts a range of up to 366 days and refuses a reversed or longer one', () => {
    expect(statistics.query.safeParse({ start: '2026-01-01', end: '2026-12-31' }).success).toBe(
      true,
    );
    expect(statistics.query.safeParse({ start: '2024-01-01', end: '2024-12-31' }).success).toBe(
      true,
    );
    expect(firstMessage(statistics.query, { start: '2026-02-02', end: '2026-02-01' })).toBe(
      m.statisticsRangeInvalid,
    );
    expect(firstMessage(statistics.query, { start: '2025-01-01', end: '2026-01-02' })).toBe(
      m.statisticsRangeTooLong,
    );
    expect(firstMessage(statistics.query, { start: '2026-02-30', end: '2026-03-01' })).toBe(
      m.dateInvalid,
    );
  });
});

describe('member search and changes', () => {
  it('trims the query and refuses an empty or odd one', () => {
    expect(members.query.parse({ q: ' 13800 ' }).q).toBe('13800');
    expect(firstMessage(members.query, { q: '  ' })).toBe(m.memberQueryRequired);
    expect(firstMessage(members.query, { q: '138%' })).toBe(m.memberQueryInvalid);
    expect(firstMessage(members.query, { q: '1'.repeat(21) })).toBe(m.memberQueryInvalid);
  });

  it('needs whole non-zero days within ten years and a reason', () => {
    expect(adjustMembership.body.safeParse({ days: 30, reason: '补偿' }).success).toBe(true);
    expect(adjustMembership.body.safeParse({ days: -3650, reason: '扣减' }).success).toBe(true);
    for (const days of [0, 1.5, 3651, -3651, '30'])
      expect(firstMessage(adjustMembership.body, { days, reason: '补偿' })).toBe(
        m.adjustDaysInvalid,
      );
    expect(firstMessage(adjustMembership.body, { days: 3, reason: '   ' })).toBe(m.reasonRequired);
    expect(firstMessage(adjustMembership.body, { days: 3 })).toBe(m.reasonRequired);
    expect(firstMessage(adjustMembership.body, { days: 3, reason: '字'.repeat(201) })).toBe(
      m.reasonTooLong,
    );
  });

  it('refuses a bad member id with the not-found reason', () => {
    expect(firstMessage(member.params, { id: 'abc' })).toBe(m.memberNotFound);
    expect(firstMessage(freezeMember.body, {})).toBe(m.reasonRequired);
  });
});

describe('admins', () => {
  it('takes the two role keys only', () => {
    expect(changeAdminRole.body.safeParse({ role: 'operator' }).success).toBe(true);
    expect(changeAdminRole.body.safeParse({ role: 'superadmin' }).success).toBe(true);
    expect(firstMessage(changeAdminRole.body, { role: 'root' })).toBe(m.adminRoleInvalid);
  });

  it('checks the new admin’s name and password length', () => {
    const ok = { username: 'ops', password: 'Str0ng!Passw0rd', role: 'operator' };
    expect(createAdmin.body.safeParse(ok).success).toBe(true);
    expect(firstMessage(createAdmin.body, { ...ok, username: 'a b' })).toBe(m.adminNameInvalid);
    expect(firstMessage(createAdmin.body, { ...ok, password: 'short' })).toBe(m.adminPasswordWeak);
  });
});

describe('catalogue, ingest and audit filters', () => {
  it('checks titles, orders and sources', () => {
    expect(renameCatalogueItem.body.parse({ title: ' NUPL ' }).title).toBe('NUPL');
    expect(firstMessage(renameCatalogueItem.body, { title: ' ' })).toBe(m.catalogueTitleInvalid);
    expect(firstMessage(reorderCatalogueGroup.body, { item_ids: [] })).toBe(
      m.catalogueOrderInvalid,
    );
    expect(firstMessage(startIngest.body, { source: 'news' })).toBe(m.ingestSourceInvalid);
  });

  it('reads the audit filters with their defaults', () => {
    expect(auditLog.query.parse({})).toEqual({ offset: 0, limit: 50 });
    expect(auditLog.query.parse({ action: 'member.', offset: '50' })).toMatchObject({
      action: 'member.',
      offset: 50,
    });
    expect(firstMessage(auditLog.query, { action: 'drop table' })).toBe(m.auditFilterInvalid);
    expect(firstMessage(auditLog.query, { limit: '101' })).toBe(m.pageInvalid);
    expect(firstMessage(auditLog.query, { start: '2026-03-02', end: '2026-03-01' })).toBe(
      m.statisticsRangeInvalid,
    );
  });
});
