import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type PluginOption } from 'vite';
import type { RenderedPage } from './renderPage.tsx';
import { viewports, type Viewport } from './viewport.ts';

/** Where a build puts the prerendered pages, under its output folder; the server reads them there. */
export const prerenderedDir = 'prerendered';

/** The file a path's page is written to: `/` is `index`, `/toVip` is `toVip`; `.mobile` for phones. */
export function prerenderedFile(path: string, variant: 'desktop' | 'mobile'): string {
  const name = path === '/' ? 'index' : path.slice(1);
  return `${prerenderedDir}/${name}${variant === 'mobile' ? '.mobile' : ''}.html`;
}

interface RendererModule {
  prerenderedPaths: readonly string[];
  renderPage: (path: string, viewport: Viewport) => Promise<RenderedPage>;
}

interface Options {
  root: string;
  outDir: string;
  mode: string;
  /** The client build's plugins that decide what the modules render (vanilla-extract's class names, JSX). */
  plugins: PluginOption[];
}

const rendererEntry = 'src/prerender/renderPage.tsx';
const facadesFile = 'facades.json';

/** Writes which source module each dynamic chunk of the server-side build stands for. */
function recordFacades(root: string): Plugin {
  return {
    name: 'coinsight:prerender-facades',
    generateBundle(_options, bundle) {
      const facades: Record<string, string> = {};
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId)
          facades[output.fileName] = relative(root, output.facadeModuleId);
      this.emitFile({ type: 'asset', fileName: facadesFile, source: JSON.stringify(facades) });
    },
  };
}

/** The manifest key of the module that exports `page`, among the renderer's dynamic chunks. */
async function sourceOf(page: unknown, ssrDir: string): Promise<string | undefined> {
  const facades = JSON.parse(await readFile(join(ssrDir, facadesFile), 'utf8')) as Record<
    string,
    string
  >;
  for (const [file, source] of Object.entries(facades)) {
    const exports = (await import(pathToFileURL(join(ssrDir, file)).href)) as object;
    if (Object.values(exports).includes(page)) return source;
  }
  return undefined;
}

/** The style sheets and scripts a dynamic entry loads, in the order Vite's loader adds them. */
function assetsOf(manifest: Manifest, key: string): { css: string[]; js: string[] } {
  const css: string[] = [];
  const js: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const imported of chunk.imports ?? []) visit(imported);
    js.push(chunk.file);
    css.push(...(chunk.css ?? []));
  };
  visit(key);
  return { css, js };
}

/** The built index.html with the page's markup in its root and the page's assets in its head. */
export function pageDocument(
  index: string,
  { html: markup, htmlClass }: Pick<RenderedPage, 'html' | 'htmlClass'>,
  assets: { css: string[]; js: string[] },
): string {
  if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (!/<html [^>]*lang=/.test(index)) throw new Error('index.html has no <html lang>');
  const linked = (file: string) => index.includes(`/${file}"`);
  const head = [
    ...assets.css
      .filter((file) => !linked(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return index
    .replace(/<html /, () => `<html class="${htmlClass}" `)
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      // Inert until the site's first render replaces it: a press before then would do nothing.
      () => `<div id="root"><div data-prerendered inert>${markup}</div></div>`,
    );
}

/**
 * After the client build: builds the site's renderer for Node, renders each prerendered path for a
 * phone and a laptop, and writes them beside index.html (see `prerenderedFile`).
 */
export async function prerenderPages({ root, outDir, mode, plugins }: Options): Promise<string[]> {
  const ssrDir = join(root, 'node_modules/.cache/coinsight-prerender');
  await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [...plugins, recordFacades(root)],
    build: {
      ssr: rendererEntry,
      outDir: ssrDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'renderPage.js' } },
    },
  });
  const renderer = (await import(
    pathToFileURL(join(ssrDir, 'renderPage.js')).href
  )) as RendererModule;
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const index = await readFile(join(outDir, 'index.html'), 'utf8');

  await rm(join(outDir, prerenderedDir), { recursive: true, force: true });
  await mkdir(join(outDir, prerenderedDir), { recursive: true });
  const written: string[] = [];
  for (const path of renderer.prerenderedPaths) {
    for (const variant of ['desktop', 'mobile'] as const) {
      const rendered = await renderer.renderPage(path, viewports[variant]);
      const source = await sourceOf(rendered.page, ssrDir);
      if (!source) throw new Error(`prerender: no chunk exports the page of ${path}`);
      const file = prerenderedFile(path, variant);
      await writeFile(
        join(outDir, file),
        pageDocument(index, rendered, assetsOf(manifest, source)),
      );
      written.push(file);
    }
  }
  await rm(ssrDir, { recursive: true, force: true });
  return written;
}
