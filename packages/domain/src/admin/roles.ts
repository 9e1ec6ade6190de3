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

/** What an admin may do; each admin endpoint's contract names the one it needs (`permission`). */
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
  'outbox.read',
] as const;
export type AdminPermission = (typeof adminPermissions)[number];

/**
 * What an admin endpoint declares where none of the permissions applies: the admin's own
 * profile, logout and second factor, which every admin needs whatever the role.
 */
export const anyAdmin = 'anyAdmin';
export type AdminAccess = AdminPermission | typeof anyAdmin;

/**
 * 运营 edits documents (the daily analysis and the indicator catalogue are content too), reads
 * users, statistics and the audit log, and may start an ingest (idempotent, changes no one's
 * account); 超级管理员 may also change memberships (days, freezing, sessions), see and decide
 * refunds, manage admins and read the outbox, whose password-reset links log anyone in as the
 * member they were sent to.
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
 * Whether an admin of this role may call an admin endpoint that declares this access. Nothing
 * declared is a refusal for every role (default-deny), so a forgotten declaration closes a door
 * instead of opening it.
 */
export function mayCall(role: AdminRole, access: AdminAccess | undefined): boolean {
  if (access === undefined) return false;
  return access === anyAdmin || mayDo(role, access);
}

/** The role a CLI argument or form names: the ASCII key or the Chinese name; null otherwise. */
export function parseAdminRole(text: string): AdminRole | null {
  const trimmed = text.trim();
  if ((adminRoles as readonly string[]).includes(trimmed)) return trimmed as AdminRole;
  const byLabel = adminRoles.find((role) => adminRoleLabels[role] === trimmed);
  return byLabel ?? null;
}
