/** A member's place in one group (spec 1 §6): 群主, 管理员 or an ordinary member. */
export const chatRoles = ['owner', 'admin', 'member'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** The badge the member list shows beside a name; ordinary members have none. */
export const chatRoleBadges: Readonly<Record<ChatRole, string | null>> = {
  owner: '群主',
  admin: '管理员',
  member: null,
};

/** Owners and admins approve or reject join requests (spec 1 §6). */
export function canDecideJoinRequests(role: ChatRole | null): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * Decision: the owner may remove admins and members, an admin only ordinary members; nobody removes
 * the owner (a group always has one).
 */
export function canRemoveMember(actor: ChatRole | null, target: ChatRole): boolean {
  if (actor === 'owner') return target !== 'owner';
  if (actor === 'admin') return target === 'member';
  return false;
}

/** Owner first, then admins, then members: the member list's order. */
export const chatRoleRank: Readonly<Record<ChatRole, number>> = { owner: 0, admin: 1, member: 2 };
