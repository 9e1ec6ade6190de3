/**
 * What a prerendered page was rendered for, written on the site's root (`data-prerendered`): the
 * address's query (none) and the answer of every media query its render read. The browser's first
 * render takes the page over (hydrates it) only when it would read the same: React keeps the
 * prerendered markup as it finds it, and a class or attribute the browser would render otherwise
 * would stay wrong on screen, with no error. Any other window renders the page anew.
 */
export interface RenderedFor {
  search: string;
  media: Readonly<Record<string, boolean>>;
}

export const renderedForAttribute = 'data-prerendered';

type MatchMedia = (query: string) => { matches: boolean };

/** The attribute's value, escaped for a double-quoted attribute. */
export function renderedForValue(renderedFor: RenderedFor): string {
  return JSON.stringify(renderedFor).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/**
 * The site's root holding a prerendered page: inert until the site's first render takes it over,
 * since a press before then would do nothing.
 */
export function prerenderedRoot(markup: string, renderedFor: RenderedFor): string {
  return `<div id="root" ${renderedForAttribute}="${renderedForValue(renderedFor)}" inert>${markup}</div>`;
}

/** What the root's prerendered page was rendered for; null when the root holds none. */
export function readRenderedFor(root: Pick<Element, 'getAttribute'>): RenderedFor | null {
  const value = root.getAttribute(renderedForAttribute);
  if (value === null) return null;
  try {
    const parsed = JSON.parse(value) as Partial<RenderedFor>;
    if (typeof parsed.search !== 'string' || typeof parsed.media !== 'object' || !parsed.media)
      return null;
    return { search: parsed.search, media: parsed.media };
  } catch {
    return null;
  }
}

/** Whether this window renders what the page was rendered for. */
export function rendersAsPrerendered(
  renderedFor: RenderedFor,
  window: { search: string; matchMedia: MatchMedia },
): boolean {
  return (
    window.search === renderedFor.search &&
    Object.entries(renderedFor.media).every(
      ([query, matches]) => window.matchMedia(query).matches === matches,
    )
  );
}
