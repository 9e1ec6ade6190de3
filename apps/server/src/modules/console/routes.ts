import { adminRoleLabels, permissionsOf } from '@coinsight/domain/admin';
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
  homeAll,
  ingestRunStatus,
  member,
  members,
  refreshSource,
  renameCatalogueItem,
  reorderCatalogueGroup,
  startIngest,
  statistics,
  unfreezeMember,
} from '../../contract.ts';
import { readAudit } from '../../audit/auditQuery.ts';
import type { AuditLog } from '../../audit/auditLog.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/knex.ts';
import type { SourceRegistry } from '../../sources/registry.ts';
import { routesFor, type ContractRoute } from '../../http/contractRoute.ts';
import type { AdminsService } from './admins.ts';
import type { CatalogueService } from './catalogue.ts';
import type { IngestRunner } from './ingest.ts';
import type { MembersService } from './members.ts';
import type { StatisticsService } from './statistics.ts';

/** What the console area's handlers reach. */
export interface ConsoleDeps {
  db: Db;
  statistics: StatisticsService;
  members: MembersService;
  admins: AdminsService;
  catalogue: CatalogueService;
  ingest: IngestRunner;
  sources: SourceRegistry;
  audit: AuditLog;
  clock: Clock;
}

const route = routesFor<ConsoleDeps>();

/** The console area's contract routes (issue 17); roles are checked by permissions.ts first. */
export const consoleRoutes: readonly ContractRoute<ConsoleDeps>[] = [
  route(adminMe, ({ admin }) => ({
    id: admin.id,
    username: admin.username,
    role: admin.role,
    role_label: adminRoleLabels[admin.role],
    permissions: [...permissionsOf(admin.role)],
  })),
  route(homeAll, async ({ deps }) => ({
    state: 'success' as const,
    ...(await deps.statistics.home()),
  })),
  route(statistics, ({ query, deps }) => deps.statistics.statistics(query.start, query.end)),
  route(members, async ({ query, deps }) => ({ results: await deps.members.search(query.q) })),
  route(member, ({ params, deps }) => deps.members.page(params.id)),
  route(adjustMembership, ({ params, body, admin, deps }) =>
    deps.members.adjust(admin, params.id, body.days, body.reason),
  ),
  route(freezeMember, ({ params, body, admin, deps }) =>
    deps.members.freeze(admin, params.id, body.reason),
  ),
  route(unfreezeMember, ({ params, body, admin, deps }) =>
    deps.members.unfreeze(admin, params.id, body.reason),
  ),
  route(endMemberSessions, ({ params, body, admin, deps }) =>
    deps.members.endSessions(admin, params.id, body.reason),
  ),
  route(admins, async ({ deps }) => ({ admins: await deps.admins.list() })),
  route(createAdmin, async ({ body, admin, deps }) => ({
    admin: await deps.admins.create(admin, body),
  })),
  route(changeAdminRole, async ({ params, body, admin, deps }) => ({
    admin: await deps.admins.changeRole(admin, params.id, body.role),
  })),
  route(catalogue, async ({ deps }) => ({ groups: await deps.catalogue.list() })),
  route(renameCatalogueItem, async ({ params, body, admin, deps }) => ({
    item: await deps.catalogue.rename(admin, params.id, body.title),
  })),
  route(reorderCatalogueGroup, async ({ params, body, admin, deps }) => ({
    group: await deps.catalogue.reorder(admin, params.id, body.item_ids),
  })),
  route(dataStatus, ({ deps }) => deps.ingest.status()),
  route(startIngest, async ({ body, admin, deps }) => ({
    run: await deps.ingest.start(admin, body.source),
  })),
  route(ingestRunStatus, ({ params, deps }) => ({ run: deps.ingest.run(params.id) })),
  route(auditLog, ({ query, deps }) => readAudit(deps.db, query)),
  // The 数据源 panel and monitoring (issue 34): each source's state, and 立即刷新.
  route(adminSources, async ({ deps }) => ({
    sources: await deps.sources.statuses(),
    generated_at: deps.clock.now().toISOString(),
  })),
  route(refreshSource, async ({ params, admin, deps }) => {
    await deps.audit.record({
      admin,
      action: 'data.refresh',
      target: `source:${params.source}`,
      after: { source: params.source },
    });
    return { source: await deps.sources.refresh(params.source) };
  }),
];
