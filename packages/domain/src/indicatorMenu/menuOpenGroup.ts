/** Which menu group is open; null when all are collapsed. Spec 2 §4: one group open at a time. */
export type OpenGroup = number | null;

/** Clicking a group opens it and closes the others; clicking the open group closes it. */
export function toggleOpenGroup(open: OpenGroup, groupId: number): OpenGroup {
  return open === groupId ? null : groupId;
}

/** The collapse-all button closes every group. */
export const collapseAll = (): OpenGroup => null;

/**
 * While searching every group with a match is shown open, so matches are not hidden behind a
 * closed group; otherwise only the one open group is.
 */
export function isGroupOpen(open: OpenGroup, groupId: number, searching: boolean): boolean {
  return searching || open === groupId;
}
