import { escapeHtml } from './escapeHtml.ts';

/**
 * Where the site's index.html, and so every page its build writes from it, has the site-wide
 * notice (apps/site/index.html): before the root, outside the markup the site's scripts take over.
 */
const noticeMarker = '<!--coinsight:demo-notice-->';

/**
 * The page with the notice written in while any source serves demo data (issue 34), and its empty
 * slot otherwise: in the first paint, a line the scripts added later pushed the page down and was
 * its largest paint (apps/site/src/shell/DemoNotice.tsx keeps it current from there).
 */
export function withDemoNotice(html: string, text: string | null): string {
  const line = text === null ? '' : `<p role="status">${escapeHtml(text)}</p>`;
  return html.replace(noticeMarker, () => `<div id="demo-notice">${line}</div>`);
}
