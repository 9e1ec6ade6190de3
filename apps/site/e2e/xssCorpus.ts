/**
 * The classic XSS vectors, each trying to set `window.__xss` to its own name (and some to open a
 * dialog) if it ever runs: script tags, event handlers, javascript: URLs, SVG and MathML, broken
 * markup and mutation-XSS strings that change meaning when a parser re-serialises them.
 */
export interface XssVector {
  name: string;
  text: string;
}

const set = (name: string) => `window.__xss='${name}'`;

export const xssCorpus: readonly XssVector[] = [
  { name: 'script', text: `<script>${set('script')}</script>` },
  { name: 'img-onerror', text: `<img src=x onerror="${set('img-onerror')}">` },
  { name: 'svg-onload', text: `<svg onload="${set('svg-onload')}"></svg>` },
  { name: 'svg-script', text: `<svg><script>${set('svg-script')}</script></svg>` },
  { name: 'js-href', text: `<a href="javascript:${set('js-href')}">点我</a>` },
  { name: 'md-js-link', text: `[点我](javascript:${set('md-js-link')})` },
  {
    name: 'iframe-srcdoc',
    text: `<iframe srcdoc="<script>parent.__xss='iframe-srcdoc'</script>"></iframe>`,
  },
  { name: 'details-toggle', text: `<details open ontoggle="${set('details-toggle')}">x</details>` },
  { name: 'autofocus', text: `<input autofocus onfocus="${set('autofocus')}">` },
  { name: 'object-js', text: `<object data="javascript:${set('object-js')}"></object>` },
  { name: 'broken-attr', text: `"><img src=x onerror=${set('broken-attr')}>` },
  { name: 'unclosed', text: `<img src=x onerror="${set('unclosed')};alert(1)"` },
  {
    name: 'mxss-noscript',
    text: `<noscript><p title="</noscript><img src=x onerror=${set('mxss-noscript')}>">`,
  },
  {
    name: 'mxss-math',
    text: `<math><mtext><table><mglyph><style><img src=x onerror=${set('mxss-math')}>`,
  },
  {
    name: 'mxss-svg-style',
    text: `<svg></p><style><a id="</style><img src=x onerror=${set('mxss-svg-style')}>">`,
  },
  { name: 'entity-js', text: `<a href="&#106;avascript:${set('entity-js')}">链接</a>` },
];

/** What a page must still show of every vector: nothing ran, and no element carries script. */
export const canary = () => (window as unknown as { __xss?: string }).__xss;

/** Elements or attributes a rendered vector must not have left in the page. */
export function scriptBearing(): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll('#root *'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed'].includes(tag)) found.push(tag);
    for (const attribute of Array.from(element.attributes)) {
      const value = attribute.value.trim().toLowerCase();
      if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (
        /^(javascript|data:text\/html|vbscript):?/.test(value) &&
        /href|src|data|action/.test(attribute.name)
      )
        found.push(`${tag}[${attribute.name}=${value.slice(0, 20)}]`);
    }
  }
  return found;
}
