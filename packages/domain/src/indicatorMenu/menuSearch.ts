/** The least a menu group needs for searching: an id and titled items. */
export interface MenuGroupLike<I extends { title: string }> {
  id: number;
  title: string;
  items: readonly I[];
}

/** Spec 2 §5: the search compares titles case-insensitively, ignoring surrounding spaces. */
export function normalizeMenuQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function titleMatches(title: string, query: string): boolean {
  const needle = normalizeMenuQuery(query);
  return needle === '' || title.toLowerCase().includes(needle);
}

/**
 * The menu as the search box leaves it: groups keep only the items whose title matches, and groups
 * left empty are dropped. A blank query returns the menu unchanged.
 */
export function filterMenu<I extends { title: string }, G extends MenuGroupLike<I>>(
  groups: readonly G[],
  query: string,
): G[] {
  if (normalizeMenuQuery(query) === '') return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => titleMatches(item.title, query)),
    }))
    .filter((group) => group.items.length > 0);
}
