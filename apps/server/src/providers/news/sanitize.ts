import sanitizeHtml from 'sanitize-html';
import { LinearStackTokenizer } from './openElements.ts';

// Linear in the nesting (openElements.ts); the types are of an older htmlparser2's options.
const parser = { Tokenizer: LinearStackTokenizer } as unknown as sanitizeHtml.IOptions['parser'];

/**
 * Feed HTML as the detail page may insert it: an allow-list of text tags, links with http(s)
 * only (opened in a new tab, no referrer), images from https only; no scripts, styles, frames,
 * forms or event attributes. Everything else is dropped with its content where it is code.
 */
export const newsAllowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  // target and rel are set by the transform below; they must pass the allow-list too.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    // A link the allow-list would strip of its href (relative to nothing, javascript:,
    // protocol-relative) becomes its text: an <a> without href renders as a dead link. A feed's
    // relative links were resolved before (links.ts); a path on this site (an admin's document) stays.
    a: (tagName, attribs) =>
      /^(https?:\/\/|\/(?![/\\]))/i.test(attribs['href']?.trim() ?? '')
        ? {
            tagName,
            attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
          }
        : { tagName: 'span', attribs: {} },
    // An image from anywhere but an absolute https URL or this site (a document's uploaded
    // picture) is dropped; its alt stays as text.
    img: (tagName, attribs) =>
      /^(https:\/\/|\/(?![/\\]))/i.test(attribs['src']?.trim() ?? '')
        ? { tagName, attribs }
        : { tagName: 'span', attribs: {}, text: attribs['alt'] ?? '' },
    h1: 'h2',
  },
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, { ...newsAllowList, parser }).trim();
}

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Block ends after which a text gets a space, so their words do not run together. */
const blockEnd = /<(br|\/p|\/li|\/h\d)\s*\/?>/gi;

/** The entities a text keeps escaped, read; spaces collapsed. */
function readText(escaped: string): string {
  return escaped
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of some HTML, tags dropped, entities read, spaces collapsed: summaries and search. */
export function htmlToText(html: string): string {
  return readText(
    sanitizeHtml(html.replace(blockEnd, '$& '), {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: newsAllowList.nonTextTags ?? [],
      parser,
    }),
  );
}

/**
 * htmlToText of a body sanitizeNewsHtml wrote, without parsing it a second time: there every `<`
 * of the text is `&lt;` and every `>` of a value `&gt;`, so a tag runs from `<` to the next
 * `>`, and the text between tags is already escaped as sanitize-html would escape it again.
 * Called for each paragraph of an article, the parser's own cost per call dominated.
 */
export function sanitisedText(html: string): string {
  return readText(html.replace(blockEnd, '$& ').replace(/<[^<>]*>/g, ''));
}
