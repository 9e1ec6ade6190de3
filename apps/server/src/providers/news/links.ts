const isWebUrl = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * The first of these bases that is, or resolves against the ones after it to, an absolute
 * http(s) URL. Each base may itself be relative to the ones after it (an item's xml:base to the
 * feed's, the feed's to its URL).
 */
export function firstBase(bases: readonly (string | null | undefined)[]): string | null {
  let resolved: string | null = null;
  for (const base of [...bases].reverse()) {
    if (!base) continue;
    const url = URL.parse(base.trim(), resolved ?? undefined);
    if (url && isWebUrl(url)) resolved = url.href;
  }
  return resolved;
}

/**
 * A link made absolute against `base`: an absolute link as it is, a relative one resolved, null
 * when it is relative and there is no base to resolve it against.
 */
export function absoluteUrl(href: string | null | undefined, base: string | null): string | null {
  const link = href?.trim();
  if (!link) return null;
  return URL.parse(link, base ?? undefined)?.href ?? null;
}

// An <a> or <img> start tag, its attributes quoted or not (a quoted value may hold a '>').
const startTag =
  /<(a|img)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/gi;
const attribute = /(\s+)([^\s"'>/=]+)(?:(\s*=\s*)("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

const unquote = (value: string) =>
  (/^["']/.test(value) ? value.slice(1, -1) : value)
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const quoted = (value: string) => `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/**
 * Links and images of feed HTML made absolute against `base`. A link that cannot be resolved loses
 * its href (the sanitiser then keeps its text, not an `<a>` that leads nowhere); an image that
 * cannot be resolved loses its src (the sanitiser keeps its alt as text). Only the two start tags
 * are rewritten, in place: everything else is left for the sanitiser, the one safety boundary.
 */
export function resolveHtmlLinks(html: string, base: string | null): string {
  if (!/\s(?:href|src)\s*=/i.test(html)) return html;
  return html.replace(startTag, (_tag, name: string, attributes: string, close: string) => {
    const target = name.toLowerCase() === 'a' ? 'href' : 'src';
    const rewritten = attributes.replace(
      attribute,
      (whole, space: string, key: string, _equals: string | undefined, value?: string) => {
        if (key.toLowerCase() !== target) return whole;
        const resolved = absoluteUrl(value === undefined ? '' : unquote(value), base);
        return resolved ? `${space}${key}=${quoted(resolved)}` : '';
      },
    );
    return `<${name}${rewritten}${close ? ' /' : ''}>`;
  });
}
