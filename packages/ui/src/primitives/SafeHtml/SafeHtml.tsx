import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface SafeHtmlProps {
  /** HTML the server has sanitized already. */
  html: string;
  className?: string;
}

// Only what a news body needs; everything else (scripts, styles, forms, media, event attributes) is dropped.
const allowedTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'code',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'img',
];

/** The address of a picture an admin uploaded into a document (documents.image in the contract). */
const documentPicture = /^\/api\/v1\/filepro\/document_image\/[0-9a-f]{64}\.(png|jpg)$/;

/**
 * A news body or a knowledge article's body. The server sanitizes it on the way in; it is cleaned
 * here again with DOMPurify (defence in depth), and links open in a new tab without the opener.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => {
    const purify = DOMPurify();
    purify.addHook('afterSanitizeAttributes', (node) => {
      // Issue 17: pictures only from the product's own document store (the admin's uploads).
      if (node.tagName === 'IMG') {
        if (!documentPicture.test(node.getAttribute('src') ?? '')) node.remove();
        return;
      }
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (!/^https?:\/\//i.test(href)) node.removeAttribute('href');
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    return purify.sanitize(html, {
      ALLOWED_TAGS: allowedTags,
      ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'colspan', 'rowspan', 'src', 'alt'],
    });
  }, [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
