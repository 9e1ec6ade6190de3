/**
 * The two admin roles of issue 17 as stable ASCII keys (what the database, the API and the CLI
 * store and send), each with the Chinese name the dashboard shows. The CLI also accepts the names.
 */
export const adminRoleLabels = {
  operator: '运营',
  superadmin: '超级管理员',
} as const;
export type AdminRole = keyof typeof adminRoleLabels;
export const adminRoles = Object.keys(adminRoleLabels) as [AdminRole, ...AdminRole[]];

/** What an admin may do; each admin route needs one of these (or none, for any admin). */
export const adminPermissions = [
  'stats.read',
  'members.read',
  'members.write',
  'refunds.decide',
  'admins.manage',
  'documents.edit',
  'catalogue.edit',
  'data.ingest',
  'audit.read',
] as const;
export type AdminPermission = (typeof adminPermissions)[number];

/**
 * 运营 edits documents (and the indicator catalogue, which is content too), reads users,
 * statistics and the audit log, and may start an ingest (idempotent, changes no one's account);
 * 超级管理员 may also change memberships (days, freezing, sessions), decide refunds and manage admins.
 */
const granted: Readonly<Record<AdminRole, readonly AdminPermission[]>> = {
  operator: [
    'stats.read',
    'members.read',
    'documents.edit',
    'catalogue.edit',
    'data.ingest',
    'audit.read',
  ],
  superadmin: adminPermissions,
};

export function permissionsOf(role: AdminRole): readonly AdminPermission[] {
  return granted[role];
}

export function mayDo(role: AdminRole, permission: AdminPermission): boolean {
  return granted[role].includes(permission);
}

/**
 * The permission each admin endpoint needs beyond the admin login, by endpoint id. An admin
 * endpoint missing here is open to both roles (documents, the daily analysis edit, the outbox).
 */
export const permissionByEndpoint: Readonly<Record<string, AdminPermission>> = {
  'admin.statistics': 'stats.read',
  'market.homeAll': 'stats.read',
  'admin.members': 'members.read',
  'admin.member': 'members.read',
  'admin.adjustMembership': 'members.write',
  'admin.freezeMember': 'members.write',
  'admin.unfreezeMember': 'members.write',
  'admin.endMemberSessions': 'members.write',
  'orders.refundProcess': 'refunds.decide',
  'admin.admins': 'admins.manage',
  'admin.createAdmin': 'admins.manage',
  'admin.changeAdminRole': 'admins.manage',
  'admin.catalogue': 'catalogue.edit',
  'admin.renameCatalogueItem': 'catalogue.edit',
  'admin.reorderCatalogueGroup': 'catalogue.edit',
  'indicators.uploadPrivate': 'catalogue.edit',
  'admin.dataStatus': 'data.ingest',
  'admin.startIngest': 'data.ingest',
  'admin.ingestRun': 'data.ingest',
  'admin.auditLog': 'audit.read',
};

/** Whether an admin of this role may call the endpoint with this id. */
export function mayCall(role: AdminRole, endpointId: string): boolean {
  const needed = permissionByEndpoint[endpointId];
  return needed === undefined || mayDo(role, needed);
}

/** The role a CLI argument or form names: the ASCII key or the Chinese name; null otherwise. */
export function parseAdminRole(text: string): AdminRole | null {
  const trimmed = text.trim();
  if ((adminRoles as readonly string[]).includes(trimmed)) return trimmed as AdminRole;
  const byLabel = adminRoles.find((role) => adminRoleLabels[role] === trimmed);
  return byLabel ?? null;
}
