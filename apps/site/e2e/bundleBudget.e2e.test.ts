import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { distIndex } from './buildSite.globalSetup.ts';
import { bundleBudgets } from './bundleBudgets.ts';
import { bundleSizes, homePage } from './bundleSizes.ts';

// Reads the build this e2e run already made (buildSite.globalSetup.ts), so the check costs no build;
// BUNDLE_DIST points it at another build of the site (one made with other settings, to compare).
const dist = process.env.BUNDLE_DIST ?? dirname(distIndex);
const sizes = bundleSizes(dist);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe('the site bundle (issue 18 budgets)', () => {
  it(`keeps the home page's first load within ${bundleBudgets.homeFirstLoad} KB of gzip`, () => {
    expect(kb(sizes.homeFirstLoadBytes)).toBeLessThanOrEqual(bundleBudgets.homeFirstLoad);
  });

  it(`keeps the home page's CSS within ${bundleBudgets.homeFirstCss} KB of gzip`, () => {
    expect(sizes.homeCssFiles.length).toBeGreaterThan(0);
    expect(kb(sizes.homeFirstCssBytes)).toBeLessThanOrEqual(bundleBudgets.homeFirstCss);
  });

  it('links ui’s global styles (the box-sizing reset, the body’s font) from the entry', () => {
    // main.tsx imports them for their effect (ui's index counts as effect-free in the build): a
    // build without them lays every page out in content-box and overflows phones by 16 px.
    const entryCss = sizes.entryCssFiles.map((file) => readFileSync(join(dist, file), 'utf8'));
    expect(entryCss.join('\n')).toMatch(/\*,[^{]*\{box-sizing:border-box\}/);
  });

  it('loads each page from a chunk of its own, none statically in the entry', () => {
    // A route list that imports a page statically leaves it out of the dynamic imports.
    expect(sizes.routes.map((route) => route.page)).toContain(homePage);
    const pages = sizes.modulesOf(sizes.entryFiles).filter((id) => id.startsWith('src/pages/'));
    expect(pages.filter((id) => /Page\.tsx$/.test(id))).toEqual([]);
  });

  it('keeps every route within its budget, and every page has one', () => {
    const over = sizes.routes.flatMap(({ page, gzipBytes }) => {
      const budget = bundleBudgets.routes[page];
      if (budget === undefined) return [`${page}: no budget in e2e/bundleBudgets.ts`];
      return kb(gzipBytes) > budget ? [`${page}: ${kb(gzipBytes)} KB > ${budget} KB`] : [];
    });
    expect(over).toEqual([]);
  });

  it('loads d3, katex, react-markdown, qrcode, TanStack Table and DOMPurify only on the routes that use them', () => {
    const heavy = (files: readonly string[]) =>
      sizes
        .modulesOf(files)
        .filter((id) =>
          bundleBudgets.heavyLibraries.some((lib) => id.includes(join('node_modules', lib))),
        );
    expect(heavy(sizes.homeFiles)).toEqual([]);
    // The shell's routes that draw nothing stay free of them too.
    for (const page of [
      'src/pages/membership/VipPage.tsx',
      'src/pages/register/RegisterPage.tsx',
    ]) {
      expect(heavy(sizes.routes.find((route) => route.page === page)?.files ?? [])).toEqual([]);
    }
    // And the check can see a heavy library where one is: the AI page renders Markdown.
    const ai = sizes.routes.find((route) => route.page === 'src/pages/ai/AiPage.tsx');
    expect(heavy(ai?.files ?? []).some((id) => id.includes('react-markdown'))).toBe(true);
  });
});

describe("the server's page renderer (dist/renderer)", () => {
  const rendererDir = join(dist, 'renderer');
  const files = [
    join(rendererDir, 'renderPage.js'),
    ...readdirSync(join(rendererDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => join(rendererDir, 'assets', name)),
  ];

  it('loads no package at run time: React, react-aria and the rest are in its bundle', () => {
    // Loaded as packages they were thousands of modules, the most of the worker's memory.
    // An ES import of a name (`from"react"`, `import("react")`) or a require of one; a built-in's
    // `node:` stops the name.
    const specifier = /(?:\bfrom|\bimport\(?|\brequire\()\s*["']([@\w][\w./@-]*)["']/g;
    const packages = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(specifier)].map((match) => match[1] ?? ''),
      ),
    );
    // vanilla-extract's plugin keeps its runtime external in every server build, on purpose.
    expect([...packages].sort()).toEqual(['@vanilla-extract/css']);
  });

  it('renders a page in a worker of its own, as the server runs it', async () => {
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       import(workerData.renderer)
         .then((renderer) => renderer.renderAnswered('/toNews', 'mobile', {}))
         .then((html) => parentPort.postMessage({ html }), (error) => parentPort.postMessage({ error: String(error) }));`,
      {
        eval: true,
        workerData: { renderer: pathToFileURL(files[0] ?? '').href },
        env: { NODE_ENV: 'production' },
      },
    );
    try {
      const reply = await new Promise<{ html?: string; error?: string }>((resolve) =>
        worker.once('message', resolve),
      );
      expect(reply.error).toBeUndefined();
      expect(reply.html).toContain('热点新闻');
    } finally {
      await worker.terminate();
    }
  });
});
