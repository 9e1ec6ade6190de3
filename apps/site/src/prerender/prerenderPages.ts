import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join, relative } from 'node:path';
import { build, type Manifest, type Plugin, type PluginOption } from 'vite';
import { prerenderedRoot } from './renderedFor.ts';
import type { RenderedPage } from './renderPage.tsx';
import type { viewports } from './viewport.ts';

const run = promisify(execFile);
const facadesFile = 'facades.json';

/** Where a build puts the prerendered pages, under its output folder; the server reads them there. */
export const prerenderedDir = 'prerendered';

/**
 * Marks a page's module script and module preloads `fetchpriority="low"`: a page whose content waits
 * for its first calls asks for its scripts with the page, but they should not take the style sheets'
 * bandwidth on a slow link. Lighthouse's simulation counts a high-priority script that arrived
 * before the first paint as holding the paint up.
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replace(/<script(?=\s[^>]*\btype="module")/g, '<script fetchpriority="low"')
    .replace(/<link(?=\s[^>]*\brel="modulepreload")/g, '<link fetchpriority="low"');
}

/** The script that asks for a prerendered page's module scripts once it has painted (apps/site/public). */
export const afterPaintScript = '/scripts-after-paint.js';

/**
 * Moves a prerendered page's module script into the tag of `afterPaintScript`, which asks for it
 * once the page has painted, and drops its module preloads: for a page whose content is in its HTML
 * (the home, /toVip, and /toTarget and /toNews as the server fills them), which its scripts only
 * take over. A page whose content waits for its first calls (/toTarget, /toNews as built) shows it
 * only once the scripts ran, and asks for them at once (`lowPriorityScripts`): after its paint,
 * they put its largest paint 0.2–0.5 s later in Lighthouse's simulation.
 *
 * Asked for by the HTML, the scripts arrived (on loopback) and compiled while the first layout ran
 * on the same two cores, which made that layout a long task of its own (100–140 ms instead of 45),
 * and the paint came after them. Lighthouse's simulation counts every request that finished before
 * the observed paint as needed for it, so the whole first load's download was in the simulated
 * largest paint (2.3–2.8 s on every page). On a slow phone link the chunks also take the style
 * sheets' bandwidth.
 *
 * Nor are the page's chunks preloaded once it has painted: inserting 27 `modulepreload` links
 * (/toNews) took 45–250 ms of a phone's main thread, and the chunks then arrived, compiled and ran
 * all at once, during the entry's evaluation and the takeover. Loaded as the module graph asks for
 * them, they come in smaller tasks: /toNews's total blocking time went from 279 to 143 ms (mean of
 * eight Lighthouse runs each, interleaved). The site's build preloads no module for the same reason
 * (`build.modulePreload` in vite.config.ts).
 */
export function scriptsAfterFirstPaint(document: string): string {
  const entry = /<script\b[^>]*\stype="module"[^>]*><\/script>/.exec(document)?.[0];
  if (!entry) throw new Error('the page has no module script');
  const src = /\ssrc="([^"]+)"/.exec(entry)?.[1] ?? '';
  const loader = `<script defer src="${afterPaintScript}" data-entry="${src}"></script>`;
  return document
    .replace(/<link\b[^>]*\srel="modulepreload"[^>]*>\s*/g, '')
    .replace(entry, () => loader);
}

/** The file a path's page is written to: `/` is `index`, `/toVip` is `toVip`; `.mobile` for phones. */
export function prerenderedFile(path: string, variant: 'desktop' | 'mobile'): string {
  const name = path === '/' ? 'index' : path.slice(1);
  return `${prerenderedDir}/${name}${variant === 'mobile' ? '.mobile' : ''}.html`;
}

/** The file of a page the server fills with its first answers: `toTarget.answered.html`. */
export function answeredFile(path: string, variant: 'desktop' | 'mobile'): string {
  return prerenderedFile(path, variant).replace(/\.html$/, '.answered.html');
}

/**
 * What the server needs to render pages with their first answers: each such path's first calls'
 * addresses (with the visit's day as `dayTokens` writes it), in `prerendered/`.
 */
export const answeredCallsFile = `${prerenderedDir}/answered-calls.json`;

/** The site's renderer for Node, kept in the build for the server (`renderAnswered`). */
export const rendererDir = 'renderer';

/** One page as the renderer's process hands it back. */
interface ChildPage extends Pick<
  RenderedPage,
  'html' | 'htmlClass' | 'preloads' | 'contentCalls' | 'contentWaitsForCalls' | 'renderedFor'
> {
  path: string;
  variant: keyof typeof viewports;
  /** The manifest key of the module that exports the route's page. */
  source: string;
}

/**
 * Runs in a Node process of its own, with React's production build: the process running the build
 * (vitest's, for the end-to-end run) may hold React's development build already, and the renderer
 * must not mix the two. It finds each page's chunk by which module exports the page component.
 */
const childScript = `
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const dir = process.argv[1];
const load = (file) => import(pathToFileURL(join(dir, file)).href);
const renderer = await load('renderPage.js');
const facades = Object.entries(JSON.parse(readFileSync(join(dir, '${facadesFile}'), 'utf8')));
const pages = [];
for (const path of renderer.prerenderedPaths)
  for (const variant of ['desktop', 'mobile']) {
    const { html, htmlClass, page, preloads, contentCalls, contentWaitsForCalls, renderedFor } = await renderer.renderPage(path, renderer.viewports[variant]);
    let source;
    for (const [file, module] of facades)
      if (Object.values(await load(file)).includes(page)) source = module;
    if (!source) throw new Error('prerender: no chunk exports the page of ' + path);
    pages.push({ path, variant, html, htmlClass, preloads, contentCalls, contentWaitsForCalls, renderedFor, source });
  }
process.stdout.write(JSON.stringify(pages));
`;

async function renderInChild(ssrDir: string): Promise<ChildPage[]> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', childScript, ssrDir],
    {
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as ChildPage[];
}

interface Options {
  root: string;
  outDir: string;
  mode: string;
  /** The client build's plugins that decide what the modules render (vanilla-extract's class names, JSX). */
  plugins: PluginOption[];
}

const rendererEntry = 'src/prerender/renderPage.tsx';

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

/**
 * Where the server puts the root it renders with a page's first answers (`renderAnswered`), in the
 * page written for that (`answeredFile`).
 */
export const answeredRootMarker = '<!--coinsight:answered-root-->';

/**
 * The built index.html with the page's markup in its root and the page's assets in its head. With
 * `answered`, the page the server fills with its root rendered from the first calls' answers
 * (`answeredRootMarker`): its content is then in its HTML, so its scripts come after the paint and
 * its content's calls are not preloaded.
 */
export function pageDocument(
  index: string,
  {
    html: markup,
    htmlClass,
    preloads,
    contentCalls,
    contentWaitsForCalls,
    renderedFor,
  }: Pick<
    RenderedPage,
    'html' | 'htmlClass' | 'preloads' | 'contentCalls' | 'contentWaitsForCalls' | 'renderedFor'
  >,
  assets: { css: string[]; js: string[] },
  { answered = false }: { answered?: boolean } = {},
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
    // At low priority, after the style sheets: the answers are read only once the scripts ran. The
    // site's client fetches with credentials (api/client.ts): a preload in another credentials
    // mode would not be used, and the call would go out twice.
    ...preloads
      .filter((url) => !(answered && contentCalls.includes(url)))
      .map(
        (url) =>
          `<link rel="preload" as="fetch" fetchpriority="low" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`,
      ),
  ];
  const document = index
    .replace(/<html /, () => `<html class="${htmlClass}" `)
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () =>
      answered ? answeredRootMarker : prerenderedRoot(markup, renderedFor),
    );
  return contentWaitsForCalls && !answered
    ? lowPriorityScripts(document)
    : scriptsAfterFirstPaint(document);
}

/**
 * After the client build: builds the site's renderer for Node into the build (`rendererDir`),
 * renders each prerendered path for a phone and a laptop, and writes them beside index.html (see
 * `prerenderedFile`). A page whose content waits for its first calls also gets the page the server
 * fills with them (`answeredFile`, `answeredCallsFile`); index.html, for the other paths, asks for
 * its scripts at low priority (`lowPriorityScripts`). The renderer carries its packages (React…)
 * in its own bundle.
 */
export async function prerenderPages({ root, outDir, mode, plugins }: Options): Promise<string[]> {
  const ssrDir = join(outDir, rendererDir);
  await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [...plugins, recordFacades(root)],
    publicDir: false,
    // One bundle, minified: the server's worker loads it each time it starts (again after every
    // idle minute), and loading react-aria-components, d3, tiptap… as packages (thousands of
    // modules, react-aria's strings in 34 languages) took 1.7 s and peaked 118 MiB above the
    // process; the bundle takes 0.4 s and 53 MiB (docs/performance.md). vanilla-extract's plugin
    // keeps its own runtime external on purpose.
    ssr: { noExternal: true },
    build: {
      ssr: rendererEntry,
      outDir: ssrDir,
      emptyOutDir: true,
      minify: true,
      rolldownOptions: { output: { entryFileNames: 'renderPage.js' } },
    },
  });
  const rendered = await renderInChild(ssrDir);
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const index = await readFile(join(outDir, 'index.html'), 'utf8');

  await rm(join(outDir, prerenderedDir), { recursive: true, force: true });
  await mkdir(join(outDir, prerenderedDir), { recursive: true });
  const written: string[] = [];
  const answeredCalls: Record<string, readonly string[]> = {};
  for (const page of rendered) {
    const assets = assetsOf(manifest, page.source);
    const file = prerenderedFile(page.path, page.variant);
    await writeFile(join(outDir, file), pageDocument(index, page, assets));
    written.push(file);
    if (!page.contentWaitsForCalls) continue;
    const answered = answeredFile(page.path, page.variant);
    await writeFile(join(outDir, answered), pageDocument(index, page, assets, { answered: true }));
    written.push(answered);
    answeredCalls[page.path] = page.contentCalls;
  }
  await writeFile(join(outDir, answeredCallsFile), JSON.stringify(answeredCalls));
  written.push(answeredCallsFile);
  // The pages not prerendered: their content too waits for the scripts, and the server writes the
  // demo-data notice into them, which is their first paint while any source is demo.
  await writeFile(join(outDir, 'index.html'), lowPriorityScripts(index));
  written.push('index.html');
  return written;
}
