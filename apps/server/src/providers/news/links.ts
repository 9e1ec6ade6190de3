import sanitizeHtml from 'sanitize-html';
import { LinearStackTokenizer } from './openElements.ts';

const parser = { Tokenizer: LinearStackTokenizer } as unknown as sanitizeHtml.IOptions['parser'];

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

/**
 * Links and images of feed HTML made absolute against `base`. A link that cannot be resolved loses
 * its href (the sanitiser then keeps its text, not an `<a>` that leads nowhere); an image that
 * cannot be resolved is dropped with only its alt text left.
 */
export function resolveHtmlLinks(html: string, base: string | null): string {
  if (!/\s(?:href|src)\s*=/i.test(html)) return html;
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    parser,
    transformTags: {
      a: (tagName, attribs) => {
        const { href, ...rest } = attribs;
        const resolved = absoluteUrl(href, base);
        return { tagName, attribs: resolved ? { ...rest, href: resolved } : rest };
      },
      img: (tagName, attribs) => {
        const resolved = absoluteUrl(attribs['src'], base);
        if (resolved) return { tagName, attribs: { ...attribs, src: resolved } };
        return { tagName: 'span', attribs: {}, text: attribs['alt'] ?? '' };
      },
    },
  });
}
