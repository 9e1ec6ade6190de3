import type { AdminSection } from '@coinsight/ui';

/**
 * The dashboard's address opening one section (`/dashboard?section=charts`), so an old page that
 * moved into the dashboard (/picupdate → 图表) can lead straight to it. Kept free of the
 * dashboard's own imports: the route table reads it from the entry chunk.
 */
export function dashboardSectionPath(section: AdminSection): string {
  return `/dashboard?section=${section}`;
}

/** The section a `?section=` search names, when it is one the dashboard has. */
export function sectionFromSearch(
  search: string,
  sections: readonly AdminSection[],
): AdminSection | undefined {
  const named = new URLSearchParams(search).get('section');
  return sections.find((section) => section === named);
}
