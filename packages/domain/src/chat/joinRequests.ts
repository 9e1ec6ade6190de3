/** A join request's life: pending until an owner or admin decides it on the server. */
export const joinRequestStatuses = ['pending', 'accepted', 'rejected'] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];

/** Spec 1 §4: pending requests first, then by id (ascending), whatever order they arrived in. */
export function sortJoinRequests<T extends { id: number; status: JoinRequestStatus }>(
  requests: readonly T[],
): T[] {
  return [...requests].sort((a, b) => {
    const pendingFirst = Number(b.status === 'pending') - Number(a.status === 'pending');
    return pendingFirst !== 0 ? pendingFirst : a.id - b.id;
  });
}
