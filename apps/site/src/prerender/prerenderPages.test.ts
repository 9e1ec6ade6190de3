import { describe, expect, it } from 'vitest';
import { lowPriorityScripts, pageDocument, prerenderedFile } from './prerenderPages.ts';

const index = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>币见</title>
    <script defer src="/zod-jitless.js"></script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  html: '<main><h1>币见 · 看懂比特币</h1></main>',
  htmlClass: 'theme_1',
  preloads: ['/api/v1/loginpart/gettargetall/'],
  renderedFor: { search: '', media: { '(max-width: 950px)': true } },
};
const assets = {
  css: ['assets/index-A.css', 'assets/cards-C.css', 'assets/HomePage-D.css'],
  js: ['assets/react-B.js', 'assets/cards-C.js', 'assets/HomePage-D.js'],
};

describe('pageDocument', () => {
  const document = pageDocument(index, page, assets);

  it('puts the markup in the root, inert and marked with what it was rendered for, and the theme on <html>', () => {
    expect(document).toContain(
      '<div id="root" data-prerendered="{&quot;search&quot;:&quot;&quot;,&quot;media&quot;:{&quot;(max-width: 950px)&quot;:true}}" inert><main><h1>币见 · 看懂比特币</h1></main></div>',
    );
    expect(document).toContain('<html class="theme_1" lang="zh-CN">');
  });

  it('links the page’s style sheets after the entry’s, in order, each once', () => {
    const sheets = [...document.matchAll(/rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(sheets).toEqual([
      '/assets/index-A.css',
      '/assets/cards-C.css',
      '/assets/HomePage-D.css',
    ]);
  });

  it('preloads the page’s chunks it does not preload yet', () => {
    const preloads = [...document.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual(['/assets/react-B.js', '/assets/cards-C.js', '/assets/HomePage-D.js']);
  });

  it('fetches the page’s chunks at low priority, after its style sheets', () => {
    const preloads = [...document.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.slice(1)).toHaveLength(2);
    for (const tag of preloads.slice(1)) expect(tag).toContain('fetchpriority="low"');
  });

  it('preloads the page’s first calls in the credentials mode of the site’s fetches', () => {
    const calls = [...document.matchAll(/<link rel="preload" as="fetch"[^>]*>/g)].map((m) => m[0]);
    expect(calls).toEqual([
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin="use-credentials" href="/api/v1/loginpart/gettargetall/">',
    ]);
    expect(pageDocument(index, { ...page, preloads: [] }, assets)).not.toContain('as="fetch"');
  });

  it('asks for the calls after the page’s chunks, at low priority', () => {
    const links = [...document.matchAll(/<link rel="(modulepreload|preload)"[^>]*>/g)];
    expect(links.at(-1)?.[0]).toContain('as="fetch" fetchpriority="low"');
    expect(links.findIndex((m) => m[0].includes('as="fetch"'))).toBeGreaterThan(
      links.findLastIndex((m) => m[1] === 'modulepreload'),
    );
  });

  it('writes a call’s query in the attribute as HTML reads it back', () => {
    const document = pageDocument(
      index,
      { ...page, preloads: ['/api/v1/loginpart/news/?end_date={{beijing-day}}&limit=1'] },
      assets,
    );
    expect(document).toContain(
      'href="/api/v1/loginpart/news/?end_date={{beijing-day}}&amp;limit=1"',
    );
  });

  it('keeps `$` patterns in the markup as they are', () => {
    const markup = pageDocument(index, { ...page, html: '<p>$& $1 $$</p>' }, assets);
    expect(markup).toContain('<p>$& $1 $$</p>');
  });

  it('refuses an index.html without an empty root', () => {
    expect(() => pageDocument(index.replace('<div id="root"></div>', ''), page, assets)).toThrow(
      /#root/,
    );
  });
});

describe('lowPriorityScripts', () => {
  it('marks the module script and every module preload, and nothing else', () => {
    const marked = lowPriorityScripts(index);
    expect(marked).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js">',
    );
    expect(marked).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-B.js">',
    );
    expect(marked).toContain('<script defer src="/zod-jitless.js">');
    expect(marked).toContain('<link rel="stylesheet" crossorigin href="/assets/index-A.css">');
  });
});

describe('prerenderedFile', () => {
  it.each([
    ['/', 'desktop', 'prerendered/index.html'],
    ['/', 'mobile', 'prerendered/index.mobile.html'],
    ['/toVip', 'desktop', 'prerendered/toVip.html'],
    ['/toNews', 'mobile', 'prerendered/toNews.mobile.html'],
  ] as const)('names %s for the %s %s', (path, variant, file) => {
    expect(prerenderedFile(path, variant)).toBe(file);
  });
});
