import { resolve } from 'node:path';
import { socketPath } from '@coinsight/domain/realtime';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption, type ProxyOptions } from 'vite';
import { prerenderPages } from './src/prerender/prerenderPages.ts';

/** Where `npm run dev` finds the hapi server (apps/server listens on 8001 by default). */
const serverOrigin = 'http://127.0.0.1:8001';

/**
 * The server's paths. The Nes socket lives on its own path (socketPath), so only its upgrade and its auth path
 * are proxied, never page requests nor Vite's own HMR socket.
 */
const serverProxy: Record<string, ProxyOptions> = {
  '/api': { target: serverOrigin },
  '/documentation': { target: serverOrigin },
  // The server admits upgrades from its own origin only; this dev server is that site on another port.
  [socketPath]: {
    target: serverOrigin,
    ws: true,
    configure: (proxy) => {
      proxy.on('proxyReqWs', (request) => request.setHeader('origin', serverOrigin));
    },
  },
};

/**
 * The workspaces' modules only declare things (components, styles, rules), so a module nothing uses
 * is left out, and with it whatever it imports (react-markdown, katex, d3, qrcode…). Without this the
 * ui barrel's every module counts as used — a vanilla-extract style sheet is a side effect — and the
 * whole of ui lands in the first chunk of every page. Kept as effects: style sheets themselves and
 * ui's global styles, which are imported for their effect alone (by main.tsx: ui's index, being
 * effect-free here, does not bring them).
 */
const sideEffectRules = [
  { test: /\.css($|\?)/, sideEffects: true },
  { test: /packages[\\/]ui[\\/]src[\\/]theme[\\/]global\.css\.ts$/, sideEffects: true },
  { test: /packages[\\/](ui|charts|theme|domain)[\\/]src[\\/]/, sideEffects: false },
];

/**
 * Everything the entry loads before any page, in the entry's own chunk. Left to itself Rolldown cut
 * the modules the pages share with the entry into seven more chunks (the JSX runtime, the contract,
 * messages, …) that every visit loads all the same; the server speaks HTTP/1.1, six requests at a
 * time, and on a slow link each further request is a round trip more before the page can render.
 */
const initialChunk = { name: 'index', tags: ['$initial' as const], priority: 1 };

/** Where a build lists each chunk's modules, beside Vite's manifest. */
export const chunkModulesFile = '.vite/chunk-modules.json';

/**
 * Writes which modules each chunk holds (relative paths, rendered length), so the bundle-budget test
 * can tell that d3, katex, react-markdown, qrcode or TanStack Table never reach the first load.
 */
function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'coinsight:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                modules: Object.fromEntries(
                  Object.entries(output.modules).map(([id, module]) => [
                    id.startsWith(root) ? id.slice(root.length + 1) : id,
                    module.renderedLength,
                  ]),
                ),
              },
            ]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: chunkModulesFile, source: JSON.stringify(chunks) });
    },
  };
}

/**
 * react-aria's locale, fixed to the site's one language. Its own module asks the browser's language
 * and checks it with `Intl.DateTimeFormat.supportedLocalesOf` while the entry chunk loads: the
 * page's first use of Intl, which loads ICU's data (50–130 ms of a fresh Chromium tab on this
 * machine, the largest single piece of the first load's script). It also left react-aria's own
 * words (a search field's clear button, a dialog's dismiss button) in the browser's language. Both
 * the build and the dev server's prebundled dependencies load this module instead.
 */
function chineseLocale(): Plugin {
  const defaultLocaleModule = /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;
  return {
    name: 'coinsight:chinese-locale',
    load(id) {
      if (!defaultLocaleModule.test(id)) return null;
      return [
        "const chinese = { locale: 'zh-CN', direction: 'ltr' };",
        'export const getDefaultLocale = () => chinese;',
        'export const useDefaultLocale = () => chinese;',
      ].join('\n');
    },
  };
}

/**
 * After the client build, writes the prerendered pages (src/prerender/): the first render of the
 * pages visitors land on, so they paint before any script has run.
 */
function prerender(renderPlugins: () => PluginOption[]): Plugin {
  let root = '';
  let outDir = '';
  let mode = '';
  return {
    name: 'coinsight:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      ({ root, mode } = config);
      outDir = resolve(root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderPages({ root, outDir, mode, plugins: renderPlugins() });
    },
  };
}

const renderPlugins = () => [vanillaExtractPlugin(), react(), chineseLocale()];

export default defineConfig(({ mode }) => ({
  plugins: [...renderPlugins(), chunkModules(), prerender(renderPlugins)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads, read by the bundle-budget test.
    manifest: true,
    // No <link rel="modulepreload"> for a dynamic import's chunks: Vite's helper inserts one per
    // chunk in the task that imports, and on a prerendered page's first load that was the entry's
    // evaluation (27 links for /toNews, ~40 ms of a phone's main thread), after which every chunk
    // arrived and compiled at once. The module graph asks for them instead, a level at a time; a
    // link that is hovered or focused starts its page's load early (`lazyPage`). See
    // `scriptsAfterFirstPaint` in src/prerender/prerenderPages.ts for the measurement.
    modulePreload: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: sideEffectRules },
      output: { codeSplitting: { groups: [initialChunk] } },
    },
  },
  optimizeDeps: { rolldownOptions: { plugins: [chineseLocale()] } },
  server: {
    host: '127.0.0.1',
    // `--mode mock` answers every call with MSW in the page, so nothing goes to a server.
    proxy: mode === 'mock' ? {} : serverProxy,
  },
}));
