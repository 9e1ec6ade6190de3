import type { MenuGroupLike } from './menuSearch.ts';

/** /toTarget's query defaults (spec 2 §2.1): list 1, unit 1; both are 1-based positions. */
export const defaultList = 1;
export const defaultUnit = 1;

/** A positive whole number from the address bar, or the fallback. */
export function positionFromQuery(value: string | null | undefined, fallback: number): number {
  if (value == null || !/^\s*\d+\s*$/.test(value)) return fallback;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : fallback;
}

export interface MenuSelection<I> {
  /** 1-based group position (the query's list). */
  list: number;
  /** 1-based item position in the group (the query's unit). */
  unit: number;
  groupId: number;
  item: I;
}

/**
 * The item /toTarget opens for list and unit. A position past the menu falls back to the first
 * item of the group, then to the first item of the menu; null when the menu has no items.
 */
export function selectFromMenu<I extends { title: string }>(
  groups: readonly MenuGroupLike<I>[],
  list: number,
  unit: number,
): MenuSelection<I> | null {
  const group = groups[list - 1];
  const item = group?.items[unit - 1];
  if (group && item) return { list, unit, groupId: group.id, item };
  if (group?.items[0]) return { list, unit: 1, groupId: group.id, item: group.items[0] };
  const first = groups.findIndex((g) => g.items.length > 0);
  if (first < 0) return null;
  const firstGroup = groups[first]!;
  return { list: first + 1, unit: 1, groupId: firstGroup.id, item: firstGroup.items[0]! };
}

/** The 1-based list/unit positions of an item id, for links and favourites. */
export function positionOf<I extends { id: number; title: string }>(
  groups: readonly MenuGroupLike<I>[],
  itemId: number,
): { list: number; unit: number; groupId: number } | null {
  for (const [g, group] of groups.entries()) {
    const u = group.items.findIndex((item) => item.id === itemId);
    if (u >= 0) return { list: g + 1, unit: u + 1, groupId: group.id };
  }
  return null;
}

/** The address of one item on the indicator page. */
export const targetHref = (list: number, unit: number): string =>
  `/toTarget?list=${list}&unit=${unit}`;
