import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  /** The style sheets this chunk brings, its own and those of pure-CSS chunks it imported. */
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** `dist/.vite/chunk-modules.json`, written by the site's Vite config: each chunk's modules. */
type ChunkModules = { file: string; modules: Record<string, number> }[];

export interface RouteLoad {
  /** The page module, as the manifest names it, e.g. `src/pages/membership/VipPage.tsx`. */
  page: string;
  /** The JavaScript files a visit loads beyond the first load's shared entry. */
  files: string[];
  /** Their gzip size, in bytes. */
  gzipBytes: number;
}

export interface BundleSizes {
  /** The files the entry loads before any page: index.html's script and what it imports. */
  entryFiles: string[];
  /** The home page's first load: the entry and the home page's own chunks, gzip bytes. */
  homeFirstLoadBytes: number;
  homeFiles: string[];
  /**
   * The home page's first CSS, gzip bytes: the entry's style sheets (index.html links them, so they
   * block the first paint) and the home page chunk's.
   */
  homeFirstCssBytes: number;
  homeCssFiles: string[];
  /** The style sheets index.html links: the entry's, blocking the first paint. */
  entryCssFiles: string[];
  /** Every lazy page, what its route adds to the entry. */
  routes: RouteLoad[];
  /** The modules held by a list of files (relative paths or node_modules paths). */
  modulesOf: (files: readonly string[]) => string[];
}

export const homePage = 'src/pages/home/HomePage.tsx';

/** Reads a site build (`apps/site/dist`) and sizes its first load and each route's chunks. */
export function bundleSizes(dist: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = JSON.parse(
    readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'),
  ) as ChunkModules;
  const gzipOf = new Map<string, number>();
  const gzipBytes = (files: Iterable<string>) => {
    let total = 0;
    for (const file of files) {
      if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(dist, file))).length);
      total += gzipOf.get(file) ?? 0;
    }
    return total;
  };
  // A chunk and every chunk it imports statically: what loading it brings.
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    if (chunk.file.endsWith('.js')) into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const cssOf = (key: string): string[] => {
    const files = new Set<string>();
    for (const file of closure(key))
      for (const chunk of Object.values(manifest))
        if (chunk.file === file) for (const css of chunk.css ?? []) files.add(css);
    return [...files];
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`${dist}: the manifest names no entry`);
  const entry = closure(entryKey);
  const pages = [...new Set(manifest[entryKey]?.dynamicImports ?? [])].filter((key) =>
    key.startsWith('src/pages/'),
  );
  const routes = pages.map((page): RouteLoad => {
    const files = [...closure(page)].filter((file) => !entry.has(file));
    return { page, files, gzipBytes: gzipBytes(files) };
  });
  const home = routes.find((route) => route.page === homePage);
  if (!home) throw new Error(`${dist}: the entry does not load ${homePage} on its own`);
  const homeFiles = [...entry, ...home.files];
  const entryCssFiles = cssOf(entryKey);
  const homeCssFiles = [...new Set([...entryCssFiles, ...cssOf(homePage)])];
  return {
    entryFiles: [...entry],
    homeFirstLoadBytes: gzipBytes(homeFiles),
    homeFiles,
    homeFirstCssBytes: gzipBytes(homeCssFiles),
    homeCssFiles,
    entryCssFiles,
    routes,
    modulesOf: (files) =>
      chunks.filter((chunk) => files.includes(chunk.file)).flatMap((c) => Object.keys(c.modules)),
  };
}
