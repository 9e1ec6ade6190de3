import { describe, expect, it } from 'vitest';
import {
  afterPaintScript,
  answeredFile,
  answeredRootMarker,
  lowPriorityScripts,
  pageDocument,
  prerenderedFile,
  scriptsAfterFirstPaint,
} from './prerenderPages.ts';

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
  preloads: ['/api/v1/loginpart/gettargetall/', '/api/v1/loginpart/getusername/'],
  contentCalls: ['/api/v1/loginpart/gettargetall/'],
  contentWaitsForCalls: false,
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

  /** The after-paint script's tag: what it loads, and the tag itself. */
  const afterPaint = (html: string) => {
    const tag = /<script defer src="([^"]+)" data-entry="([^"]*)"><\/script>/.exec(html);
    return { src: tag?.[1], entry: tag?.[2], index: tag?.index ?? -1 };
  };

  it('asks for no script itself and preloads no chunk: the after-paint script loads the entry', () => {
    expect(document).not.toContain('<script type="module"');
    expect(document).not.toContain('rel="modulepreload"');
    expect(afterPaint(document)).toMatchObject({
      src: afterPaintScript,
      entry: '/assets/index-A.js',
    });
  });

  it('asks for the scripts of a page whose content waits for its calls with the page, at low priority', () => {
    const waiting = pageDocument(index, { ...page, contentWaitsForCalls: true }, assets);
    expect(waiting).not.toContain(afterPaintScript);
    expect(waiting).toContain(
      '<script fetchpriority="low" type="module" crossorigin src="/assets/index-A.js">',
    );
    const preloads = [...waiting.matchAll(/<link [^>]*rel="modulepreload"[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(preloads).toEqual([
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/react-B.js">',
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/cards-C.js">',
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/HomePage-D.js">',
    ]);
  });

  it('writes the page the server fills with its first answers: the marker for the root, scripts after the paint, only the other calls preloaded', () => {
    const answered = pageDocument(index, { ...page, contentWaitsForCalls: true }, assets, {
      answered: true,
    });
    expect(answered).toContain(`<body>\n    ${answeredRootMarker}\n  </body>`);
    expect(answered).not.toContain('data-prerendered');
    expect(answered).not.toContain(page.html);
    expect(afterPaint(answered).entry).toBe('/assets/index-A.js');
    expect(answered).not.toContain('type="module"');
    expect(
      [...answered.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['/api/v1/loginpart/getusername/']);
    expect(answeredFile('/toTarget', 'mobile')).toBe('prerendered/toTarget.mobile.answered.html');
  });

  it('runs the after-paint script after zod-jitless.js, both deferred', () => {
    expect(afterPaint(document).index).toBeGreaterThan(
      document.indexOf('<script defer src="/zod-jitless.js"></script>'),
    );
  });

  it('preloads the page’s first calls in the credentials mode of the site’s fetches, after its style sheets and at low priority', () => {
    const calls = [...document.matchAll(/<link rel="preload" as="fetch"[^>]*>/g)];
    expect(calls.map((m) => m[0])).toEqual([
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin="use-credentials" href="/api/v1/loginpart/gettargetall/">',
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin="use-credentials" href="/api/v1/loginpart/getusername/">',
    ]);
    expect(calls[0]?.index).toBeGreaterThan(document.lastIndexOf('rel="stylesheet"'));
    expect(pageDocument(index, { ...page, preloads: [] }, assets)).not.toContain('as="fetch"');
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
      '<script fetchpriority="low" type="module" crossorigin src="/assets/index-A.js">',
    );
    expect(marked).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/react-B.js">',
    );
    expect(marked).toContain('<script defer src="/zod-jitless.js">');
    expect(marked).toContain('<link rel="stylesheet" crossorigin href="/assets/index-A.css">');
  });
});

describe('scriptsAfterFirstPaint', () => {
  it('reads the module script whatever the order of its attributes, and drops the module preloads', () => {
    const html = scriptsAfterFirstPaint(
      '<head><script crossorigin type="module" src="/a.js"></script>\n<link crossorigin rel="modulepreload" href="/b.js">\n<link rel="modulepreload" href="/c.js"></head>',
    );
    expect(html).toBe(
      `<head><script defer src="${afterPaintScript}" data-entry="/a.js"></script>\n</head>`,
    );
  });

  it('refuses a page without a module script', () => {
    expect(() => scriptsAfterFirstPaint('<head></head>')).toThrow(/module script/);
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
